import 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AuthProvider, LoginUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    authProvider: AuthProvider;
  }
  interface FastifyRequest {
    loginUser?: LoginUser | null;
  }
}
