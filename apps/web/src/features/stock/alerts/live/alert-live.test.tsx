import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../../../../shared/request', () => ({ request: { post: (...args: unknown[]) => post(...args) } }));
const { default: AlertLive } = await import('./alert-live');

const fired = {
  alertId: 7,
  messageId: 99,
  stockCode: '600519',
  stockName: '贵州茅台',
  kind: 1,
  text: '贵州茅台（600519）股价涨到 1500.00 元以上，最新价 1500.50 元，涨跌幅 +1.20%。',
  price: 1500.5,
  changePercent: 1.2,
  time: 0,
};

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: string) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

const renderLive = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AlertLive />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  window.localStorage.setItem('ACCESS_TOKEN', 'token-1');
  FakeSource.all = [];
  vi.stubGlobal('EventSource', FakeSource);
  let n = 0;
  post.mockReset().mockImplementation(async () => `${++n}`.padStart(64, 'a'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AlertLive', () => {
  it('opens the stream with a one-time ticket and shows each fired alert as a notice with a link to the stock', async () => {
    const view = renderLive();
    await waitFor(() => expect(FakeSource.all).toHaveLength(1));
    expect(post).toHaveBeenCalledWith('/stock/alert/stream-ticket', undefined, { skipErrorHandler: true });
    expect(FakeSource.all[0].url).toBe(`/admin-api/stock/live/alert-stream?ticket=${'1'.padStart(64, 'a')}`);
    act(() => {
      FakeSource.all[0].emit('alert', 'not json');
      FakeSource.all[0].emit('alert', JSON.stringify(fired));
    });
    const notice = await screen.findByTestId('alert-notice');
    expect(notice.textContent).toContain(fired.text);
    expect(screen.getAllByTestId('alert-notice')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '查看 贵州茅台' }).getAttribute('href')).toBe('/stock?code=600519');
    await act(async () => screen.getByRole('button', { name: '关闭提醒' }).click());
    await waitFor(() => expect(screen.queryByTestId('alert-notice')).toBeNull());
    view.unmount();
    expect(FakeSource.all[0].closed).toBe(true);
  });

  it('after an error opens a new stream with a new ticket (a ticket is used up)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const view = renderLive();
      await vi.waitFor(() => expect(FakeSource.all).toHaveLength(1));
      act(() => FakeSource.all[0].onerror?.());
      expect(FakeSource.all[0].closed).toBe(true);
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      await vi.waitFor(() => expect(FakeSource.all).toHaveLength(2));
      expect(FakeSource.all[1].url).toContain(`ticket=${'2'.padStart(64, 'a')}`);
      view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
