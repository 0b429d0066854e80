import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTradeDateDefault, isTradeDay, nextTradeDay } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { importMarketData } from '../feed/importer';
import { createTestApp, multipart, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
});
afterAll(() => t.close());

const fixture = (path: string) => readFileSync(join(__dirname, '../feed/fixtures', path));

const send = (path: 'import' | 'import/preview', query: string, content: Buffer, name = 'data.csv') => {
  const body = multipart({ name, content });
  return t.call({ method: 'POST', url: `/admin-api/stock-admin/${path}?${query}`, payload: body.payload, headers: body.headers, token: staff });
};

describe('encoding detected and said', () => {
  it('a GBK tushare stock_basic previews as GBK with its Chinese cells, and imports', async () => {
    const preview = await send('import/preview', 'kind=stocks&format=csv', fixture('gbk/tushare_stock_basic.csv'));
    expect(preview.data).toMatchObject({ encoding: 'gbk', source: 'tushare', shape: 'stock_basic', unknownColumns: [] });
    expect(preview.data.rows[0]).toMatchObject({ value: { code: '600519', name: '贵州茅台', industry: '白酒' }, errors: [] });
    const res = await send('import', 'kind=stocks&format=csv', fixture('gbk/tushare_stock_basic.csv'));
    expect(res.data).toMatchObject({ encoding: 'gbk', imported: 5, failed: 0, target: 'stockBasic' });
  });

  it('a GBK file of our own stocks format imports with its names', async () => {
    const res = await send('import', 'kind=stocks&format=csv', fixture('gbk/stocks.csv'));
    expect(res.data).toMatchObject({ encoding: 'gbk', imported: 1, failed: 0 });
    const { rows } = await t.database.pool.query("select name, industry_name, concept_names from stock_info where code = '605803'");
    expect(rows).toEqual([{ name: '编码测试甲', industry_name: '白酒', concept_names: ['国企改革', '超级品牌'] }]);
  });

  it('a file that is neither UTF-8 nor GBK is refused with one message about its encoding, nothing written', async () => {
    const before = await t.count('stock_info');
    const res = await send('import', 'kind=stocks&format=csv', Buffer.from([0x63, 0x6f, 0x64, 0x65, 0x0a, 0xff, 0xfe, 0x80, 0x0a]));
    expect(res).toMatchObject({ code: 1_100_020_000, data: null });
    expect(res.msg).toContain('无法识别文件编码');
    expect((await send('import/preview', 'kind=stocks&format=csv', Buffer.from([0xff, 0xfe, 0x31, 0x00]))).msg).toContain('UTF-16');
    expect(await t.count('stock_info')).toBe(before);
  });
});

describe('the trade day of a pool file', () => {
  it('defaults to the latest started trade day of the calendar, never a weekend or holiday', async () => {
    const expected = importTradeDateDefault(new Date());
    expect(isTradeDay(expected)).toBe(true);
    const preview = await send('import/preview', 'kind=stocks&format=csv', fixture('akshare/stock_zt_pool_em.csv'));
    expect(preview.data.rows[0].value.tradeDate).toBe(expected);
    const res = await send('import', 'kind=stocks&format=csv', fixture('akshare/stock_zt_pool_em.csv'));
    expect(res.data).toMatchObject({ failed: 0, target: 'limitUp' });
    const { rows } = await t.database.pool.query("select distinct trade_date::text d from stock_limit_up where stock_code = '002594' and pool_type = 1 and update_time > now() - interval '1 minute'");
    expect(rows).toEqual([{ d: expected }]);
  });
});

/** For each code: the header (stock_info), today's bar and the last minute of today's series, on the latest trade day. */
async function views(codes: string[], day?: string) {
  const { rows } = await t.database.pool.query(
    `with d as (select coalesce($2::date, max(trade_date)) d from stock_market_turnover where trade_date <= (now() at time zone 'Asia/Shanghai')::date)
     select s.code, s.price, s.prev_close, s.high, s.low, s.volume, s.amount, s.change_percent,
       b.close bar_close, b.prev_close bar_prev, b.high bar_high, b.low bar_low, b.volume bar_volume, b.amount bar_amount, b.change_percent bar_chg,
       (select m.price from stock_minute m where m.security_type = 1 and m.code = s.code and m.trade_date = d.d order by m.minute desc limit 1) minute_price
     from stock_info s cross join d left join stock_daily b on b.stock_code = s.code and b.trade_date = d.d
     where s.code = any($1) order by s.code`,
    [codes, day ?? null],
  );
  return rows;
}

