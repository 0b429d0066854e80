import type { FastifyInstance } from 'fastify';
import { readSingleUpload } from '../../../core/upload';
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { z } from 'zod';
import { IdQuery, InfraError, PageParam, TimeRange } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { likeContains, timeBetween } from '../../../core/filters';
import { StorageType } from './file-storage';
import { getFileConfig, maxUploadBytes, saveUpload, storageOf } from './file.service';
import { infraFile, infraFileConfig } from './file.schema';
import { batchDeleteRoutes, idList } from '../../../core/crud';

const SECRET_MASK = '******';

const LocalConfig = z.object({ basePath: z.string().trim().min(1, '存储目录不能为空').max(255) });
const S3Config = z.object({
  endpoint: z.url('节点地址不正确').max(255),
  bucket: z.string().trim().min(1, '存储 bucket 不能为空').max(63),
  accessKey: z.string().trim().min(1, 'accessKey 不能为空').max(128),
  accessSecret: z.string().min(1, 'accessSecret 不能为空').max(128),
  region: z.string().max(64).optional(),
  pathStyle: z.boolean().optional(),
});
/** 数据库 (storage 1) keeps the bytes in infra_file_content and needs no settings; the forms' 自定义域名 is not used */
const DbConfig = z.object({}).transform(() => ({}));

const FileConfigFields = z.object({
  name: z.string().trim().min(1, '配置名不能为空').max(63),
  storage: z.coerce
    .number()
    .int()
    .refine((v) => v === StorageType.DB || v === StorageType.LOCAL || v === StorageType.S3, '存储器只支持数据库（1）、本地磁盘（10）与 S3（20）'),
  remark: z.string().max(255).optional(),
  config: z.record(z.string(), z.unknown()),
});

/** The config's settings are checked against its storage's own shape. */
const withStorageConfig = <T extends z.infer<typeof FileConfigFields>>(body: T, ctx: z.RefinementCtx) => {
  const schema = body.storage === StorageType.DB ? DbConfig : body.storage === StorageType.LOCAL ? LocalConfig : S3Config;
  const config = schema.safeParse(body.config);
  if (!config.success) {
    for (const issue of config.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['config', ...issue.path.map(String)] });
    return z.NEVER;
  }
  return { ...body, config: config.data as Record<string, unknown> };
};
const FileConfigBody = FileConfigFields.transform(withStorageConfig);
const FileConfigUpdateBody = FileConfigFields.extend({ id: z.coerce.number().int().positive() }).transform(withStorageConfig);

const FilePageReq = PageParam.extend({ path: z.string().max(255).optional(), type: z.string().max(128).optional(), createTime: TimeRange });

/** Config as shown to operators: the S3 secret never leaves the server. */
const masked = <T extends { config: Record<string, unknown> }>(row: T) =>
  'accessSecret' in row.config ? { ...row, config: { ...row.config, accessSecret: SECRET_MASK } } : row;

/** A config can go when it is not the master and holds no file (their rows and URLs would point at nothing). */
async function deleteFileConfig(db: Db, id: number): Promise<void> {
  const row = await getFileConfig(db, id);
  if (row.master) fail(InfraError.FILE_CONFIG_DELETE_FAIL_MASTER);
  const [{ files }] = await db.select({ files: count() }).from(infraFile).where(eq(infraFile.configId, id));
  if (files > 0) fail(InfraError.FILE_CONFIG_DELETE_FAIL_HAS_FILES, files);
  await db.delete(infraFileConfig).where(eq(infraFileConfig.id, id));
}

