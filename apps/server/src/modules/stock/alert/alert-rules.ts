import { AlertKind, DEFAULT_ALERT_CAP, SURGE_DEFAULT_MINUTES, SURGE_DEFAULT_PERCENT } from '@gprs/contract';
import { changePercent, toCents } from '../market-rules';

/** What an alert waits for (a stock_alert row's rule). */
export interface AlertRule {
  kind: number;
  threshold: number | null;
  windowMinutes: number | null;
}

/** The figures of a stored quote an alert is judged on (yuan). */
export interface AlertQuote {
  price: number;
  prevClose: number | null;
  /** today's high */
  high: number;
  limitUp: number | null;
}

/** 涨跌幅 of a quote in % (2 decimals), as the quote path stores it. */
export function quoteChangePercent(q: AlertQuote): number {
  return q.prevClose ? changePercent(toCents(q.price), toCents(q.prevClose)) : 0;
}

/**
 * 异动 (decision 0039): the price is at least `percent` % above the lowest or below the highest price of the window
 * (the stored minute prices of the last M trading minutes and the price now). Returns the move's direction and size, or
 * null when there is no such move.
 */
export function surgeMove(window: readonly number[], price: number, percent: number): { up: boolean; percent: number } | null {
  let lo = price;
  let hi = price;
  for (const p of window) {
    if (!(p > 0)) continue;
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  const rise = lo > 0 ? Math.round(((price - lo) / lo) * 10_000) / 100 : 0;
  const fall = hi > 0 ? Math.round(((hi - price) / hi) * 10_000) / 100 : 0;
  if (rise >= percent && rise >= fall) return { up: true, percent: rise };
  if (fall >= percent) return { up: false, percent: fall };
  return null;
}

/**
 * Whether an alert's condition holds for a quote. Prices compare in cents; 涨停 is the price at the upper limit; 炸板
 * is a day that touched the upper limit (its high) with the price below it now; 异动 needs the window's minute prices.
 */
export function alertHolds(rule: AlertRule, q: AlertQuote, window: readonly number[] = []): boolean {
  const t = rule.threshold;
  switch (rule.kind) {
    case AlertKind.PRICE_ABOVE:
      return t !== null && toCents(q.price) >= toCents(t);
    case AlertKind.PRICE_BELOW:
      return t !== null && toCents(q.price) <= toCents(t);
    case AlertKind.CHANGE_ABOVE:
      return t !== null && quoteChangePercent(q) >= t;
    case AlertKind.CHANGE_BELOW:
      return t !== null && quoteChangePercent(q) <= -t;
    case AlertKind.LIMIT_UP:
      return q.limitUp !== null && toCents(q.price) === toCents(q.limitUp);
    case AlertKind.LIMIT_BREAK:
      return q.limitUp !== null && toCents(q.high) >= toCents(q.limitUp) && toCents(q.price) < toCents(q.limitUp);
    case AlertKind.SURGE:
      return surgeMove(window, q.price, t ?? SURGE_DEFAULT_PERCENT) !== null;
    default:
      return false;
  }
}

/**
 * Once per crossing: an alert fires when its condition turns true and re-arms when it turns false; while it stays
 * true (or false) nothing happens.
 */
export function crossing(active: boolean, holds: boolean): 'fire' | 'rearm' | null {
  if (holds && !active) return 'fire';
  if (!holds && active) return 'rearm';
  return null;
}

/** The trading minutes an 异动 alert looks back over. */
export function surgeWindow(rule: AlertRule): number {
  return rule.kind === AlertKind.SURGE ? (rule.windowMinutes ?? SURGE_DEFAULT_MINUTES) : 0;
}

/** What happened, for the message 「{name}（{code}）{event}，最新价 … 」. */
export function alertEvent(rule: AlertRule, q: AlertQuote, window: readonly number[] = []): string {
  const t = rule.threshold;
  switch (rule.kind) {
    case AlertKind.PRICE_ABOVE:
      return `股价涨到 ${(t ?? 0).toFixed(2)} 元以上`;
    case AlertKind.PRICE_BELOW:
      return `股价跌到 ${(t ?? 0).toFixed(2)} 元以下`;
    case AlertKind.CHANGE_ABOVE:
      return `涨幅达到 ${t}%`;
    case AlertKind.CHANGE_BELOW:
      return `跌幅达到 ${t}%`;
    case AlertKind.LIMIT_UP:
      return '封涨停';
    case AlertKind.LIMIT_BREAK:
      return '炸板，涨停被打开';
    case AlertKind.SURGE: {
      const move = surgeMove(window, q.price, t ?? SURGE_DEFAULT_PERCENT);
      const minutes = rule.windowMinutes ?? SURGE_DEFAULT_MINUTES;
      return move ? `异动：${minutes} 分钟内快速${move.up ? '拉升' : '下跌'} ${move.percent}%` : `异动：${minutes} 分钟内波动超过 ${t}%`;
    }
    default:
      return '触发提醒';
  }
}

/** A signed percent as the messages show it: +1.23% / -0.50% / 0.00%. */
export function signedPercent(p: number): string {
  return `${p > 0 ? '+' : ''}${p.toFixed(2)}%`;
}

/** The config key holding the alert cap of a VIP level (level 0: no VIP). */
export const capKey = (level: number) => `stock.alert.cap.level-${level}`;
export const CAP_KEY_PREFIX = 'stock.alert.cap.level-';

/**
 * How many alerts a member of `level` may hold: the cap configured for the highest level at or below it (a VIP product
 * of a new, higher level without its own key gets the best configured cap), else DEFAULT_ALERT_CAP. Values that are
 * not whole numbers ≥ 0 are ignored.
 */
export function alertCap(level: number, caps: ReadonlyMap<number, number>): number {
  let best = -1;
  let cap = DEFAULT_ALERT_CAP;
  for (const [l, c] of caps) {
    if (l <= level && l > best && Number.isInteger(c) && c >= 0) {
      best = l;
      cap = c;
    }
  }
  return cap;
}

/** Parses the configured caps: key `stock.alert.cap.level-N` → N. */
export function parseCaps(rows: readonly { key: string; value: string }[]): Map<number, number> {
  const caps = new Map<number, number>();
  for (const r of rows) {
    if (!r.key.startsWith(CAP_KEY_PREFIX)) continue;
    const level = Number(r.key.slice(CAP_KEY_PREFIX.length));
    const value = Number(r.value.trim());
    if (Number.isInteger(level) && level >= 0 && r.value.trim() !== '' && Number.isInteger(value) && value >= 0) caps.set(level, value);
  }
  return caps;
}
