import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { FileImportFeed, importClock, importMarketData, parseCsv } from './importer';

let t: TestApp;
let feed: FileImportFeed;
beforeAll(async () => {
  t = await createTestApp();
  feed = new FileImportFeed(t.app.db as Db);
});
afterAll(() => t.close());

describe('CSV parsing', () => {
  it('reads quoted fields with commas, quotes and newlines, a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n1,"x, ""y""",\r\n"multi\nline",2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"', ''],
      ['multi\nline', '2', '3'],
    ]);
  });
});

describe('importClock: the session minute of an import\'s quotes', () => {
  const at = (iso: string) => new Date(`${iso}+08:00`);
  it('is the import\'s own time during the session of its day', () => {
    expect(importClock(at('2026-11-27T10:15:30'), '2026-11-27')).toEqual(at('2026-11-27T10:15:30'));
    expect(importClock(at('2026-11-27T14:59:00'), '2026-11-27')).toEqual(at('2026-11-27T14:59:00'));
  });
  it('reaches into the session outside it: the open, the last morning minute, the last minute of the day', () => {
    expect(importClock(at('2026-11-27T09:20:00'), '2026-11-27')).toEqual(at('2026-11-27T09:30:00'));
    expect(importClock(at('2026-11-27T12:00:00'), '2026-11-27')).toEqual(at('2026-11-27T11:29:59'));
    expect(importClock(at('2026-11-27T15:00:00'), '2026-11-27')).toEqual(at('2026-11-27T14:59:59'));
    // a weekend import of Friday's close
    expect(importClock(at('2026-11-28T10:00:00'), '2026-11-27')).toEqual(at('2026-11-27T14:59:59'));
  });
});

describe('market data importer', () => {
  it('imports stocks from CSV, reporting the bad rows and writing nothing of them', async () => {
    const csv = [
      'code,name,industry,concepts,listDate,totalShares,floatShares,price,prevClose,open,high,low,volume,amount,pe,pb',
      '605999,测试科技,软件开发,人工智能;数据要素,2020-05-06,100000000,80000000,12.34,11.22,11.5,12.34,11.4,1234500,15000000,35.2,3.1',
      '900001,某B股,,,2020-01-01,1000,1000,1,1,,,,0,0,,',
      '301999,测试新材,新材料行业,固态电池,2021-03-03,5000,9000,20,19,,,,0,0,,',
      '688999,,,,2022-01-01,100,100,10,10,,,,0,0,,',
      '603999,"ST测试,股份",,,2019-01-01,200000000,200000000,3.15,3.00,,,,100,315,,',
    ].join('\n');
    const result = await feed.importFile('stocks', 'csv', csv);
    expect(result).toMatchObject({ kind: 'stocks', total: 5, imported: 2, failed: 3 });
    expect(result.errors.map((e) => e.row)).toEqual([2, 3, 4]);
    expect(result.errors[0].message).toContain('板块');
    expect(result.errors[1].message).toContain('流通股本');
    expect(result.errors[2].message).toContain('name');
    for (const bad of ['900001', '301999', '688999']) expect((await t.call({ method: 'GET', url: `/admin-api/stock/stock/get?code=${bad}` })).code).toBe(1_100_000_000);
    const stock = (await t.call({ method: 'GET', url: '/admin-api/stock/stock/get?code=605999' })).data;
    expect(stock).toMatchObject({ name: '测试科技', pinyin: 'CSKJ', marketType: 'SH', board: 'main', limitUpPrice: 12.34, changePercent: 9.98 });
    expect(stock.concepts.map((c: any) => c.name).sort()).toEqual(['人工智能', '数据要素']);
    const st = (await t.call({ method: 'GET', url: '/admin-api/stock/stock/get?code=603999' })).data;
    expect(st).toMatchObject({ name: 'ST测试,股份', isSt: true, limitUpPrice: 3.15, limitDownPrice: 2.85 });
    expect((await t.call({ method: 'GET', url: '/admin-api/stock/search?keyword=CSKJ' })).data.stocks[0].code).toBe('605999');
  });

  it('imports daily bars from JSON, refusing inconsistent bars and unknown stocks', async () => {
    const rows = [
      { code: '605999', tradeDate: '2026-11-18', open: 11, high: 11.3, low: 10.9, close: 11.2, prevClose: 11, volume: 1000, amount: 11000 },
      { code: '605999', tradeDate: '2026-11-19', open: 11.2, high: 11.1, low: 11, close: 11.22, prevClose: 11.2, volume: 1000, amount: 11000 },
      { code: '000000', tradeDate: '2026-11-19', open: 1, high: 1, low: 1, close: 1, prevClose: 1, volume: 0, amount: 0 },
      { code: '605999', tradeDate: '2026/11/20', open: 1, high: 1, low: 1, close: 1, prevClose: 1, volume: 0, amount: 0 },
      'not an object',
    ];
    const result = await importMarketData(t.app.db as Db, { kind: 'daily', format: 'json', content: JSON.stringify(rows) });
    expect(result).toMatchObject({ total: 5, imported: 1, failed: 4 });
    expect(result.errors.map((e) => e.row)).toEqual([2, 3, 4, 5]);
    // (the stock file wrote the bar of the current trade day with its quote)
    const bars = await t.database.pool.query("select trade_date::text d, close from stock_daily where stock_code = '605999' and trade_date between '2026-11-18' and '2026-11-20' order by trade_date");
    expect(bars.rows).toEqual([{ d: '2026-11-18', close: 11.2 }]);
  });

  it('imports news with sanitised HTML', async () => {
    const rows = [
      { title: '导入的新闻', content: '<p>正文<img src=x onerror=alert(1)></p><script>alert(1)</script>', source: '测试', publishTime: '2026-11-20 09:30:00', stockCodes: '605999' },
      { title: '', publishTime: 'yesterday' },
    ];
    const before = await t.count('stock_news');
    const result = await feed.importFile('news', 'json', JSON.stringify(rows));
    expect(result).toMatchObject({ imported: 1, failed: 1 });
    expect(result.errors[0]).toMatchObject({ row: 2 });
    expect(await t.count('stock_news')).toBe(before + 1);
    const stored = await t.database.pool.query("select content, publish_time, stock_codes from stock_news where title = '导入的新闻'");
    expect(stored.rows[0].content).toBe('<p>正文<img src="x"></p>');
    expect(stored.rows[0].publish_time.toISOString()).toBe('2026-11-20T01:30:00.000Z');
    expect(stored.rows[0].stock_codes).toEqual(['605999']);
  });

  it('rejects a file that is not CSV/JSON of records', async () => {
    await expect(feed.importFile('news', 'json', '{not json')).rejects.toMatchObject({ code: 1_100_020_000 });
    await expect(feed.importFile('news', 'json', '{"a":1}')).rejects.toMatchObject({ code: 1_100_020_000 });
    await expect(feed.importFile('stocks', 'csv', '')).rejects.toMatchObject({ code: 1_100_020_000 });
  });
});
