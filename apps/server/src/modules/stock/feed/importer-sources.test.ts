import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './importer';
import { AKSHARE_SHAPES, AKSHARE_UNITS, CONVERT, TUSHARE_SHAPES, TUSHARE_UNITS, detectShape, mapRecord } from './importer-sources';

const FIXTURES = join(__dirname, 'fixtures');
const fixture = (source: string, name: string) => parseCsv(readFileSync(join(FIXTURES, source, `${name}.csv`), 'utf8'));
const recordsOf = (rows: string[][]) => rows.slice(1).map((r) => Object.fromEntries(rows[0].map((h, i) => [h, r[i] === '' ? undefined : r[i]])));

describe('unit conversion', () => {
  it.each([
    ['shou', '525152.77', 52515277],
    ['shou', '633012', 63301200],
    ['qianyuan', '460697.377', 460697377],
    ['wanyuan', '1.5', 15000],
    ['yiyuan', '2.31', 231000000],
    ['yuan', '12563250000.0', 12563250000],
    ['gu', '1000.4', 1000],
    ['percent', '5.44', 5.44],
    ['percent', '5.44%', 5.44],
    ['percent', '-10.01', -10.01],
    ['code', '1', '000001'],
    ['code', '600519', '600519'],
    ['tsCode', '600519.SH', '600519'],
    ['tsCode', '1.SZ', '000001'],
    ['tsCode', '830799.BJ', '830799'],
    ['emCode', 'SZ000665', '000665'],
    ['emCode', 'SH600519', '600519'],
    ['yyyymmdd', '20240115', '2024-01-15'],
    ['date', '2024-01-15', '2024-01-15'],
    ['date', '2024/1/5', '2024-01-05'],
    ['date', '2024-01-15 00:00:00', '2024-01-15'],
    ['date', '20240115', '2024-01-15'],
    ['hhmmss', '092500', '09:25:00'],
    ['hhmmss', '92500', '09:25:00'],
    ['hhmmss', '145702', '14:57:02'],
    ['hhmmss', '9:30', '09:30:00'],
  ] as const)('%s %s → %s', (unit, raw, expected) => {
    expect(CONVERT[unit](raw)).toBe(expected);
  });

  it('refuses values that are not of the unit', () => {
    expect(() => CONVERT.shou('abc')).toThrow('不是数字');
    expect(() => CONVERT.tsCode('600519')).toThrow('tushare 代码');
    expect(() => CONVERT.yyyymmdd('2024-01-15')).toThrow('YYYYMMDD');
    expect(() => CONVERT.hhmmss('9.25')).toThrow('HHMMSS');
  });

  it('one table per source: akshare volumes in 手 and amounts in 元, tushare daily in 手 and 千元', () => {
    expect(AKSHARE_UNITS).toMatchObject({ 成交量: 'shou', 成交额: 'yuan', 总市值: 'yuan', 封板资金: 'yuan', 换手率: 'percent', 首次封板时间: 'hhmmss' });
    expect(TUSHARE_UNITS).toMatchObject({ vol: 'shou', amount: 'qianyuan', trade_date: 'yyyymmdd', ts_code: 'tsCode', list_date: 'yyyymmdd' });
  });
});

