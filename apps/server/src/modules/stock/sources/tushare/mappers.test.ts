import { describe, expect, it } from 'vitest';
import { recordsOf } from './client';
import {
  codeOf,
  conceptList,
  dateOf,
  mapAdjFactor,
  mapAnnouncements,
  mapDaily,
  mapHotList,
  mapIndexDaily,
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
  mapTradeCal,
  timeOf,
} from './mappers';
import { fixture } from './test-kit';

const rows = (name: string) => recordsOf(fixture(name).data);

describe('tushare row mappers', () => {
  it('codes, dates and times', () => {
    expect(codeOf('600519.SH')).toBe('600519');
    expect(codeOf('920982.BJ')).toBe('920982');
    expect(codeOf('510300.SH')).toBeNull(); // a fund
    expect(codeOf('00700.HK')).toBeNull();
    expect(dateOf('20261127')).toBe('2026-11-27');
    expect(dateOf(null)).toBeNull();
    expect(timeOf('92500')).toBe('09:25:00');
    expect(timeOf('100512')).toBe('10:05:12');
    expect(timeOf('13:35')).toBe('13:35:00');
    expect(timeOf(null)).toBeNull();
  });

  it('trade_cal: days ascending with their open flag', () => {
    const days = mapTradeCal(rows('trade_cal'));
    expect(days[0]).toEqual({ date: '2026-11-16', open: true });
    expect(days.find((d) => d.date === '2026-11-28')).toEqual({ date: '2026-11-28', open: false });
    expect(days.filter((d) => d.open)).toHaveLength(15);
  });

  it('stock_basic: code, name, tushare industry, list date', () => {
    const stocks = mapStockBasic(rows('stock_basic'));
    expect(stocks).toHaveLength(7);
    expect(stocks.find((s) => s.code === '603288')).toEqual({ code: '603288', name: '海天味业', industry: '食品', listDate: '2014-02-11' });
    expect(mapStockBasic([{ ts_code: '600001.SH', name: '退市股', list_date: '19990101', list_status: 'D' }])).toEqual([]);
  });

  it('daily: 手 → 股, 千元 → 元, pre_close kept as the ex-rights previous close', () => {
    const bars = mapDaily(rows('daily_20261127'));
    expect(bars.find((b) => b.code === '600519')).toEqual({
      code: '600519',
      tradeDate: '2026-11-27',
      open: 1410,
      high: 1425.88,
      low: 1405.01,
      close: 1420,
      prevClose: 1411.22,
      volume: 3_123_456,
      amount: 4_431_234_321,
    });
  });

  it('index_daily: the index code as stored, points as given, 手 → shares, 千元 → yuan', () => {
    expect(mapIndexDaily(rows('index_daily_000001_20261127'))).toEqual([
      { code: '000001', tradeDate: '2026-11-27', open: 3812.1618, high: 3864.6002, low: 3743.3601, close: 3864.3671, prevClose: 3796.2814, volume: 51_234_567_800, amount: 678_901_234_567 },
    ]);
  });

  it('adj_factor: A-shares only', () => {
    expect(mapAdjFactor(rows('adj_factor_20261127'))).toEqual([
      { code: '600519', tradeDate: '2026-11-27', factor: 8.4101 },
      { code: '600036', tradeDate: '2026-11-27', factor: 3.2541 },
    ]);
  });

  it('limit_list_d: U / Z / D → pools 1 / 2 / 3 with seal times, N/T and streak', () => {
    const pools = mapLimitList(rows('limit_list_d_20261127'));
    expect(pools.map((p) => [p.code, p.poolType])).toEqual([
      ['600036', 1],
      ['300750', 2],
      ['002594', 3],
    ]);
    expect(pools[0]).toMatchObject({ firstSealTime: '10:05:12', lastSealTime: '10:05:12', sealAmount: 1234567890, ntN: 1, ntT: 1, streak: 1, openCount: 0, industry: '银行' });
    expect(pools[1]).toMatchObject({ openCount: 3, streak: 0, lastSealTime: '13:35:02' });
    expect(pools[2]).toMatchObject({ firstSealTime: null, ntN: null, ntT: null });
  });

  it('kpl_list: the reason and its boards; rows without either are left out', () => {
    expect(mapKplList(rows('kpl_list_20261127'))).toEqual([{ tradeDate: '2026-11-27', code: '600036', reason: '高股息+银行估值修复', concepts: ['高股息', '金融科技'], status: '首板' }]);
  });

  it('ths_hot: the newest snapshot, A-shares only, ranks renumbered, tags and 上榜解读 kept', () => {
    const hot = mapHotList(rows('ths_hot_20261127'));
    expect(hot.map((h) => [h.code, h.rank])).toEqual([
      ['600036', 1],
      ['300750', 2],
      ['002594', 3],
      ['603288', 4],
    ]);
    expect(hot[1]).toMatchObject({ heat: 230118, concepts: ['固态电池', '钠离子电池'], reason: '固态电池量产进度超预期，炸板三次' });
    expect(hot[1].time?.toISOString()).toBe('2026-11-27T07:30:00.000Z');
    expect(conceptList('AI手机、消费电子概念')).toEqual(['AI手机', '消费电子概念']);
    expect(mapHotList(rows('dc_hot_20261127')).map((h) => h.code)).toEqual(['600036', '300750', '600519']);
  });

  it('ths_index / ths_member: A-share concept and industry boards, current members', () => {
    expect(mapThsIndex(rows('ths_index'))).toEqual([
      { sourceCode: '885800.TI', name: '固态电池', type: 2, count: 92 },
      { sourceCode: '881155.TI', name: '银行', type: 1, count: 42 },
    ]);
    expect(mapThsMember(rows('ths_member_885800'))).toEqual([
      { sourceCode: '885800.TI', code: '300750', name: '宁德时代' },
      { sourceCode: '885800.TI', code: '002594', name: '比亚迪' },
    ]);
  });

  it('moneyflow: 万元 → 元, net per order size, 主力 = 大单 + 特大单', () => {
    const [m] = mapMoneyFlow(rows('moneyflow_20261127'));
    expect(m).toEqual({ code: '600036', tradeDate: '2026-11-27', smallNet: 296_700, mediumNet: -2_005_000, largeNet: 84_000_000, extraLargeNet: 132_000_000, mainNet: 216_000_000, net: 214_281_700 });
  });

  it('top_list / top_inst: entries per reason, seats with their side', () => {
    const list = mapTopList(rows('top_list_20261127'));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ code: '600036', netAmount: 300_000_000, reason: '日涨幅偏离值达7%的证券' });
    const seats = mapTopInst(rows('top_inst_20261127'));
    expect(seats.map((s) => [s.seat, s.side, s.netBuy])).toEqual([
      ['机构专用', 'buy', 182_345_678],
      ['中信证券股份有限公司上海分公司', 'sell', -86_419_754.1],
    ]);
  });

  it('anns_d and news: announcements of stocks, flashes attributed to their own source', () => {
    const anns = mapAnnouncements(rows('anns_d_20261127'));
    expect(anns).toHaveLength(1);
    expect(anns[0]).toMatchObject({ code: '600036', annDate: '2026-11-27', title: '招商银行关于董事会换届选举的公告' });
    expect(anns[0].time.toISOString()).toBe('2026-11-27T09:32:10.000Z');
    const news = mapNews(rows('news_sina'), 'sina');
    expect(news.map((n) => [n.title, n.source])).toEqual([
      ['两市收盘', '新浪财经'],
      ['固态电池板块尾盘回落', '新浪财经'],
    ]);
  });

  it('rt_k: shares and yuan as given, rows without a price left out', () => {
    const quotes = mapRtK(rows('rt_k'), '2026-11-30');
    expect(quotes.map((q) => q.code)).toEqual(['600519', '600036']);
    expect(quotes[0]).toMatchObject({ price: 1428.8, prevClose: 1420, volume: 1_234_567, amount: 1_763_456_789 });
    expect(quotes[0].time?.toISOString()).toBe('2026-11-30T02:15:03.000Z');
  });
});
