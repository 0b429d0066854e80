import {
  board as boardOf,
  changePercent as pct,
  limitPrices,
  limitRate,
  lastTradeDays,
  ntStat,
  shanghaiDate,
  streak,
  type Board,
  type MarketType,
} from '../market-rules';
import type { ConceptVO } from '@gprs/contract';
import { synthesizeMinutes } from '../intraday';
import { pinyinInitials } from '../pinyin';
import { CONCEPTS, FAMOUS_STOCKS, INDUSTRIES, NAME_PREFIXES, NAME_SUFFIXES } from './names';
import { Prng, hashString } from './prng';
import { generateTexts, type TextData } from './text-generator';

export type MarketScale = 'full' | 'test';

export interface GenerateOptions {
  scale: MarketScale;
  seed?: number;
  today?: Date;
}

export const SCALES = {
  full: { stocks: 5000, industries: 94, concepts: 300, days: 245, poolDays: 30, news: 3000, flashes: 5000, announcements: 6000, essays: 120, famous: 100 },
  test: { stocks: 200, industries: 10, concepts: 30, days: 60, poolDays: 30, news: 300, flashes: 300, announcements: 200, essays: 30, famous: 20 },
} as const;

/** Board mix of the A-share market (≈ the real proportions). */
const BOARD_SHARE: { key: string; marketType: MarketType; board: Board; share: number }[] = [
  { key: 'sh-main', marketType: 'SH', board: 'main', share: 0.32 },
  { key: 'star', marketType: 'SH', board: 'star', share: 0.112 },
  { key: 'sz-main', marketType: 'SZ', board: 'main', share: 0.29 },
  { key: 'gem', marketType: 'SZ', board: 'gem', share: 0.226 },
  { key: 'bse', marketType: 'BJ', board: 'bse', share: 0.052 },
];

const CODE_RANGES: Record<string, [number, number][]> = {
  'sh-main': [[600000, 600999], [601000, 601999], [603000, 603999], [605000, 605599]],
  star: [[688000, 688799], [689009, 689009]],
  'sz-main': [[1, 999], [1201, 1399], [2001, 2999], [3000, 3043]],
  gem: [[300001, 300999], [301001, 301599]],
  bse: [[430017, 430719], [830799, 839999], [870199, 873999], [920000, 920999]],
};

const EARLIEST_LISTING: Record<Board, string> = { main: '1991-01-29', star: '2019-07-22', gem: '2009-10-30', bse: '2021-11-15' };

export interface StockSeed {
  code: string;
  name: string;
  pinyin: string;
  marketType: MarketType;
  board: Board;
  industryCode: string;
  industryName: string;
  conceptNames: string[];
  isSt: boolean;
  listDate: string;
  totalShares: number;
  floatShares: number;
  price: number;
  change: number;
  changePercent: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  limitUpPrice: number | null;
  limitDownPrice: number | null;
  volume: number;
  amount: number;
  turnoverRate: number;
  volumeRatio: number;
  amplitude: number;
  pe: number | null;
  pb: number;
  totalMarketCap: number;
  floatMarketCap: number;
  hotRank: number;
  heat: number;
}

/** A board as generated: the public ConceptVO without its database id, typed 1 行业 / 2 概念. */
export type ConceptSeed = Omit<ConceptVO, 'id' | 'type'> & { type: 1 | 2 };

/** Bars in columns (one entry per row), to keep a million rows cheap. */
export interface BarColumns {
  length: number;
  code: string[];
  tradeDate: string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  prevClose: Float64Array;
  volume: Float64Array;
  amount: Float64Array;
  changePercent: Float64Array;
  turnoverRate: Float64Array;
}

/** Preallocated bar columns; fill with setBar. */
export function newBarColumns(capacity: number): BarColumns {
  const f = () => new Float64Array(capacity);
  return {
    length: 0,
    code: Array.from<string>({ length: capacity }),
    tradeDate: Array.from<string>({ length: capacity }),
    open: f(),
    high: f(),
    low: f(),
    close: f(),
    prevClose: f(),
    volume: f(),
    amount: f(),
    changePercent: f(),
    turnoverRate: f(),
  };
}

function pushBar(
  b: BarColumns,
  code: string,
  tradeDate: string,
  open: number,
  high: number,
  low: number,
  close: number,
  prevClose: number,
  volume: number,
  amount: number,
  changePercent: number,
  turnoverRate: number,
): number {
  const i = b.length++;
  b.code[i] = code;
  b.tradeDate[i] = tradeDate;
  b.open[i] = open;
  b.high[i] = high;
  b.low[i] = low;
  b.close[i] = close;
  b.prevClose[i] = prevClose;
  b.volume[i] = volume;
  b.amount[i] = amount;
  b.changePercent[i] = changePercent;
  b.turnoverRate[i] = turnoverRate;
  return i;
}

export interface IndexSeed {
  code: string;
  name: string;
  marketType: MarketType;
  sort: number;
  price: number;
  change: number;
  changePercent: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  volume: number;
  amount: number;
  upCount: number;
  downCount: number;
}

