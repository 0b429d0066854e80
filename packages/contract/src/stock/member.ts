import { z } from 'zod';
import { PageParam } from '../envelope';
import type { StockQuoteVO } from './market';

/** Favourite target types: 1 资讯 news, 2 快讯 information, 3 概念 concept. */
export const FavoriteType = { NEWS: 1, INFORMATION: 2, CONCEPT: 3 } as const;
/** dict is_open_record: 0 公开, 1 私密 */
export const IsOpenRecord = { PUBLIC: 0, PRIVATE: 1 } as const;
export const MAX_STOCK_GROUPS = 20;
export const MAX_GROUP_ITEMS = 500;

const id = z.coerce.number().int().positive();
const stockCode = z.string().trim().regex(/^\d{6}$/, '代码为 6 位数字');

export const StockGroupCreateReq = z.object({ name: z.string().trim().min(1, '分组名称不能为空').max(20, '分组名称最长 20 个字符'), sort: z.coerce.number().int().min(0).optional() });
export const StockGroupUpdateReq = StockGroupCreateReq.extend({ id });
/** New order: the member's group ids, first first. */
export const ReorderReq = z.object({ ids: z.array(id).min(1).max(1000) });
export const WatchListReq = z.object({ groupId: id.optional() });
export const WatchAddReq = z.object({ groupId: id.optional(), stockCode });
export const WatchRemoveReq = z.object({ groupId: id, stockCode });
export const WatchReorderReq = z.object({ groupId: id, stockCodes: z.array(stockCode).min(1).max(1000) });

export const FavoriteReq = z.object({ targetType: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])), targetId: id });
export const FavoritePageReq = PageParam.extend({ targetType: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])) });

export const RecordSaveReq = z.object({
  title: z.string().trim().min(1, '标题不能为空').max(100, '标题最长 100 个字符'),
  content: z.string().max(50_000, '内容过长').default(''),
  stockCodes: z.array(stockCode).max(20).default([]),
  isOpenRecord: z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1)])).default(1),
});
export const RecordUpdateReq = RecordSaveReq.extend({ id });
export const RecordPageReq = PageParam.extend({ keyword: z.string().trim().max(50).optional(), isOpenRecord: z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1)])).optional() });
export const PublicRecordPageReq = PageParam.extend({ stockCode: stockCode.optional() });

export const HistoryPageReq = PageParam.extend({ targetType: z.enum(['stock', 'concept', 'news', 'essay', 'information']).optional() });
export const HistorySwitchReq = z.object({ enabled: z.boolean() });

export interface StockGroupVO {
  id: number;
  name: string;
  sort: number;
  count: number;
  createTime: number;
}

export interface WatchItemVO extends StockQuoteVO {
  itemId: number;
  groupId: number;
  sort: number;
  addTime: number;
}

export interface FavoriteVO {
  id: number;
  targetType: number;
  targetId: number;
  createTime: number;
  /** the news / information / concept row (null when it was deleted) */
  target: Record<string, unknown> | null;
}

export interface RecordVO {
  id: number;
  userId: number;
  nickname?: string;
  title: string;
  content: string;
  stockCodes: string[];
  isOpenRecord: number;
  createTime: number;
  updateTime: number;
}

export interface HistoryVO {
  id: number;
  targetType: string;
  targetKey: string;
  title: string;
  viewTime: number;
}
