import type { Db } from '../../../../db/client';
import type { TushareApiName } from './catalog';
import type { TushareClient } from './client';
import {
  mapAdjFactor,
  mapAnnouncements,
  mapDaily,
  mapHotList,
  mapIndexDaily,
  INDEX_TS_CODES,
  mapKplList,
  mapLimitList,
  mapMoneyFlow,
  mapNews,
  mapRtK,
  mapStockBasic,
  mapThsIndex,
  mapThsMember,
  mapTopInst,
  mapTopList,
  tsDate,
  type BoardMember,
  type Flash,
} from './mappers';
import type { MarketWrites, WriteResult } from './writes';
import { AUCTION_DATASET } from './auction';

/** What one pull answered (rows) and what the write did. */
export interface PullResult extends WriteResult {
  rows: number;
}

export interface PullContext {
  client: TushareClient;
  writes: MarketWrites;
  /** runs `work` in one transaction */
  tx: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  now: Date;
  /** the trade day the pull is for: the pending day (per-day datasets) or the latest open day (the others) */
  date: string;
  /** the dataset's cursor before this pull (snapshots that pull "since") */
  cursor: string | null;
}

/**
 * A dataset of the data-source page: one fact of the market, the interfaces it reads, when it is pulled and what the
 * site shows without it. `day`: once per trade day, after `readyMinutes` past that day's midnight (Beijing time);
 * `once`: once per calendar day after `readyMinutes`; `snapshot`: at every run of its job.
 */
export interface DatasetDef {
  key: string;
  label: string;
  apis: TushareApiName[];
  job: 'sync' | 'quotes';
  kind: 'day' | 'once' | 'snapshot';
  readyMinutes: number;
  /**
   * trade days pulled when a per-day dataset starts (no cursor): the history the pages show (a year of bars, a month of
   * pools), so no generated demo history is left between real days
   */
  backfill: number;
  /** at most this many trade days per run (a longer backfill continues over the next runs) */
  maxPerRun?: number;
  /** the write method it needs (none: the calendar, which only steers the runner) */
  writer: keyof MarketWrites | null;
  /** what the site shows without this dataset */
  without: string;
  /** pulled only when this other dataset cannot be read */
  fallbackOf?: string;
  pull(ctx: PullContext): Promise<PullResult & { cursor?: string }>;
}

const hm = (h: number, m = 0) => h * 60 + m;
const none: WriteResult = { written: 0, unchanged: 0, problems: [] };

/** Beijing wall-clock text tushare's news takes: 2026-11-27 10:05:00. */
const beijingText = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Sources of the news dataset (tushare news src); each flash is attributed to its own source. */
export const NEWS_SRCS = ['sina', 'cls'];

/** rt_k: the whole A-share market by code prefix. */
export const RT_K_CODES = '6*.SH,0*.SZ,3*.SZ,4*.BJ,8*.BJ,9*.BJ';

