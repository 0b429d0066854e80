import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import type { Db } from '../../../../db/client';
import { getJobHandler } from '../../../infra/job/job-handlers';
import { TushareClient } from './client';
import { DATASETS } from './datasets';
import { registerTushareJobs } from './jobs';
import { RateLimiter } from './rate-limiter';
import { SYNC_JOB, runTusharePull } from './runner';
import { emptyAnswer, fixture, recordedMarket, stubTushare, type SentCall } from './test-kit';
import { feedWrites } from './writes';

/** Beijing wall-clock time */
const at = (s: string) => new Date(`${s}+08:00`);
const AFTER_CLOSE = at('2026-11-27T18:00:00');

let t: TestApp;
let db: Db;
let staff = '';

const q = async <T = any>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
const dataset = async (key: string) => (await q('select * from stock_source_dataset where source = $1 and dataset = $2', ['tushare', key]))[0];

/** A limiter whose clock only moves when it sleeps (no real minute waited). */
function instantLimiter() {
  let now = Date.now();
  return new RateLimiter(
    () => now,
    async (ms) => {
      now += ms;
    },
  );
}

async function pull(answer: (c: SentCall) => unknown, now = AFTER_CLOSE, only?: string[]) {
  const stub = stubTushare(answer);
  const client = new TushareClient({ token: 'test-token', fetch: stub.fetch, limiter: instantLimiter() });
  const text = await runTusharePull(db, { client, writes: feedWrites, now, only });
  return { text, calls: stub.calls, apis: stub.calls.map((c) => c.api_name) };
}