export function fileRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/infra/file/upload',
    auth: 'user',
    handler: async ({ db, req }) => {
      const upload = await readSingleUpload(req, { limitBytes: await maxUploadBytes(db), what: '文件' });
      const saved = await saveUpload(db, app.config.dataDir, { fileName: upload.fileName, content: upload.content, directory: upload.fields.directory });
      return saved.url;
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/file/:configId/get/*',
    auth: 'public',
    raw: true,
    params: z.object({ configId: z.coerce.number().int().positive(), '*': z.string().max(512).default('') }),
    handler: async ({ db, params, reply }) => {
      const configId: number = params.configId;
      const filePath: string = params['*'];
      if (!filePath) fail(InfraError.FILE_NOT_EXISTS);
      const [file] = await db.select().from(infraFile).where(and(eq(infraFile.configId, configId), eq(infraFile.path, filePath)));
      if (!file) fail(InfraError.FILE_NOT_EXISTS);
      const content = await storageOf(await getFileConfig(db, configId), app.config.dataDir, db).get(filePath);
      if (!content) fail(InfraError.FILE_NOT_EXISTS);
      // uploaded SVG and HTML-like content must not run scripts in our origin
      reply
        .header('content-type', file.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      return reply.send(content);
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/file/page',
    permission: 'infra:file:query',
    query: FilePageReq,
    handler: ({ db, query: q }) =>
      pageQuery(db, infraFile, q, {
        where: and(q.path ? likeContains(infraFile.path, q.path) : undefined, q.type ? likeContains(infraFile.type, q.type) : undefined, timeBetween(infraFile.createTime, q.createTime)),
        orderBy: [desc(infraFile.id)],
      }),
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/file/delete',
    permission: 'infra:file:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const [file] = await db.delete(infraFile).where(eq(infraFile.id, query.id)).returning();
      if (!file) fail(InfraError.FILE_NOT_EXISTS);
      await storageOf(await getFileConfig(db, file.configId), app.config.dataDir, db).delete(file.path);
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/file-config/page',
    permission: 'infra:file-config:query',
    query: PageParam.extend({ name: z.string().max(63).optional(), storage: z.coerce.number().int().optional() }),
    handler: async ({ db, query: q }) => {
      const where: (SQL | undefined)[] = [q.name ? likeContains(infraFileConfig.name, q.name) : undefined, q.storage !== undefined ? eq(infraFileConfig.storage, q.storage) : undefined];
      const page = await pageQuery(db, infraFileConfig, q, { where: and(...where), orderBy: [desc(infraFileConfig.id)] });
      return { ...page, list: page.list.map(masked) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/file-config/get',
    permission: 'infra:file-config:query',
    query: IdQuery,
    handler: async ({ db, query }) => masked(await getFileConfig(db, query.id)),
  });

  route(app, {
    method: 'POST',
    url: '/infra/file-config/create',
    permission: 'infra:file-config:create',
    body: FileConfigBody,
    handler: async ({ db, body }) => {
      const [row] = await db.insert(infraFileConfig).values({ ...body, master: false }).returning({ id: infraFileConfig.id });
      return row.id;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/file-config/update',
    permission: 'infra:file-config:update',
    body: FileConfigUpdateBody,
    handler: async ({ db, body }) => {
      const existing = await getFileConfig(db, body.id);
      const config: Record<string, unknown> = { ...body.config };
      if (config.accessSecret === SECRET_MASK) config.accessSecret = existing.config.accessSecret;
      await db.update(infraFileConfig).set({ name: body.name, storage: body.storage, remark: body.remark, config }).where(eq(infraFileConfig.id, body.id));
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/file-config/update-master',
    permission: 'infra:file-config:update',
    query: IdQuery,
    handler: async ({ db, query }) => {
      await getFileConfig(db, query.id);
      await db.update(infraFileConfig).set({ master: false }).where(ne(infraFileConfig.id, query.id));
      await db.update(infraFileConfig).set({ master: true }).where(eq(infraFileConfig.id, query.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/file-config/delete',
    permission: 'infra:file-config:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      await deleteFileConfig(db, query.id);
      return true;
    },
  });
  batchDeleteRoutes(app, { path: '/infra/file-config', permission: 'infra:file-config:delete' }, ({ db }, id) => deleteFileConfig(db, id));

  // yudao 2.x 文件列表 → 批量删除: `DELETE /infra/file/delete-list?ids=1,2`. The rows go in one transaction (an unknown
  // id deletes none); the stored bytes are removed after it commits, since a storage delete cannot roll back — a
  // failed one leaves an unreferenced object (logged), never a row pointing at missing bytes.
  route(app, {
    method: 'DELETE',
    url: '/infra/file/delete-list',
    permission: 'infra:file:delete',
    query: z.object({ ids: idList('ids') }),
    transaction: false,
    handler: async ({ query }) => {
      const removed = await app.db.transaction(async (tx) => {
        const rows = await tx.delete(infraFile).where(inArray(infraFile.id, query.ids)).returning();
        if (rows.length !== query.ids.length) fail(InfraError.FILE_NOT_EXISTS);
        return rows;
      });
      for (const file of removed) {
        try {
          await storageOf(await getFileConfig(app.db, file.configId), app.config.dataDir, app.db).delete(file.path);
        } catch (err) {
          app.log.warn({ err, fileId: file.id, path: file.path }, 'stored file not removed after its row was deleted');
        }
      }
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/file-config/test',
    permission: 'infra:file-config:query',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const storage = storageOf(await getFileConfig(db, query.id), app.config.dataDir, db);
      const probe = `config-test/${Date.now()}.txt`;
      try {
        await storage.put(probe, Buffer.from('股票热搜 文件配置测试'), 'text/plain');
        const back = await storage.get(probe);
        await storage.delete(probe);
        if (!back) throw new Error('写入后读不回文件');
      } catch (err) {
        fail(InfraError.FILE_CONFIG_TEST_FAIL, err instanceof Error ? err.message : String(err));
      }
      return true;
    },
  });
}
