import type { FastifyInstance } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import {
  IMPORT_BACKGROUND_ROWS,
  IMPORT_MAX_MB,
  IMPORT_ERRORS_KEPT,
  StockAdminError,
  StockError,
  StockImportPreviewReq,
  StockImportProgressReq,
  StockImportReq,
  StockImportTemplateReq,
  type StockImportPreviewResp,
  type StockImportProgressVO,
  type StockImportResp,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { contentDisposition } from '../../../core/excel';
import { route } from '../../../core/route';
import { type ImportKind } from '../feed/importer';
import { afterImport, marketMarks } from '../feed/import-broadcast';
import { headerOf, importDetected, previewRecords, readUpload } from '../feed/importer-external';
import { detectShape, type ImportContext } from '../feed/importer-sources';
import { stockImportJob } from './admin.schema';
import { readSingleUpload } from '../../../core/upload';

/** Records written per batch (and per progress update of a background job). */
export const IMPORT_BATCH_SIZE = 500;
/** A running job whose row has not moved for this long lost its server (restart, crash): it is reported failed. */
const STALE_AFTER_MS = 10 * 60_000;

const TEMPLATES: Record<ImportKind, { csv: string; json: unknown[] }> = {
  stocks: {
    csv: [
      'code,name,industry,concepts,listDate,isSt,totalShares,floatShares,price,prevClose,open,high,low,volume,amount,pe,pb',
      '600519,贵州茅台,白酒,白酒概念;超级品牌,2001-08-27,false,1256197800,1256197800,1468.50,1460.00,1461.00,1475.00,1455.00,2650000,3890000000,21.3,7.9',
      '300750,宁德时代,电池,锂电池;储能,2018-06-11,,4400000000,3900000000,252.30,248.00,249.00,255.00,247.50,21000000,5300000000,25.6,5.2',
    ].join('\r\n'),
    json: [
      { code: '600519', name: '贵州茅台', industry: '白酒', concepts: ['白酒概念', '超级品牌'], listDate: '2001-08-27', totalShares: 1256197800, floatShares: 1256197800, price: 1468.5, prevClose: 1460 },
      { code: '300750', name: '宁德时代', industry: '电池', concepts: ['锂电池', '储能'], listDate: '2018-06-11', totalShares: 4400000000, floatShares: 3900000000, price: 252.3, prevClose: 248 },
    ],
  },
  daily: {
    csv: [
      'code,tradeDate,open,high,low,close,prevClose,volume,amount,turnoverRate',
      '600519,2026-11-19,1455.00,1466.00,1450.00,1460.00,1452.00,2400000,3500000000,0.19',
      '600519,2026-11-20,1461.00,1475.00,1455.00,1468.50,1460.00,2650000,3890000000,0.21',
    ].join('\r\n'),
    json: [
      { code: '600519', tradeDate: '2026-11-19', open: 1455, high: 1466, low: 1450, close: 1460, prevClose: 1452, volume: 2400000, amount: 3500000000 },
      { code: '600519', tradeDate: '2026-11-20', open: 1461, high: 1475, low: 1455, close: 1468.5, prevClose: 1460, volume: 2650000, amount: 3890000000 },
    ],
  },
  news: {
    csv: [
      'title,summary,content,source,url,publishTime,stockCodes,conceptCodes',
      '贵州茅台发布三季报,营收同比增长,"<p>公司前三季度营收同比增长 <b>15%</b>。</p>",证券时报,https://example.com/news/1,2026-11-20 09:30:00,600519,',
    ].join('\r\n'),
    json: [
      { title: '贵州茅台发布三季报', summary: '营收同比增长', content: '<p>公司前三季度营收同比增长 <b>15%</b>。</p>', source: '证券时报', url: 'https://example.com/news/1', publishTime: '2026-11-20 09:30:00', stockCodes: ['600519'], conceptCodes: [] },
    ],
  },
};

function toProgressVO(job: typeof stockImportJob.$inferSelect): StockImportProgressVO {
  return {
    jobId: job.id,
    status: job.status as StockImportProgressVO['status'],
    kind: job.kind as StockImportProgressVO['kind'],
    format: job.format as StockImportProgressVO['format'],
    fileName: job.fileName,
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    failed: job.failed,
    errors: job.errors,
    message: job.message,
    createTime: job.createTime.getTime(),
    updateTime: job.updateTime.getTime(),
  };
}

/** The database's own reason when a query failed (drizzle wraps it as `cause`), else the error's message. */
function failureMessage(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string } } | undefined;
  return `导入失败：${e?.cause?.message ?? e?.message ?? String(err)}`.slice(0, 1000);
}

const sortedHead = (errors: readonly { row: number; message: string }[]) => [...errors].sort((a, b) => a.row - b.row).slice(0, IMPORT_ERRORS_KEPT);

/**
 * An import as the feed applies a batch: written, then limit-up statistics and board heat recomputed and the changes
 * broadcast to the SSE clients (at commit). Call it inside the import's transaction.
 */
async function importAndBroadcast(db: Db, ...args: Parameters<typeof importDetected> extends [Db, ...infer R] ? R : never) {
  const before = await marketMarks(db);
  const result = await importDetected(db, ...args);
  // board figures of a concepts file are the vendor's own (recomputing them from members would overwrite them); news moves nothing live
  if (result.imported > 0 && result.target !== 'concepts' && result.target !== 'news') await afterImport(db, before);
  return result;
}