export const DATASETS: DatasetDef[] = [
  {
    key: 'trade_cal',
    label: '交易日历',
    apis: ['trade_cal'],
    job: 'sync',
    kind: 'snapshot',
    readyMinutes: 0,
    backfill: 0,
    writer: null,
    without: '交易日按本站内置的节假日表判断',
    // pulled by the runner itself (every other dataset depends on it)
    pull: async () => ({ rows: 0, ...none }),
  },
  {
    key: 'stock_basic',
    label: '股票列表与行业',
    apis: ['stock_basic'],
    job: 'sync',
    kind: 'once',
    readyMinutes: hm(8, 30),
    backfill: 0,
    writer: 'stocks',
    without: '股票名称与行业是演示数据或手工导入的',
    async pull({ client, writes, tx }) {
      const rows = await client.query('stock_basic', { list_status: 'L' }, ['ts_code', 'symbol', 'name', 'industry', 'list_date', 'list_status']);
      const mapped = mapStockBasic(rows);
      return { rows: rows.length, ...(await tx((db) => writes.stocks(db, mapped))) };
    },
  },
  {
    key: 'daily',
    label: '日线行情（收盘）',
    apis: ['daily'],
    job: 'sync',
    kind: 'day',
    readyMinutes: hm(16, 30),
    backfill: 250,
    maxPerRun: 125,
    writer: 'dailyBars',
    without: '日K与收盘价来自推送接口或手工导入',
    async pull({ client, writes, tx, date, now }) {
      const rows = await client.query('daily', { trade_date: tsDate(date) });
      const mapped = mapDaily(rows);
      return { rows: rows.length, ...(await tx((db) => writes.dailyBars(db, date, mapped, now))) };
    },
  },
  {
    key: 'index_daily',
    label: '重点指数日线',
    apis: ['index_daily'],
    job: 'sync',
    kind: 'day',
    readyMinutes: hm(16, 30),
    backfill: 250,
    maxPerRun: 20,
    writer: 'indexBars',
    without: '指数点位来自推送接口或由成分股推算',
    async pull({ client, writes, tx, date, now }) {
      const rows: Record<string, unknown>[] = [];
      for (const code of INDEX_TS_CODES) rows.push(...(await client.query('index_daily', { ts_code: code, trade_date: tsDate(date) })));
      const mapped = mapIndexDaily(rows);
      return { rows: rows.length, ...(await tx((db) => writes.indexBars!(db, date, mapped, now))) };
    },
  },
  {
    key: 'adj_factor',
    label: '复权因子',
    apis: ['adj_factor'],
    job: 'sync',
    kind: 'day',
    readyMinutes: hm(9, 30),
    backfill: 1,
    writer: 'adjFactors',
    without: 'K 线按不复权价格显示',
    async pull({ client, writes, tx, date }) {
      const rows = await client.query('adj_factor', { trade_date: tsDate(date) });
      const mapped = mapAdjFactor(rows);
      return { rows: rows.length, ...(await tx((db) => writes.adjFactors!(db, date, mapped))) };
    },
  },
  {
    key: 'limit_list_d',
    label: '涨停 / 炸板 / 跌停股池',
    apis: ['limit_list_d'],
    job: 'sync',
    kind: 'day',
    readyMinutes: hm(17),
    backfill: 20,
    writer: 'limitPools',
    without: '股池由行情推算（价格到涨跌停价即入池），封单金额、炸板次数、涨停统计不准',
    async pull({ client, writes, tx, date }) {
      const rows = await client.query('limit_list_d', { trade_date: tsDate(date) });
      const mapped = mapLimitList(rows);
      return { rows: rows.length, ...(await tx((db) => writes.limitPools(db, date, mapped))) };
    },
  },
  {
    key: 'kpl_list',
    label: '涨停原因（开盘啦）',
    apis: ['kpl_list'],
    job: 'sync',
    kind: 'day',
    // 开盘啦 data of a day is published the next morning at 8:30
    readyMinutes: hm(24 + 8, 30),
    backfill: 1,
    writer: 'limitReasons',
    without: '涨停原因显示为所属概念的异动',
    async pull({ client, writes, tx, date }) {
      const rows = await client.query('kpl_list', { trade_date: tsDate(date), tag: '涨停' });
      const mapped = mapKplList(rows);
      return { rows: rows.length, ...(await tx((db) => writes.limitReasons!(db, date, mapped))) };
    },
  },
  {
    key: 'ths_hot',
    label: '同花顺热榜（概念标签、上榜解读）',
    apis: ['ths_hot'],
    job: 'sync',
    kind: 'snapshot',
    readyMinutes: 0,
    backfill: 0,
    writer: 'hotRanks',
    without: '人气榜按本站热度排序',
    async pull({ client, writes, tx, date }) {
      const rows = await client.query('ths_hot', { trade_date: tsDate(date), market: '热股', is_new: 'N' });
      const mapped = mapHotList(rows);
      return { rows: rows.length, ...(await tx((db) => writes.hotRanks(db, mapped))), cursor: mapped[0]?.time?.toISOString() };
    },
  },
  {
    key: 'dc_hot',
    label: '东方财富人气榜（同花顺热榜无权限时）',
    apis: ['dc_hot'],
    job: 'sync',
    kind: 'snapshot',
    readyMinutes: 0,
    backfill: 0,
    writer: 'hotRanks',
    without: '人气榜按本站热度排序',
    fallbackOf: 'ths_hot',
    async pull({ client, writes, tx, date }) {
      const rows = await client.query('dc_hot', { trade_date: tsDate(date), market: 'A股市场', hot_type: '人气榜', is_new: 'N' });
      const mapped = mapHotList(rows);
      return { rows: rows.length, ...(await tx((db) => writes.hotRanks(db, mapped))), cursor: mapped[0]?.time?.toISOString() };
    },
  },
  {
    key: 'ths_board',
    label: '概念与行业板块及成分',
    apis: ['ths_index', 'ths_member'],
    job: 'sync',
    kind: 'once',
    readyMinutes: hm(9),
    backfill: 0,
    writer: 'boards',
    without: '板块与成分是演示数据或手工导入的；股票列表的行业名会建出行业板块',
    async pull({ client, writes, tx }) {
      const indexRows = await client.query('ths_index', { exchange: 'A' });
      const boards = mapThsIndex(indexRows);
      const members: BoardMember[] = [];
      let rows = indexRows.length;
      for (const b of boards) {
        const m = await client.query('ths_member', { ts_code: b.sourceCode });
        rows += m.length;
        members.push(...mapThsMember(m));
      }
      return { rows, ...(await tx((db) => writes.boards!(db, boards, members))) };
    },
  },
  {
    key: 'moneyflow',
    label: '个股资金流向',
    apis: ['moneyflow'],
    job: 'sync',
    kind: 'day',
    readyMinutes: hm(19, 30),
    backfill: 1,
    writer: 'moneyFlow',
    without: '不显示资金流向',
    async pull({ client, writes, tx, date }) {
      const rows = await client.query('moneyflow', { trade_date: tsDate(date) });
      const mapped = mapMoneyFlow(rows);
      return { rows: rows.length, ...(await tx((db) => writes.moneyFlow!(db, date, mapped))) };
    },
  },
  {
    key: 'dragon_tiger',
    label: '龙虎榜（明细与机构席位）',
    apis: ['top_list', 'top_inst'],
    job: 'sync',
    kind: 'day',
    readyMinutes: hm(20),
    backfill: 1,
    writer: 'dragonTiger',
    without: '不显示龙虎榜',
    async pull({ client, writes, tx, date }) {
      const list = await client.query('top_list', { trade_date: tsDate(date) });
      const inst = await client.query('top_inst', { trade_date: tsDate(date) });
      const entries = mapTopList(list);
      const seats = mapTopInst(inst);
      return { rows: list.length + inst.length, ...(await tx((db) => writes.dragonTiger!(db, date, entries, seats))) };
    },
  },
  AUCTION_DATASET,
  {
    key: 'anns',
    label: '公告',
    apis: ['anns_d'],
    job: 'sync',
    kind: 'snapshot',
    readyMinutes: 0,
    backfill: 0,
    writer: 'announcements',
    without: '公告来自推送接口或后台录入',
    async pull({ client, writes, tx, now }) {
      const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      const rows = await client.query('anns_d', { ann_date: tsDate(today) });
      const mapped = mapAnnouncements(rows);
      return { rows: rows.length, ...(await tx((db) => writes.announcements!(db, mapped))) };
    },
  },
  {
    key: 'news',
    label: '快讯',
    apis: ['news'],
    job: 'sync',
    kind: 'snapshot',
    readyMinutes: 0,
    backfill: 0,
    writer: 'flashes',
    without: '快讯来自推送接口或后台录入',
    async pull({ client, writes, tx, now, cursor }) {
      const since = cursor ? new Date(cursor) : new Date(now.getTime() - 3_600_000);
      let rows = 0;
      const flashes: Flash[] = [];
      for (const src of NEWS_SRCS) {
        const r = await client.query('news', { src, start_date: beijingText(since), end_date: beijingText(now) });
        rows += r.length;
        flashes.push(...mapNews(r, src));
      }
      const result = await tx((db) => writes.flashes!(db, flashes));
      return { rows, ...result, cursor: now.toISOString() };
    },
  },
  {
    key: 'realtime',
    label: '盘中实时行情',
    apis: ['rt_k'],
    job: 'quotes',
    kind: 'snapshot',
    readyMinutes: 0,
    backfill: 0,
    writer: 'realtimeQuotes',
    without: '盘中行情来自推送接口（MARKET_FEED=push）；没有推送时收盘后随日线更新',
    async pull({ client, writes, tx, now, date }) {
      const rows = await client.query('rt_k', { ts_code: RT_K_CODES }, ['ts_code', 'name', 'pre_close', 'high', 'open', 'low', 'close', 'vol', 'amount', 'trade_time']);
      const mapped = mapRtK(rows, date);
      return { rows: rows.length, ...(await tx((db) => writes.realtimeQuotes(db, mapped, now))) };
    },
  },
];

export const datasetOf = (key: string) => DATASETS.find((d) => d.key === key);
