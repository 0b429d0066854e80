/**
 * The exchange calendar and the trading sessions (Asia/Shanghai, UTC+8 without daylight saving): one definition for
 * the server (trade days, the simulator's clock, the session of a page) and the browser (the session badge of every
 * page that shows prices, which follows the visitor's clock after hydration).
 */

/**
 * Exchange holidays on weekdays (SSE/SZSE notices). 2027 follows the State Council holiday pattern and is provisional
 * until the exchanges publish their notice each December.
 */
export const EXCHANGE_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04',
  '2025-04-04', '2025-05-01', '2025-05-02', '2025-05-05', '2025-06-02',
  '2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06', '2025-10-07', '2025-10-08',
  // 2026
  '2026-01-01', '2026-01-02', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-23',
  '2026-04-06', '2026-05-01', '2026-05-04', '2026-05-05', '2026-06-19', '2026-09-25',
  '2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07',
  // 2027 (provisional)
  '2027-01-01', '2027-02-05', '2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11', '2027-02-12',
  '2027-04-05', '2027-05-03', '2027-05-04', '2027-05-05', '2027-06-09', '2027-09-15',
  '2027-10-01', '2027-10-04', '2027-10-05', '2027-10-06', '2027-10-07',
]);

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The calendar date in Shanghai, 'YYYY-MM-DD'. */
export function shanghaiDate(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in Shanghai. */
export function shanghaiMinutes(now: Date): number {
  const d = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** 'HH:MM:SS' in Shanghai. */
export function shanghaiTime(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(11, 19);
}

/** Monday to Friday and not an exchange holiday. */
export function isTradeDay(date: string, holidays: ReadonlySet<string> = EXCHANGE_HOLIDAYS): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6 && !holidays.has(date);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last `count` trade days ending on or before `endDate` (ascending). */
export function lastTradeDays(endDate: string, count: number, holidays: ReadonlySet<string> = EXCHANGE_HOLIDAYS): string[] {
  const out: string[] = [];
  let d = endDate;
  while (out.length < count) {
    if (isTradeDay(d, holidays)) out.push(d);
    d = addDays(d, -1);
  }
  return out.reverse();
}

/** The first trade day strictly after `date`. */
export function nextTradeDay(date: string, holidays: ReadonlySet<string> = EXCHANGE_HOLIDAYS): string {
  let d = addDays(date, 1);
  while (!isTradeDay(d, holidays)) d = addDays(d, 1);
  return d;
}

export type TradingSession = 'pre' | 'auction' | 'morning' | 'noon-break' | 'afternoon' | 'closed';

/**
 * The session at `now` (Beijing time): before 9:15 'pre', 9:15–9:30 'auction' (call auction 9:15–9:25 and the pause
 * before the open), 9:30–11:30 'morning', 11:30–13:00 'noon-break', 13:00–15:00 'afternoon', otherwise 'closed';
 * weekends and exchange holidays are 'closed' all day.
 */
export function tradingSession(now: Date, holidays: ReadonlySet<string> = EXCHANGE_HOLIDAYS): TradingSession {
  if (!isTradeDay(shanghaiDate(now), holidays)) return 'closed';
  const m = shanghaiMinutes(now);
  if (m < 9 * 60 + 15) return 'pre';
  if (m < 9 * 60 + 30) return 'auction';
  if (m < 11 * 60 + 30) return 'morning';
  if (m < 13 * 60) return 'noon-break';
  if (m < 15 * 60) return 'afternoon';
  return 'closed';
}

/** Continuous trading (prices move). */
export function isContinuousTrading(session: TradingSession): boolean {
  return session === 'morning' || session === 'afternoon';
}

/** What a page says about the market at a moment: 盘前 / 集合竞价 / 交易中 / 午间休市 / 已收盘 / 休市. */
export type MarketPhase = 'pre' | 'auction' | 'trading' | 'noon-break' | 'closed' | 'holiday';

export const MARKET_PHASE_LABELS: Record<MarketPhase, string> = {
  pre: '盘前',
  auction: '集合竞价',
  trading: '交易中',
  'noon-break': '午间休市',
  closed: '已收盘',
  holiday: '休市',
};

/** The phase at `now`: a weekend or exchange holiday is 休市 all day; a trade day after 15:00 is 已收盘. */
export function marketPhase(now: Date, holidays: ReadonlySet<string> = EXCHANGE_HOLIDAYS): MarketPhase {
  if (!isTradeDay(shanghaiDate(now), holidays)) return 'holiday';
  const session = tradingSession(now, holidays);
  if (session === 'morning' || session === 'afternoon') return 'trading';
  return session;
}

/** Quotes flow in these phases (the call auction prints indicative prices too). */
export function quotesFlowIn(phase: MarketPhase): boolean {
  return phase === 'auction' || phase === 'trading';
}

/** GET /stock/market/session: the market as every page that shows prices states it. */
export interface MarketStatusVO {
  /** the session (kept for older clients) and its phase with the words a page shows */
  session: TradingSession;
  phase: MarketPhase;
  phaseLabel: string;
  /** Beijing date of serverTime */
  tradeDate: string;
  serverTime: number;
  /** where the quotes come from: the built-in simulator (a demo market with generated names), a push feed, a pulled source */
  source: 'simulator' | 'push' | 'tushare';
  /** the simulator is the source: every public page carries 「演示行情」 */
  demo: boolean;
  /** when the newest stored quote was taken (epoch ms), null before any */
  lastQuoteTime: number | null;
}

/** Quotes count as flowing while the newest is at most this old (and the phase is one where quotes flow). */
export const LIVE_QUOTE_MAX_AGE_MS = 60_000;

/**
 * The live badge of a page: 「实时推送中」 only while the stream is open and quotes really flow (a flowing phase and a
 * quote at most LIVE_QUOTE_MAX_AGE_MS old); otherwise the phase (已收盘, 休市 …), or the connection's state.
 */
export function liveBadge(input: { connection: 'open' | 'connecting' | 'error'; phase: MarketPhase; lastQuoteTime: number | null; now: number }): {
  text: string;
  live: boolean;
} {
  if (input.connection === 'error') return { text: '重连中', live: false };
  const flowing = quotesFlowIn(input.phase) && input.lastQuoteTime !== null && input.now - input.lastQuoteTime <= LIVE_QUOTE_MAX_AGE_MS;
  if (flowing && input.connection === 'open') return { text: '实时推送中', live: true };
  if (quotesFlowIn(input.phase) && input.connection === 'open') return { text: `${MARKET_PHASE_LABELS[input.phase]} · 等待行情`, live: false };
  return { text: MARKET_PHASE_LABELS[input.phase], live: false };
}