async function expectOneRecord(codes: string[]) {
  const rows = await views(codes);
  expect(rows.map((r) => r.code)).toEqual([...codes].sort());
  for (const r of rows) {
    expect({ code: r.code, close: r.bar_close, minute: r.minute_price }).toEqual({ code: r.code, close: r.price, minute: r.price });
    expect([r.bar_prev, r.bar_high, r.bar_low, r.bar_volume, r.bar_amount, r.bar_chg]).toEqual([r.prev_close, r.high, r.low, r.volume, r.amount, r.change_percent]);
  }
  return rows;
}

async function expectTurnoverIsTheSum() {
  const { rows } = await t.database.pool.query(
    `select t.sh_amount, t.sz_amount, t.bj_amount, t.total_amount, t.up_count, t.down_count,
       (select coalesce(sum(amount), 0) from stock_info where market_type = 'SH') sh, (select coalesce(sum(amount), 0) from stock_info where market_type = 'SZ') sz,
       (select coalesce(sum(amount), 0) from stock_info where market_type = 'BJ') bj, (select coalesce(sum(amount), 0) from stock_info) total,
       (select count(*)::int from stock_info where change_percent > 0) up, (select count(*)::int from stock_info where change_percent < 0) down
     from stock_market_turnover t where t.trade_date = (select max(trade_date) from stock_market_turnover where trade_date <= (now() at time zone 'Asia/Shanghai')::date)`,
  );
  const r = rows[0];
  expect([r.sh_amount, r.sz_amount, r.bj_amount, r.total_amount, r.up_count, r.down_count].map(Number)).toEqual([r.sh, r.sz, r.bj, r.total, r.up, r.down].map(Number));
}

describe('after an import, the quote, today\'s bar and the minute line are one record', () => {
  it('a stocks file (new and existing stocks): header = today\'s bar = last minute, and 两市成交额 is the sum', async () => {
    const csv = [
      'code,name,industry,concepts,listDate,totalShares,floatShares,price,prevClose,open,high,low,volume,amount',
      '600519,贵州茅台,白酒,白酒概念,2001-08-27,1256197800,1256197800,1391.79,1380.00,1382.00,1398.00,1377.00,2650000,3690000000',
      '605810,一致测试甲,一致测试行业,一致测试概念,2020-01-02,100000000,80000000,10.50,10.00,,,,123400,1290000',
      '300990,一致测试乙,一致测试行业,,2020-01-02,100000000,80000000,11.00,10.00,10.20,11.20,10.10,500000,5400000',
    ].join('\n');
    const res = await send('import', 'kind=stocks&format=csv', Buffer.from(csv));
    expect(res.data).toMatchObject({ imported: 3, failed: 0 });
    const rows = await expectOneRecord(['600519', '605810', '300990']);
    expect(rows.find((r) => r.code === '600519')).toMatchObject({ price: 1391.79, bar_close: 1391.79, minute_price: 1391.79, high: 1398, low: 1377 });
    // absent open / high / low follow from the price, not from stored figures
    expect(rows.find((r) => r.code === '605810')).toMatchObject({ price: 10.5, high: 10.5, low: 10.5, change_percent: 5 });
    await expectTurnoverIsTheSum();
    // the new industry board follows its members
    const board = await t.database.pool.query("select stock_count, round(change_percent::numeric, 2)::float8 chg from stock_concept where type = 1 and name = '一致测试行业'");
    expect(board.rows).toEqual([{ stock_count: 2, chg: 7.5 }]);
    const concept = await t.database.pool.query("select stock_count, round(change_percent::numeric, 2)::float8 chg from stock_concept where type = 2 and name = '一致测试概念'");
    expect(concept.rows).toEqual([{ stock_count: 1, chg: 5 }]);
  });

  it('an akshare spot file (quotes) through the same path', async () => {
    const csv = [
      '序号,代码,名称,最新价,涨跌幅,涨跌额,成交量,成交额,振幅,最高,最低,今开,昨收,量比,换手率,市盈率-动态,市净率,总市值,流通市值,涨速,5分钟涨跌,60日涨跌幅,年初至今涨跌幅',
      '1,600519,贵州茅台,1400.00,1.45,20.00,26000,3640000000.0,1.5,1401.00,1380.50,1382.00,1380.00,1.0,0.2,20,7,1758676920000,1758676920000,0,0,0,0',
    ].join('\n');
    expect((await send('import', 'kind=stocks&format=csv', Buffer.from(csv))).data).toMatchObject({ imported: 1, failed: 0, target: 'quotes' });
    const [r] = await expectOneRecord(['600519']);
    expect(r).toMatchObject({ price: 1400, volume: 2600000, amount: 3640000000, high: 1401 });
    await expectTurnoverIsTheSum();
  });

  it('a daily bar of the current trade day is the stock\'s quote too; older bars leave the quote alone', async () => {
    const { rows: d } = await t.database.pool.query("select max(trade_date)::text d, (max(trade_date) - 30)::text old from stock_market_turnover where trade_date <= (now() at time zone 'Asia/Shanghai')::date");
    const csv = [
      'code,tradeDate,open,high,low,close,prevClose,volume,amount',
      `600519,${d[0].d},1385.00,1420.00,1383.00,1415.00,1380.00,3000000,4200000000`,
      `000001,${d[0].old},10.00,10.10,9.90,10.05,10.00,100,1000`,
    ].join('\n');
    const before = (await views(['000001']))[0];
    expect((await send('import', 'kind=daily&format=csv', Buffer.from(csv))).data).toMatchObject({ imported: 2, failed: 0 });
    const [r] = await expectOneRecord(['600519']);
    expect(r).toMatchObject({ price: 1415, high: 1420, low: 1383, volume: 3000000, amount: 4200000000 });
    expect((await views(['000001']))[0]).toEqual(before);
    await expectTurnoverIsTheSum();
  });
});

