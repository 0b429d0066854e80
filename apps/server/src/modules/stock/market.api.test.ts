import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isTradeDay } from './market-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url: `/admin-api${url}` });

describe('stocks (public, no token)', () => {
  it('pages stocks by hot rank with quote fields', async () => {
    const res = await get('/stock/stock/page?pageNo=1&pageSize=20');
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(200);
    expect(res.data.list).toHaveLength(20);
    const ranks = res.data.list.map((s: any) => s.hotRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(res.data.list[0]).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), price: expect.any(Number), changePercent: expect.any(Number), marketType: expect.any(String) });
    expect(res.data.list[0]).not.toHaveProperty('creator');
  });

  it('filters by market type, board, industry, concept and keyword', async () => {
    const gem = await get('/stock/stock/page?board=gem&pageSize=100');
    expect(gem.data.total).toBeGreaterThan(0);
    expect(gem.data.list.every((s: any) => s.board === 'gem' && /^30[01]/.test(s.code))).toBe(true);
    const sh = await get('/stock/stock/page?marketType=SH&pageSize=100');
    expect(sh.data.list.every((s: any) => s.marketType === 'SH' && s.code.startsWith('6'))).toBe(true);
    const maotai = (await get('/stock/stock/get?code=600519')).data;
    const industry = await get(`/stock/stock/page?industry=${maotai.industry.code}&pageSize=100`);
    expect(industry.data.list.map((s: any) => s.code)).toContain('600519');
    expect(industry.data.list.every((s: any) => s.industryCode === maotai.industry.code)).toBe(true);
    const concept = (await get('/stock/concept/page?type=2&pageSize=1&sortField=stockCount')).data.list[0];
    const byConcept = await get(`/stock/stock/page?concept=${concept.code}&pageSize=200`);
    expect(byConcept.data.total).toBe(concept.stockCount);
    expect((await get('/stock/stock/page?keyword=GZMT')).data.list.map((s: any) => s.code)).toEqual(['600519']);
  });

  it('sorts only by whitelisted fields', async () => {
    const res = await get('/stock/stock/page?sortField=price&sortOrder=desc&pageSize=50');
    const prices = res.data.list.map((s: any) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const asc = await get('/stock/stock/page?sortField=changePercent&sortOrder=asc&pageSize=50');
    const changes = asc.data.list.map((s: any) => s.changePercent);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    for (const bad of ['sortField=name;drop', 'sortField=password', 'sortField=creator', 'sortOrder=sideways', 'pageNo=0', 'pageSize=201', 'pageSize=abc', 'board=nasdaq']) {
      const r = await get(`/stock/stock/page?${bad}`);
      expect(r.code, bad).toBe(400);
    }
  });

  it('gets a stock by code with its concepts (and reasons) and industry', async () => {
    const res = await get('/stock/stock/get?code=600519');
    expect(res.data).toMatchObject({ code: '600519', name: '贵州茅台', pinyin: 'GZMT', marketType: 'SH', board: 'main', isSt: false });
    expect(res.data.industry).toMatchObject({ name: '白酒', type: 1 });
    for (const c of res.data.concepts) expect(c).toMatchObject({ type: 2, reason: expect.any(String) });
    expect(res.data.limitUpPrice).toBeGreaterThan(res.data.prevClose);
    expect(await get('/stock/stock/get?code=999999')).toMatchObject({ code: 1_100_000_000, msg: '股票不存在' });
    expect((await get('/stock/stock/get?code=abc')).code).toBe(400);
  });

  it('serves daily, weekly and monthly K-lines and the intraday minutes', async () => {
    const day = (await get('/stock/stock/kline?code=600519&period=day')).data;
    expect(day).toHaveLength(60);
    expect(day.every((b: any) => isTradeDay(b.tradeDate) && b.high >= b.low && b.high >= b.close && b.low <= b.open)).toBe(true);
    const week = (await get('/stock/stock/kline?code=600519&period=week')).data;
    expect(week.length).toBeLessThan(day.length);
    expect(week.at(-1).close).toBe(day.at(-1).close);
    const month = (await get('/stock/stock/kline?code=600519&period=month&limit=2')).data;
    expect(month).toHaveLength(2);
    expect((await get('/stock/stock/kline?code=600519&period=year')).code).toBe(400);
    const intraday = (await get('/stock/stock/intraday?code=600519')).data;
    expect(intraday.minutes).toHaveLength(241);
    expect(intraday.minutes[0]).toMatchObject({ time: '09:30', price: day.at(-1).open });
    expect(intraday.minutes[240]).toMatchObject({ time: '15:00', price: day.at(-1).close });
    expect(intraday.prevClose).toBeGreaterThan(0);
  });

  it('lists the hot rank and searches code > code prefix > name / pinyin prefix > contains', async () => {
    const hot = (await get('/stock/stock/hot-rank?limit=5')).data;
    expect(hot.map((s: any) => s.hotRank)).toEqual([1, 2, 3, 4, 5]);
    const exact = (await get('/stock/search?keyword=600519')).data;
    expect(exact.stocks[0].code).toBe('600519');
    const py = (await get('/stock/search?keyword=gzmt')).data;
    expect(py.stocks[0].name).toBe('贵州茅台');
    const name = (await get(`/stock/search?keyword=${encodeURIComponent('茅台')}`)).data;
    expect(name.stocks.map((s: any) => s.code)).toContain('600519');
    const prefix = (await get('/stock/search?keyword=60&limit=50')).data.stocks;
    const firstContains = prefix.findIndex((s: any) => !s.code.startsWith('60'));
    if (firstContains >= 0) expect(prefix.slice(firstContains).every((s: any) => !s.code.startsWith('60'))).toBe(true);
    const concept = (await get(`/stock/search?keyword=${encodeURIComponent('人工智能')}`)).data;
    expect(concept.concepts.map((c: any) => c.name)).toContain('人工智能');
    expect(Array.isArray(concept.news)).toBe(true);
    expect((await get('/stock/search?keyword=')).code).toBe(400);
    expect((await get('/stock/search?keyword=%25')).code).toBe(0);
  });
});

