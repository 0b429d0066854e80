import type { FastifyInstance } from 'fastify';
import { and, arrayContains, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  AnnouncementAdminCreateReq,
  AnnouncementAdminFilter,
  AnnouncementAdminUpdateReq,
  InformationAdminCreateReq,
  InformationAdminFilter,
  InformationAdminUpdateReq,
  NewsAdminCreateReq,
  NewsAdminFilter,
  NewsAdminUpdateReq,
  StockAdminError,
  StockError,
  type AnnouncementAdminVO,
  type InformationAdminVO,
  type NewsAdminVO,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../core/crud';
import { badRequest, fail } from '../../../core/errors';
import { formatDateTime } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { stockAnnouncement, stockInformation, stockNews } from '../content.schema';
import { stockInfo } from '../market.schema';
import { stockMemberFavorite } from '../member.schema';
import { likePattern } from '../market.service';
import { sanitizeHtml } from '../sanitize';
import { requireConceptCodes, requireStockCodes } from './shared';

const codes = (v: string[]) => v.join('、');

/** Members' favourites of a deleted news article (1) or flash (2) go with it. */
const dropFavorites = (db: Db, targetType: 1 | 2, targetId: number) =>
  db.delete(stockMemberFavorite).where(and(eq(stockMemberFavorite.targetType, targetType), eq(stockMemberFavorite.targetId, targetId)));

function toNewsVO(r: typeof stockNews.$inferSelect): NewsAdminVO {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    content: r.content,
    cover: r.cover,
    source: r.source,
    url: r.url,
    publishTime: r.publishTime.getTime(),
    stockCodes: r.stockCodes,
    conceptCodes: r.conceptCodes,
    views: r.views,
    createTime: r.createTime.getTime(),
  };
}

function toInformationVO(r: typeof stockInformation.$inferSelect): InformationAdminVO {
  return { id: r.id, publishTime: r.publishTime.getTime(), title: r.title, content: r.content, level: r.level, source: r.source, stockCodes: r.stockCodes, createTime: r.createTime.getTime() };
}

function toAnnouncementVO(r: typeof stockAnnouncement.$inferSelect): AnnouncementAdminVO {
  return { id: r.id, stockCode: r.stockCode, stockName: r.stockName, title: r.title, type: r.type, annDate: r.annDate, url: r.url, createTime: r.createTime.getTime() };
}