/** Runs a job's import in one transaction; progress goes to the job row outside it, so every instance can read it. */
async function runJob(db: Db, jobId: number, kind: ImportKind, records: Record<string, unknown>[], context: ImportContext): Promise<void> {
  const setJob = (values: Partial<typeof stockImportJob.$inferInsert>) => db.update(stockImportJob).set(values).where(eq(stockImportJob.id, jobId));
  try {
    const result = await db.transaction((tx) =>
      importAndBroadcast(tx as unknown as Db, records, kind, context, {
        batchSize: IMPORT_BATCH_SIZE,
        onProgress: (p) => setJob({ processed: p.processed, imported: p.imported, failed: p.failed, errors: sortedHead(p.errors) }),
      }),
    );
    await setJob({ status: 'done', processed: result.total, imported: result.imported, failed: result.failed, errors: sortedHead(result.errors) });
  } catch (err) {
    // the transaction rolled back: nothing of the file was written
    await setJob({ status: 'failed', imported: 0, message: failureMessage(err) }).catch(() => undefined);
  }
}

/**
 * 数据导入 (staff): POST /stock-admin/import?kind=&format= (multipart `file`) imports small files at once and larger
 * ones (more than IMPORT_BACKGROUND_ROWS records) in the background; GET import/progress?id= and import/template.
 */
export function stockAdminImportRoutes(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  route(app, {
    method: 'POST',
    url: '/stock-admin/import',
    permission: 'stock:import:create',
    query: StockImportReq,
    // small files run in their own transaction below; large ones must commit the job row before answering
    transaction: false,
    handler: async ({ rootDb, query, req, user }): Promise<StockImportResp> => {
      const part = await readSingleUpload(req, { what: '导入文件', field: 'file', limitBytes: IMPORT_MAX_MB * 1024 * 1024 });
      const { records, encoding } = await readUpload(part.content, query.format);
      const context: ImportContext = { tradeDate: query.tradeDate, board: query.board, code: query.code };
      const detection = detectShape(headerOf(records), query.kind, context);
      if (detection.source !== 'own' && detection.missingRequired.length) {
        fail(StockError.IMPORT_FORMAT_INVALID, `识别为${detection.label}，但缺少必需的列：${detection.missingRequired.join('、')}`);
      }
      const meta = { target: detection.kind, source: detection.source, encoding };
      if (records.length <= IMPORT_BACKGROUND_ROWS) {
        const result = await rootDb.transaction((tx) => importAndBroadcast(tx as unknown as Db, records, query.kind, context, { batchSize: IMPORT_BATCH_SIZE }));
        return { jobId: null, status: 'done', kind: result.kind, total: result.total, processed: result.total, imported: result.imported, failed: result.failed, errors: result.errors, ...meta };
      }
      const operator = String(user.id);
      const [job] = await rootDb
        .insert(stockImportJob)
        .values({ kind: query.kind, format: query.format, fileName: (part.fileName ?? '').slice(0, 255), status: 'running', total: records.length, creator: operator, updater: operator })
        .returning({ id: stockImportJob.id });
      const task = runJob(rootDb, job.id, query.kind, records, context).finally(() => running.delete(task));
      running.add(task);
      return { jobId: job.id, status: 'running', kind: query.kind, total: records.length, processed: 0, imported: 0, failed: 0, errors: [], ...meta };
    },
  });

  route(app, {
    method: 'POST',
    url: '/stock-admin/import/preview',
    permission: 'stock:import:create',
    query: StockImportPreviewReq,
    transaction: false,
    handler: async ({ query, req }): Promise<StockImportPreviewResp> => {
      const part = await readSingleUpload(req, { what: '导入文件', field: 'file', limitBytes: IMPORT_MAX_MB * 1024 * 1024 });
      const { records, encoding } = await readUpload(part.content, query.format);
      return previewRecords(records, query.kind, { tradeDate: query.tradeDate, board: query.board, code: query.code }, 10, encoding);
    },
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/import/progress',
    permission: 'stock:import:query',
    query: StockImportProgressReq,
    handler: async ({ db, query }): Promise<StockImportProgressVO> => {
      await db
        .update(stockImportJob)
        .set({ status: 'failed', imported: 0, message: '导入任务中断（服务重启或异常退出），请重新导入' })
        .where(and(eq(stockImportJob.id, query.id), eq(stockImportJob.status, 'running'), lt(stockImportJob.updateTime, new Date(Date.now() - STALE_AFTER_MS))));
      const [job] = await db.select().from(stockImportJob).where(eq(stockImportJob.id, query.id));
      if (!job) fail(StockAdminError.IMPORT_JOB_NOT_EXISTS);
      return toProgressVO(job);
    },
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/import/template',
    permission: 'stock:import:query',
    query: StockImportTemplateReq,
    raw: true,
    handler: async ({ query, reply }) => {
      const template = TEMPLATES[query.kind];
      const csv = query.format === 'csv';
      const body = csv ? `\uFEFF${template.csv}\r\n` : `${JSON.stringify(template.json, null, 2)}\n`;
      await reply
        .code(200)
        .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition(`${query.kind}-template.${query.format}`))
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
