import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTradeDateDefault, isTradeDay } from '@gprs/contract';
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
