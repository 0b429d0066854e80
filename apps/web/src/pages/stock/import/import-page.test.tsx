import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { importTradeDateDefault, type StockImportPreviewResp } from '@gprs/contract';
import { useUserStore } from '../../../shared/stores/user-store';
import StockImportPage from './index';
import { renderWithProviders } from '../../../test/render-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../../../shared/request', async (importOriginal) => ({ ...(await importOriginal<object>()), request: api }));

const TUSHARE_DAILY: StockImportPreviewResp = {
  source: 'tushare',
  shape: 'daily',
  label: 'tushare A 股日线行情（daily）',
  kind: 'daily',
  mapping: [
    { column: 'ts_code', field: 'code', unit: 'tsCode' },
    { column: 'vol', field: 'volume', unit: 'shou' },
    { column: 'amount', field: 'amount', unit: 'qianyuan' },
  ],
  unknownColumns: ['备注'],
  missingRequired: [],
  total: 2,
  rows: [{ row: 1, value: { code: '000001', volume: 118345211, amount: 1093521785 }, errors: [] }],
  encoding: 'gbk',
};

function renderPage() {
  return renderWithProviders(<StockImportPage />).container;
}

const choose = (container: HTMLElement, name: string, content = 'x') => {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
};
const startButton = () => screen.getByText('开始导入').closest('button') as HTMLButtonElement;

describe('数据导入 page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    useUserStore.getState().setUserInfo({ user: { id: 1, nickname: 'u', avatar: '' }, roles: ['common'], permissions: ['stock:import:create', 'stock:import:query'] });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('previews a tushare file (source, mapping with units, unknown columns, converted rows) before importing it', async () => {
    api.post.mockImplementation((url: string) =>
      url.startsWith('/stock-admin/import/preview')
        ? Promise.resolve(TUSHARE_DAILY)
        : Promise.resolve({ jobId: null, status: 'done', kind: 'stocks', total: 2, processed: 2, imported: 2, failed: 0, errors: [], target: 'daily', source: 'tushare' }),
    );
    const container = renderPage();
    choose(container, 'daily.xlsx');
    await screen.findByText(/识别为：tushare A 股日线行情（daily）/);
    expect(api.post.mock.calls[0][0]).toBe('/stock-admin/import/preview?kind=stocks&format=xlsx');
    expect(screen.getByText('千元 → 元（×1000）')).toBeTruthy();
    expect(screen.getByText('手 → 股（×100）')).toBeTruthy();
    expect(screen.getByText('备注')).toBeTruthy();
    expect(screen.getByText('118,345,211')).toBeTruthy();
    // the encoding the server detected, and our fields by their Chinese names
    expect(screen.getByText('编码：GBK（已自动识别）')).toBeTruthy();
    const headers = [...container.querySelectorAll('.import-preview-rows th')].map((th) => th.textContent);
    expect(headers).toEqual(['行号', '代码', '成交量', '成交额', '校验']);
    expect([...container.querySelectorAll('.import-mapping td')].map((td) => td.textContent)).toContain('成交量');
    expect(container.textContent).not.toMatch(/\bvolume\b/);
    expect(api.post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(api.post.mock.calls[1][0]).toBe('/stock-admin/import?kind=stocks&format=xlsx');
  });

  it('refuses to start when required columns are missing, and asks for the trade day of a pool', async () => {
    api.post.mockResolvedValue({ ...TUSHARE_DAILY, missingRequired: ['pre_close'] });
    const container = renderPage();
    choose(container, 'daily.csv');
    await screen.findByText(/缺少必需的列：pre_close，无法导入/);
    expect(startButton().disabled).toBe(true);

  });

  it('a pool file: the trade day defaults to the latest trade day of the calendar; a picked day goes to preview and import', async () => {
    const pool = { ...TUSHARE_DAILY, source: 'akshare', shape: 'stock_zt_pool_em', label: 'akshare 涨停股池（stock_zt_pool_em）', kind: 'limitUp' } as const;
    api.post.mockImplementation((url: string) =>
      url.startsWith('/stock-admin/import/preview')
        ? Promise.resolve(pool)
        : Promise.resolve({ jobId: null, status: 'done', kind: 'stocks', total: 1, processed: 1, imported: 1, failed: 0, errors: [], target: 'limitUp', source: 'akshare' }),
    );
    const container = renderPage();
    choose(container, 'zt.csv');
    await screen.findByTestId('import-options');
    const input = container.querySelector('[data-testid=import-options] .ant-picker input') as HTMLInputElement;
    expect(input.value).toBe(importTradeDateDefault(new Date()));
    // typed, then 开始导入 at once: the click is not lost while the new preview runs
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2024-01-16' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(api.post.mock.calls.at(-1)?.[0]).toBe('/stock-admin/import/preview?kind=stocks&format=csv&tradeDate=2024-01-16'));
    fireEvent.click(startButton());
    await waitFor(() => expect(api.post.mock.calls.at(-1)?.[0]).toBe('/stock-admin/import?kind=stocks&format=csv&tradeDate=2024-01-16'));
  });

  it('a click on 开始导入 while a preview runs waits for it and starts (never swallowed)', async () => {
    let release: (v: unknown) => void = () => undefined;
    const members = { ...TUSHARE_DAILY, source: 'akshare', shape: 'stock_board_concept_cons_em', label: 'akshare 概念板块成份股', kind: 'conceptMembers' } as const;
    api.post.mockImplementation((url: string) => {
      if (!url.startsWith('/stock-admin/import/preview')) return Promise.resolve({ jobId: null, status: 'done', kind: 'stocks', total: 1, processed: 1, imported: 1, failed: 0, errors: [] });
      // the second preview (after the board is typed) is slow
      return api.post.mock.calls.length > 1 ? new Promise((r) => (release = r)).then(() => members) : Promise.resolve(members);
    });
    const container = renderPage();
    choose(container, 'cons.csv');
    const board = (await screen.findByPlaceholderText('成份股所属的概念名称')) as HTMLInputElement;
    fireEvent.change(board, { target: { value: '固态电池' } });
    fireEvent.blur(board);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    fireEvent.click(startButton());
    release(undefined);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(3));
    expect(api.post.mock.calls[2][0]).toBe(`/stock-admin/import?kind=stocks&format=csv&board=${encodeURIComponent('固态电池')}`);
  });
});