export interface TurnoverSeed {
  tradeDate: string;
  shAmount: number;
  szAmount: number;
  bjAmount: number;
  totalAmount: number;
  upCount: number;
  downCount: number;
  flatCount: number;
  limitUpCount: number;
  limitDownCount: number;
}

export interface LimitUpSeed {
  tradeDate: string;
  poolType: 1 | 2 | 3 | 4;
  stockCode: string;
  stockName: string;
  price: number;
  changePercent: number;
  amount: number;
  turnoverRate: number;
  floatMarketCap: number;
  sealAmount: number;
  firstSealTime: string | null;
  lastSealTime: string | null;
  openCount: number;
  streak: number;
  ntN: number;
  ntT: number;
  reasonConcept: string;
  reason: string;
  oneWord: boolean;
}

export interface MinuteSeed {
  securityType: 1 | 2;
  code: string;
  tradeDate: string;
  minute: number;
  price: number;
  avgPrice: number;
  volume: number;
  amount: number;
}

export interface MarketData extends TextData {
  tradeDays: string[];
  stocks: StockSeed[];
  concepts: ConceptSeed[];
  members: { conceptCode: string; stockCode: string; reason: string }[];
  stockDaily: BarColumns;
  conceptDaily: BarColumns;
  indices: IndexSeed[];
  indexDaily: BarColumns;
  minutes: MinuteSeed[];
  turnover: TurnoverSeed[];
  limitUp: LimitUpSeed[];
}

export const KEY_INDICES: { code: string; name: string; marketType: MarketType; level: number }[] = [
  { code: '000001', name: '上证指数', marketType: 'SH', level: 3380 },
  { code: '399001', name: '深证成指', marketType: 'SZ', level: 10850 },
  { code: '399006', name: '创业板指', marketType: 'SZ', level: 2240 },
  { code: '000688', name: '科创50', marketType: 'SH', level: 1020 },
  { code: '899050', name: '北证50', marketType: 'BJ', level: 1150 },
  { code: '000300', name: '沪深300', marketType: 'SH', level: 3950 },
  { code: '000016', name: '上证50', marketType: 'SH', level: 2780 },
  { code: '000905', name: '中证500', marketType: 'SH', level: 6050 },
  { code: '000852', name: '中证1000', marketType: 'SH', level: 6300 },
];

const MEMBER_REASONS = [
  '公司主营业务涉及{c}相关产品，相关收入占比持续提升',
  '公司在投资者互动平台表示，已在{c}领域有所布局',
  '公司为{c}产业链核心供应商，与多家头部企业保持合作',
  '公司参股子公司从事{c}相关业务',
  '公司{c}相关项目已进入量产阶段',
  '公司拥有{c}相关核心专利与技术储备',
];

const LIMIT_REASONS = [
  '公司为{c}核心标的，板块今日集体走强',
  '{c}板块持续发酵，公司相关业务有望受益',
  '公司披露{c}相关订单，市场关注度提升',
  '消息面利好{c}产业，公司为细分领域龙头',
  '公司在互动平台回应{c}业务进展，资金抢筹',
  '{c}政策密集出台，公司卡位产业链关键环节',
];

interface StockState {
  seed: StockSeed;
  startIdx: number;
  listIdx: number;
  beta: number;
  sigma: number;
  hotness: number;
  baseTurnover: number;
  conceptIdx: number[];
  targetCents: number;
  pe: number | null;
  pb: number;
}

const initials = pinyinInitials;

function allCodes(key: string): string[] {
  const out: string[] = [];
  for (const [a, b] of CODE_RANGES[key]) for (let c = a; c <= b; c++) out.push(String(c).padStart(6, '0'));
  return out;
}