describe('unknown industry names create their boards; members without a quote never break the boards', () => {
  it('a tushare stock_basic with tushare\'s own industry names (白酒 / 银行 / 元器件) for stocks that have no quote yet', async () => {
    const boardOf = async (name: string) => (await t.database.pool.query('select code, change_percent::float8 chg, stock_count from stock_concept where type = 1 and name = $1', [name])).rows[0];
    const liquor = await boardOf('白酒');
    const csv = [
      'ts_code,symbol,name,area,industry,cnspell,market,list_date',
      '605801.SH,605801,板块测试甲,贵州,白酒,bkcsj,主板,20210101',
      '605802.SH,605802,板块测试乙,北京,银行,bkcsy,主板,20210101',
      '300991.SZ,300991,板块测试丙,深圳,元器件,bkcsb,创业板,20210101',
    ].join('\n');
    const res = await send('import', 'kind=stocks&format=csv', Buffer.from(csv));
    expect(res).toMatchObject({ code: 0, data: { imported: 3, failed: 0, target: 'stockBasic' } });
    // 元器件 is new: created with its member; 白酒 keeps the figures of its quoted members
    expect(await boardOf('元器件')).toMatchObject({ chg: 0, stock_count: 1 });
    expect(await boardOf('白酒')).toMatchObject({ code: liquor.code, chg: liquor.chg, stock_count: liquor.stock_count + 1 });
    // the stock's first quote moves its new board
    const quote = 'code,name,industry,listDate,totalShares,floatShares,price,prevClose\n300991,板块测试丙,元器件,2021-01-01,1000000,1000000,11.00,10.00';
    expect((await send('import', 'kind=stocks&format=csv', Buffer.from(quote))).data).toMatchObject({ imported: 1, failed: 0 });
    expect(await boardOf('元器件')).toMatchObject({ chg: 10, stock_count: 1 });
  });
});

describe('the trade day of an import\'s quotes (run last: it rolls the market to a later day)', () => {
  it('a stocks file during the next trade day\'s session rolls that day in, as the feed does, and writes its minute', async () => {
    const db = t.app.db as unknown as Db;
    const { rows } = await t.database.pool.query('select max(trade_date)::text d from stock_market_turnover where trade_date <= (now() at time zone \'Asia/Shanghai\')::date');
    const next = nextTradeDay(rows[0].d);
    const before = (await t.database.pool.query("select price from stock_info where code = '000001'")).rows[0];
    const csv = 'code,name,listDate,totalShares,floatShares,price,prevClose,open,high,low,volume,amount\n600519,贵州茅台,2001-08-27,1256197800,1256197800,1500.00,1415.00,1420.00,1505.00,1418.00,100000,150000000';
    await db.transaction((tx) => importMarketData(tx as unknown as Db, { kind: 'stocks', format: 'csv', content: csv }, { now: new Date(`${next}T10:15:20+08:00`) }));
    const [r] = await views(['600519'], next);
    expect(r).toMatchObject({ price: 1500, bar_close: 1500, minute_price: 1500, bar_prev: 1415, high: 1505, bar_high: 1505 });
    const minute = await t.database.pool.query("select minute, trade_date::text d from stock_minute where security_type = 1 and code = '600519' order by trade_date desc, minute desc limit 1");
    expect(minute.rows[0]).toEqual({ minute: 45, d: next });
    // the day rolled for every stock: yesterday's price is today's previous close
    expect((await t.database.pool.query("select prev_close, volume from stock_info where code = '000001'")).rows[0]).toEqual({ prev_close: before.price, volume: 0 });
  });
});
