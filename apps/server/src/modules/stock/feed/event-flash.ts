/**
 * The demo's flashes (快讯) and news written from what the market just did, in words its figures allow: a stock that
 * opened its sealed limit-up (炸板), a board whose change crossed a 2 % step, and the day's closing review (收评). Each
 * rule is a pure function; the simulator calls them with the rows it has just stored, so a text never says more than
 * the page beside it shows.
 */

export interface FlashDraft {
  title: string;
  content: string;
  /** stock_information.level: 1 重点, 2 普通 */
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
    level: 2,
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
    level: Math.abs(step) === 2 ? 1 : 2,
    stockCodes: step > 0 && b.leadingStockCode ? [b.leadingStockCode] : [],
  };
}

/** A day's closing figures as stored: indices, breadth, turnover and the boards at both ends. */
export interface ClosingFigures {
  /** 上证指数, 深证成指, 创业板指 … in the order to say them */
  indices: { name: string; price: number; changePercent: number }[];
  /** 两市成交额 (沪 + 深, yuan) and 北交所 beside it */
  twoMarketAmount: number;
  bjAmount: number;
  up: number;
  down: number;
  flat: number;
  limitUp: number;
  limitDown: number;
  /** the boards with the largest and smallest change, best first / worst first */
  leading: { name: string; changePercent: number }[];
  lagging: { name: string; changePercent: number }[];
}

/** how a closing review names the main indices in its title */
const SHORT_INDEX_NAMES: Record<string, string> = { 上证指数: '沪指', 深证成指: '深成指' };
const moved = (v: number) => (v > 0 ? `涨${v.toFixed(2)}%` : v < 0 ? `跌${Math.abs(v).toFixed(2)}%` : '平收');
const yi = (yuan: number) => (yuan >= 1e12 ? `${(yuan / 1e12).toFixed(2)}万亿元` : `${Math.round(yuan / 1e8)}亿元`);

/** 收评: the day's close in the stored figures — the same numbers /index and /turnover show. */
export function closingReview(f: ClosingFigures): { title: string; summary: string; content: string } {
  const [main] = f.indices;
  const lead = f.leading[0];
  const title = `收评：${main ? `${SHORT_INDEX_NAMES[main.name] ?? main.name}${moved(main.changePercent)}，` : ''}两市成交额${yi(f.twoMarketAmount)}${lead ? `，${lead.name}板块领涨` : ''}`;
  const idx = f.indices.map((i) => `${i.name}${moved(i.changePercent)}报${i.price.toFixed(2)}点`).join('，');
  const summary = `${idx ? `${idx}。` : ''}沪深两市成交额${yi(f.twoMarketAmount)}，北交所成交额${yi(f.bjAmount)}。`;
  const boards = (list: { name: string; changePercent: number }[]) => list.map((b) => `${b.name}（${b.changePercent >= 0 ? '+' : ''}${b.changePercent.toFixed(2)}%）`).join('、');
  const paras = [
    summary,
    `个股方面，上涨${f.up}家，下跌${f.down}家，平盘${f.flat}家；${f.limitUp}只个股涨停，${f.limitDown}只个股跌停。`,
    f.leading.length ? `板块方面，${boards(f.leading)}涨幅居前${f.lagging.length ? `；${boards(f.lagging)}跌幅居前` : ''}。` : '',
  ].filter(Boolean);
  return { title, summary, content: paras.map((p) => `<p>${p}</p>`).join('') };
}
