import type { FastifyInstance } from 'fastify';
import { configRoutes } from './config/config.routes';
import { apiLogRoutes } from './api-log/api-log.routes';
import { jobRoutes } from './job/job.routes';
import { fileRoutes } from './file/file.routes';
import { codegenRoutes } from './codegen/codegen.routes';
import { dataSourceConfigRoutes } from './data-source/data-source.routes';
import { redisRoutes } from './redis/redis.routes';

/** Every route of the infrastructure area (基础设施), under /admin-api. */
export async function registerInfraModules(app: FastifyInstance): Promise<void> {
  configRoutes(app);
  apiLogRoutes(app);
  jobRoutes(app);
  fileRoutes(app);
  codegenRoutes(app);
  dataSourceConfigRoutes(app);
  redisRoutes(app);
}