/** Everything the pull may write, as one comparable text. */
async function marketState(): Promise<string> {
  const parts = await Promise.all([
    q("select code, name, industry_code, industry_name, price, prev_close, open, high, low, volume, amount, hot_rank, quote_time from stock_info order by code"),
    q("select * from stock_daily where trade_date >= '2026-11-20' order by stock_code, trade_date"),
    q("select trade_date, pool_type, stock_code, price, seal_amount, first_seal_time, last_seal_time, open_count, streak, nt_n, nt_t from stock_limit_up where trade_date >= '2026-11-20' order by 1, 2, 3"),
    q('select code, type, name, stock_count from stock_concept order by code'),
    q('select * from stock_concept_member order by concept_code, stock_code'),
    q("select * from stock_minute where trade_date >= '2026-11-20' order by security_type, code, trade_date, minute"),
    q('select * from stock_adj_factor order by stock_code, trade_date'),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await createTestApp({ marketSource: 'tushare', tushareToken: 'test-token' });
  db = t.app.db;
  staff = await t.login('admin', 'admin123');
  // the market as of the close of 2026-11-25: the recorded answers are for 26 and 27 November
  await q("delete from stock_market_turnover where trade_date >= '2026-11-26'");
  await q("update stock_info set quote_time = '2026-11-25T07:00:00Z'");
  await q("delete from stock_limit_up where trade_date >= '2026-11-26'");
});
afterAll(() => t.close());

describe('tushare pull through the write path', () => {
  it('a first run pulls the calendar, the stock list, the bars and quotes, the pools and the hot list', async () => {
    expect(await q("select 1 from stock_info where code = '603288'")).toHaveLength(0);
    const run = await pull(recordedMarket());
    // the calendar first; the trade days of bars and pools (backfill); the hot list; the fallback list, the intraday
    // quotes outside trading and the datasets the market cannot store yet are not called
    expect(run.apis[0]).toBe('trade_cal');
    // the calendar recorded holds 10 open days up to 27 November: all of them are within the backfill
    expect(run.calls.filter((c) => c.api_name === 'daily').map((c) => c.params.trade_date)).toEqual(
      ['16', '17', '18', '19', '20', '23', '24', '25', '26', '27'].map((d) => `202611${d}`),
    );
    expect(run.apis.filter((a) => a === 'limit_list_d')).toHaveLength(10);
    expect(run.apis).toContain('stock_basic');
    expect(run.apis).toContain('ths_hot');
    for (const api of ['dc_hot', 'rt_k']) expect(run.apis).not.toContain(api);
    for (const api of ['adj_factor', 'kpl_list', 'index_daily', 'ths_index', 'ths_member', 'moneyflow', 'top_list', 'top_inst', 'anns_d', 'news']) expect(run.apis).toContain(api);
    expect(run.calls.every((c) => c.token === 'test-token')).toBe(true);

    // real names and tushare's industries; an unknown industry creates its board
    const [haitian] = await q("select name, industry_name, industry_code, list_date::text from stock_info where code = '603288'");
    expect(haitian).toMatchObject({ name: '海天味业', industry_name: '食品', list_date: '2014-02-11' });
    expect(await q("select type, name from stock_concept where code = $1", [haitian.industry_code])).toEqual([{ type: 1, name: '食品' }]);
    expect((await q("select industry_name from stock_info where code = '300750'"))[0].industry_name).toBe('电气设备');

    // the latest trade day's bars are the day's quotes: quote, bar and last minute are one record
    const [quote] = await q("select price::float8, prev_close::float8, open::float8, high::float8, low::float8, volume::float8 from stock_info where code = '600519'");
    const [bar] = await q("select close::float8, prev_close::float8, open::float8, high::float8, low::float8, volume::float8, amount::float8 from stock_daily where stock_code = '600519' and trade_date = '2026-11-27'");
    const [minute] = await q("select price::float8 from stock_minute where security_type = 1 and code = '600519' and trade_date = '2026-11-27' order by minute desc limit 1");
    expect(quote).toEqual({ price: 1420, prev_close: 1411.22, open: 1410, high: 1425.88, low: 1405.01, volume: 3123456 });
    expect(bar).toEqual({ close: 1420, prev_close: 1411.22, open: 1410, high: 1425.88, low: 1405.01, volume: 3123456, amount: 4431234321 });
    expect(minute.price).toBe(1420);
    expect((await q("select close::float8 from stock_daily where stock_code = '600519' and trade_date = '2026-11-26'"))[0].close).toBe(1411.22);
    expect((await q('select max(trade_date)::text d from stock_market_turnover'))[0].d).toBe('2026-11-27');

    // the pools as tushare lists them
    const pools = await q("select pool_type, stock_code, seal_amount::float8, first_seal_time, open_count, streak from stock_limit_up where trade_date = '2026-11-27' and stock_code in ('600036', '300750', '002594') order by pool_type");
    expect(pools).toEqual([
      { pool_type: 1, stock_code: '600036', seal_amount: 1234567890, first_seal_time: '10:05:12', open_count: 0, streak: 1 },
      { pool_type: 2, stock_code: '300750', seal_amount: 0, first_seal_time: '10:30:15', open_count: 3, streak: 0 },
      { pool_type: 3, stock_code: '002594', seal_amount: 234567890, first_seal_time: null, open_count: 1, streak: 1 },
    ]);
    // and only those: the source's pools are the day's
    expect((await q("select count(*)::int n from stock_limit_up where trade_date = '2026-11-27' and pool_type in (1, 2, 3)"))[0].n).toBe(3);

    // the hot list: the newest snapshot's A-shares take ranks 1…4
    const ranks = await q("select code, hot_rank from stock_info where code in ('600036', '300750', '002594', '603288') order by hot_rank");
    expect(ranks).toEqual([
      { code: '600036', hot_rank: 1 },
      { code: '300750', hot_rank: 2 },
      { code: '002594', hot_rank: 3 },
      { code: '603288', hot_rank: 4 },
    ]);

    // 复权因子 of the latest trade day, A-shares only (the ETF of the answer is not a stock of the site)
    expect(await q("select stock_code, trade_date::text, factor::float8 from stock_adj_factor order by stock_code")).toEqual([
      { stock_code: '600036', trade_date: '2026-11-27', factor: 3.2541 },
      { stock_code: '600519', trade_date: '2026-11-27', factor: 8.4101 },
    ]);

    // per-dataset state for the data-source page
    expect(await dataset('daily')).toMatchObject({ status: 'ok', cursor: '2026-11-27', last_rows: 14 });
    expect((await dataset('daily')).message).toContain('2026-11-16 至 2026-11-27 共 10 个交易日');
    expect(await dataset('limit_list_d')).toMatchObject({ status: 'ok', cursor: '2026-11-27', last_rows: 3, last_written: 3 });
    expect(await dataset('stock_basic')).toMatchObject({ status: 'ok', cursor: '2026-11-27', last_rows: 7 });
    // 开盘啦's reasons of a day are published the next morning: the 26th now, the 27th the next day (below)
    expect(await dataset('kpl_list')).toMatchObject({ status: 'ok', cursor: '2026-11-26' });
    // the index's bar of the day is its quote too: level = bar = last minute
    const [index] = await q("select price::float8, prev_close::float8 from stock_index where code = '000001'");
    const [indexBar] = await q("select close::float8, prev_close::float8 from stock_index_daily where index_code = '000001' and trade_date = '2026-11-27'");
    const [indexMinute] = await q("select price::float8 from stock_minute where security_type = 2 and code = '000001' and trade_date = '2026-11-27' order by minute desc limit 1");
    expect(indexBar).toEqual({ close: 3864.37, prev_close: 3796.28 });
    expect(index).toEqual({ price: 3864.37, prev_close: 3796.28 });
    expect(indexMinute.price).toBe(3864.37);
    // boards with members by the source (a concept board created, the 银行 industry board found by its name); 地域 and
    // Hong Kong boards left out; former members left out
    // (the demo market has a 固态电池 board already: it is that board, now with the source's members)
    const board = await q("select c.name, array_agg(m.stock_code order by m.stock_code) members from stock_concept c join stock_concept_member m on m.concept_code = c.code where c.name = '固态电池' and c.type = 2 group by c.code, c.name");
    expect(board).toEqual([{ name: '固态电池', members: ['002594', '300750'] }]);
    expect(await q("select 1 from stock_concept where name in ('浙江', '港股通科技')")).toEqual([]);
    // announcements through the one announcement path, the kind from the title; a fund's is not a stock's
    expect(await q("select stock_code, type, ann_date::text from stock_announcement where title = '招商银行关于董事会换届选举的公告'")).toEqual([
      { stock_code: '600036', type: '信息变更', ann_date: '2026-11-27' },
    ]);
    // 资金流向 and 龙虎榜 through their one write path
    expect((await q("select count(*)::int n from stock_money_flow where trade_date = '2026-11-27'"))[0].n).toBeGreaterThan(0);
    expect((await q("select count(*)::int n from stock_dragon_tiger where trade_date = '2026-11-27'"))[0].n).toBeGreaterThan(0);
    // flashes attributed to their news source
    expect((await q("select source from stock_information where content like '%宁德时代炸板%'")).map((r) => r.source)).toEqual(['新浪财经']);
    expect(await dataset('dc_hot')).toMatchObject({ status: 'standby' });
    expect(run.text).toContain('日线行情（收盘）');
  });

  it('the next morning 开盘啦\'s 涨停原因 of the day go onto its 涨停 rows (a stock not in the pool is reported, not written)', async () => {
    await pull(recordedMarket(), at('2026-11-28T09:00:00'), ['kpl_list']);
    expect(await q("select reason, reason_concept from stock_limit_up where trade_date = '2026-11-27' and pool_type = 1 and stock_code = '600036'")).toEqual([
      { reason: '高股息+银行估值修复', reason_concept: '高股息' },
    ]);
    expect(await dataset('kpl_list')).toMatchObject({ status: 'ok', cursor: '2026-11-27', last_written: 1 });
  });

  it('running again writes nothing: the cursors say there is nothing new and the snapshots are unchanged', async () => {
    const before = await marketState();
    const contents = async () => JSON.stringify(await q('select (select count(*) from stock_announcement) a, (select count(*) from stock_information) f'));
    const texts = await contents();
    const run = await pull(recordedMarket(), at('2026-11-27T18:10:00'));
    // the per-day and once-a-day datasets are caught up; the snapshots (hot list, announcements, news) are asked again
    expect([...new Set(run.apis)].sort()).toEqual(['anns_d', 'news', 'ths_hot', 'trade_cal']);
    expect(await marketState()).toBe(before);
    expect(await contents()).toBe(texts);
    expect(await dataset('ths_hot')).toMatchObject({ status: 'ok', last_written: 0 });
    expect((await dataset('daily')).message).toBe('已是最新（2026-11-27）');
  });

  it('pulling the same days again (cursors cleared) still writes nothing', async () => {
    await q("update stock_source_dataset set cursor = null where dataset in ('daily', 'limit_list_d', 'stock_basic')");
    const before = await marketState();
    await pull(recordedMarket(), at('2026-11-27T18:20:00'));
    const after = await marketState();
    if (after !== before) {
      const [b, a] = [JSON.parse(before), JSON.parse(after)];
      for (let i = 0; i < b.length; i++) expect(a[i], `part ${i}`).toEqual(b[i]);
    }
    for (const key of ['daily', 'limit_list_d', 'stock_basic']) expect(await dataset(key)).toMatchObject({ status: 'ok', last_written: 0 });
  });

  it('a pool row the quote path made for a stock the source does not list is removed when the day\'s pools arrive', async () => {
    await q(`insert into stock_limit_up (trade_date, pool_type, stock_code, stock_name, price, change_percent, amount, float_market_cap, reason)
      values ('2026-11-27', 1, '600519', '贵州茅台', 1420, 10, 1, 1, '盘中资金集中买入')`);
    await q("update stock_source_dataset set cursor = '2026-11-26' where dataset = 'limit_list_d'");
    await pull(recordedMarket(), at('2026-11-27T18:12:00'), ['limit_list_d']);
    expect(await q("select 1 from stock_limit_up where trade_date = '2026-11-27' and stock_code = '600519' and pool_type = 1")).toEqual([]);
    expect((await q("select count(*)::int n from stock_limit_up where trade_date = '2026-11-27' and pool_type in (1, 2, 3)"))[0].n).toBe(3);
  });

  it('a dataset the token may not read is 无权限 (the others go on); the hot list falls back to 东方财富', async () => {
    await q("update stock_source_dataset set cursor = '2026-11-26' where dataset in ('daily', 'limit_list_d')");
    const run = await pull(recordedMarket({ limit_list_d: fixture('error_no_permission'), ths_hot: fixture('error_no_permission') }), at('2026-11-27T18:30:00'));
    expect(run.apis).toContain('dc_hot');
    const limit = await dataset('limit_list_d');
    expect(limit.status).toBe('no_permission');
    expect(limit.message).toContain('无权限：当前令牌不能读取涨跌停列表（limit_list_d），需要5000 积分');
    expect(limit.cursor).toBe('2026-11-26');
    expect(await dataset('daily')).toMatchObject({ status: 'ok', cursor: '2026-11-27' });
    expect(await dataset('dc_hot')).toMatchObject({ status: 'ok' });
    expect((await q("select hot_rank from stock_info where code = '600519'"))[0].hot_rank).toBe(3);

    const status = await t.call({ method: 'GET', url: '/admin-api/stock-admin/source/status', token: staff });
    expect(status.code).toBe(0);
    const byKey = new Map(status.data.datasets.map((d: any) => [d.key, d]));
    expect(byKey.get('limit_list_d')).toMatchObject({ state: 'no_permission', stateLabel: '无权限', cursor: '2026-11-26' });
    expect(byKey.get('ths_hot')).toMatchObject({ state: 'no_permission', stateLabel: '无权限' });
  });

  it('a per-minute refusal that persists is 调用受限 and resumes from the cursor on the next run', async () => {
    let refusals = 0;
    const refuse = { limit_list_d: () => (refusals++, fixture('error_rate_limit')) };
    await pull(recordedMarket(refuse), at('2026-11-27T18:40:00'));
    expect(refusals).toBe(2); // refused, a minute waited, refused again
    expect(await dataset('limit_list_d')).toMatchObject({ status: 'rate_limited', cursor: '2026-11-26' });
    const resumed = await pull(recordedMarket(), at('2026-11-27T18:50:00'));
    expect(resumed.calls.filter((c) => c.api_name === 'limit_list_d').map((c) => c.params.trade_date)).toEqual(['20261127']);
    expect(await dataset('limit_list_d')).toMatchObject({ status: 'ok', cursor: '2026-11-27' });
  });

  it('an empty answer for the latest trade day means not published yet: the day stays pending', async () => {
    await q("update stock_source_dataset set cursor = '2026-11-26' where dataset = 'daily'");
    const late = await pull(recordedMarket({ daily: emptyAnswer(['ts_code', 'trade_date', 'close']) }), at('2026-11-27T18:55:00'), ['daily']);
    expect(late.calls.filter((c) => c.api_name === 'daily')).toHaveLength(1);
    expect(await dataset('daily')).toMatchObject({ status: 'ok', cursor: '2026-11-26', message: '2026-11-27 的数据 tushare 尚未发布，下次再取' });
    await pull(recordedMarket(), at('2026-11-27T19:05:00'), ['daily']);
    expect(await dataset('daily')).toMatchObject({ status: 'ok', cursor: '2026-11-27', last_written: 0 });
  });

  it('intraday: the quotes job applies rt_k through the quote path during continuous trading only', async () => {
    const rt = { rt_k: fixture('rt_k') };
    const stub = stubTushare(recordedMarket(rt));
    const client = new TushareClient({ token: 'test-token', fetch: stub.fetch, limiter: instantLimiter() });
    // Saturday: nothing is pulled
    expect(await runTusharePull(db, { client, writes: feedWrites, job: 'quotes', now: at('2026-11-28T10:15:00') })).toBe('非交易时段，未拉取');
    expect(stub.calls).toEqual([]);
    // Monday 10:15: a new trade day rolls in and the quotes are applied
    await runTusharePull(db, { client, writes: feedWrites, job: 'quotes', now: at('2026-11-30T10:15:30') });
    expect(stub.calls.filter((c) => c.api_name === 'rt_k')).toHaveLength(1);
    const [quote] = await q("select price::float8, prev_close::float8, high::float8, volume::float8, quote_time from stock_info where code = '600519'");
    expect(quote).toMatchObject({ price: 1428.8, prev_close: 1420, high: 1431, volume: 1234567 });
    expect(new Date(quote.quote_time).toISOString()).toBe('2026-11-30T02:15:03.000Z');
    const [bar] = await q("select close::float8 from stock_daily where stock_code = '600519' and trade_date = '2026-11-30'");
    expect(bar.close).toBe(1428.8);
    expect(await dataset('realtime')).toMatchObject({ status: 'ok', last_rows: 3, last_written: 2 });
    // the same snapshot again changes nothing
    await runTusharePull(db, { client, writes: feedWrites, job: 'quotes', now: at('2026-11-30T10:16:30') });
    expect(await dataset('realtime')).toMatchObject({ status: 'ok', last_written: 0 });
  });

  it('a bad token stops the run and every dataset says so', async () => {
    const err = await pull(() => fixture('error_bad_token'), at('2026-11-27T19:00:00')).catch((e) => e);
    expect(err.message).toContain('tushare 令牌无效');
    for (const key of ['trade_cal', 'daily', 'stock_basic', 'limit_list_d']) expect(await dataset(key)).toMatchObject({ status: 'bad_token' });
    const status = await t.call({ method: 'GET', url: '/admin-api/stock-admin/source/status', token: staff });
    expect(status.data.datasets.find((d: any) => d.key === 'daily')).toMatchObject({ state: 'bad_token', stateLabel: '令牌无效' });
    // the token fixed: a dataset with nothing new is 正常 again, not left 令牌无效 until its next trade day
    await pull(recordedMarket(), at('2026-11-27T19:10:00'));
    expect(await dataset('daily')).toMatchObject({ status: 'ok', message: '已是最新（2026-11-27）' });
  });

  it('the status route lists every dataset with the token level of its interfaces, even those never run', async () => {
    const status = await t.call({ method: 'GET', url: '/admin-api/stock-admin/source/status', token: staff });
    expect(status.data).toMatchObject({ source: 'tushare', enabled: true, tokenSet: true });
    expect(status.data.datasets.map((d: any) => d.key)).toEqual(DATASETS.map((d) => d.key));
    for (const d of status.data.datasets) {
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.without.length).toBeGreaterThan(0);
      expect(d.apis.length).toBeGreaterThan(0);
    }
    expect(status.data.datasets.find((d: any) => d.key === 'realtime').apis[0]).toMatchObject({ name: 'rt_k', requirement: '单独开通的权限' });
    // 复权因子 go through the market's write path now (decision 0038): pulled like the other daily datasets
    expect(status.data.datasets.find((d: any) => d.key === 'adj_factor')).toMatchObject({ state: 'ok' });
    expect(status.data.jobs.map((j: any) => j.handlerName)).toEqual(['tushareSyncJob', 'tushareQuotesJob']);
    expect(status.data.jobs[0]).toMatchObject({ enabled: true, cronExpression: '0 */10 * * * ?' });
    expect(JSON.stringify(status.data)).not.toContain('test-token');
    // a member may not read it
    const member = await t.login('member', 'member123');
    expect((await t.call({ method: 'GET', url: '/admin-api/stock-admin/source/status', token: member })).code).toBe(403);
  });

  it('runs as a job of 定时任务 with its log', async () => {
    const stub = stubTushare(recordedMarket());
    registerTushareJobs({ marketSource: 'tushare', tushareToken: 'test-token' }, { fetch: stub.fetch });
    expect(getJobHandler(SYNC_JOB)).toBeDefined();
    const [job] = await q("select id from infra_job where handler_name = 'tushareSyncJob'");
    const res = await t.call({ method: 'PUT', url: `/admin-api/infra/job/trigger?id=${job.id}`, token: staff });
    expect(res.code).toBe(0);
    let log: any;
    for (let i = 0; i < 100 && !log; i++) {
      log = (await q("select status, result from infra_job_log where handler_name = 'tushareSyncJob' and status <> 0 order by id desc limit 1"))[0];
      if (!log) await new Promise((r) => setTimeout(r, 100));
    }
    expect(log.status).toBe(1);
    expect(log.result).toContain('交易日历');
    expect(log.result).toMatch(/调用 \d+ 次/);
    expect(stub.calls[0].api_name).toBe('trade_cal');
  });
});

