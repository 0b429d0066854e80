import type { FastifyInstance } from 'fastify';
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DataSourceConfigCreateReq, DataSourceConfigUpdateReq, IdQuery, InfraError, masterDataSource, type DataSourceConfigResp } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';
import { idList } from '../../../core/crud';
import { checkConnection, getDataSourceConfig, MASTER_DATA_SOURCE_ID } from './data-source.service';
import { infraDataSourceConfig, type DataSourceConfigRow } from './data-source.schema';

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

const toResp = (row: DataSourceConfigRow): DataSourceConfigResp => ({ id: row.id, name: row.name, url: row.url, username: row.username, createTime: row.createTime.getTime() });


/**
 * 数据源配置 (yudao 2.x): the master (id 0, this application's database, from the server's settings) and other
 * PostgreSQL databases the code generator may import tables from. Saving checks that the database answers, as yudao
 * does; the password is stored for connecting and never sent back.
 */
export function dataSourceConfigRoutes(app: FastifyInstance): void {
  const master = () => masterDataSource(poolConnection(app));
  route(app, {
    method: 'GET',
    url: '/infra/data-source-config/list',
    // the code generator's data source picker reads the list with the generator's own permission
    permission: ['infra:data-source-config:query', 'infra:codegen:query'],
    handler: async ({ db }): Promise<DataSourceConfigResp[]> => [master(), ...(await db.select().from(infraDataSourceConfig).orderBy(desc(infraDataSourceConfig.id))).map(toResp)],
  });
  route(app, {
    method: 'GET',
    url: '/infra/data-source-config/get',
    // the code generator's data source picker reads the list with the generator's own permission
    permission: ['infra:data-source-config:query', 'infra:codegen:query'],
    query: z.object({ id: z.coerce.number().int().min(0) }),
    handler: async ({ db, query }): Promise<DataSourceConfigResp> => (query.id === MASTER_DATA_SOURCE_ID ? master() : toResp(await getDataSourceConfig(db, query.id))),
  });

  route(app, {
    method: 'POST',
    url: '/infra/data-source-config/create',
    permission: 'infra:data-source-config:create',
    body: DataSourceConfigCreateReq,
    handler: async ({ db, body, user }) => {
      await checkConnection(body);
      const [row] = await db
        .insert(infraDataSourceConfig)
        .values({ ...body, creator: String(user.id), updater: String(user.id) })
        .returning({ id: infraDataSourceConfig.id });
      return row.id;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/data-source-config/update',
    permission: 'infra:data-source-config:update',
    body: DataSourceConfigUpdateReq,
    handler: async ({ db, body, user }) => {
      const existing = await getDataSourceConfig(db, body.id);
      const password = body.password ? body.password : existing.password;
      await checkConnection({ url: body.url, username: body.username, password });
      await db
        .update(infraDataSourceConfig)
        .set({ name: body.name, url: body.url, username: body.username, password, updater: String(user.id) })
        .where(eq(infraDataSourceConfig.id, body.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/data-source-config/delete',
    permission: 'infra:data-source-config:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const removed = await db.delete(infraDataSourceConfig).where(eq(infraDataSourceConfig.id, query.id)).returning({ id: infraDataSourceConfig.id });
      if (!removed.length) fail(InfraError.DATA_SOURCE_CONFIG_NOT_EXISTS);
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/data-source-config/delete-list',
    permission: 'infra:data-source-config:delete',
    query: z.object({ ids: idList('ids') }),
    handler: async ({ db, query }) => {
      const ids = [...new Set(query.ids)];
      const removed = await db.delete(infraDataSourceConfig).where(inArray(infraDataSourceConfig.id, ids)).returning({ id: infraDataSourceConfig.id });
      // one unknown id deletes none (the request's transaction rolls back)
      if (removed.length !== ids.length) fail(InfraError.DATA_SOURCE_CONFIG_NOT_EXISTS);
      return true;
    },
  });
}
