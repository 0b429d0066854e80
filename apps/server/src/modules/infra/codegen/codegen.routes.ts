import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { z } from 'zod';
import { CodegenCreateListReq, CodegenDbTableQuery, CodegenSyncFromSqlReq, CodegenTableIdQuery, CodegenTablePageReq, CodegenUpdateReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { contentDisposition } from '../../../core/excel';
import { generateFiles } from './generator';
import { deleteCodegen, getDetail, getTablePage, importTables, listDbTables, listTables, loadModel, syncFromDb, syncFromSql, updateCodegen } from './codegen.service';
import { batchDeleteRoutes } from '../../../core/crud';

const PERM = {
  query: 'infra:codegen:query',
  create: 'infra:codegen:create',
  update: 'infra:codegen:update',
  delete: 'infra:codegen:delete',
  preview: 'infra:codegen:preview',
  download: 'infra:codegen:download',
};

/** 代码生成: /infra/codegen/* (import tables, edit their settings, preview and download the generated code). */
export function codegenRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/infra/codegen/db/table/list',
    permission: PERM.query,
    query: CodegenDbTableQuery,
    handler: ({ db, query }) => listDbTables(db, query),
  });

  route(app, {
    method: 'POST',
    url: '/infra/codegen/create-list',
    permission: PERM.create,
    body: CodegenCreateListReq,
    handler: ({ db, body, user }) => importTables(db, body.tableNames, user, body.dataSourceConfigId),
  });

  route(app, {
    method: 'GET',
    url: '/infra/codegen/table/page',
    permission: PERM.query,
    query: CodegenTablePageReq,
    handler: ({ db, query }) => getTablePage(db, query),
  });

  // yudao 2.x: the imported tables of a data source, newest first
  route(app, {
    method: 'GET',
    url: '/infra/codegen/table/list',
    permission: PERM.query,
    query: z.object({ dataSourceConfigId: z.coerce.number().int().min(0).optional() }),
    handler: ({ db, query }) => listTables(db, query.dataSourceConfigId),
  });

  route(app, {
    method: 'GET',
    url: '/infra/codegen/detail',
    permission: PERM.query,
    query: CodegenTableIdQuery,
    handler: ({ db, query }) => getDetail(db, query.tableId),
  });

  route(app, {
    method: 'PUT',
    url: '/infra/codegen/update',
    permission: PERM.update,
    body: CodegenUpdateReq,
    handler: async ({ db, body, user }) => {
      await updateCodegen(db, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/codegen/sync-from-db',
    permission: PERM.update,
    query: CodegenTableIdQuery,
    handler: async ({ db, query, user }) => {
      await syncFromDb(db, query.tableId, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/codegen/sync-from-sql',
    permission: PERM.update,
    query: CodegenTableIdQuery,
    body: CodegenSyncFromSqlReq,
    handler: async ({ db, query, body, user }) => {
      await syncFromSql(db, query.tableId, body.sql, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/codegen/delete',
    permission: PERM.delete,
    query: CodegenTableIdQuery,
    handler: async ({ db, query }) => {
      await deleteCodegen(db, query.tableId);
      return true;
    },
  });
  batchDeleteRoutes(app, { path: '/infra/codegen', permission: PERM.delete, key: 'tableIds' }, ({ db }, id) => deleteCodegen(db, id));

  route(app, {
    method: 'GET',
    url: '/infra/codegen/preview',
    permission: PERM.preview,
    query: CodegenTableIdQuery,
    handler: async ({ db, query }) => generateFiles(await loadModel(db, query.tableId)),
  });

  route(app, {
    method: 'GET',
    url: '/infra/codegen/download',
    permission: PERM.download,
    query: CodegenTableIdQuery,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const model = await loadModel(db, query.tableId);
      const zip = new JSZip();
      for (const f of generateFiles(model)) zip.file(f.filePath, f.code);
      const buffer = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      return reply
        .code(200)
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(`codegen-${model.table.tableName}.zip`))
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  });
}
