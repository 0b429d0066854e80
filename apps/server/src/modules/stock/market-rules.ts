/**
 * Pure market rules of the China A-share market (see docs: market glossary). Every function here is deterministic and
 * unit-tested; prices are handled in integer cents (分) wherever rounding matters.
 */

export type MarketType = 'SH' | 'SZ' | 'BJ';
/** main 主板 · star 科创板 · gem 创业板 · bse 北交所 */
export type Board = 'main' | 'star' | 'gem' | 'bse';

export interface BoardInfo {
  marketType: MarketType;
  board: Board;
}

const PREFIXES: [string, MarketType, Board][] = [
  ['600', 'SH', 'main'],
  ['601', 'SH', 'main'],
  ['603', 'SH', 'main'],
  ['605', 'SH', 'main'],
  ['688', 'SH', 'star'],
  ['689', 'SH', 'star'],
  ['000', 'SZ', 'main'],
  ['001', 'SZ', 'main'],
  ['002', 'SZ', 'main'],
  ['003', 'SZ', 'main'],
  ['300', 'SZ', 'gem'],
  ['301', 'SZ', 'gem'],
  ['920', 'BJ', 'bse'],
  ['43', 'BJ', 'bse'],
  ['83', 'BJ', 'bse'],
  ['87', 'BJ', 'bse'],
];

/** The exchange and board of a 6-digit stock code, or null when the prefix belongs to no A-share board. */
export function board(code: string): BoardInfo | null {
  if (!/^\d{6}$/.test(code)) return null;
  for (const [prefix, marketType, b] of PREFIXES) {
    if (code.startsWith(prefix)) return { marketType, board: b };
  }
  return null;
}

/** ST / *ST names (风险警示). */
export function isStName(name: string): boolean {
  return /^\*?S?ST/i.test(name.trim());
}

/** Daily limit as basis points (1000 = 10 %), up and down; null means no price limit. */
export interface LimitRate {
  up: number;
  down: number;
}

/**
 * The daily price limit of a stock. `listDays` is the trading-day number since listing (1 = the first day).
 * Main boards ±10 %, ST on main boards ±5 %, 创业板 / 科创板 ±20 %, 北交所 ±30 %; no limit on the first 5 trading
 * days on 科创板, 创业板 and 北交所; main boards cap the first day at +44 % / −36 %.
 */
export function limitRate(code: string, nameOrIsSt: string | boolean, listDays = Number.POSITIVE_INFINITY): LimitRate | null {
  const info = board(code);
  if (!info) throw new Error(`unknown board for code ${code}`);
  const st = typeof nameOrIsSt === 'boolean' ? nameOrIsSt : isStName(nameOrIsSt);
  if (info.board === 'main') {
    if (listDays <= 1) return { up: 4400, down: 3600 };
    return st ? { up: 500, down: 500 } : { up: 1000, down: 1000 };
  }
  if (listDays <= 5) return null;
  if (info.board === 'bse') return { up: 3000, down: 3000 };
  return { up: 2000, down: 2000 };
}

