import { z } from 'zod';
import { PageParam } from '../envelope';

// 公告 types: in the zod-free labels.ts (the public pages' bundles)
import { ANNOUNCEMENT_TYPE_VALUES } from './labels';
export { ANNOUNCEMENT_TYPE_VALUES } from './labels';
/** 快讯 levels: 1 重点, 2 普通 */
export const InformationLevel = { IMPORTANT: 1, NORMAL: 2 } as const;
/** Essay status: 0 草稿, 1 已发布, 2 已隐藏 */
export const EssayStatus = { DRAFT: 0, PUBLISHED: 1, HIDDEN: 2 } as const;
/** dict nav_type values */
export const NAV_TYPE_LABELS: Record<string, string> = { '1': '官方机构', '2': '财经资讯', '3': '行情数据', '4': '基金指数', '5': '投资社区' };

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');

export const NewsPageReq = PageParam.extend({
  keyword: z.string().trim().max(50).optional(),
  stockCode: z.string().trim().regex(/^\d{6}$/).optional(),
  conceptCode: z.string().trim().max(16).optional(),
});
export const InformationPageReq = PageParam.extend({
  level: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])).optional(),
  keyword: z.string().trim().max(50).optional(),
  stockCode: z.string().trim().regex(/^\d{6}$/).optional(),
});
export const AnnouncementPageReq = PageParam.extend({
  type: z.enum(ANNOUNCEMENT_TYPE_VALUES).optional(),
  stockCode: z.string().trim().regex(/^\d{6}$/).optional(),
  keyword: z.string().trim().max(50).optional(),
  beginDate: date.optional(),
  endDate: date.optional(),
});
export const EssayPageReq = PageParam.extend({ keyword: z.string().trim().max(50).optional(), stockCode: z.string().trim().regex(/^\d{6}$/).optional() });

export interface NewsVO {
  id: number;
  title: string;
  summary: string;
  /** sanitised HTML (only in get) */
  content?: string;
  cover: string;
  source: string;
  url: string;
  publishTime: number;
  stockCodes: string[];
  conceptCodes: string[];
  views: number;
}

export interface NewsDetailVO extends NewsVO {
  content: string;
  stocks: { code: string; name: string; price: number | null; changePercent: number | null }[];
  concepts: { code: string; name: string; changePercent: number }[];
}

export interface InformationVO {
  id: number;
  publishTime: number;
  title: string;
  content: string;
  level: number;
  source: string;
  stockCodes: string[];
  stocks: { code: string; name: string; changePercent: number | null }[];
}

export interface AnnouncementVO {
  id: number;
  stockCode: string;
  stockName: string;
  title: string;
  type: string;
  annDate: string;
  url: string;
}

export interface EssayVO {
  id: number;
  title: string;
  author: string;
  summary: string;
  content?: string;
  cover: string;
  status: number;
  views: number;
  stockCodes: string[];
  publishTime: number | null;
  /** belongs to the 付费专栏 */
  paidColumn: boolean;
  /**
   * (GET /stock/essay/get) the body is withheld: `content` is only the opening paragraph, for a reader without the
   * 付费专栏 entitlement (decision 0041)
   */
  locked?: boolean;
}

export interface NavVO {
  id: number;
  navType: string;
  name: string;
  url: string;
  icon: string;
  description: string;
  sort: number;
}

export interface NavGroupVO {
  navType: string;
  label: string;
  links: NavVO[];
}