describe('concepts and industries', () => {
  it('pages, gets, lists members with reasons and serves the K-line', async () => {
    const page = (await get('/stock/concept/page?type=2&pageSize=50&sortField=changePercent&sortOrder=desc')).data;
    expect(page.total).toBe(30);
    const changes = page.list.map((c: any) => c.changePercent);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect((await get('/stock/concept/page?type=1')).data.total).toBe(10);
    expect((await get('/stock/concept/page?sortField=name')).code).toBe(400);
    const code = page.list[0].code;
    const one = (await get(`/stock/concept/get?code=${code}`)).data;
    expect(one).toMatchObject({ code, type: 2, description: expect.stringContaining('概念') });
    const members = (await get(`/stock/concept/members?code=${code}&pageSize=100`)).data;
    expect(members.total).toBe(one.stockCount);
    expect(members.list[0]).toMatchObject({ reason: expect.any(String), price: expect.any(Number) });
    const kline = (await get(`/stock/concept/kline?code=${code}&period=week`)).data;
    expect(kline.length).toBeGreaterThan(5);
    expect(await get('/stock/concept/get?code=GN9999')).toMatchObject({ code: 1_100_001_000 });
  });
});

describe('limit-up pools', () => {
  it('lists pools of the latest trade day, with the ladder and the summary agreeing', async () => {
    const days = (await get('/stock/trade-day/list?limit=60')).data;
    expect(days).toHaveLength(60);
    expect(days).toEqual([...days].sort().reverse());
    const pool = (await get('/stock/limit-up/pool?poolType=1')).data;
    expect(pool.tradeDate).toBe(days[0]);
    for (const row of pool.list) {
      expect(row).toMatchObject({ poolType: 1, streak: expect.any(Number), firstSealTime: expect.stringMatching(/^\d\d:\d\d:\d\d$/) });
      expect(row.ntLabel).toBe(`${row.ntT}天${row.ntN}板`);
    }
    const broken = (await get('/stock/limit-up/pool?poolType=2')).data.list;
    const summary = (await get('/stock/limit-up/summary')).data;
    expect(summary.limitUpCount).toBe(pool.list.length);
    expect(summary.brokenCount).toBe(broken.length);
    if (pool.list.length + broken.length) expect(summary.sealRate).toBeCloseTo((pool.list.length / (pool.list.length + broken.length)) * 100, 1);
    const ladder = (await get('/stock/limit-up/ladder')).data;
    const streaks = ladder.levels.map((l: any) => l.streak);
    expect(streaks).toEqual(streaks.toSorted((a: number, b: number) => b - a));
    expect(ladder.levels.reduce((n: number, l: any) => n + l.stocks.length, 0)).toBe(pool.list.length);
    if (ladder.levels.length) expect(summary.highestStreak).toBe(ladder.levels[0].streak);
    // another day by date, and sorting by a whitelisted field only
    const older = (await get(`/stock/limit-up/pool?tradeDate=${days[5]}&poolType=4&sortField=changePercent&sortOrder=asc`)).data;
    expect(older.tradeDate).toBe(days[5]);
    expect((await get('/stock/limit-up/pool?sortField=stockName')).code).toBe(400);
    expect((await get('/stock/limit-up/pool?tradeDate=2026-13-45x')).code).toBe(400);
  });

  it("gives one stock's 涨停 and 炸板 history, newest first, without a token", async () => {
    const { rows } = await t.database.pool.query(
      'select stock_code, count(*)::int n from stock_limit_up where pool_type in (1, 2) group by stock_code order by count(*) desc, stock_code limit 1',
    );
    const { stock_code: code, n } = rows[0];
    const history = (await get(`/stock/limit-up/history?code=${code}`)).data;
    expect(history).toHaveLength(Math.min(n, 60));
    expect(history.every((r: any) => r.stockCode === code && (r.poolType === 1 || r.poolType === 2))).toBe(true);
    const dates = history.map((r: any) => r.tradeDate);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(history[0]).toMatchObject({ reason: expect.any(String), streak: expect.any(Number) });
    expect((await get(`/stock/limit-up/history?code=${code}&limit=1`)).data).toHaveLength(1);
    expect((await get('/stock/limit-up/history?code=999999')).data).toEqual([]);
    expect(await get('/stock/limit-up/history?code=abc')).toMatchObject({ code: 400 });
  });
});

