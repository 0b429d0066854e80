import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { RequestError } from '../request';
import { useDictStore } from '../stores/dict-store';
import { useUserStore } from '../stores/user-store';
import { CrudPage } from './crud-page';
import type { CrudConfig } from './types';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../request', async (importOriginal) => ({ ...(await importOriginal<object>()), request: api }));

const row = { id: 7, name: '测试项', status: 0, createTime: 1_700_000_000_000 };

const config: CrudConfig = {
  entity: '测试项',
  queryKey: ['test', 'crud'],
  api: { page: '/t/page', create: '/t/create', update: '/t/update', delete: '/t/delete', export: '/t/export' },
  permissions: { create: 't:create', update: 't:update', delete: 't:delete', export: 't:export' },
  search: [{ name: 'name', label: '名称' }],
  columns: [
    { dataIndex: 'id', title: '编号' },
    { dataIndex: 'name', title: '名称' },
    { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status' },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime' },
  ],
  form: {
    fields: [
      { name: 'name', label: '名称', required: true },
      { name: 'status', label: '状态', type: 'radio', dict: 'common_status', initialValue: 0 },
    ],
  },
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <CrudPage config={config} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

const button = (text: string) =>
  screen
    .queryAllByText(text)
    .map((el) => el.closest('button'))
    .find((b): b is HTMLButtonElement => !!b) ?? null;

function signIn(permissions: string[]) {
  useUserStore.getState().setUserInfo({ user: { id: 1, nickname: 'u', avatar: '' }, roles: ['common'], permissions });
}

describe('CrudPage', { timeout: 40_000 }, () => {
  beforeEach(() => {
    useDictStore.getState().setDicts([{ dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' }]);
    api.get.mockResolvedValue({ list: [row], total: 1 });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists rows with dict tags and date-times; shows no write buttons without their permissions', async () => {
    signIn(['t:query']);
    renderPage();
    await screen.findByText('测试项');
    expect(screen.getByText('开启')).toBeTruthy();
    expect(screen.getByText(/^2023-11-1\d \d{2}:13:20$/)).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/t/page', { pageNo: 1, pageSize: 20 });
    for (const text of ['新增', '导出', '修改', '删除']) expect(button(text)).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('creates through the dialog: required message, then a trimmed body and a refresh', async () => {
    signIn(['t:create']);
    api.post.mockResolvedValue(8);
    renderPage();
    await screen.findByText('测试项');
    fireEvent.click(button('新增')!);
    await screen.findByText('添加测试项');
    fireEvent.click(button('确定')!);
    await screen.findByText('名称不能为空');
    // the search form has the same placeholder: the dialog's input comes last
    fireEvent.change(screen.getAllByPlaceholderText('请输入名称').at(-1)!, { target: { value: '  新的 ' } });
    fireEvent.click(button('确定')!);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/t/create', { name: '新的', status: 0 }));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('deletes after the 系统提示 confirmation', async () => {
    signIn(['t:delete']);
    api.delete.mockResolvedValue(true);
    renderPage();
    await screen.findByText('测试项');
    fireEvent.click(button('删除')!);
    await screen.findAllByText('系统提示');
    expect(screen.getByText('是否确认删除测试项编号为"7"的数据项？')).toBeTruthy();
    fireEvent.click(button('确定')!);
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/t/delete', { id: 7 }));
  });

  it('a refused delete leaves the row and no unhandled rejection (the request layer has shown the message)', async () => {
    signIn(['t:delete']);
    api.delete.mockRejectedValue(new RequestError('部门中存在员工，无法删除', 1_002_004_003));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      renderPage();
      await screen.findByText('测试项');
      fireEvent.click(button('删除')!);
      await screen.findAllByText('系统提示');
      fireEvent.click(button('确定')!);
      await waitFor(() => expect(api.delete).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).not.toHaveBeenCalled();
      expect(screen.queryByText('删除成功')).toBeNull();
      expect(screen.getByText('测试项')).toBeTruthy();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('shows the load error with a retry', async () => {
    signIn([]);
    api.get.mockRejectedValueOnce(new Error('系统异常'));
    renderPage();
    await screen.findByText('数据加载失败');
    expect(screen.getByText('系统异常')).toBeTruthy();
    fireEvent.click(button('重试')!);
    await screen.findByText('测试项');
  });
});
