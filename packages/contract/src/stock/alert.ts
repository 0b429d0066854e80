import { z } from 'zod';
import { PageParam } from '../envelope';
import { ALERT_KIND_VALUES, AlertKind, SURGE_MAX_MINUTES } from './alert-labels';

export * from './alert-labels';

/** Error codes of stock alerts (1_100_012_xxx; another member's alert answers 404, never the row). */
export const StockAlertError = {
  ALERT_NOT_EXISTS: { code: 404, msg: '提醒不存在' },
  ALERT_CAP_REACHED: { code: 1_100_012_001, msg: '提醒数量已达上限（{} 条），开通或升级 VIP 会员可设置更多' },
  ALERT_DUPLICATE: { code: 1_100_012_002, msg: '该股票已经设置过相同的提醒' },
  ALERT_STOCK_NOT_EXISTS: { code: 1_100_012_003, msg: '股票不存在' },
} as const;

const stockCode = z.string().trim().regex(/^\d{6}$/, '代码为 6 位数字');
const id = z.coerce.number().int().positive();

/**
 * A new alert. Price kinds need a price (0.01–100000 元), change kinds a percent (0.01–100; 跌幅超过 5 means −5 %),
 * 异动 a percent (0.5–20) and a window (1–30 minutes); 涨停 and 炸板 take neither.
 */
export const AlertCreateReq = z
  .object({
    stockCode,
    kind: z.coerce.number().int().refine((k) => (ALERT_KIND_VALUES as readonly number[]).includes(k), '提醒类型不正确'),
    threshold: z.coerce.number().finite().nullable().optional(),
    windowMinutes: z.coerce.number().int().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const t = v.threshold ?? null;
    const kind = v.kind as number;
    const need = (ok: boolean, message: string, path: string) => !ok && ctx.addIssue({ code: 'custom', message, path: [path] });
    if (kind === AlertKind.PRICE_ABOVE || kind === AlertKind.PRICE_BELOW) need(t !== null && t >= 0.01 && t <= 100_000, '请输入 0.01 至 100000 之间的价格', 'threshold');
    else if (kind === AlertKind.CHANGE_ABOVE || kind === AlertKind.CHANGE_BELOW) need(t !== null && t >= 0.01 && t <= 100, '请输入 0.01 至 100 之间的涨跌幅', 'threshold');
    else if (kind === AlertKind.SURGE) {
      need(t !== null && t >= 0.5 && t <= 20, '异动幅度为 0.5% 至 20%', 'threshold');
      need(v.windowMinutes != null && v.windowMinutes >= 1 && v.windowMinutes <= SURGE_MAX_MINUTES, `异动时间窗口为 1 至 ${SURGE_MAX_MINUTES} 分钟`, 'windowMinutes');
    }
  });
export type AlertCreateReq = z.infer<typeof AlertCreateReq>;

/** On / off (status 0 on, 1 off). */
export const AlertStatusReq = z.object({ id, status: z.union([z.literal(0), z.literal(1)]) });
export const AlertListReq = z.object({ stockCode: stockCode.optional() });
/** The alert stream's one-time ticket (POST /stock/alert/stream-ticket answers one). */
export const AlertStreamReq = z.object({ ticket: z.string().regex(/^[0-9a-f]{64}$/, '票据不正确').optional() });
/** 自选资讯: the member's watched stocks' news, flashes and announcements, newest first. */
export const WatchNewsPageReq = PageParam;

export interface AlertVO {
  id: number;
  stockCode: string;
  stockName: string;
  kind: number;
  threshold: number | null;
  windowMinutes: number | null;
  /** 0 on, 1 off */
  status: number;
  /** the condition held at the last quote (fired, not re-armed yet) */
  active: boolean;
  fireCount: number;
  lastFireTime: number | null;
  createTime: number;
}

/** The member's alerts and the cap of the member's level. */
export interface AlertListVO {
  list: AlertVO[];
  cap: number;
  /** the member's VIP level (0 without VIP) */
  level: number;
}

/** The live notice of a fired alert (SSE event `alert` on /stock/alert/stream) and the in-site message's params. */
export interface AlertFiredVO {
  alertId: number;
  messageId: number | null;
  stockCode: string;
  stockName: string;
  kind: number;
  /** the sentence shown, the same as the in-site message's content */
  text: string;
  price: number;
  changePercent: number;
  time: number;
}

export interface WatchNewsItemVO {
  kind: 'news' | 'flash' | 'announcement';
  id: number;
  title: string;
  /** news summary, flash content, announcement type */
  summary: string;
  source: string;
  time: number;
  url: string;
  stocks: { code: string; name: string }[];
}
