import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RequestError } from '../../../shared/request';
import { LoginPanel } from './login-panel';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  smsLogin: vi.fn(),
  sendSmsCode: vi.fn(),
  getSocialProviders: vi.fn(),
  getSocialAuthRedirect: vi.fn(),
}));
vi.mock('../api/login', () => ({ login: api.login }));
vi.mock('../api/sms-login', () => ({ smsLogin: api.smsLogin }));
vi.mock('../api/send-sms-code', () => ({ sendSmsCode: api.sendSmsCode, SmsScene: { LOGIN: 1 } }));
vi.mock('../api/social-auth-redirect', () => ({ getSocialAuthRedirect: api.getSocialAuthRedirect }));
vi.mock('../api/social-providers', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    getSocialProviders: api.getSocialProviders,
    useSocialProviders: () => useQuery({ queryKey: ['p'], queryFn: api.getSocialProviders }),
  };
});

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function setup(onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <MemoryRouter initialEntries={['/login?redirect=%2Fsystem%2Fuser']}>
          <Routes>
            <Route path="*" element={<><LoginPanel onSuccess={onSuccess} /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onSuccess, user: userEvent.setup({ delay: null }) };
}

describe('LoginPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    api.getSocialProviders.mockResolvedValue([]);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('validates before sending', async () => {
    const { user } = setup();
    await user.click(screen.getAllByRole('button', { name: '登录' })[0]);
    expect(await screen.findByText('请输入您的账号')).toBeTruthy();
    expect(screen.getByText('请输入您的密码')).toBeTruthy();
    expect(api.login).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure", async () => {
    api.login.mockRejectedValue(new RequestError('登录失败，账号密码不正确', 1_002_000_000));
    const { user, onSuccess } = setup();
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), 'bad');
    await user.click(screen.getAllByRole('button', { name: '登录' })[0]);
    expect(await screen.findByText('登录失败，账号密码不正确')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs in; remember-me keeps the username and never the password', async () => {
    const token = { accessToken: 'a', refreshToken: 'r' };
    api.login.mockResolvedValue(token);
    const { user, onSuccess } = setup();
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), 'admin123');
    await user.click(screen.getByText('记住我'));
    await user.click(screen.getAllByRole('button', { name: '登录' })[0]);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(token));
    expect(api.login).toHaveBeenCalledWith({ username: 'admin', password: 'admin123' });
    expect(window.localStorage.getItem('USERNAME')).toBe('admin');
    expect(window.localStorage.getItem('REMEMBER_ME')).toBe('true');
    expect(Object.values(window.localStorage).join(' ')).not.toContain('admin123');
  });

  it('renders no social buttons for an empty provider list, one per provider otherwise', async () => {
    setup();
    await waitFor(() => expect(api.getSocialProviders).toHaveBeenCalled());
    expect(screen.queryByText('其他登录方式')).toBeNull();
    cleanup();
    api.getSocialProviders.mockResolvedValue([
      { type: 20, name: '企业微信' },
      { type: 50, name: 'Gitee' },
    ]);
    setup();
    expect(await screen.findByRole('button', { name: 'Gitee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '企业微信' })).toBeTruthy();
  });

  it('the SMS tab validates the mobile number before asking for a code', async () => {
    const { user } = setup();
    await user.click(screen.getByText('短信验证码登录'));
    await user.type(await screen.findByPlaceholderText('手机号'), '123');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.sendSmsCode).not.toHaveBeenCalled();
    await user.clear(screen.getByPlaceholderText('手机号'));
    await user.type(screen.getByPlaceholderText('手机号'), '13800138000');
    api.sendSmsCode.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.sendSmsCode).toHaveBeenCalledWith({ mobile: '13800138000', scene: 1 }));
    expect(await screen.findByText('60秒后可重新获取')).toBeTruthy();
  });

  it('the SMS tab trims the mobile number before validating and sending it', async () => {
    const { user, onSuccess } = setup();
    await user.click(screen.getByText('短信验证码登录'));
    const mobile = await screen.findByPlaceholderText('手机号');
    await user.click(mobile);
    await user.paste(' 13800138000 ');
    api.sendSmsCode.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.sendSmsCode).toHaveBeenCalledWith({ mobile: '13800138000', scene: 1 }));
    expect(screen.queryByText('请输入正确的手机号')).toBeNull();
    api.smsLogin.mockResolvedValue({ accessToken: 'a', refreshToken: 'r' });
    await user.type(screen.getByPlaceholderText('短信验证码'), '1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api.smsLogin).toHaveBeenCalledWith({ mobile: '13800138000', code: '1234' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });
});
