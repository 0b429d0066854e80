import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render as renderRoot, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Level2BookVO, OrderBookVO } from '@gprs/contract';
import { renderWithProviders } from '../../../test/render-page';
import { useUserStore } from '../../../shared/stores/user-store';
import { RequestError } from '../../../shared/request';
import { OrderBookPanel } from './order-book-panel';
import { LEVEL2_REQUIRED_CODE } from './book-api';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../../../shared/request', async (importOriginal) => ({ ...(await importOriginal<object>()), request: api }));

const levels = (from: number, step: number, n: number) => Array.from({ length: n }, (_, i) => ({ price: Math.round((from + step * i) * 100) / 100, volume: (i + 1) * 100 }));
const book = (ask1: number, n = 5): OrderBookVO => ({
  code: '600519',
  name: '贵州茅台',
  tradeDate: '2026-11-27',
  prevClose: 10,
  price: ask1,
  limitUpPrice: 11,
  limitDownPrice: 9,
  levels: n,
  bids: levels(ask1 - 0.01, -0.01, n),
  asks: levels(ask1, 0.01, n),
  bidAskRatio: 0,
  bidAskDiff: 0,
  outerVolume: 120_000,
  innerVolume: 80_000,
  bookTime: 1,
  sealed: null,
  auction: { tradeDate: '2026-11-27', code: '600519', name: '贵州茅台', price: 10.2, prevClose: 10, changePercent: 2, volume: 10_000, amount: 102_000, unmatchedVolume: -3_000 },
});

const render = (quoteTime: number) => (
  <MemoryRouter>
    <OrderBookPanel code="600519" quoteTime={quoteTime} />
  </MemoryRouter>
);
const calls = (url: string) => api.get.mock.calls.filter((c) => c[0] === url).length;
const askOne = () => screen.getAllByText('卖一')[0].parentElement!.children[1].textContent;

describe('盘口 panel', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    useUserStore.getState().reset();
  });

  it('shows a visitor 五档, 外盘 / 内盘 and the auction, asks nothing of Level-2, and fetches the book again when a quote arrives', async () => {
    let current = book(10.01);
    api.get.mockImplementation((url: string) => (url === '/stock/book' ? Promise.resolve(current) : Promise.reject(new Error(url))));
    // one query client across the renders (a rerender replaces the whole tree)
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrap = (quoteTime: number) => <QueryClientProvider client={qc}>{render(quoteTime)}</QueryClientProvider>;
    const view = renderRoot(wrap(1));
    await screen.findByText('卖五');
    expect(askOne()).toBe('10.01');
    expect(screen.getByText('1200手')).toBeTruthy();
    expect(screen.getByText('卖 30手')).toBeTruthy();
    expect(screen.getByTestId('level2-note').textContent).toContain('十档和逐笔为 Level-2 权益');
    expect(calls('/stock/book/level2')).toBe(0);
    // the same quote again: no request; a new quote: the book is read again
    view.rerender(wrap(1));
    expect(calls('/stock/book')).toBe(1);
    current = book(10.05);
    view.rerender(wrap(2));
    await waitFor(() => expect(askOne()).toBe('10.05'));
    expect(calls('/stock/book')).toBe(2);
  });

  it('shows a Level-2 member 十档 and the trades', async () => {
    useUserStore.setState({ user: { id: 3, nickname: '会员' } as never, roles: ['member'], permissions: [] });
    const l2: Level2BookVO = { ...book(10.01, 10), ticks: [{ seq: 2, time: Date.parse('2026-11-27T14:59:58+08:00'), price: 10.01, volume: 300, side: 1 }] };
    api.get.mockImplementation((url: string) => Promise.resolve(url === '/stock/book/level2' ? l2 : book(10.01)));
    renderWithProviders(render(1));
    await screen.findByText('卖十');
    expect(screen.getByText('逐笔成交')).toBeTruthy();
    expect(screen.getByText('14:59:58')).toBeTruthy();
    expect(screen.queryByTestId('level2-note')).toBeNull();
  });

  it('keeps 五档 and the Level-2 line for a member the server refuses, without asking again', async () => {
    useUserStore.setState({ user: { id: 4, nickname: '会员' } as never, roles: ['member'], permissions: [] });
    api.get.mockImplementation((url: string) =>
      url === '/stock/book/level2' ? Promise.reject(new RequestError('十档盘口和逐笔成交为 Level-2 行情权益', LEVEL2_REQUIRED_CODE)) : Promise.resolve(book(10.01)),
    );
    renderWithProviders(render(1));
    await waitFor(() => expect(calls('/stock/book/level2')).toBe(1));
    await screen.findByText('卖五');
    expect(screen.queryByText('卖十')).toBeNull();
    expect(screen.getByTestId('level2-note').querySelector('a')!.getAttribute('href')).toBe('/vip');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls('/stock/book/level2')).toBe(1);
  });
});
