import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { FeedSourceSummaryVO } from '@gprs/contract';
import StockFeedSourcePage from './index';
import { useUserStore } from '../../../shared/stores/user-store';
import { renderWithProviders } from '../../../test/render-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../../../shared/request', async (importOriginal) => ({ ...(await importOriginal<object>()), request: api }));

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const kinds: FeedSourceSummaryVO['kinds'] = [
  { kind: 'quotes', label: '个股行情', lastBatchTime: NOW - 300_000, lastBatchRows: 5000, lastBatchChanged: 4980, rowsPerMinute: 0, batches: 0, rejectedBatches: 1, avgApplyMs: null },
  { kind: 'indices', label: '指数行情', lastBatchTime: null, lastBatchRows: null, lastBatchChanged: null, rowsPerMinute: 0, batches: 0, rejectedBatches: 0, avgApplyMs: null },
];
const client = { clientId: 'stock-feed', secretRevealed: false };
const quiet: FeedSourceSummaryVO = { mode: 'push', pushOpen: true, client, now: NOW, trading: true, windowMinutes: 5, quietSeconds: 60, quiet: true, quietFor: 300, kinds };

function renderPage() {
  renderWithProviders(<StockFeedSourcePage />);
}

describe('数据源 page', { timeout: 40_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('warns that the push feed went quiet, lists the kinds and the refused batches with their reasons', async () => {
    api.get.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/summary')
          ? quiet
          : {
              total: 1,
              list: [{ id: 1, kind: 'quotes', clientId: 'stock-feed', receiveTime: NOW - 60_000, rows: 3, rowIndex: 2, code: 1_100_040_000, reason: '第 3 行（items[2]）不正确：price 数值过小', sample: '{"code":"600000","price":-1}' }],
            },
      ),
    );
    renderPage();
    const banner = await screen.findByTestId('feed-banner');
    expect(banner.textContent).toContain('行情推送已停止');
    expect(banner.textContent).toContain('已 5 分没有收到个股行情批次');
    expect(screen.getByText('推送模式')).toBeTruthy();
    const quotesRow = screen.getAllByText('个股行情')[0].closest('tr')!;
    expect(within(quotesRow).getByText('1 批被拒绝')).toBeTruthy();
    expect(quotesRow.textContent).toContain('5 分钟前');
    expect(quotesRow.textContent).toContain('5,000 / 4,980');
    expect(within(screen.getByText('指数行情').closest('tr')!).getByText('暂无数据')).toBeTruthy();
    expect(await screen.findByText('第 3 行（items[2]）不正确：price 数值过小')).toBeTruthy();
    expect(screen.getByText('第 3 行（items[2]）')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/stock-admin/feed-source/rejected-page', { pageNo: 1, pageSize: 10, kind: undefined });
  });

  it('shows the generated push secret once to an administrator, then offers only a rotation', async () => {
    useUserStore.setState({ roles: ['operator'], permissions: ['stock:feed-source:query', 'system:oauth2-client:update'] });
    let revealed = false;
    api.get.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/summary') ? { ...quiet, quiet: false, mode: 'simulator', pushOpen: false, client: { ...client, secretRevealed: revealed } } : { total: 0, list: [] }),
    );
    api.post.mockImplementation(() => {
      revealed = true;
      return Promise.resolve({ clientId: 'stock-feed', secret: 'generated-secret-1' });
    });
    renderPage();
    const card = await screen.findByTestId('push-client');
    expect(card.textContent).toContain('已关闭（返回 403');
    (await within(card).findByText('查看密钥（仅一次）')).click();
    expect((await screen.findByTestId('push-secret')).textContent).toContain('generated-secret-1');
    expect(api.post).toHaveBeenCalledWith('/stock-admin/feed-source/secret/reveal');
    await waitFor(() => expect(within(card).queryByText('查看密钥（仅一次）')).toBeNull());
    expect(within(card).getByText('重新生成密钥')).toBeTruthy();
    useUserStore.getState().reset();
  });

  it('lists the pulled source\'s datasets with their state in words, never as an empty page', async () => {
    const dataset = {
      key: 'moneyflow', label: '资金流向', state: 'no_permission', stateLabel: '无权限', message: '令牌积分不足：moneyflow 需要 2000 积分',
      lastSuccessTime: null, lastAttemptTime: NOW, rows: 0, written: 0, cursor: null, nextRunTime: NOW + 3_600_000, without: '个股页不显示资金流向',
      apis: [{ name: 'moneyflow', label: '个股资金流向', requirement: '2000 积分', perMinute: 200, perMinutePublished: true, docUrl: '' }],
    };
    api.get.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/summary')
          ? { ...quiet, quiet: false }
          : url.endsWith('/source/status')
            ? { source: 'tushare', enabled: true, tokenSet: true, now: NOW, jobs: [], datasets: [dataset] }
            : { total: 0, list: [] },
      ),
    );
    renderPage();
    const card = await screen.findByTestId('pulled-source');
    await within(card).findByText('无权限');
    expect(card.textContent).toContain('令牌积分不足：moneyflow 需要 2000 积分');
    expect(card.textContent).toContain('个股页不显示资金流向');
    expect(card.textContent).toContain('已启用（MARKET_SOURCE=tushare）');
  });

  it('shows an empty list and a load error clearly', async () => {
    api.get.mockImplementation((url: string) => (url.endsWith('/summary') ? Promise.reject(new Error('没有该操作权限')) : Promise.resolve({ total: 0, list: [] })));
    renderPage();
    expect(await screen.findByText('数据源概况加载失败')).toBeTruthy();
    expect(screen.getByText('没有该操作权限')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('近 3 天没有被拒绝的批次')).toBeTruthy());
  });
});
