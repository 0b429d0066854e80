import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { useUserStore } from '../../../../shared/stores/user-store';
import ModelListPage from './model-list-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../../shared/request', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: api,
}));

const row = {
  id: 7,
  key: 'leave',
  name: '请假流程',
  category: '1',
  description: 'OA 请假',
  bpmnXml: null,
  createTime: 1_700_000_000_000,
  updateTime: 1_700_000_000_000,
};

let queryClient: QueryClient;

function renderPage() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/bpm/manager/model', Component: ModelListPage }, { path: '*', Component: () => null }], {
    initialEntries: ['/bpm/manager/model'],
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
  return router;
}

/** The button labelled `text` (antd wraps the label in a span), or null. */
const button = (text: string) =>
  screen
    .queryAllByText(text)
    .map((el) => el.closest('button'))
    .find((b): b is HTMLButtonElement => !!b) ?? null;

/** 确定 of the newest confirmation box (the closed, force-rendered model dialog has one too). */
const confirmOk = () => {
  const boxes = [...document.querySelectorAll('.ant-modal-confirm')];
  const ok = [...(boxes[boxes.length - 1]?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('确定'));
  if (!ok) throw new Error('no confirmation box');
  return ok;
};

function signIn(permissions: string[]) {
  useUserStore.getState().setUserInfo({ user: { id: 1, nickname: 'u', avatar: '' }, roles: ['common'], permissions });
}

describe('流程模型 list page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useDictStore.getState().setDicts([{ dictType: 'bpm_model_category', value: '1', label: 'OA 办公', colorType: 'primary', cssClass: '' }]);
    api.get.mockResolvedValue({ list: [row], total: 1 });
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    useUserStore.getState().reset();
    useDictStore.getState().reset();
    vi.clearAllMocks();
  });

  it('lists models with the category label and offers every action to a user with all permissions', async () => {
    signIn(['bpm:model:query', 'bpm:model:create', 'bpm:model:update', 'bpm:model:delete']);
    const router = renderPage();
    expect(await screen.findByText('leave')).toBeTruthy();
    expect(screen.getByText('OA 办公')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/bpm/model/page', { pageNo: 1, pageSize: 20 });
    for (const name of ['新建流程', '查看', '设计流程', '修改', '删除']) expect(button(name)).toBeTruthy();
    fireEvent.click(button('设计流程')!);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/bpm/manager/model/design?modelId=7'));
  });

  it('hides the buttons the user has no permission for', async () => {
    signIn(['bpm:model:query']);
    renderPage();
    expect(await screen.findByText('leave')).toBeTruthy();
    expect(button('查看')).toBeTruthy();
    for (const name of ['新建流程', '设计流程', '修改', '删除']) expect(button(name)).toBeNull();
  });

  it('validates the key and name of a new model', async () => {
    signIn(['bpm:model:query', 'bpm:model:create']);
    renderPage();
    await screen.findByText('leave');
    fireEvent.click(button('新建流程')!);
    fireEvent.click(button('确定')!);
    expect(await screen.findByText('流程标识不能为空')).toBeTruthy();
    expect(await screen.findByText('流程名称不能为空')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('发布 asks first, then shows the server\'s validation error in a dialog, or 发布成功', async () => {
    signIn(['bpm:model:query', 'bpm:model:deploy', 'bpm:process-definition:query']);
    renderPage();
    await screen.findByText('leave');
    expect(button('流程定义')).toBeTruthy();
    const error = '部署流程失败，原因：用户任务(审批)未配置分配规则，请点击【分配规则】按钮进行配置';
    api.post.mockRejectedValueOnce(new Error(error));
    fireEvent.click(button('发布')!);
    expect(await screen.findByText(/是否发布流程「请假流程」/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(confirmOk());
    expect(await screen.findByText(error, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('发布失败').length).toBeGreaterThan(0);
    expect(api.post).toHaveBeenCalledWith('/bpm/model/deploy?id=7', undefined, { skipErrorHandler: true });
    fireEvent.click(button('知道了')!);
    api.post.mockResolvedValueOnce(true);
    fireEvent.click(button('发布')!);
    await screen.findAllByText(/是否发布流程「请假流程」/, undefined, { timeout: 5000 });
    fireEvent.click(confirmOk());
    expect(await screen.findByText('发布成功', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