describe('datasets waiting for a write function', () => {
  it('are pulled and handed over mapped as soon as the market provides the write (a recording stand-in here)', async () => {
    const got: Record<string, unknown[]> = {};
    const record =
      (key: string) =>
      async (_db: Db, ...args: unknown[]) => {
        got[key] = args;
        return { written: 1, unchanged: 0, problems: [] };
      };
    const writes = {
      ...feedWrites,
      adjFactors: record('adjFactors'),
      indexBars: record('indexBars'),
      limitReasons: record('limitReasons'),
      boards: record('boards'),
      moneyFlow: record('moneyFlow'),
      dragonTiger: record('dragonTiger'),
      announcements: record('announcements'),
      flashes: record('flashes'),
    };
    const answers = recordedMarket({
      adj_factor: fixture('adj_factor_20261127'),
      index_daily: (c: SentCall) => (c.params.ts_code === '000001.SH' ? fixture('index_daily_000001_20261127') : { code: 0, msg: '', data: { fields: ['ts_code'], items: [] } }),
      kpl_list: fixture('kpl_list_20261127'),
      ths_index: fixture('ths_index'),
      ths_member: (c: SentCall) => (c.params.ts_code === '885800.TI' ? fixture('ths_member_885800') : { code: 0, msg: '', data: { fields: ['ts_code', 'con_code', 'con_name'], items: [['881155.TI', '600036.SH', '招商银行']] } }),
      moneyflow: fixture('moneyflow_20261127'),
      top_list: fixture('top_list_20261127'),
      top_inst: fixture('top_inst_20261127'),
      anns_d: fixture('anns_d_20261127'),
      news: (c: SentCall) => (c.params.src === 'sina' ? fixture('news_sina') : { code: 0, msg: '', data: { fields: ['datetime', 'content', 'title'], items: [] } }),
    });
    const stub = stubTushare(answers);
    const client = new TushareClient({ token: 'test-token', fetch: stub.fetch, limiter: instantLimiter() });
    const only = ['adj_factor', 'index_daily', 'kpl_list', 'ths_board', 'moneyflow', 'dragon_tiger', 'anns', 'news'];
    // the runs above pulled the wired ones already: start them afresh
    await q('delete from stock_source_dataset where dataset = any($1)', [only]);
    // Saturday morning: Friday's 开盘啦 reasons (published 08:30 the next day) and every evening dataset are out
    await runTusharePull(db, { client, writes, now: at('2026-11-28T09:30:00'), only });
    const sent = (api: string) => stub.calls.filter((c) => c.api_name === api);
    expect(sent('kpl_list').map((c) => c.params)).toEqual([expect.objectContaining({ trade_date: '20261127', tag: '涨停' })]);
    expect(sent('ths_member').map((c) => c.params.ts_code)).toEqual(['885800.TI', '881155.TI']);
    expect(sent('news').map((c) => c.params.src)).toEqual(['sina', 'cls']);
    expect(sent('anns_d')[0].params.ann_date).toBe('20261128');

    expect(got.limitReasons).toEqual(['2026-11-27', [{ tradeDate: '2026-11-27', code: '600036', reason: '高股息+银行估值修复', concepts: ['高股息', '金融科技'], status: '首板' }]]);
    expect((got.moneyFlow as any[])[1][0]).toMatchObject({ code: '600036', mainNet: 216_000_000 });
    expect((got.dragonTiger as any[])[1]).toHaveLength(2);
    expect((got.dragonTiger as any[])[2]).toHaveLength(2);
    const [boards, members] = got.boards as any[];
    expect(boards.map((b: any) => b.name)).toEqual(['固态电池', '银行']);
    expect(members.map((m: any) => `${m.sourceCode}:${m.code}`)).toEqual(['885800.TI:300750', '885800.TI:002594', '881155.TI:600036']);
    expect((got.announcements as any[])[0]).toHaveLength(1);
    expect((got.flashes as any[])[0].map((f: any) => f.source)).toEqual(['新浪财经', '新浪财经']);
    expect((got.adjFactors as any[])[1]).toEqual([
      { code: '600519', tradeDate: '2026-11-27', factor: 8.4101 },
      { code: '600036', tradeDate: '2026-11-27', factor: 3.2541 },
    ]);
    // the key indices, one call each (index_daily takes one code at a time)
    expect(sent('index_daily').filter((c) => c.params.trade_date === '20261127').map((c) => c.params.ts_code)).toHaveLength(9);
    expect((got.indexBars as any[])[1]).toEqual([expect.objectContaining({ code: '000001', close: 3864.3671, prevClose: 3796.2814 })]);
    for (const key of only) expect(await dataset(key)).toMatchObject({ status: 'ok' });
    expect(await dataset('kpl_list')).toMatchObject({ cursor: '2026-11-27' });
  });
});

describe('without MARKET_SOURCE=tushare', () => {
  it('the page still lists every dataset, as 未启用, and the job refuses with the reason', async () => {
    const off = await createTestApp();
    try {
      const token = await off.login('admin', 'admin123');
      const status = await off.call({ method: 'GET', url: '/admin-api/stock-admin/source/status', token });
      expect(status.data.enabled).toBe(false);
      expect(status.data.datasets).toHaveLength(DATASETS.length);
      expect(status.data.datasets.every((d: any) => d.state === 'off' && d.stateLabel === '未启用' && d.message.includes('MARKET_SOURCE=tushare'))).toBe(true);
      expect(await off.count("infra_job where handler_name like 'tushare%'")).toBe(0);
      await expect(getJobHandler(SYNC_JOB)!({ db: off.app.db, param: '' })).rejects.toThrow('未启用 tushare 数据源');
    } finally {
      await off.close();
    }
  });
});
