import 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AuthProvider, LoginUser } from './auth';
import type { CacheBus } from './cache-bus';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    authProvider: AuthProvider;
    /** per-process caches and their invalidation across instances (decision 0023) */
    cacheBus: CacheBus;
  }
  interface FastifyRequest {
    loginUser?: LoginUser | null;
  }
}
