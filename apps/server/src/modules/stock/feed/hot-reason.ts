import { HOT_REASON_MAX } from '@gprs/contract';

/** What happened to a stock in the market, as the simulator and the seed read it from the stored market. */
export interface HotFacts {
  /** change % now; null: no quote */
  changePercent: number | null;
  /** the price is at its upper / lower limit now */
  atLimitUp: boolean;
  atLimitDown: boolean;
  /** 连板数 of today's 涨停 pool row (0: none) */
  streak: number;
  /** in today's 炸板 pool (sealed and broke), and not at the limit now */
  broke: boolean;
  /** today's turnover ÷ the previous trade day's; null: unknown */
  amountRatio: number | null;
  turnoverRate: number | null;
  /**
   * The stock's strongest board today (by change): its name, change %, its place among all boards by change
   * (1 = the strongest of the market) and whether the stock is its leader (领涨股).
   */
  board: { name: string; changePercent: number; place: number; leads: boolean } | null;
  /** rank before this snapshot and rank now (for 人气攀升) */
  previousRank: number | null;
  rank: number;
  /** continuous trading or the breaks between: the day is not over, say 盘中 */
  intraday: boolean;
}

/** A ratio shown as 「放大」 at this or more. */
export const AMOUNT_SURGE = 1.5;
/** A board among the strongest this many of the market 「领涨」. */
export const LEADING_BOARD_PLACES = 3;
/** A change of at least this much (%) is 大涨 / 大跌. */
export const BIG_MOVE = 5;

const pct = (v: number) => `${Math.abs(v).toFixed(1).replace(/\.0$/, '')}%`;
const times = (v: number) => `${v.toFixed(1)}倍`;
/** 「所属XX概念」 without 「概念概念」 */
const conceptWord = (name: string) => (/(概念|板块|行业)$/.test(name) ? name : `${name}概念`);
const boardWord = (name: string) => (/(板块|行业)$/.test(name) ? name : `${name}板块`);

function signed(change: number | null): string {
  if (change === null || change === 0) return '平盘';
  return `${change > 0 ? '涨' : '跌'}${pct(change)}`;
}

/**
 * The one-line 上榜理由 from what really happened to the stock: 涨停 / 连板 with its leading board, 跌停, 炸板回落,
 * 大涨 / 大跌 with a turnover surge, a strong board, a surge alone, an active turnover, a rise in the list, or its
 * change. Every clause is a fact of `facts` (a board 「领涨」 only when it is among the strongest of the market, 「走强」
 * only when it rises, 「人气攀升」 only when the rank rose). At most HOT_REASON_MAX characters.
 */
export function buildHotReason(f: HotFacts): string {
  const change = f.changePercent;
  const surge = f.amountRatio !== null && f.amountRatio >= AMOUNT_SURGE ? `成交额放大至昨日${times(f.amountRatio)}` : '';
  const rise = f.previousRank !== null ? f.previousRank - f.rank : 0;
  const b = f.board;
  const leadingBoard = b && b.changePercent > 0 && b.place <= LEADING_BOARD_PLACES ? b : null;
  const strongBoard = b && b.changePercent >= 1 ? b : null;
  const when = f.intraday ? '盘中' : '';
  let text: string;
  if (f.atLimitUp) {
    const head = f.streak >= 2 ? `${f.streak}连板` : '涨停';
    if (leadingBoard) text = `${head}，所属${conceptWord(leadingBoard.name)}领涨`;
    else if (b?.leads && b.changePercent > 0) text = `${head}，领涨${boardWord(b.name)}`;
    else text = surge ? `${head}，${surge}` : head;
  } else if (f.atLimitDown) {
    text = surge ? `跌停，${surge}` : b && b.changePercent < 0 ? `跌停，${boardWord(b.name)}走弱` : '跌停';
  } else if (f.broke) {
    // no figure of the moment: the price moves on between two snapshots, the fact that it broke its seal does not
    text = surge ? `炸板回落，${surge}` : '炸板回落';
  } else if (change !== null && change >= BIG_MOVE) {
    text = `${when}大涨${pct(change)}${surge ? `，${surge}` : strongBoard ? `，${boardWord(strongBoard.name)}走强` : ''}`;
  } else if (change !== null && change <= -BIG_MOVE) {
    text = `${when}大跌${pct(change)}${surge ? `，${surge}` : ''}`;
  } else if (strongBoard && b!.changePercent >= 2 && change !== null && change > 0) {
    text = `${boardWord(strongBoard.name)}走强${rise > 0 ? '，人气攀升' : `，${signed(change)}`}`;
  } else if (f.amountRatio !== null && f.amountRatio >= 2) {
    text = `成交额放大至昨日${times(f.amountRatio)}，${signed(change)}`;
  } else if (f.turnoverRate !== null && f.turnoverRate >= 15) {
    text = `换手率${f.turnoverRate.toFixed(1)}%，交投活跃`;
  } else if (rise >= 20) {
    text = `人气攀升，排名上升${rise}位`;
  } else {
    text = change === null ? '关注度居前' : `${signed(change)}，关注度居前`;
  }
  return text.slice(0, HOT_REASON_MAX);
}
