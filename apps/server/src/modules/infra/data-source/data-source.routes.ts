import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { masterDataSource, type DataSourceConfigResp } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';

/** Where the app's pool connects: from its connection string or its separate settings (never the password). */
function poolConnection(app: FastifyInstance): { host?: string; port?: number | string; database?: string; user?: string } {
  const options = (app.db as unknown as { $client?: { options?: { connectionString?: string; host?: string; port?: number; database?: string; user?: string } } }).$client?.options ?? {};
  if (options.connectionString) {
    try {
      const u = new URL(options.connectionString);
      return { host: u.hostname, port: u.port || undefined, database: decodeURIComponent(u.pathname.replace(/^\//, '')), user: decodeURIComponent(u.username) };
    } catch {
      return {};
    }
  }
  return { host: options.host, port: options.port, database: options.database, user: options.user };
}

/**
 * 数据源配置 (yudao 2.x): /infra/data-source-config/{list,get}. One database serves this application, so the list is
 * the master alone (id 0) — what the code generator's data source picker needs; adding other data sources is not
 * offered (the generator reads this database's tables only).
 */
export function dataSourceConfigRoutes(app: FastifyInstance): void {
  const master = () => masterDataSource(poolConnection(app));
  route(app, {
    method: 'GET',
    url: '/infra/data-source-config/list',
    permission: 'infra:codegen:query',
    handler: (): DataSourceConfigResp[] => [master()],
  });
  route(app, {
    method: 'GET',
    url: '/infra/data-source-config/get',
    permission: 'infra:codegen:query',
    query: z.object({ id: z.coerce.number().int().min(0) }),
    handler: ({ query }): DataSourceConfigResp => {
      if (query.id !== 0) fail({ code: 1_001_107_000, msg: '数据源配置不存在' });
      return master();
    },
  });
}