/** 新闻 / 快讯 / 公告 (staff): /stock-admin/{news,information,announcement}/{page,get,create,update,delete,export}. */
export function stockAdminContentRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/stock-admin/news',
    table: stockNews,
    permission: 'stock:news',
    create: NewsAdminCreateReq,
    update: NewsAdminUpdateReq,
    filter: NewsAdminFilter,
    where: (f): SQL | undefined =>
      and(
        f.keyword ? or(ilike(stockNews.title, likePattern(f.keyword)), ilike(stockNews.summary, likePattern(f.keyword))) : undefined,
        f.source ? likeContains(stockNews.source, f.source) : undefined,
        f.stockCode ? arrayContains(stockNews.stockCodes, [f.stockCode]) : undefined,
        f.conceptCode ? arrayContains(stockNews.conceptCodes, [f.conceptCode]) : undefined,
        timeBetween(stockNews.publishTime, f.publishTime),
      ),
    orderBy: [desc(stockNews.publishTime), desc(stockNews.id)],
    notFound: StockError.NEWS_NOT_EXISTS,
    beforeDelete: ({ db }, existing) => dropFavorites(db, 1, existing.id),
    toVO: toNewsVO,
    values: async (input, { db }) => {
      await requireStockCodes(db, input.stockCodes);
      await requireConceptCodes(db, input.conceptCodes);
      return {
        title: input.title,
        summary: input.summary,
        content: sanitizeHtml(input.content),
        cover: input.cover,
        source: input.source,
        url: input.url,
        publishTime: new Date(input.publishTime),
        stockCodes: input.stockCodes,
        conceptCodes: input.conceptCodes,
      };
    },
    export: {
      filename: '新闻.xlsx',
      columns: [
        { header: '编号', key: 'id', width: 8 },
        { header: '标题', key: 'title', width: 40 },
        { header: '摘要', key: 'summary', width: 40 },
        { header: '来源', key: 'source', width: 12 },
        { header: '发布时间', key: 'publishTime', width: 20, format: formatDateTime },
        { header: '相关股票', key: 'stockCodes', width: 20, format: codes },
        { header: '相关板块', key: 'conceptCodes', width: 20, format: codes },
        { header: '阅读数', key: 'views', width: 8 },
        { header: '原文链接', key: 'url', width: 30 },
      ],
    },
  });

  crudRoutes(app, {
    path: '/stock-admin/information',
    table: stockInformation,
    permission: 'stock:information',
    create: InformationAdminCreateReq,
    update: InformationAdminUpdateReq,
    filter: InformationAdminFilter,
    where: (f): SQL | undefined =>
      and(
        f.keyword ? or(ilike(stockInformation.title, likePattern(f.keyword)), ilike(stockInformation.content, likePattern(f.keyword))) : undefined,
        f.level !== undefined ? eq(stockInformation.level, f.level) : undefined,
        f.stockCode ? arrayContains(stockInformation.stockCodes, [f.stockCode]) : undefined,
        timeBetween(stockInformation.publishTime, f.publishTime),
      ),
    orderBy: [desc(stockInformation.publishTime), desc(stockInformation.id)],
    notFound: StockError.INFORMATION_NOT_EXISTS,
    beforeDelete: ({ db }, existing) => dropFavorites(db, 2, existing.id),
    toVO: toInformationVO,
    values: async (input, { db }) => {
      await requireStockCodes(db, input.stockCodes);
      const content = sanitizeHtml(input.content);
      if (!content.replace(/<[^>]*>/g, '').trim()) throw badRequest('content 内容不能为空');
      return { publishTime: new Date(input.publishTime), title: input.title, content, level: input.level, source: input.source, stockCodes: input.stockCodes };
    },
    export: {
      filename: '快讯.xlsx',
      columns: [
        { header: '编号', key: 'id', width: 8 },
        { header: '发布时间', key: 'publishTime', width: 20, format: formatDateTime },
        { header: '级别', key: 'level', width: 8, format: (v: number) => (v === 1 ? '重点' : '普通') },
        { header: '标题', key: 'title', width: 30 },
        { header: '内容', key: 'content', width: 60, format: (v: string) => v.replace(/<[^>]*>/g, '') },
        { header: '来源', key: 'source', width: 12 },
        { header: '相关股票', key: 'stockCodes', width: 20, format: codes },
      ],
    },
  });

  crudRoutes(app, {
    path: '/stock-admin/announcement',
    table: stockAnnouncement,
    permission: 'stock:announcement',
    create: AnnouncementAdminCreateReq,
    update: AnnouncementAdminUpdateReq,
    filter: AnnouncementAdminFilter,
    where: (f): SQL | undefined =>
      and(
        f.stockCode ? eq(stockAnnouncement.stockCode, f.stockCode) : undefined,
        f.keyword ? or(ilike(stockAnnouncement.title, likePattern(f.keyword)), ilike(stockAnnouncement.stockName, likePattern(f.keyword))) : undefined,
        f.type ? eq(stockAnnouncement.type, f.type) : undefined,
        f.beginDate ? gte(stockAnnouncement.annDate, f.beginDate) : undefined,
        f.endDate ? lte(stockAnnouncement.annDate, f.endDate) : undefined,
      ),
    orderBy: [desc(stockAnnouncement.annDate), desc(stockAnnouncement.id)],
    notFound: StockAdminError.ANNOUNCEMENT_NOT_EXISTS,
    toVO: toAnnouncementVO,
    values: async (input, { db }) => {
      const [stock] = await db.select({ name: stockInfo.name }).from(stockInfo).where(eq(stockInfo.code, input.stockCode));
      if (!stock) fail(StockAdminError.STOCK_CODES_NOT_EXISTS, input.stockCode);
      return { stockCode: input.stockCode, stockName: stock.name, title: input.title, type: input.type, annDate: input.annDate, url: input.url };
    },
    export: {
      filename: '公告.xlsx',
      columns: [
        { header: '编号', key: 'id', width: 8 },
        { header: '股票代码', key: 'stockCode', width: 10 },
        { header: '股票名称', key: 'stockName', width: 12 },
        { header: '公告标题', key: 'title', width: 50 },
        { header: '公告类型', key: 'type', width: 12 },
        { header: '公告日期', key: 'annDate', width: 12 },
        { header: '链接', key: 'url', width: 30 },
      ],
    },
  });
}
