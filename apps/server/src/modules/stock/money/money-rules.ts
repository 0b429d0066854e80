/**
 * Pure rules of the money side of the market (资金流向, 龙虎榜): who gets listed and why, how a simulated day's turnover
 * splits into order classes, and how simulated seats add up. Deterministic given their inputs (the random source is
 * passed in), unit-tested in money-rules.test.ts; decision 0036.
 */
import type { Board } from '../market-rules';

// ------------------------------------------------------------------ 资金流向

/**
 * A day's (or a tick's) turnover in cents split by order size and side: [超大单买, 超大单卖, 大单买, 大单卖, 中单买, 中单卖,
 * 小单买, 小单卖]. Every trade is counted once, as an active buy or an active sell of its size class, so the eight add
 * up to the turnover exactly.
 */
export type FlowBuckets = [number, number, number, number, number, number, number, number];

export const EMPTY_FLOW: FlowBuckets = [0, 0, 0, 0, 0, 0, 0, 0];

export interface Random {
  range(min: number, max: number): number;
  normal(): number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Splits `cents` of turnover into the eight buckets. `bias` (−1 … 1) is where the big money leans: 主力 (超大单, 大单)
 * buy more than they sell when it is positive, 小单 (retail) lean the other way, 中单 in between, each with noise.
 * Integers in, integers out; the remainder of the rounding goes to 小单卖出, so the sum is exactly `cents`.
 */
export function splitTurnover(cents: number, bias: number, r: Random): FlowBuckets {
  if (cents <= 0) return [...EMPTY_FLOW];
  const b = clamp(bias, -1, 1);
  const shares = [r.range(0.1, 0.24), r.range(0.18, 0.3), r.range(0.2, 0.3)];
  const buyShare = [
    clamp(0.5 + 0.3 * b + 0.08 * r.normal(), 0.05, 0.95),
    clamp(0.5 + 0.22 * b + 0.08 * r.normal(), 0.05, 0.95),
    clamp(0.5 + 0.04 * b + 0.08 * r.normal(), 0.05, 0.95),
    clamp(0.5 - 0.18 * b + 0.08 * r.normal(), 0.05, 0.95),
  ];
  const out: number[] = [];
  let used = 0;
  for (let i = 0; i < 3; i++) {
    const cls = Math.floor(cents * shares[i]);
    const buy = Math.floor(cls * buyShare[i]);
    out.push(buy, cls - buy);
    used += cls;
  }
  const small = cents - used;
  const smallBuy = Math.floor(small * buyShare[3]);
  out.push(smallBuy, small - smallBuy);
  return out as FlowBuckets;
}

/** Adds two bucket sets (a day so far + a tick). */
export function addFlows(a: FlowBuckets, b: FlowBuckets): FlowBuckets {
  return a.map((v, i) => v + b[i]) as FlowBuckets;
}

/** The nets of a bucket set in cents: 超大单, 大单, 中单, 小单, 主力 (超大 + 大), 净流入 (all four). */
export function flowNets(f: FlowBuckets): { elg: number; lg: number; md: number; sm: number; main: number; net: number } {
  const elg = f[0] - f[1];
  const lg = f[2] - f[3];
  const md = f[4] - f[5];
  const sm = f[6] - f[7];
  return { elg, lg, md, sm, main: elg + lg, net: elg + lg + md + sm };
}

/** The lean of the big money on a tick: follows the price move (and, less, the day's change), with noise. */
export function moneyBias(before: number, after: number, dayChangePercent: number, r: Random): number {
  const step = before > 0 ? (after - before) / before : 0;
  return clamp(step * 250 + dayChangePercent / 20 + 0.35 * r.normal(), -1, 1);
}

// ------------------------------------------------------------------ 龙虎榜 listing rules

/** A stock's figures of the day as the listing rules read them. */
export interface ListingCandidate {
  code: string;
  board: Board;
  isSt: boolean;
  /** change % of the day (close on previous close) */
  changePercent: number;
  /** the day's limit in percent (10, 20, 5, 30 …); null when the stock has no limit (a new listing) */
  limitPercent: number | null;
  high: number;
  low: number;
  /** 换手率 % (volume / float shares) */
  turnoverRate: number | null;
  /** yuan and shares: ties are broken by turnover, then volume (the exchanges' rule) */
  amount: number;
  volume: number;
  /** the sum of the stock's change % over the last 3 trade days (today included); null when it has fewer days */
  change3: number | null;
}

export interface Listing {
  code: string;
  reason: string;
}

/**
 * The day's reference index change of each main board (收盘价涨跌幅偏离值 = the stock's change − its index's change):
 * 沪市主板 上证指数, 深市主板 深证成指 (the exchange uses its composite index, which the site does not carry). `sh3` / `sz3`:
 * the same over the last 3 trade days.
 */
export interface ReferenceChanges {
  sh: number;
  sz: number;
  sh3: number;
  sz3: number;
}

/** The listing groups: each exchange publishes the top 5 of each criterion per group. 北交所 is not listed here. */
type Group = 'sh-main' | 'sz-main' | 'gem' | 'star';

function groupOf(c: ListingCandidate, code: string): Group | null {
  if (c.board === 'main') return code.startsWith('6') ? 'sh-main' : 'sz-main';
  if (c.board === 'gem') return 'gem';
  if (c.board === 'star') return 'star';
  return null;
}

/** The exchanges' texts of the reasons (上榜原因), as they publish them. */
export const DRAGON_TIGER_REASONS = {
  upDeviation7: '日涨幅偏离值达到7%的前5只证券',
  downDeviation7: '日跌幅偏离值达到7%的前5只证券',
  amplitude15: '日振幅值达到15%的前5只证券',
  turnover20: '日换手率达到20%的前5只证券',
  up15: '日涨幅达到15%的前5只证券',
  down15: '日跌幅达到15%的前5只证券',
  amplitude30: '日振幅值达到30%的前5只证券',
  turnover30: '日换手率达到30%的前5只证券',
  up3: (pct: number) => `连续三个交易日内，涨幅偏离值累计达到${pct}%的证券`,
  down3: (pct: number) => `连续三个交易日内，跌幅偏离值累计达到${pct}%的证券`,
  noLimit: '无价格涨跌幅限制的证券',
} as const;

/** The rule's 振幅: (high − low) / low, in percent (the exchanges' definition for the list, not the quote's). */
export function listingAmplitude(high: number, low: number): number {
  return low > 0 ? ((high - low) / low) * 100 : 0;
}

const EPS = 1e-9;

/**
 * Which stocks the day's 龙虎榜 lists, and why (交易公开信息, the exchanges' trading rules):
 * - 主板 (沪 / 深, each on its own): 收盘价涨跌幅偏离值 ≥ +7 % / ≤ −7 % (a stock at its limit counts its limit
 *   percent), 振幅 ≥ 15 %, 换手率 ≥ 20 % — the top 5 of each;
 * - 创业板, 科创板 (each on its own): change ≥ +15 % / ≤ −15 %, 振幅 ≥ 30 %, 换手率 ≥ 30 % — the top 5 of each;
 * - 异常波动: the 3-day cumulative deviation ≥ ±20 % (主板; ST ±12 %), ±30 % (创业板 on 深证成指, 科创板 on 上证指数) —
 *   every such stock;
 * - a stock without a price limit (the first days of a listing) — listed as such.
 * Ties are broken by turnover, then volume, then code. A stock may be listed for several reasons.
 */
export function dragonTigerListings(candidates: ListingCandidate[], ref: ReferenceChanges): Listing[] {
  const out: Listing[] = [];
  const ranked = new Map<string, { c: ListingCandidate; value: number }[]>();
  const add = (key: string, c: ListingCandidate, value: number) => {
    const list = ranked.get(key) ?? [];
    list.push({ c, value });
    ranked.set(key, list);
  };
  const R = DRAGON_TIGER_REASONS;
  for (const c of candidates) {
    const group = groupOf(c, c.code);
    if (!group) continue;
    if (c.limitPercent === null) {
      out.push({ code: c.code, reason: R.noLimit });
      continue;
    }
    // at the limit the limit percent counts (the rule), not the rounded change of the close
    const change = Math.abs(Math.abs(c.changePercent) - c.limitPercent) < 0.06 ? Math.sign(c.changePercent) * c.limitPercent : c.changePercent;
    const amp = listingAmplitude(c.high, c.low);
    const turnover = c.turnoverRate ?? 0;
    if (group === 'sh-main' || group === 'sz-main') {
      const dev = change - (group === 'sh-main' ? ref.sh : ref.sz);
      if (dev >= 7 - EPS) add(`${group}:${R.upDeviation7}`, c, dev);
      if (dev <= -7 + EPS) add(`${group}:${R.downDeviation7}`, c, -dev);
      if (amp >= 15 - EPS) add(`${group}:${R.amplitude15}`, c, amp);
      if (turnover >= 20 - EPS) add(`${group}:${R.turnover20}`, c, turnover);
      if (c.change3 !== null) {
        const dev3 = c.change3 - (group === 'sh-main' ? ref.sh3 : ref.sz3);
        const bar = c.isSt ? 12 : 20;
        if (dev3 >= bar - EPS) out.push({ code: c.code, reason: R.up3(bar) });
        if (dev3 <= -bar + EPS) out.push({ code: c.code, reason: R.down3(bar) });
      }
    } else {
      if (change >= 15 - EPS) add(`${group}:${R.up15}`, c, change);
      if (change <= -15 + EPS) add(`${group}:${R.down15}`, c, -change);
      if (amp >= 30 - EPS) add(`${group}:${R.amplitude30}`, c, amp);
      if (turnover >= 30 - EPS) add(`${group}:${R.turnover30}`, c, turnover);
      if (c.change3 !== null) {
        const dev3 = c.change3 - (group === 'star' ? ref.sh3 : ref.sz3);
        if (dev3 >= 30 - EPS) out.push({ code: c.code, reason: R.up3(30) });
        if (dev3 <= -30 + EPS) out.push({ code: c.code, reason: R.down3(30) });
      }
    }
  }
  for (const [key, list] of ranked) {
    const reason = key.slice(key.indexOf(':') + 1);
    list.sort((a, b) => b.value - a.value || b.c.amount - a.c.amount || b.c.volume - a.c.volume || a.c.code.localeCompare(b.c.code, 'en'));
    for (const { c } of list.slice(0, 5)) out.push({ code: c.code, reason });
  }
  return out;
}

// ------------------------------------------------------------------ 龙虎榜 seats (simulated)

export interface SeatRow {
  side: 'buy' | 'sell';
  seat: string;
  institution: boolean;
  buy: number;
  sell: number;
}

const CITIES = ['上海', '深圳', '北京', '杭州', '广州', '成都', '南京', '武汉', '宁波', '厦门', '西安', '长沙', '苏州', '重庆', '天津', '福州'];
const STREETS = ['中山路', '人民路', '解放路', '建设路', '南京西路', '滨江大道', '金融街', '东风路', '和平路', '长江路', '新华路', '湖滨路'];
const BROKERS = ['演示证券', '样例证券', '示例证券'];

/** A simulated seat name (演示: no real broker's branch is named). */
function seatName(r: Random & { pick<T>(list: readonly T[]): T }): string {
  return `${r.pick(BROKERS)}${r.pick(CITIES)}${r.pick(STREETS)}营业部`;
}

/**
 * The 5 买入 and 5 卖出 seats of a simulated listing: together they trade 10–35 % of the day's turnover, the buy side
 * outweighs the sell side when the stock rose (and the other way), some seats are 机构专用. Amounts in whole yuan.
 */
export function simulateSeats(amount: number, changePercent: number, r: Random & { pick<T>(list: readonly T[]): T; chance(p: number): boolean }): SeatRow[] {
  const share = r.range(0.1, 0.35);
  const lean = clamp(0.5 + changePercent / 40 + 0.1 * r.normal(), 0.2, 0.8);
  const buyTotal = amount * share * lean;
  const sellTotal = amount * share * (1 - lean);
  const seats: SeatRow[] = [];
  const used = new Set<string>();
  const name = (institution: boolean) => {
    if (institution) return '机构专用';
    let n = seatName(r);
    while (used.has(n)) n = seatName(r);
    used.add(n);
    return n;
  };
  for (const side of ['buy', 'sell'] as const) {
    const total = side === 'buy' ? buyTotal : sellTotal;
    const weights = [1, 2, 3, 4, 5].map((i) => r.range(0.6, 1.4) / i);
    const sum = weights.reduce((a, b) => a + b, 0);
    for (const w of weights) {
      const main = Math.round((total * 0.9 * w) / sum);
      const other = Math.round(main * r.range(0, 0.15));
      const institution = r.chance(0.18);
      seats.push({ side, seat: name(institution), institution, buy: side === 'buy' ? main : other, sell: side === 'buy' ? other : main });
    }
  }
  return seats;
}
