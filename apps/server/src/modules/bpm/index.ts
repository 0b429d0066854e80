import type { FastifyInstance } from 'fastify';
import { bpmModelRoutes } from './model/model.routes';

/** Every route of the workflow area (工作流程), under /admin-api. */
export async function registerBpmModules(app: FastifyInstance): Promise<void> {
  bpmModelRoutes(app);
}
