/**
 * The demo's flashes (快讯) written from what the market just did, in words its figures allow: a stock that opened
 * its sealed limit-up (炸板) and a board whose change crossed a 2 % step. Each rule is a pure function; the simulator
 * calls them with the rows it has just stored, so a flash never says more than the page beside it shows.
 */

export interface FlashDraft {
  title: string;
  content: string;
  /** 1 ordinary, 2 important */
  level: number;
  stockCodes: string[];
}

const pct = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)}%`;

/** 炸板: the stock left its limit-up price after sealing it; the price and change are the stored quote's. */
export function brokenLimitFlash(prefix: string, s: { code: string; name: string; price: number; changePercent: number; openCount: number }): FlashDraft {
  const times = s.openCount > 1 ? `，今日第${s.openCount}次开板` : '';
  return {
    title: `${s.name}炸板`,
    content: `${prefix}${s.name}(${s.code})涨停板被打开${times}，最新价${s.price.toFixed(2)}元，涨幅${pct(s.changePercent)}。`,
    level: 1,
    stockCodes: [s.code],
  };
}

/** The 2 % step a board's change is in, capped at two: 1 for +2 %…+4 %, 2 from +4 %, -1 / -2 below, 0 within ±2 %. */
export function boardStep(changePercent: number): number {
  return Math.max(-2, Math.min(2, Math.trunc(changePercent / 2))) || 0;
}

/** The furthest steps a board has reached today in each direction (0 = none yet). */
export interface BoardReach {
  up: number;
  down: number;
}

/**
 * A board's move worth a flash: its step goes beyond the furthest it reached today in that direction (up: 拉升 at
 * +2 %, 大涨 at +4 %; down: 走弱 at -2 %, 大跌 at -4 %), so each is said at most once a day; null when nothing new.
 * The leader named is the board's stored one.
 */
export function boardMoveFlash(
  prefix: string,
  reached: BoardReach,
  b: { code: string; name: string; changePercent: number; leadingStockCode: string | null; leadingStockName: string | null; leadingStockChangePercent: number | null },
): FlashDraft | null {
  const step = boardStep(b.changePercent);
  if (step === 0 || (step > 0 ? step <= reached.up : step >= reached.down)) return null;
  const verb = step === 2 ? '大涨' : step > 0 ? '拉升' : step === -2 ? '大跌' : '走弱';
  const leader =
    step > 0 && b.leadingStockName && b.leadingStockChangePercent !== null ? `，${b.leadingStockName}领涨（${pct(b.leadingStockChangePercent)}）` : '';
  return {
    title: `${b.name}板块${verb}`,
    content: `${prefix}${b.name}板块${verb}，板块涨幅${pct(b.changePercent)}${leader}。`,
    level: Math.abs(step) === 2 ? 2 : 1,
    stockCodes: step > 0 && b.leadingStockCode ? [b.leadingStockCode] : [],
  };
}
