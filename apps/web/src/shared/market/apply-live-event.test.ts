import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { marketKeys } from './api';
import { applyLiveEvent } from './use-live-market';

describe('live events in the query caches', () => {
  it('patches quotes in place; a reset marks every market cache stale so the page reloads what it shows', () => {
    const qc = new QueryClient();
    qc.setQueryData(marketKeys.stock('600519'), { code: '600519', price: 10, changePercent: 1 });
    qc.setQueryData(marketKeys.indices, [{ code: '000001', price: 3000 }]);
    qc.setQueryData(['news', { pageNo: 1 }], { list: [] });
    applyLiveEvent(qc, 'quote', { items: [{ code: '600519', price: 11, changePercent: 2 }] });
    expect(qc.getQueryData<{ price: number }>(marketKeys.stock('600519'))?.price).toBe(11);
    expect(qc.getQueryState(marketKeys.stock('600519'))?.isInvalidated).toBe(false);

    applyLiveEvent(qc, 'reset', {});
    expect(qc.getQueryState(marketKeys.stock('600519'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(marketKeys.indices)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['news', { pageNo: 1 }])?.isInvalidated).toBe(false);
  });

  it('reloads the hot list and the announcements when the feed changes them', () => {
    const qc = new QueryClient();
    qc.setQueryData(marketKeys.hotRank(20), []);
    qc.setQueryData(['announcements', { pageNo: 1 }], { list: [] });
    applyLiveEvent(qc, 'hot-rank', {});
    applyLiveEvent(qc, 'announcement', {});
    expect(qc.getQueryState(marketKeys.hotRank(20))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['announcements', { pageNo: 1 }])?.isInvalidated).toBe(true);
  });
});