describe('detection from the header row', () => {
  const cases: [string, string, string, string][] = [
    ['akshare', 'stock_zh_a_spot_em', 'quotes', 'stocks'],
    ['akshare', 'stock_zh_a_hist', 'daily', 'daily'],
    ['akshare', 'stock_zt_pool_em', 'limitUp', 'stocks'],
    ['akshare', 'stock_zt_pool_zbgc_em', 'limitUp', 'stocks'],
    ['akshare', 'stock_zt_pool_dtgc_em', 'limitUp', 'stocks'],
    ['akshare', 'stock_hot_rank_em', 'hotRank', 'stocks'],
    ['akshare', 'stock_board_concept_name_em', 'concepts', 'stocks'],
    ['akshare', 'stock_board_concept_cons_em', 'conceptMembers', 'stocks'],
    ['tushare', 'stock_basic', 'stockBasic', 'stocks'],
    ['tushare', 'daily', 'daily', 'daily'],
    ['tushare', 'limit_list_d', 'limitUp', 'stocks'],
  ];
  it.each(cases)('%s %s is recognised (whatever own kind was picked)', (source, shape, kind, ownKind) => {
    const header = fixture(source, shape)[0];
    for (const own of ['stocks', 'daily', 'news'] as const) {
      const d = detectShape(header, own, { board: '车联网' });
      expect(d).toMatchObject({ source, shape, kind, unknownColumns: [], missingRequired: [] });
    }
    expect(detectShape(header, ownKind as 'stocks').mapping.length).toBeGreaterThan(1);
  });

  it('every fixture is a documented shape; every documented shape has a fixture', () => {
    const files = [...readdirSync(join(FIXTURES, 'akshare')).map((f) => `akshare/${f}`), ...readdirSync(join(FIXTURES, 'tushare')).map((f) => `tushare/${f}`)].sort();
    const shapes = [...AKSHARE_SHAPES, ...TUSHARE_SHAPES].map((s) => `${s.source}/${s.id}.csv`).sort();
    expect(files).toEqual(shapes);
  });

  it('lists unknown columns and names missing required ones', () => {
    const d = detectShape(['ts_code', 'trade_date', 'open', 'high', 'low', 'close', 'vol', 'amount', 'my_note'], 'stocks');
    expect(d).toMatchObject({ source: 'tushare', shape: 'daily', unknownColumns: ['my_note'], missingRequired: ['pre_close'] });
    const cons = detectShape(fixture('akshare', 'stock_board_concept_cons_em')[0], 'stocks');
    expect(cons.missingRequired).toEqual(['概念板块名称']);
    const hist = detectShape(['日期', '开盘', '收盘', '最高', '最低', '成交量', '成交额', '振幅', '涨跌幅', '涨跌额', '换手率'], 'daily');
    expect(hist).toMatchObject({ shape: 'stock_zh_a_hist', missingRequired: ['股票代码'] });
    expect(detectShape(hist.mapping.map((m) => m.column), 'daily', { code: '000001' }).missingRequired).toEqual([]);
  });

  it('our own format stays our own format', () => {
    expect(detectShape(['code', 'name', 'industry', 'concepts', 'listDate', 'totalShares', 'floatShares', 'price', 'prevClose'], 'stocks')).toMatchObject({ source: 'own', kind: 'stocks', missingRequired: [] });
    expect(detectShape(['code', 'tradeDate', 'open', 'high', 'low', 'close', 'prevClose', 'volume', 'amount'], 'daily')).toMatchObject({ source: 'own', kind: 'daily' });
    expect(detectShape(['title', 'content'], 'news')).toMatchObject({ source: 'own', kind: 'news', missingRequired: ['publishTime'] });
  });
});

describe('mapping a record', () => {
  it('tushare daily: ts_code, YYYYMMDD, 手 → 股, 千元 → 元', () => {
    const rows = fixture('tushare', 'daily');
    const d = detectShape(rows[0], 'daily');
    expect(mapRecord(recordsOf(rows)[0], d)).toEqual({
      value: { code: '000001', tradeDate: '2024-01-16', open: 9.2, high: 9.31, low: 9.15, close: 9.27, prevClose: 9.19, volume: 118345211, amount: 1093521785 },
      errors: [],
    });
  });

  it('akshare spot: 手 → 股, prices and caps in 元', () => {
    const rows = fixture('akshare', 'stock_zh_a_spot_em');
    const { value } = mapRecord(recordsOf(rows)[0], detectShape(rows[0], 'stocks'));
    expect(value).toMatchObject({ code: '002594', name: '比亚迪', price: 198.55, prevClose: 180.5, volume: 63301200, amount: 12563250000, totalMarketCap: 578030000000, turnoverRate: 5.44 });
  });

  it('akshare history: prevClose from close − 涨跌额', () => {
    const rows = fixture('akshare', 'stock_zh_a_hist');
    const { value } = mapRecord(recordsOf(rows)[1], detectShape(rows[0], 'daily'));
    expect(value).toMatchObject({ code: '000001', tradeDate: '2024-01-16', close: 9.27, prevClose: 9.19, volume: 118345200 });
  });

  it('akshare pool: pool type fixed, trade date from the options, times HH:mm:ss, 涨停统计 N/T', () => {
    const rows = fixture('akshare', 'stock_zt_pool_em');
    const { value } = mapRecord(recordsOf(rows)[1], detectShape(rows[0], 'stocks'), { tradeDate: '2024-01-16' });
    expect(value).toMatchObject({ poolType: 1, tradeDate: '2024-01-16', code: '600519', firstSealTime: '09:25:00', ntN: 1, ntT: 1, streak: 1 });
  });

  it('tushare limit_list_d: limit U/Z/D → pool types', () => {
    const rows = fixture('tushare', 'limit_list_d');
    const d = detectShape(rows[0], 'stocks');
    expect(recordsOf(rows).map((r) => mapRecord(r, d).value.poolType)).toEqual([1, 2, 3]);
    expect(mapRecord({ ...recordsOf(rows)[0], limit: 'X' }, d).errors).toEqual(['limit：「X」不是 U / Z / D']);
  });

  it('hot rank codes with a market prefix; a bad cell names its column', () => {
    const rows = fixture('akshare', 'stock_hot_rank_em');
    const d = detectShape(rows[0], 'stocks');
    expect(mapRecord(recordsOf(rows)[0], d).value).toMatchObject({ rank: 1, code: '002594' });
    expect(mapRecord({ 当前排名: '一', 代码: 'SZ002594' }, d).errors).toEqual(['当前排名：「一」不是数字']);
  });
});
