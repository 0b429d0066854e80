import type { FastifyInstance } from 'fastify';
import { and, arrayContains, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  ESSAY_STATUS_LABELS,
  EssayAdminFilter,
  EssayAdminUpdateReq,
  EssayAuditReq,
  EssayStatus,
  IdQuery,
  PageParam,
  StockError,
  type EssayAdminVO,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { formatDateTime, sendExcel, type ExcelColumn } from '../../../core/excel';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import { stockEssay } from '../content.schema';
import { likePattern } from '../market.service';
import { sanitizeHtml } from '../sanitize';
import { stockEssayAudit } from './admin.schema';
import { requireStockCodes } from './shared';

type EssayRow = typeof stockEssay.$inferSelect;
type Audit = typeof stockEssayAudit.$inferSelect;

function toEssayVO(r: EssayRow, audit?: Audit): EssayAdminVO {
  return {
    id: r.id,
    title: r.title,
    author: r.author,
    summary: r.summary,
    content: r.content,
    cover: r.cover,
    status: r.status,
    views: r.views,
    stockCodes: r.stockCodes,
    publishTime: r.publishTime?.getTime() ?? null,
    paidColumn: r.paidColumn,
    createTime: r.createTime.getTime(),
    auditUserId: audit?.auditUserId ?? null,
    auditUserName: audit?.auditUserName ?? null,
    auditTime: audit?.auditTime.getTime() ?? null,
    auditRemark: audit?.remark ?? null,
  };
}

/** Adds each essay's latest audit decision (who and when). */
async function withAudits(db: Db, list: EssayAdminVO[]): Promise<EssayAdminVO[]> {
  if (!list.length) return list;
  const rows = await db
    .selectDistinctOn([stockEssayAudit.essayId])
    .from(stockEssayAudit)
    .where(inArray(stockEssayAudit.essayId, list.map((e) => e.id)))
    .orderBy(stockEssayAudit.essayId, desc(stockEssayAudit.auditTime), desc(stockEssayAudit.id));
  const byEssay = new Map(rows.map((a) => [a.essayId, a]));
  return list.map((e) => {
    const a = byEssay.get(e.id);
    return a ? { ...e, auditUserId: a.auditUserId, auditUserName: a.auditUserName, auditTime: a.auditTime.getTime(), auditRemark: a.remark } : e;
  });
}

function essayWhere(f: EssayAdminFilter): SQL | undefined {
  return and(
    f.keyword ? or(ilike(stockEssay.title, likePattern(f.keyword)), ilike(stockEssay.summary, likePattern(f.keyword))) : undefined,
    f.author ? likeContains(stockEssay.author, f.author) : undefined,
    f.status !== undefined ? eq(stockEssay.status, f.status) : undefined,
    f.stockCode ? arrayContains(stockEssay.stockCodes, [f.stockCode]) : undefined,
  );
}

const EXPORT_COLUMNS: ExcelColumn<EssayAdminVO>[] = [
  { header: '编号', key: 'id', width: 8 },
  { header: '标题', key: 'title', width: 40 },
  { header: '作者', key: 'author', width: 12 },
  { header: '状态', key: 'status', width: 8, format: (v: number) => ESSAY_STATUS_LABELS[v] ?? String(v) },
  { header: '阅读数', key: 'views', width: 8 },
  { header: '相关股票', key: 'stockCodes', width: 20, format: (v: string[]) => v.join('、') },
  { header: '发布时间', key: 'publishTime', width: 20, format: formatDateTime },
  { header: '审核人', key: 'auditUserName', width: 12 },
  { header: '审核时间', key: 'auditTime', width: 20, format: formatDateTime },
  { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
];

/**
 * 文章审核 (staff): /stock-admin/essay/{page,get,update,delete,export} and PUT audit {id, status 1 发布 | 2 隐藏},
 * which records the auditor and time (stock_essay_audit) and stamps the first publish time.
 */
export function stockAdminEssayRoutes(app: FastifyInstance): void {
  const essays = crudRoutes(app, {
    path: '/stock-admin/essay',
    table: stockEssay,
    permission: 'stock:essay',
    routes: ['update', 'delete'],
    create: EssayAdminUpdateReq,
    update: EssayAdminUpdateReq,
    filter: EssayAdminFilter,
    where: essayWhere,
    orderBy: [desc(stockEssay.createTime), desc(stockEssay.id)],
    notFound: StockError.ESSAY_NOT_EXISTS,
    toVO: (r) => toEssayVO(r),
    values: async (input, { db }) => {
      await requireStockCodes(db, input.stockCodes);
      return {
        title: input.title,
        author: input.author,
        summary: input.summary,
        content: sanitizeHtml(input.content),
        cover: input.cover,
        stockCodes: input.stockCodes,
        ...(input.paidColumn === undefined ? {} : { paidColumn: input.paidColumn }),
      };
    },
    beforeDelete: ({ db }, existing) => db.delete(stockEssayAudit).where(eq(stockEssayAudit.essayId, existing.id)),
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/essay/page',
    permission: 'stock:essay:query',
    query: PageParam.extend(EssayAdminFilter.shape),
    handler: async ({ db, user, query }) => {
      const page = await essays.page({ db, user, app }, query);
      return { list: await withAudits(db, page.list), total: page.total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/essay/get',
    permission: 'stock:essay:query',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const row = await essays.find(db, query.id);
      return row ? (await withAudits(db, [toEssayVO(row)]))[0] : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/essay/export',
    permission: 'stock:essay:export',
    query: EssayAdminFilter,
    raw: true,
    handler: async ({ db, user, query, reply }) => {
      const rows = await withAudits(db, await essays.list({ db, user, app }, query));
      await sendExcel(reply, { filename: '文章.xlsx', columns: EXPORT_COLUMNS, rows });
    },
  });

  route(app, {
    method: 'PUT',
    url: '/stock-admin/essay/audit',
    permission: 'stock:essay:audit',
    body: EssayAuditReq,
    handler: async ({ db, user, body }) => {
      const existing = await essays.find(db, body.id);
      if (!existing) fail(StockError.ESSAY_NOT_EXISTS);
      const now = new Date();
      await db
        .update(stockEssay)
        .set({
          status: body.status,
          publishTime: body.status === EssayStatus.PUBLISHED ? (existing.publishTime ?? now) : existing.publishTime,
          updater: String(user.id),
        })
        .where(eq(stockEssay.id, body.id));
      await db.insert(stockEssayAudit).values({
        essayId: body.id,
        status: body.status,
        fromStatus: existing.status,
        auditUserId: user.id,
        auditUserName: user.nickname || user.username,
        remark: body.remark,
        auditTime: now,
      });
      return true;
    },
  });
}
