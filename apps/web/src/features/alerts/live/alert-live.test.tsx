import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AlertLive from './alert-live';

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

/** A fetch answering the alert stream with the given SSE chunks (then holding the stream open). */
function streamOf(chunks: string[]) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
}

beforeEach(() => window.localStorage.setItem('ACCESS_TOKEN', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AlertLive', () => {
  it('reads the stream with the token in the header and shows each fired alert as a notice with a link to the stock', async () => {
    const fetchMock = streamOf(['retry: 5000\n\n: connected\n\n', `event: alert\ndata: ${JSON.stringify(fired).slice(0, 40)}`, `${JSON.stringify(fired).slice(40)}\n\n: ping\n\n`]);
    vi.stubGlobal('fetch', fetchMock);
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AlertLive />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const notice = await screen.findByTestId('alert-notice');
    expect(notice.textContent).toContain(fired.text);
    expect(screen.getByRole('link', { name: '查看 贵州茅台' }).getAttribute('href')).toBe('/stock?code=600519');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/admin-api/stock/live/alert-stream');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    // closed by the member
    await act(async () => screen.getByRole('button', { name: '关闭提醒' }).click());
    await waitFor(() => expect(screen.queryByTestId('alert-notice')).toBeNull());
    view.unmount();
  });

  it('skips other events and frames that are not an alert', async () => {
    vi.stubGlobal('fetch', streamOf([': connected\n\nevent: quote\ndata: {"items":[]}\n\nevent: alert\ndata: not json\n\n', `event: alert\ndata: ${JSON.stringify({ ...fired, alertId: 8 })}\n\n`]));
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AlertLive />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByTestId('alert-notice');
    expect(screen.getAllByTestId('alert-notice')).toHaveLength(1);
    view.unmount();
  });
});
