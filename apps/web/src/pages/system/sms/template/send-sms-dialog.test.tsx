import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { SmsTemplateResp } from '@gprs/contract';
import { SendSmsDialog } from './send-sms-dialog';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../../../../shared/request', async (importOriginal) => ({ ...(await importOriginal<object>()), request: api }));

const template: SmsTemplateResp = {
  id: 5,
  type: 2,
  status: 0,
  code: 'stock-limit-up',
  name: '涨停提醒',
  content: '【股票热搜】您的自选股 {name}（{code}）已封涨停',
  params: ['name', 'code'],
  remark: null,
  apiTemplateId: '',
  channelId: 1,
  channelCode: 'LOG',
  createTime: 0,
};

const button = (text: string) => screen.getAllByText(text).map((el) => el.closest('button')).find((b): b is HTMLButtonElement => !!b)!;

describe('SendSmsDialog', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks for the mobile and every parameter, previews the text and sends the filled-in params', async () => {
    api.post.mockResolvedValue(42);
    const onClose = vi.fn();
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <QueryClientProvider client={new QueryClient()}>
            <SendSmsDialog template={template} onClose={onClose} />
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
    fireEvent.click(button('确定'));
    await screen.findByText('手机号不能为空');
    expect(screen.getByText('参数 name 不能为空')).toBeTruthy();
    expect(screen.getByText('参数 code 不能为空')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '12345' } });
    await screen.findByText('手机号格式不正确');
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入 name 参数'), { target: { value: ' 平安银行 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入 code 参数'), { target: { value: '000001' } });
    await waitFor(() => expect((screen.getByTestId('sms-send-preview') as HTMLTextAreaElement).value).toBe('【股票热搜】您的自选股 平安银行（000001）已封涨停'));

    fireEvent.click(button('确定'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/system/sms-template/send-sms', {
        mobile: '13800138000',
        templateCode: 'stock-limit-up',
        templateParams: { name: '平安银行', code: '000001' },
      }),
    );
    await screen.findByText('提交发送成功！发送结果，见发送日志编号：42');
    expect(onClose).toHaveBeenCalled();
  });
});