/** Yuan → integer cents (0.1 + 0.2 safe). */
export function toCents(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Limit price in cents: prevClose × (1 ± rate), rounded half-up to the cent using integer arithmetic only. */
export function limitPriceCents(prevCloseCents: number, rateBp: number, direction: 1 | -1): number {
  const scaled = prevCloseCents * (10_000 + direction * rateBp);
  return Math.floor((scaled + 5_000) / 10_000);
}

/** Limit price in yuan for a fractional rate (0.1 = 10 %), rounded half-up to 0.01; negative rate gives the floor. */
export function limitPrice(prevClose: number, rate: number): number {
  const bp = Math.round(Math.abs(rate) * 10_000);
  return limitPriceCents(toCents(prevClose), bp, rate < 0 ? -1 : 1) / 100;
}

/** Both limit prices in cents, or null when the stock has no limit today. */
export function limitPrices(prevCloseCents: number, rate: LimitRate | null): { up: number; down: number } | null {
  if (!rate) return null;
  return { up: limitPriceCents(prevCloseCents, rate.up, 1), down: Math.max(1, limitPriceCents(prevCloseCents, rate.down, -1)) };
}

/** Change % rounded to 2 decimals, from cents. */
export function changePercent(priceCents: number, prevCloseCents: number): number {
  if (!prevCloseCents) return 0;
  return Math.round(((priceCents - prevCloseCents) / prevCloseCents) * 10_000) / 100;
}

/** 振幅 (high − low) / previous close, in % with 2 decimals. */
export function amplitude(high: number, low: number, prevClose: number): number {
  if (!prevClose) return 0;
  return Math.round(((toCents(high) - toCents(low)) / toCents(prevClose)) * 10_000) / 100;
}

/**
 * 量比: today's volume per elapsed trading minute against the average volume per minute of the last 5 trading days
 * (their daily volume / 240), 2 decimals. `elapsedMinutes` counts continuous-trading minutes so far (1–240); null when
 * there is no history or no minute has passed.
 */
export function volumeRatio(volumeToday: number, avg5DailyVolume: number, elapsedMinutes: number): number | null {
  const SESSION_MINUTES = 240;
  if (!(avg5DailyVolume > 0) || !(elapsedMinutes > 0)) return null;
  const minutes = Math.min(elapsedMinutes, SESSION_MINUTES);
  return Math.round((volumeToday / minutes / (avg5DailyVolume / SESSION_MINUTES)) * 100) / 100;
}

/** 封板率 = 涨停 / (涨停 + 炸板) in % with 2 decimals; null when there was neither. */
export function sealRate(limitUp: number, broken: number): number | null {
  const total = limitUp + broken;
  if (total === 0) return null;
  return Math.round((limitUp / total) * 10_000) / 100;
}

/** 连板数: consecutive limit-up days ending with the last entry (flags oldest → newest). */
export function streak(flags: boolean[]): number {
  let n = 0;
  for (let i = flags.length - 1; i >= 0 && flags[i]; i--) n++;
  return n;
}

/**
 * 涨停统计 N/T: within the last `window` trading days, T counts the days from the earliest limit-up to the last day
 * (inclusive) and N the limit-ups among them, e.g. [U, ·, U, U] → 4天3板. Returns {n: 0, t: 0} without limit-ups.
 */
export function ntStat(flags: boolean[], window = 10): { n: number; t: number; label: string } {
  const recent = flags.slice(-window);
  const first = recent.indexOf(true);
  if (first === -1) return { n: 0, t: 0, label: '' };
  const t = recent.length - first;
  const n = recent.filter(Boolean).length;
  return { n, t, label: `${t}天${n}板` };
}

/** Ladder name of a streak: 首板, 二连板 … */
export function streakLabel(n: number): string {
  if (n <= 1) return '首板';
  const cn = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
  const name = n <= 10 ? cn[n] : n < 20 ? `十${cn[n - 10]}` : String(n);
  return `${name}连板`;
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar and trading sessions: one definition shared with the browser (packages/contract/src/stock/calendar.ts)
import { shanghaiMinutes } from '@gprs/contract';
export {
  EXCHANGE_HOLIDAYS,
  addDays,
  isContinuousTrading,
  isTradeDay,
  lastTradeDays,
  marketPhase,
  nextTradeDay,
  shanghaiDate,
  shanghaiMinutes,
  shanghaiTime,
  tradingSession,
} from '@gprs/contract';
export type { MarketPhase, TradingSession } from '@gprs/contract';

/** The 241 minute labels of a trading day: 09:30 … 11:30, 13:01 … 15:00. */
export const TRADING_MINUTES: readonly string[] = (() => {
  const out: string[] = [];
  const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  for (let m = 9 * 60 + 30; m <= 11 * 60 + 30; m++) out.push(fmt(m));
  for (let m = 13 * 60 + 1; m <= 15 * 60; m++) out.push(fmt(m));
  return out;
})();

/** Index into TRADING_MINUTES for a Shanghai time in minutes (clamped to the day; the noon break maps to 11:30). */
export function minuteIndex(minutes: number): number {
  if (minutes <= 9 * 60 + 30) return 0;
  if (minutes <= 11 * 60 + 30) return minutes - (9 * 60 + 30);
  if (minutes <= 13 * 60) return 120;
  if (minutes <= 15 * 60) return 120 + (minutes - 13 * 60);
  return 240;
}

// ---------------------------------------------------------------------------------------------------------------
// K-line aggregation

export interface Bar {
  tradeDate: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
  changePercent: number;
}

/** ISO week key (Monday-based) of a date. */
function weekKey(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day);
  return d.toISOString().slice(0, 10);
}

/**
 * Daily bars (ascending) → weekly or monthly bars: first open, highest high, lowest low, last close, summed volume and
 * amount; tradeDate is the period's last trading day; change % against the previous period's close (the first period
 * keeps the change derived from its first bar's change %).
 */
export function aggregateBars(bars: Bar[], period: 'day' | 'week' | 'month'): Bar[] {
  if (period === 'day') return bars;
  const keyOf = period === 'week' ? weekKey : (d: string) => d.slice(0, 7);
  const out: Bar[] = [];
  let key = '';
  let firstPrev = 0;
  for (const b of bars) {
    const k = keyOf(b.tradeDate);
    const last = out[out.length - 1];
    if (k !== key || !last) {
      key = k;
      out.push({ ...b });
      if (out.length === 1) firstPrev = b.changePercent === -100 ? 0 : b.open && b.close / (1 + b.changePercent / 100);
      continue;
    }
    last.tradeDate = b.tradeDate;
    last.high = Math.max(last.high, b.high);
    last.low = Math.min(last.low, b.low);
    last.close = b.close;
    last.volume += b.volume;
    last.amount += b.amount;
  }
  for (let i = 0; i < out.length; i++) {
    const prev = i === 0 ? firstPrev : out[i - 1].close;
    out[i].changePercent = prev ? Math.round(((out[i].close - prev) / prev) * 10_000) / 100 : 0;
  }
  return out;
}

/**
 * The session clock stamped on quotes, bars, minutes and seal times. In trading hours it is the real Beijing time. A
 * print just outside them belongs to the session's edge: the call auction (09:15–09:30) to 09:30, the morning's
 * closing snapshot and the noon break to 11:30, the close's snapshot (15:00–15:30) to 15:00 — a vendor's 15:00:03
 * quote is the day's last minute, never an earlier one. Other hours (demo mode `MARKET_SIMULATOR_ALWAYS`) are folded
 * onto the 240 minutes of continuous trading, so a demo never writes a seal time of 21:26 or piles every bar onto 15:00.
 */
export function sessionClock(now: Date): { minute: number; time: string } {
  const minutes = shanghaiMinutes(now);
  const inSession = (minutes >= 9 * 60 + 30 && minutes < 11 * 60 + 30) || (minutes >= 13 * 60 && minutes < 15 * 60);
  const edge =
    minutes >= 9 * 60 + 15 && minutes < 9 * 60 + 30 ? 0 : minutes >= 11 * 60 + 30 && minutes < 13 * 60 ? 120 : minutes >= 15 * 60 && minutes < 15 * 60 + 30 ? 240 : null;
  const index = inSession ? minuteIndex(minutes) : (edge ?? minutes % 240);
  const EDGE_CLOCK: Record<number, number> = { 0: 9 * 60 + 30, 120: 11 * 60 + 30, 240: 15 * 60 };
  const clock = inSession ? minutes : edge !== null ? EDGE_CLOCK[edge] : index < 120 ? 9 * 60 + 30 + index : 13 * 60 + (index - 120);
  const seconds = now.getUTCSeconds();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { minute: index, time: `${pad(Math.floor(clock / 60))}:${pad(clock % 60)}:${pad(seconds)}` };
}
