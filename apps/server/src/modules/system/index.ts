import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';

/** Every route of the system area (系统管理), under /admin-api. */
export async function registerSystemModules(app: FastifyInstance): Promise<void> {
  authRoutes(app);
}
