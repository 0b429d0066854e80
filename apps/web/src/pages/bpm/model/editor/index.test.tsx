import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { BpmError } from '@gprs/contract';
import { RequestError } from '../../../../shared/request';
import ModelDesignRoute from './index';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../../shared/request', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: api,
}));

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/bpm/manager/model/design', Component: ModelDesignRoute }, { path: '*', Component: () => null }], {
    initialEntries: [url],
  });
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/bpm/manager/model/design with a model id that names no model', () => {
  it('says the record does not exist instead of spinning or offering a retry', async () => {
    api.get.mockRejectedValue(new RequestError(BpmError.MODEL_NOT_EXISTS.msg, BpmError.MODEL_NOT_EXISTS.code));
    renderAt('/bpm/manager/model/design?modelId=999');
    expect(await screen.findByText('访问资源不存在')).toBeTruthy();
    expect(screen.getByText('流程模型（编号 999）不存在或已被删除')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(api.get).toHaveBeenCalledWith('/bpm/model/get', { id: 999 });
  });

  it('keeps the retry for a failure that is not a missing record', async () => {
    api.get.mockRejectedValue(new RequestError('系统异常', 500));
    renderAt('/bpm/manager/model/design?modelId=5');
    expect(await screen.findByText('流程模型加载失败')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
