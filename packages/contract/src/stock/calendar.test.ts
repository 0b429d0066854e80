import { describe, expect, it } from 'vitest';
import { liveBadge, marketPhase, MARKET_PHASE_LABELS } from './calendar';

const at = (iso: string) => new Date(iso);

describe('marketPhase', () => {
  it('names every part of a trade day in Beijing time, and weekends and holidays as 休市', () => {
    const phases = [
      ['2026-11-24T09:00:00+08:00', '盘前'],
      ['2026-11-24T09:20:00+08:00', '集合竞价'],
      ['2026-11-24T10:00:00+08:00', '交易中'],
      ['2026-11-24T12:00:00+08:00', '午间休市'],
      ['2026-11-24T14:59:00+08:00', '交易中'],
      ['2026-11-24T15:00:00+08:00', '已收盘'],
      ['2026-11-28T03:00:00+08:00', '休市'], // a Saturday
      ['2026-10-05T10:00:00+08:00', '休市'], // 国庆 on a Monday
    ] as const;
    for (const [time, label] of phases) expect(MARKET_PHASE_LABELS[marketPhase(at(time))], time).toBe(label);
  });
});

describe('liveBadge', () => {
  const now = Date.parse('2026-11-24T10:00:00+08:00');
  it('says 实时推送中 only while the stream is open and a quote is at most a minute old in a flowing phase', () => {
    expect(liveBadge({ connection: 'open', phase: 'trading', lastQuoteTime: now - 3_000, now })).toEqual({ text: '实时推送中', live: true });
    expect(liveBadge({ connection: 'open', phase: 'trading', lastQuoteTime: now - 120_000, now })).toEqual({ text: '交易中 · 等待行情', live: false });
    expect(liveBadge({ connection: 'open', phase: 'holiday', lastQuoteTime: now - 1_000, now })).toEqual({ text: '休市', live: false });
    expect(liveBadge({ connection: 'open', phase: 'closed', lastQuoteTime: now, now })).toEqual({ text: '已收盘', live: false });
    expect(liveBadge({ connection: 'connecting', phase: 'trading', lastQuoteTime: now, now })).toEqual({ text: '交易中', live: false });
    expect(liveBadge({ connection: 'error', phase: 'trading', lastQuoteTime: now, now })).toEqual({ text: '重连中', live: false });
  });
});
