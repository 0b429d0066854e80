import { describe, expect, it } from 'vitest';
import type { FeedKindStatVO, FeedSourceSummaryVO } from '@gprs/contract';
import { ago, duration, feedBanner, kindStatus } from './logic';

const summary = (over: Partial<FeedSourceSummaryVO> = {}): FeedSourceSummaryVO => ({
  mode: 'push',
  pushOpen: true,
  client: { clientId: 'stock-feed', secretRevealed: true },
  now: 1_000_000,
  trading: true,
  windowMinutes: 5,
  quietSeconds: 60,
  quiet: false,
  quietFor: 3,
  kinds: [],
  ...over,
});
const kind = (over: Partial<FeedKindStatVO> = {}): FeedKindStatVO => ({
  kind: 'quotes',
  label: '个股行情',
  lastBatchTime: 1,
  lastBatchRows: 10,
  lastBatchChanged: 10,
  rowsPerMinute: 100,
  batches: 3,
  rejectedBatches: 0,
  avgApplyMs: 12,
  ...over,
});

describe('data-source page rules', () => {
  it('says how long ago and how long, in Chinese', () => {
    expect(ago(null, 0)).toBe('');
    expect(ago(10_000, 12_000)).toBe('刚刚');
    expect(ago(0, 42_000)).toBe('42 秒前');
    expect(ago(0, 5 * 60_000)).toBe('5 分钟前');
    expect(ago(0, 3 * 3_600_000)).toBe('3 小时前');
    expect(ago(0, 2 * 86_400_000)).toBe('2 天前');
    expect(duration(45)).toBe('45 秒');
    expect(duration(200)).toBe('3 分 20 秒');
    expect(duration(7500)).toBe('2 小时 5 分');
  });

  it('warns when the push feed has gone quiet during trading, before anything else', () => {
    expect(feedBanner(summary({ quiet: true, quietFor: 200 }))).toMatchObject({ type: 'error', title: '行情推送已停止', description: expect.stringContaining('已 3 分 20 秒没有收到个股行情批次') });
    expect(feedBanner(summary({ quiet: true, quietFor: null })).description).toContain('近 3 天没有收到个股行情批次');
    expect(feedBanner(summary())).toMatchObject({ type: 'success' });
    expect(feedBanner(summary({ trading: false })).title).toBe('非交易时段');
    expect(feedBanner(summary({ mode: 'simulator' })).title).toBe('当前为模拟行情');
  });

  it('marks a kind by its refusals and its last batch', () => {
    expect(kindStatus(kind({ rejectedBatches: 2 }))).toEqual({ color: 'error', text: '2 批被拒绝' });
    expect(kindStatus(kind({ lastBatchTime: null, batches: 0 })).text).toBe('暂无数据');
    expect(kindStatus(kind({ batches: 0 })).text).toBe('近期无批次');
    expect(kindStatus(kind()).text).toBe('正常');
  });
});
