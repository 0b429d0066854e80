import { describe, expect, it } from 'vitest';
import { buildHotReason, type HotFacts } from './hot-reason';

const base: HotFacts = {
  changePercent: 1.2,
  atLimitUp: false,
  atLimitDown: false,
  streak: 0,
  broke: false,
  amountRatio: 1,
  turnoverRate: 3,
  board: null,
  previousRank: 10,
  rank: 10,
  intraday: true,
};
const board = (over: Partial<NonNullable<HotFacts['board']>> = {}) => ({ name: '机器人', changePercent: 3.4, place: 1, leads: false, ...over });

describe('buildHotReason', () => {
  it('涨停 with its board among the strongest of the market: 所属XX概念领涨', () => {
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, board: board() })).toBe('涨停，所属机器人概念领涨');
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, streak: 3, board: board({ name: '固态电池概念' }) })).toBe('3连板，所属固态电池概念领涨');
  });

  it('涨停 in a board that is not leading the market: 领涨 its board when it is the leader, else the turnover or nothing', () => {
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, board: board({ place: 9, leads: true }) })).toBe('涨停，领涨机器人板块');
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, board: board({ place: 9 }), amountRatio: 2.14 })).toBe('涨停，成交额放大至昨日2.1倍');
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, board: board({ place: 9 }) })).toBe('涨停');
    // a falling board never 「领涨」, even at the top of a market where every board falls
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, board: board({ changePercent: -0.5, place: 1, leads: true }) })).toBe('涨停');
  });

  it('跌停, with a surge or a falling board', () => {
    expect(buildHotReason({ ...base, changePercent: -10, atLimitDown: true })).toBe('跌停');
    expect(buildHotReason({ ...base, changePercent: -10, atLimitDown: true, board: board({ changePercent: -2 }) })).toBe('跌停，机器人板块走弱');
    expect(buildHotReason({ ...base, changePercent: -10, atLimitDown: true, board: board({ changePercent: 2 }) })).toBe('跌停');
    expect(buildHotReason({ ...base, changePercent: -10, atLimitDown: true, amountRatio: 3 })).toBe('跌停，成交额放大至昨日3.0倍');
  });

  it('炸板回落 names no price of the moment (it moves on before the next snapshot), only a surge', () => {
    expect(buildHotReason({ ...base, changePercent: 6.2, broke: true })).toBe('炸板回落');
    expect(buildHotReason({ ...base, changePercent: -1.05, broke: true, amountRatio: 1.8 })).toBe('炸板回落，成交额放大至昨日1.8倍');
  });

  it('大涨 / 大跌: 盘中 only while the day runs, the surge or a rising board', () => {
    expect(buildHotReason({ ...base, changePercent: 6.2, amountRatio: 2.1 })).toBe('盘中大涨6.2%，成交额放大至昨日2.1倍');
    expect(buildHotReason({ ...base, changePercent: 6.2, intraday: false, board: board() })).toBe('大涨6.2%，机器人板块走强');
    expect(buildHotReason({ ...base, changePercent: 6, board: board({ changePercent: 0.5 }) })).toBe('盘中大涨6%');
    expect(buildHotReason({ ...base, changePercent: -7.3, amountRatio: 1.6 })).toBe('盘中大跌7.3%，成交额放大至昨日1.6倍');
  });

  it('a strong board: 人气攀升 only when the rank rose', () => {
    expect(buildHotReason({ ...base, changePercent: 2, board: board({ name: '半导体' }), previousRank: 30, rank: 12 })).toBe('半导体板块走强，人气攀升');
    expect(buildHotReason({ ...base, changePercent: 2, board: board({ name: '半导体' }), previousRank: 5, rank: 12 })).toBe('半导体板块走强，涨2%');
    // the stock falls while its board rises: not a 走强 reason
    expect(buildHotReason({ ...base, changePercent: -1, board: board() })).toBe('跌1%，关注度居前');
  });

  it('a surge alone, an active turnover, a rise in the list, else the change', () => {
    expect(buildHotReason({ ...base, amountRatio: 2.5 })).toBe('成交额放大至昨日2.5倍，涨1.2%');
    expect(buildHotReason({ ...base, turnoverRate: 18.24 })).toBe('换手率18.2%，交投活跃');
    expect(buildHotReason({ ...base, previousRank: 80, rank: 20 })).toBe('人气攀升，排名上升60位');
    expect(buildHotReason({ ...base, previousRank: 25, rank: 20 })).toBe('涨1.2%，关注度居前');
    expect(buildHotReason({ ...base, changePercent: 0 })).toBe('平盘，关注度居前');
    expect(buildHotReason({ ...base, changePercent: null, amountRatio: null })).toBe('关注度居前');
  });

  it('never longer than 60 characters', () => {
    const long = board({ name: '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二' });
    expect(buildHotReason({ ...base, changePercent: 10, atLimitUp: true, streak: 12, board: long }).length).toBeLessThanOrEqual(60);
  });
});