describe('indices and turnover', () => {
  it('lists the nine key indices with history and intraday', async () => {
    const list = (await get('/stock/index/list')).data;
    expect(list.map((i: any) => i.name)).toEqual(['上证指数', '深证成指', '创业板指', '科创50', '北证50', '沪深300', '上证50', '中证500', '中证1000']);
    const k = (await get('/stock/index/kline?code=000001&period=day&limit=30')).data;
    expect(k).toHaveLength(30);
    expect(k.at(-1).close).toBe(list[0].price);
    const intraday = (await get('/stock/index/intraday?code=399006')).data;
    expect(intraday.minutes).toHaveLength(241);
    expect(await get('/stock/index/kline?code=123456')).toMatchObject({ code: 1_100_002_000 });
  });

  it('serves turnover history and today against yesterday', async () => {
    const history = (await get('/stock/turnover/history?limit=10')).data;
    expect(history).toHaveLength(10);
    const dates = history.map((h: any) => h.tradeDate);
    expect(dates).toEqual(dates.toSorted());
    for (const h of history) expect(h.totalAmount).toBeCloseTo(h.shAmount + h.szAmount + h.bjAmount, 0);
    const cmp = (await get('/stock/turnover/compare')).data;
    expect(cmp.today.tradeDate).toBe(history.at(-1).tradeDate);
    // 两市成交额 is 沪 + 深 on every answer (北交所 beside it), and the comparison is of that figure
    for (const h of history) expect(h.twoMarketAmount).toBeCloseTo(h.shAmount + h.szAmount, 1);
    expect(cmp.diff).toBeCloseTo(cmp.today.twoMarketAmount - cmp.yesterday.twoMarketAmount, 0);
    const home = (await get('/stock/home/summary')).data;
    expect(home.turnover.today.twoMarketAmount).toBe(history.at(-1).twoMarketAmount);
  });

  it('tells the trading session', async () => {
    const res = (await get('/stock/market/session')).data;
    expect(['pre', 'auction', 'morning', 'noon-break', 'afternoon', 'closed']).toContain(res.session);
    // the simulator is the source of a default install: a demo market, said on every page
    expect(res).toMatchObject({ source: 'simulator', demo: true, phaseLabel: expect.stringMatching(/^(盘前|集合竞价|交易中|午间休市|已收盘|休市)$/) });
    const newest = (await t.database.pool.query('select max(quote_time) t from stock_info')).rows[0].t;
    expect(res.lastQuoteTime).toBe(new Date(newest).getTime());
    // kept per market version: a newer quote written by anyone is seen on the next ask
    const later = new Date(new Date(newest).getTime() + 60_000);
    await t.database.pool.query(`update stock_info set quote_time = $1 where code = '600519'`, [later]);
    await expect.poll(async () => (await get('/stock/market/session')).data.lastQuoteTime).toBe(later.getTime());
  });
});

