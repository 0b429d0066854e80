import 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AuthProvider, LoginUser } from './auth';
import type { CacheBus } from './cache-bus';
import type { InProcessReads } from './in-process-read';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    authProvider: AuthProvider;
    /** per-process caches and their invalidation across instances (decision 0023) */
    cacheBus: CacheBus;
    /** the anonymous GET routes, answerable without HTTP (server rendering; core/in-process-read.ts) */
    inProcessReads?: InProcessReads;
  }
  interface FastifyRequest {
    loginUser?: LoginUser | null;
  }
}
