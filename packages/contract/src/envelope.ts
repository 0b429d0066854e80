import { z } from 'zod';

/** The response envelope of every admin-api call: code 0 is success. */
export interface CommonResult<T> {
  code: number;
  msg: string;
  data: T;
}

/** Global error codes and their default messages (yudao GlobalErrorCodeConstants). */
export const GlobalCode = {
  SUCCESS: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  DEMO_DENY: 901,
} as const;

export const GlobalMessage: Record<number, string> = {
  400: '请求参数不正确',
  401: '账号未登录',
  403: '没有该操作权限',
  404: '请求未找到',
  405: '请求方法不正确',
  423: '请求失败，请稍后重试',
  429: '请求过于频繁，请稍后重试',
  500: '系统异常',
  501: '功能未实现/未开启',
  901: '演示模式，禁止写操作',
};

/** Paging query: pageNo from 1, pageSize 1–200 (strings from the query string are coerced). */
export const PageParam = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export type PageParam = z.infer<typeof PageParam>;

export interface PageResult<T> {
  list: T[];
  total: number;
}

/** Status fields: 0 enabled, 1 disabled. */
export const CommonStatus = { ENABLE: 0, DISABLE: 1 } as const;
/** 0 enabled / 1 disabled; the digit as a string too — yudao's Vue 2 admin sends `status: "0"` (its Java server coerces it). */
export const StatusSchema = z.preprocess((v) => (v === '0' ? 0 : v === '1' ? 1 : v), z.union([z.literal(0), z.literal(1)]));

/**
 * One instant of a time filter: epoch milliseconds, or 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DD' in Beijing time
 * (what the web's date-range helper sends).
 */
export const DateTimeValue = z.preprocess((v) => {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return v;
  if (/^\d{1,15}$/.test(v)) return Number(v);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v.trim());
  if (!m) return Number.NaN;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0) - 8, +(m[5] ?? 0), +(m[6] ?? 0));
}, z.number().int().nonnegative());

/** A `[begin, end]` time range, sent as createTime[0]=…&createTime[1]=… (epoch ms or Beijing date-time strings). */
export const TimeRange = z.array(DateTimeValue).length(2).optional();

/** Numeric id in a query string (`?id=1`). */
export const IdQuery = z.object({ id: z.coerce.number().int().positive() });
