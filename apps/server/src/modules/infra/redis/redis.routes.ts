import type { FastifyInstance } from 'fastify';
import { InfraError } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';

/**
 * Redis 监控 (yudao: GET /infra/redis/get-monitor-info, permission infra:redis:query). This server runs without Redis
 * (its cache and cross-instance events use PostgreSQL, DESIGN.md), so there is no INFO, key count or command
 * statistics to report: the call answers that plainly instead of inventing figures (decision 0046).
 */
export function redisRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/infra/redis/get-monitor-info',
    permission: 'infra:redis:query',
    handler: () => fail(InfraError.REDIS_NOT_USED),
  });
}
