import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, screenshot } from './browser';

let context: BrowserContext;
beforeEach(async () => {
  context = await newContext();
});
afterEach(() => context.close());

async function signIn(page: Page, username: string, password: string) {
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

async function apiLogin(username: string, password: string) {
  const res = await fetch(`${baseURL()}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

describe('sign-in and access rules in the browser', () => {
  it('sends an anonymous visitor of a member page to sign-in and brings him back after signing in', async () => {
    const page = await context.newPage();
    await page.goto('/userStock');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2FuserStock');
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/userStock');
    // the member page has rendered and stays there (no second redirect)
    await page.getByTestId('member-menu').waitFor();
    expect(new URL(page.url()).pathname).toBe('/userStock');
  });

  it('shows the server message on a wrong password and stays on the page', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'admin', 'not-the-password');
    await page.getByText('登录失败，账号密码不正确').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends anonymous visitors of unknown paths to sign-in, and shows 404 to signed-in users', async () => {
    const anonymous = await context.newPage();
    await anonymous.goto('/nonexistent');
    await anonymous.waitForURL((url) => url.pathname === '/login');
    const tokens = await apiLogin('admin', 'admin123');
    await context.addInitScript(([a, r]) => {
      window.localStorage.setItem('ACCESS_TOKEN', a);
      window.localStorage.setItem('REFRESH_TOKEN', r);
    }, [tokens.accessToken, tokens.refreshToken]);
    const page = await context.newPage();
    await page.goto('/nonexistent');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByText('404').first().waitFor();
  });

  it('builds the admin sidebar from the server menus of the signed-in user', async () => {
    const page = await context.newPage();
    await page.goto('/login?redirect=%2FstockIndex');
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/stockIndex');
    const sidebar = page.locator('.ant-layout-sider');
    for (const title of ['系统管理', '基础设施', '工作流程']) await sidebar.getByText(title, { exact: true }).first().waitFor();
    await screenshot(page, 'admin-home');
  });

  it('sends a signed-in user who opens /login to the site', async () => {
    const tokens = await apiLogin('member', 'member123');
    await context.addInitScript(([a, r]) => {
      window.localStorage.setItem('ACCESS_TOKEN', a);
      window.localStorage.setItem('REFRESH_TOKEN', r);
    }, [tokens.accessToken, tokens.refreshToken]);
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('refreshes an expired access token transparently during navigation', async () => {
    const tokens = await apiLogin('admin', 'admin123');
    // the stored access token is no longer valid (as after 30 minutes); the refresh token still is
    await context.addInitScript(([r]) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('ACCESS_TOKEN', 'f'.repeat(64));
        window.localStorage.setItem('REFRESH_TOKEN', r);
        window.sessionStorage.setItem('seeded', '1');
      }
    }, [tokens.refreshToken]);
    const page = await context.newPage();
    const refreshCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/system/auth/refresh-token')) refreshCalls.push(req.url());
    });
    await page.goto('/stockIndex');
    await page.locator('.ant-layout-sider').getByText('系统管理', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/stockIndex');
    expect(refreshCalls).toHaveLength(1);
    const stored = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
    expect(stored).not.toBe('f'.repeat(64));
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
  });
});