describe('content', () => {
  it('pages news, gets one (counting a view) with related stocks', async () => {
    const page = (await get('/stock/news/page?pageSize=5')).data;
    expect(page.total).toBe(300);
    expect(page.list[0]).not.toHaveProperty('content');
    const times = page.list.map((n: any) => n.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const one = (await get(`/stock/news/get?id=${page.list[0].id}`)).data;
    expect(one.content).toContain('<p>');
    expect(one.views).toBe(page.list[0].views + 1);
    expect(one.stocks.length).toBeGreaterThan(0);
    const byStock = (await get(`/stock/news/page?stockCode=${one.stockCodes[0]}`)).data;
    expect(byStock.list.every((n: any) => n.stockCodes.includes(one.stockCodes[0]))).toBe(true);
    expect(await get('/stock/news/get?id=99999999')).toMatchObject({ code: 1_100_003_000 });
  });

  it('filters information by level', async () => {
    const important = (await get('/stock/information/page?level=1&pageSize=50')).data;
    expect(important.total).toBeGreaterThan(0);
    expect(important.list.every((i: any) => i.level === 1)).toBe(true);
    expect((await get('/stock/information/page?level=3')).code).toBe(400);
  });

  it('filters announcements by type, date range and stock', async () => {
    const all = (await get('/stock/announcement/page?pageSize=100')).data;
    const sample = all.list[0];
    const typed = (await get(`/stock/announcement/page?type=${encodeURIComponent(sample.type)}&pageSize=100`)).data;
    expect(typed.list.every((a: any) => a.type === sample.type)).toBe(true);
    const ranged = (await get(`/stock/announcement/page?beginDate=${sample.annDate}&endDate=${sample.annDate}&pageSize=100`)).data;
    expect(ranged.list.every((a: any) => a.annDate === sample.annDate)).toBe(true);
    const byStock = (await get(`/stock/announcement/page?stockCode=${sample.stockCode}`)).data;
    expect(byStock.list.every((a: any) => a.stockCode === sample.stockCode)).toBe(true);
    expect((await get(`/stock/announcement/page?type=${encodeURIComponent('八卦')}`)).code).toBe(400);
  });

  it('shows published essays only', async () => {
    const page = (await get('/stock/essay/page?pageSize=100')).data;
    expect(page.total).toBe(24);
    expect(page.list.every((e: any) => e.status === 1)).toBe(true);
    const essay = (await get(`/stock/essay/get?id=${page.list[0].id}`)).data;
    expect(essay.content).toBeTruthy();
    const draft = await t.database.pool.query('select id from stock_essay where status <> 1 limit 1');
    expect(await get(`/stock/essay/get?id=${draft.rows[0].id}`)).toMatchObject({ code: 1_100_004_000 });
  });

  it('groups navigation links by nav type', async () => {
    const groups = (await get('/stock/nav/list')).data;
    expect(groups.map((g: any) => g.navType)).toEqual(['1', '2', '3', '4', '5']);
    expect(groups[0]).toMatchObject({ label: '官方机构', links: expect.arrayContaining([expect.objectContaining({ name: '上海证券交易所' })]) });
  });

  it('answers the home summary in one call', async () => {
    const home = (await get('/stock/home/summary')).data;
    expect(home.indices).toHaveLength(9);
    expect(home.hotStocks).toHaveLength(10);
    expect(home.hotConcepts.length).toBeGreaterThan(0);
    expect(home.turnover.today).toBeTruthy();
    expect(home.limitUp).toMatchObject({ limitUpCount: expect.any(Number) });
    expect(home.flashes).toHaveLength(10);
    expect(home.news).toHaveLength(10);
  });
});