/** Generates the whole demo market from a seed; pure (no database), deterministic for the same options. */
export function generateMarket(options: GenerateOptions): MarketData {
  const scale = SCALES[options.scale];
  const seed = options.seed ?? 20_240_601;
  const rng = new Prng(seed);
  const todayStr = shanghaiDate(options.today ?? new Date());
  const days = lastTradeDays(todayStr, scale.days);
  const D = days.length;

  // ---- industries and concepts
  const industries = INDUSTRIES.slice(0, scale.industries);
  const conceptNames = CONCEPTS.slice(0, scale.concepts);
  const conceptIndex = new Map(conceptNames.map((n, i) => [n, i]));
  const industryIndex = new Map(industries.map((n, i) => [n, i]));
  const industryCode = (i: number) => `BK${String(1000 + i)}`;
  const conceptCode = (i: number) => `GN${String(3000 + i)}`;

  // ---- stocks
  const famous = FAMOUS_STOCKS.slice(0, scale.famous);
  const used = new Set(famous.map((f) => f.code));
  const names = new Set<string>(famous.map((f) => f.name));
  const states: StockState[] = [];
  const newName = () => {
    for (;;) {
      const n = rng.pick(NAME_PREFIXES) + rng.pick(NAME_SUFFIXES);
      if (!names.has(n)) {
        names.add(n);
        return n;
      }
    }
  };
  const pickConcepts = (k: number) => {
    const set = new Set<number>();
    while (set.size < k) set.add(rng.skewedIndex(conceptNames.length, 1.7));
    return [...set];
  };
  const randomOldDate = (b: Board) => {
    const from = Date.parse(`${EARLIEST_LISTING[b]}T00:00:00Z`);
    const to = Date.parse(`${days[0]}T00:00:00Z`) - 40 * 86_400_000;
    return new Date(from + Math.floor(rng.next() * Math.max(1, to - from))).toISOString().slice(0, 10);
  };

  const makeState = (args: {
    code: string;
    name: string;
    industry: number;
    concepts: number[];
    isSt: boolean;
    listIdx: number;
    listDate: string;
    targetPrice: number;
    totalShares: number;
    floatRatio: number;
    pe: number | null;
    hotness: number;
    famous?: boolean;
  }): StockState => {
    const info = boardOf(args.code)!;
    const sigma = (info.board === 'main' ? 0.018 : info.board === 'bse' ? 0.032 : 0.026) * rng.range(0.7, 1.4);
    const conceptList = args.concepts.map((i) => conceptNames[i]);
    return {
      seed: {
        code: args.code,
        name: args.name,
        pinyin: initials(args.name),
        marketType: info.marketType,
        board: info.board,
        industryCode: industryCode(args.industry),
        industryName: industries[args.industry],
        conceptNames: conceptList,
        isSt: args.isSt,
        listDate: args.listDate,
        totalShares: Math.round(args.totalShares),
        floatShares: Math.round(args.totalShares * args.floatRatio),
      } as StockSeed,
      startIdx: Math.max(0, args.listIdx),
      listIdx: args.listIdx,
      beta: rng.range(0.6, 1.4),
      sigma,
      hotness: args.hotness,
      baseTurnover: args.famous ? rng.logNormal(0.5, 0.4) : rng.logNormal(info.board === 'main' ? 1.6 : 3, 0.6),
      conceptIdx: args.concepts,
      targetCents: Math.max(150, Math.round(args.targetPrice * 100)),
      pe: args.pe,
      pb: Math.round(rng.logNormal(2.4, 0.6) * 100) / 100,
    };
  };

  for (const f of famous) {
    const industry = industryIndex.get(f.industry) ?? rng.int(0, industries.length - 1);
    let concepts = f.concepts.map((c) => conceptIndex.get(c)).filter((i): i is number => i !== undefined);
    states.push(
      makeState({
        code: f.code,
        name: f.name,
        industry,
        concepts,
        isSt: false,
        listIdx: -1,
        listDate: randomOldDate(boardOf(f.code)!.board),
        targetPrice: f.price,
        totalShares: f.shares * 1e8,
        floatRatio: rng.range(0.85, 1),
        pe: f.pe,
        hotness: rng.range(1.5, 4),
        famous: true,
      }),
    );
  }

  const remaining = scale.stocks - states.length;
  const stCount = Math.round(scale.stocks * 0.016);
  const newListings = Math.max(4, Math.round(scale.stocks * 0.012));
  let stMade = 0;
  let newMade = 0;
  const perBoard = BOARD_SHARE.map((b) => ({ ...b, count: Math.round(remaining * b.share) }));
  perBoard[0].count += remaining - perBoard.reduce((a, b) => a + b.count, 0);
  for (const b of perBoard) {
    const pool = allCodes(b.key).filter((c) => !used.has(c));
    const codes = rng.sample(pool, b.count).sort();
    for (const code of codes) {
      used.add(code);
      const isNew = newMade < newListings && rng.chance((newListings * 1.5) / remaining);
      const isSt = !isNew && b.board === 'main' && stMade < stCount && rng.chance((stCount * 1.6) / (remaining * 0.61));
      if (isSt) stMade++;
      let listIdx = -1;
      let listDate = randomOldDate(b.board);
      if (isNew) {
        // the first two new listings come within the last 5 trade days, to show the new-listing limits
        listIdx = newMade < 2 ? D - 1 - newMade * 2 : rng.int(Math.floor(D / 3), D - 1);
        listDate = days[listIdx];
        newMade++;
      }
      const base = newName();
      const name = isSt ? `${rng.chance(0.5) ? '*' : ''}ST${base.slice(0, 2)}` + base.slice(2, 4) : base;
      const concepts = pickConcepts(rng.int(1, 5));
      const loss = isSt || rng.chance(0.12);
      states.push(
        makeState({
          code,
          name,
          industry: rng.int(0, industries.length - 1),
          concepts,
          isSt,
          listIdx,
          listDate,
          targetPrice: Math.min(400, Math.max(1.6, rng.logNormal(b.board === 'main' ? 11 : 24, 0.75) * (isSt ? 0.35 : 1))),
          totalShares: rng.logNormal(b.board === 'main' ? 6e8 : 2.2e8, 0.8),
          floatRatio: isNew ? rng.range(0.15, 0.3) : rng.range(0.55, 1),
          pe: loss ? -Math.round(rng.range(5, 200) * 100) / 100 : Math.round(rng.logNormal(32, 0.6) * 100) / 100,
          hotness: rng.logNormal(0.5, 0.9),
        }),
      );
    }
  }
  // ST names belong to the ST concept when it exists; new listings to 次新股
  const stIdx = conceptIndex.get('ST板块');
  const newIdx = conceptIndex.get('次新股');
  for (const s of states) {
    if (s.seed.isSt && stIdx !== undefined && !s.conceptIdx.includes(stIdx)) s.conceptIdx.push(stIdx);
    if (s.listIdx >= 0 && newIdx !== undefined && !s.conceptIdx.includes(newIdx)) s.conceptIdx.push(newIdx);
    s.seed.conceptNames = s.conceptIdx.map((i) => conceptNames[i]);
  }

  // ---- shared daily factors: market and concept moves, hot themes
  const market: number[] = days.map(() => 0.0003 + 0.011 * rng.normal());
  const conceptFactor: number[][] = conceptNames.map(() => days.map(() => 0.008 * rng.normal()));
  const hot: boolean[][] = conceptNames.map(() => days.map(() => false));
  for (let d = 0; d < D; d++) {
    const k = rng.int(2, 4);
    for (let j = 0; j < k; j++) {
      const c = rng.skewedIndex(conceptNames.length, 1.5);
      hot[c][d] = true;
    }
    if (d > 0) for (let c = 0; c < conceptNames.length; c++) if (hot[c][d - 1] && rng.chance(0.45)) hot[c][d] = true;
    for (let c = 0; c < conceptNames.length; c++) if (hot[c][d]) conceptFactor[c][d] += rng.range(0.015, 0.035);
  }

  // ---- daily bars per stock (integer cents)
  const bars = newBarColumns(states.reduce((n, st) => n + D - st.startIdx, 0));
  const upFlags: boolean[][] = [];
  const brokenFlags: boolean[][] = [];
  const downFlags: boolean[][] = [];
  const oneWordFlags: boolean[][] = [];
  const barAt: number[][] = []; // row index of stock s on day d, -1 before listing
  for (let s = 0; s < states.length; s++) {
    const st = states[s];
    const run = (startCents: number, write: boolean) => {
      const r = new Prng(hashString(st.seed.code, seed));
      let prev = startCents;
      let lastUp = false;
      const settled = limitRate(st.seed.code, st.seed.isSt);
      for (let d = st.startIdx; d < D; d++) {
        const listDay = st.listIdx >= 0 ? d - st.listIdx + 1 : Number.POSITIVE_INFINITY;
        const rate = listDay > 5 ? settled : limitRate(st.seed.code, st.seed.isSt, listDay);
        const lim = limitPrices(prev, rate);
        let cf = 0;
        let isHot = false;
        for (const c of st.conceptIdx) {
          cf += conceptFactor[c][d];
          isHot ||= hot[c][d];
        }
        cf /= st.conceptIdx.length || 1;
        // mean reversion towards the drawn price level keeps a year of themes and limit-ups from compounding away
        const ret = st.beta * market[d] + 0.7 * cf + st.sigma * r.normal() - 0.03 * Math.log(prev / st.targetCents);
        const u = r.next();
        const pUp = (0.003 + 0.006 * st.hotness) * (isHot ? 6 : 1) + (lastUp ? 0.28 : 0);
        const pBroken = (0.004 + 0.003 * st.hotness) * (isHot ? 4 : 1);
        const pDown = st.seed.isSt ? 0.012 : 0.0025;
        let close: number;
        let open: number;
        let high: number;
        let low: number;
        let broken = false;
        let oneWord = false;
        if (!lim) {
          const jump = listDay === 1 ? r.range(0.3, 1.8) : 0.07 * r.normal();
          close = Math.max(100, Math.round(prev * (1 + jump)));
          open = Math.max(100, Math.round(prev * (1 + jump * r.range(0.3, 0.9))));
          high = Math.round(Math.max(open, close) * (1 + Math.abs(r.normal()) * 0.04));
          low = Math.round(Math.min(open, close) * (1 - Math.abs(r.normal()) * 0.04));
          r.next();
        } else {
          if (listDay === 1) close = lim.up;
          else if (u < pUp) close = lim.up;
          else if (u < pUp + pDown) close = lim.down;
          else close = Math.min(lim.up, Math.max(lim.down, Math.round(prev * (1 + ret))));
          broken = close < lim.up && u >= pUp + pDown && u < pUp + pDown + pBroken;
          oneWord = close === lim.up && (listDay === 1 || r.chance(0.14));
          if (oneWord) {
            open = high = low = close;
          } else {
            open = Math.min(lim.up, Math.max(lim.down, Math.round(prev * (1 + 0.35 * ret + 0.006 * r.normal()))));
            high = Math.min(lim.up, Math.round(Math.max(open, close) * (1 + Math.abs(r.normal()) * st.sigma * 0.45)));
            low = Math.max(lim.down, Math.round(Math.min(open, close) * (1 - Math.abs(r.normal()) * st.sigma * 0.45)));
            if (broken) high = lim.up;
          }
        }
        const isUp = !!lim && close === lim.up;
        const isDown = !!lim && close === lim.down && close < prev;
        const ch = pct(close, prev);
        let turnover = st.baseTurnover * (1 + Math.abs(ch) / 4) * (isUp ? 1.6 : 1) * r.range(0.7, 1.3);
        if (oneWord) turnover *= 0.08;
        if (st.listIdx >= 0 && listDay <= 5) turnover = (listDay === 1 ? 45 : 25) * r.range(0.6, 1.3);
        turnover = Math.min(turnover, 80);
        if (write) {
          const volume = Math.max(100, Math.round((st.seed.floatShares * turnover) / 100 / 100) * 100);
          const avg = (open + high + low + close) / 4;
          barAt[s][d] = pushBar(
            bars,
            st.seed.code,
            days[d],
            open / 100,
            high / 100,
            low / 100,
            close / 100,
            prev / 100,
            volume,
            Math.round((volume * avg) / 100),
            ch,
            Math.round((volume / st.seed.floatShares) * 10_000) / 100,
          );
          upFlags[s][d] = isUp;
          brokenFlags[s][d] = broken;
          downFlags[s][d] = isDown;
          oneWordFlags[s][d] = oneWord;
        }
        lastUp = isUp;
        prev = close;
      }
      return prev;
    };
    upFlags.push(Array.from<boolean>({ length: D }).fill(false));
    brokenFlags.push(Array.from<boolean>({ length: D }).fill(false));
    downFlags.push(Array.from<boolean>({ length: D }).fill(false));
    oneWordFlags.push(Array.from<boolean>({ length: D }).fill(false));
    barAt.push(Array.from<number>({ length: D }).fill(-1));
    if (st.listIdx >= 0) {
      run(Math.max(200, Math.round(st.targetCents / 2)), true);
    } else if (s >= famous.length) {
      // generic names: the year's walk starts at the drawn price (the final price lands near it)
      run(st.targetCents, true);
    } else {
      // well-known names: a dry run finds the start that ends the year near today's real price
      const finalCents = run(st.targetCents, false);
      const start = Math.max(150, Math.round((st.targetCents * st.targetCents) / Math.max(1, finalCents)));
      run(Math.min(start, 500_000), true);
    }
  }

  // ---- latest quotes, heat and hot rank
  const last = D - 1;
  for (let s = 0; s < states.length; s++) {
    const st = states[s];
    const i = barAt[s][last];
    const prevVols: number[] = [];
    for (let d = last - 5; d < last; d++) if (d >= 0 && barAt[s][d] >= 0) prevVols.push(bars.volume[barAt[s][d]]);
    const avgVol = prevVols.length ? prevVols.reduce((a, b) => a + b, 0) / prevVols.length : bars.volume[i];
    const price = bars.close[i];
    const prevClose = bars.prevClose[i];
    const listDay = st.listIdx >= 0 ? last - st.listIdx + 1 : Number.POSITIVE_INFINITY;
    const lim = limitPrices(Math.round(prevClose * 100), limitRate(st.seed.code, st.seed.isSt, listDay));
    const chg = bars.changePercent[i];
    const heat = Math.round(st.hotness * 20_000 * (1 + Math.abs(chg) / 4) * (upFlags[s][last] ? 2.5 : 1) * (st.listIdx >= 0 ? 1.5 : 1));
    Object.assign(st.seed, {
      price,
      change: Math.round((price - prevClose) * 100) / 100,
      changePercent: chg,
      open: bars.open[i],
      high: bars.high[i],
      low: bars.low[i],
      prevClose,
      limitUpPrice: lim ? lim.up / 100 : null,
      limitDownPrice: lim ? lim.down / 100 : null,
      volume: bars.volume[i],
      amount: bars.amount[i],
      turnoverRate: bars.turnoverRate[i],
      volumeRatio: Math.round((bars.volume[i] / Math.max(1, avgVol)) * 100) / 100,
      amplitude: Math.round(((bars.high[i] - bars.low[i]) / prevClose) * 10_000) / 100,
      pe: st.pe === null ? null : Math.round(st.pe * (price / (st.targetCents / 100)) * 100) / 100,
      pb: st.pb,
      totalMarketCap: Math.round(st.seed.totalShares * price),
      floatMarketCap: Math.round(st.seed.floatShares * price),
      heat,
    });
  }
  [...states].sort((a, b) => b.seed.heat - a.seed.heat || a.seed.code.localeCompare(b.seed.code)).forEach((s, i) => (s.seed.hotRank = i + 1));

  // ---- concept membership, concept bars and figures
  const members: MarketData['members'] = [];
  const conceptMembers: number[][] = conceptNames.map(() => []);
  const industryMembers: number[][] = industries.map(() => []);
  states.forEach((st, s) => {
    industryMembers[industryIndex.get(st.seed.industryName)!].push(s);
    for (const c of st.conceptIdx) conceptMembers[c].push(s);
  });
  const boards: { type: 1 | 2; code: string; name: string; stocks: number[]; hotRow?: boolean[] }[] = [
    ...industries.map((name, i) => ({ type: 1 as const, code: industryCode(i), name, stocks: industryMembers[i] })),
    ...conceptNames.map((name, i) => ({ type: 2 as const, code: conceptCode(i), name, stocks: conceptMembers[i], hotRow: hot[i] })),
  ];
  const conceptDaily = newBarColumns(boards.length * D);
  const concepts: ConceptSeed[] = [];
  for (const b of boards) {
    for (const s of b.stocks) {
      const reason = b.type === 1 ? `主营业务属于${b.name}行业` : rng.pick(MEMBER_REASONS).replace('{c}', b.name);
      members.push({ conceptCode: b.code, stockCode: states[s].seed.code, reason });
    }
    let level = 1000 * rng.range(0.8, 1.25);
    // sums per day, member by member: each day's sums are added in member order as before (same results), while the
    // bars of one member are read in a row (they are stored day after day)
    const dayN = new Float64Array(D);
    const dayC = new Float64Array(D);
    const dayO = new Float64Array(D);
    const dayH = new Float64Array(D);
    const dayL = new Float64Array(D);
    const dayVol = new Float64Array(D);
    const dayAmt = new Float64Array(D);
    for (const s of b.stocks) {
      const rowOf = barAt[s];
      const listIdx = states[s].listIdx;
      for (let d = 0; d < D; d++) {
        const i = rowOf[d];
        if (i < 0 || (listIdx >= 0 && d - listIdx < 5)) continue;
        const p = bars.prevClose[i];
        dayN[d]++;
        dayC[d] += bars.close[i] / p - 1;
        dayO[d] += bars.open[i] / p - 1;
        dayH[d] += bars.high[i] / p - 1;
        dayL[d] += bars.low[i] / p - 1;
        dayVol[d] += bars.volume[i];
        dayAmt[d] += bars.amount[i];
      }
    }
    for (let d = 0; d < D; d++) {
      const n = dayN[d];
      const sumC = dayC[d];
      const sumO = dayO[d];
      const sumH = dayH[d];
      const sumL = dayL[d];
      const vol = dayVol[d];
      const amt = dayAmt[d];
      const k = Math.max(1, n);
      const close = level * (1 + sumC / k);
      const open = level * (1 + sumO / k);
      pushBar(
        conceptDaily,
        b.code,
        days[d],
        round2(open),
        round2(Math.max(level * (1 + sumH / k), close, open)),
        round2(Math.min(level * (1 + sumL / k), close, open)),
        round2(close),
        round2(level),
        vol,
        Math.round(amt),
        Math.round((sumC / k) * 10_000) / 100,
        0,
      );
      level = close;
    }
    let up = 0;
    let down = 0;
    let lu = 0;
    let amount = 0;
    let heat = 0;
    let lead = -1;
    for (const s of b.stocks) {
      const q = states[s].seed;
      if (q.changePercent > 0) up++;
      else if (q.changePercent < 0) down++;
      if (upFlags[s][last]) lu++;
      amount += q.amount;
      heat += q.heat;
      if (lead < 0 || q.changePercent > states[lead].seed.changePercent) lead = s;
    }
    const leader = lead >= 0 ? states[lead].seed : null;
    concepts.push({
      type: b.type,
      code: b.code,
      name: b.name,
      changePercent: conceptDaily.changePercent[conceptDaily.length - 1],
      upCount: up,
      downCount: down,
      limitUpCount: lu,
      stockCount: b.stocks.length,
      amount: Math.round(amount),
      leadingStockCode: leader?.code ?? null,
      leadingStockName: leader?.name ?? null,
      leadingStockChangePercent: leader?.changePercent ?? null,
      heat: Math.round(heat / Math.max(1, Math.sqrt(b.stocks.length)) * (b.hotRow?.[last] ? 3 : 1)),
      description:
        b.type === 1
          ? `${b.name}行业板块，收录主营业务属于${b.name}的A股上市公司，反映该行业整体走势。`
          : `${b.name}概念板块，收录业务涉及${b.name}的A股上市公司，反映该题材的市场热度与资金动向。`,
    });
  }

  // ---- indices (cap-weighted moves of their constituents)
  const byCap = states.map((_, s) => s).sort((a, b) => states[b].seed.floatMarketCap - states[a].seed.floatMarketCap);
  const shszByCap = byCap.filter((s) => states[s].seed.marketType !== 'BJ');
  const constituents: Record<string, number[]> = {
    '000001': byCap.filter((s) => states[s].seed.marketType === 'SH'),
    '399001': byCap.filter((s) => states[s].seed.marketType === 'SZ').slice(0, Math.max(10, Math.round(states.length * 0.1))),
    '399006': byCap.filter((s) => states[s].seed.board === 'gem').slice(0, 100),
    '000688': byCap.filter((s) => states[s].seed.board === 'star').slice(0, 50),
    '899050': byCap.filter((s) => states[s].seed.board === 'bse').slice(0, 50),
    '000300': shszByCap.slice(0, 300),
    '000016': byCap.filter((s) => states[s].seed.marketType === 'SH').slice(0, 50),
    '000905': shszByCap.slice(300, 800).length ? shszByCap.slice(300, 800) : shszByCap.slice(0, 50),
    '000852': shszByCap.slice(800, 1800).length ? shszByCap.slice(800, 1800) : shszByCap.slice(50, 150),
  };
  const indexDaily = newBarColumns(KEY_INDICES.length * D);
  const indices: IndexSeed[] = [];
  const minutes: MinuteSeed[] = [];
  KEY_INDICES.forEach((ix, order) => {
    const cons = constituents[ix.code];
    const rows: { o: number; h: number; l: number; c: number; v: number; a: number; up: number; down: number }[] = [];
    // sums per day, constituent by constituent: each day's sums are added in constituent order as before (same
    // results), while the bars of one stock are read in a row (they are stored day after day)
    const dayW = new Float64Array(D);
    const sums = { o: new Float64Array(D), h: new Float64Array(D), l: new Float64Array(D), c: new Float64Array(D), v: new Float64Array(D), a: new Float64Array(D) };
    const dayUp = new Float64Array(D);
    const dayDown = new Float64Array(D);
    for (const s of cons) {
      const rowOf = barAt[s];
      const listIdx = states[s].listIdx;
      const weight = Math.sqrt(states[s].seed.floatMarketCap);
      for (let d = 0; d < D; d++) {
        const i = rowOf[d];
        if (i < 0 || (listIdx >= 0 && d - listIdx < 5)) continue;
        const p = bars.prevClose[i];
        dayW[d] += weight;
        sums.o[d] += weight * (bars.open[i] / p - 1);
        sums.h[d] += weight * (bars.high[i] / p - 1);
        sums.l[d] += weight * (bars.low[i] / p - 1);
        sums.c[d] += weight * (bars.close[i] / p - 1);
        sums.v[d] += bars.volume[i];
        sums.a[d] += bars.amount[i];
        if (bars.changePercent[i] > 0) dayUp[d]++;
        else if (bars.changePercent[i] < 0) dayDown[d]++;
      }
    }
    for (let d = 0; d < D; d++) {
      const k = dayW[d] || 1;
      rows.push({ o: sums.o[d] / k, h: sums.h[d] / k, l: sums.l[d] / k, c: sums.c[d] / k, v: sums.v[d], a: sums.a[d], up: dayUp[d], down: dayDown[d] });
    }
    const growth = rows.reduce((g, r) => g * (1 + r.c), 1);
    // the reference level is where the index ends within ±3 % (seeded): a generated market never closes every index
    // on a round hundred
    const jitter = 1 + ((hashString(`${seed}:level:${ix.code}`) % 6001) - 3000) / 100_000;
    let level = (ix.level * jitter) / growth;
    let lastRow: IndexSeed | null = null;
    rows.forEach((r, d) => {
      const close = level * (1 + r.c);
      const open = level * (1 + r.o);
      const high = Math.max(level * (1 + r.h), open, close);
      const low = Math.min(level * (1 + r.l), open, close);
      pushBar(indexDaily, ix.code, days[d], round2(open), round2(high), round2(low), round2(close), round2(level), r.v, Math.round(r.a), Math.round(r.c * 10_000) / 100, 0);
      lastRow = {
        code: ix.code,
        name: ix.name,
        marketType: ix.marketType,
        sort: order + 1,
        price: round2(close),
        change: round2(round2(close) - round2(level)),
        changePercent: Math.round(r.c * 10_000) / 100,
        open: round2(open),
        high: round2(high),
        low: round2(low),
        prevClose: round2(level),
        volume: r.v,
        amount: Math.round(r.a),
        upCount: r.up,
        downCount: r.down,
      };
      level = close;
    });
    const latest = lastRow as unknown as IndexSeed;
    indices.push(latest);
    for (const m of synthesizeMinutes({ ...latest, close: latest.price }, `${seed}:index:${ix.code}:${days[last]}`)) {
      minutes.push({ securityType: 2, code: ix.code, tradeDate: days[last], ...m });
    }
  });

  // ---- two-market turnover and breadth per day
  const turnover: TurnoverSeed[] = days.map((tradeDate, d) => {
    const t: TurnoverSeed = { tradeDate, shAmount: 0, szAmount: 0, bjAmount: 0, totalAmount: 0, upCount: 0, downCount: 0, flatCount: 0, limitUpCount: 0, limitDownCount: 0 };
    for (let s = 0; s < states.length; s++) {
      const i = barAt[s][d];
      if (i < 0) continue;
      const a = bars.amount[i];
      const m = states[s].seed.marketType;
      if (m === 'SH') t.shAmount += a;
      else if (m === 'SZ') t.szAmount += a;
      else t.bjAmount += a;
      const c = bars.changePercent[i];
      if (c > 0) t.upCount++;
      else if (c < 0) t.downCount++;
      else t.flatCount++;
      if (upFlags[s][d]) t.limitUpCount++;
      if (downFlags[s][d]) t.limitDownCount++;
    }
    t.totalAmount = t.shAmount + t.szAmount + t.bjAmount;
    return t;
  });

  // ---- limit-up pools for the last poolDays trade days (consistent with the bars)
  const limitUp: LimitUpSeed[] = [];
  const upRows = new Map<string, LimitUpSeed>();
  const poolStart = Math.max(1, D - scale.poolDays);
  for (let d = poolStart; d < D; d++) {
    for (let s = 0; s < states.length; s++) {
      const i = barAt[s][d];
      if (i < 0) continue;
      const isUp = upFlags[s][d];
      const isBroken = brokenFlags[s][d];
      const isDown = downFlags[s][d];
      const wasUp = upFlags[s][d - 1];
      if (!isUp && !isBroken && !isDown && !wasUp) continue;
      const st = states[s];
      const r = new Prng(hashString(`${st.seed.code}:${days[d]}`, seed));
      const floatCap = Math.round(st.seed.floatShares * bars.close[i]);
      const hotConcept = st.conceptIdx.find((c) => hot[c][d]) ?? st.conceptIdx[0];
      const reasonConcept = hotConcept === undefined ? st.seed.industryName : conceptNames[hotConcept];
      const reason = r.pick(LIMIT_REASONS).replace('{c}', reasonConcept);
      const history = (flags: boolean[], end: number) => flags.slice(st.startIdx, end + 1);
      const base = {
        tradeDate: days[d],
        stockCode: st.seed.code,
        stockName: st.seed.name,
        price: bars.close[i],
        changePercent: bars.changePercent[i],
        amount: bars.amount[i],
        turnoverRate: bars.turnoverRate[i],
        floatMarketCap: floatCap,
        reasonConcept,
        reason,
        sealAmount: 0,
        firstSealTime: null as string | null,
        lastSealTime: null as string | null,
        openCount: 0,
        streak: 0,
        ntN: 0,
        ntT: 0,
        oneWord: false,
      };
      if (isUp) {
        const oneWord = oneWordFlags[s][d];
        const first = oneWord ? 0 : sealMinute(r, 0);
        const openCount = oneWord ? 0 : r.chance(0.3) ? r.int(1, 3) : 0;
        const lastSeal = openCount ? sealMinute(r, first + 1) : first;
        const nt = ntStat(history(upFlags[s], d));
        const row: LimitUpSeed = {
          ...base,
          poolType: 1,
          sealAmount: Math.round(floatCap * r.range(0.002, 0.03) * (oneWord ? 4 : 1)),
          ...(oneWord ? { firstSealTime: '09:25:00', lastSealTime: '09:25:00' } : sealTimes(first, lastSeal, r)),
          openCount,
          streak: streak(history(upFlags[s], d)),
          ntN: nt.n,
          ntT: nt.t,
          oneWord,
        };
        limitUp.push(row);
        upRows.set(`${days[d]}:${st.seed.code}`, row);
      } else if (isBroken) {
        const first = sealMinute(r, 0);
        const lastSeal = sealMinute(r, first);
        const nt = ntStat(history(upFlags[s], d - 1));
        limitUp.push({
          ...base,
          poolType: 2,
          ...sealTimes(first, lastSeal, r),
          openCount: r.int(1, 5),
          streak: 0,
          ntN: nt.n,
          ntT: nt.t,
        });
      }
      if (isDown) {
        const first = sealMinute(r, 0);
        limitUp.push({
          ...base,
          poolType: 3,
          reasonConcept: st.seed.isSt ? 'ST板块' : reasonConcept,
          reason: st.seed.isSt ? '公司股票被实施风险警示，经营持续承压' : `${reasonConcept}板块调整，获利盘集中兑现`,
          sealAmount: Math.round(floatCap * r.range(0.001, 0.01)),
          ...sealTimes(first, sealMinute(r, first), r),
          openCount: r.chance(0.3) ? r.int(1, 2) : 0,
          streak: streak(history(downFlags[s], d)),
        });
      }
      if (wasUp) {
        const y = upRows.get(`${days[d - 1]}:${st.seed.code}`);
        limitUp.push({
          ...base,
          poolType: 4,
          reasonConcept: y?.reasonConcept ?? reasonConcept,
          reason: y?.reason ?? reason,
          streak: y?.streak ?? streak(history(upFlags[s], d - 1)),
          ntN: y?.ntN ?? 0,
          ntT: y?.ntT ?? 0,
          firstSealTime: y?.firstSealTime ?? null,
          lastSealTime: y?.lastSealTime ?? null,
        });
      }
    }
  }

  const stocks = states.map((s) => s.seed);
  const texts = generateTexts(new Prng(hashString('texts', seed)), { scale, days, today: options.today ?? new Date(), stocks, concepts });
  return { tradeDays: days, stocks, concepts, members, stockDaily: bars, conceptDaily, indices, indexDaily, minutes, turnover, limitUp, ...texts };
}

/** A trading-minute index (0 = 09:30 … 239 = 14:59) skewed towards the morning, not before `from`. */
function sealMinute(r: Prng, from: number): number {
  return Math.min(239, from + Math.floor((240 - from) * r.next() ** 2.2));
}

function minuteTime(idx: number, r: Prng): string {
  const m = idx < 120 ? 9 * 60 + 30 + idx : 13 * 60 + (idx - 120);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
}

/** First and last seal times of two session minutes; within one minute the random seconds are put in order. */
function sealTimes(first: number, last: number, r: Prng): { firstSealTime: string; lastSealTime: string } {
  const a = minuteTime(first, r);
  const b = minuteTime(last, r);
  return a <= b ? { firstSealTime: a, lastSealTime: b } : { firstSealTime: b, lastSealTime: a };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
