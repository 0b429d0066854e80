import type { FastifyInstance } from 'fastify';

/** Every route of the infrastructure area (基础设施), under /admin-api. */
export async function registerInfraModules(_app: FastifyInstance): Promise<void> {}
