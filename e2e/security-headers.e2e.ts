import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, screenshot, settled, signedInPage } from './browser';

/**
 * A console page showing an outside site in an embedded frame: a menu whose component is the URL (the seeded
 * 上交所信息披露 is an external link — URL in path, new tab — as yudao has it). Created once per server run.
 */
async function ensureFrameMenu(): Promise<void> {
  const login = await fetch(`${baseURL()}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${baseURL()}/admin-api/system/menu/list`, { headers })).json()) as { data: { id: number; name: string; parentId: number }[] };
  if (list.data.some((m) => m.name === '信息披露（内嵌）')) return;
  const parent = list.data.find((m) => m.name === '股票数据' && m.parentId === 0)!;
  const created = await fetch(`${baseURL()}/admin-api/system/menu/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: '信息披露（内嵌）', type: 2, sort: 11, parentId: parent.id, path: 'sse-frame', component: 'https://www.sse.com.cn/disclosure/listedinfo/announcement/', componentName: '', icon: 'ep:link', permission: '', status: 0 }),
  });
  expect(((await created.json()) as { code: number }).code).toBe(0);
}

/**
 * The Content-Security-Policy (docs/decisions/0014) must not break what the app really loads: every page below is
 * opened in Chromium, and neither a `securitypolicyviolation` event nor a CSP console message may appear.
 */
interface Violations {
  events: string[];
  console: string[];
}

const RECORD_VIOLATIONS = () => {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
};

function watch(page: Page): Violations {
  const found: Violations = { events: [], console: [] };
  page.on('console', (msg) => {
    const text = msg.text();
    // an outside page that refuses to be framed by anyone ("an ancestor violates") is its own policy, not ours
    if (/an ancestor violates/i.test(text)) return;
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|create)/i.test(text)) found.console.push(text);
  });
  return found;
}

async function violationsOf(page: Page, found: Violations): Promise<Violations> {
  const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  return { events: [...found.events, ...events], console: found.console };
}

async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

let anonymous: BrowserContext;
let admin: BrowserContext;
beforeAll(async () => {
  [anonymous, admin] = await Promise.all([newContext(), newContext()]);
  await Promise.all([anonymous.addInitScript(RECORD_VIOLATIONS), admin.addInitScript(RECORD_VIOLATIONS)]);
});
afterAll(async () => {
  await Promise.all([anonymous?.close(), admin?.close()]);
});

describe('Content-Security-Policy in the browser', () => {
  it('the public pages and sign-in load with the policy and without a violation', async () => {
    for (const [path, ready] of [
      ['/index', (p: Page) => p.getByTestId('index-strip').getByText('上证指数').waitFor()],
      ['/stock?code=600519', (p: Page) => p.getByText('600519').first().waitFor()],
      ['/login', (p: Page) => p.getByPlaceholder('密码').waitFor()],
    ] as const) {
      const page = await anonymous.newPage();
      const found = watch(page);
      const res = await page.goto(path);
      expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await ready(page);
      await settled(page);
      expect(await violationsOf(page, found), path).toEqual({ events: [], console: [] });
      await page.close();
    }
  });

  it('the admin console, an embedded link page and the process designer run without a violation', async () => {
    const page = await signedInPage(admin, 'admin', 'admin123', '/stockIndex');
    const found = watch(page);
    await page.locator('.ant-layout-sider').getByText('系统管理', { exact: true }).first().waitFor();
    await settled(page);
    expect(await violationsOf(page, found), '/stockIndex').toEqual({ events: [], console: [] });

    // a menu whose component is a URL is shown in a frame (frame-src allows https pages)
    await ensureFrameMenu();
    await page.goto('/stock-data/sse-frame');
    const frame = page.locator('iframe');
    await frame.first().waitFor({ state: 'attached' });
    expect(await frame.first().getAttribute('src')).toMatch(/^https:\/\/www\.sse\.com\.cn\//);
    expect(await violationsOf(page, found), 'iframe page').toEqual({ events: [], console: [] });

    // the designer: bpmn-js draws the diagram, the property panel renders
    const token = await apiLogin('admin', 'admin123');
    const created = await fetch(`${baseURL()}/admin-api/bpm/model/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ key: `csp_check_${Date.now()}`, name: 'CSP 检查' }),
    });
    const modelId = ((await created.json()) as { data: number }).data;
    await page.goto(`/bpm/manager/model/design?modelId=${modelId}`);
    await page.locator('.djs-container svg').first().waitFor();
    await page.getByTestId('property-panel').waitFor();
    await settled(page);
    await screenshot(page, 'csp-designer');
    expect(await violationsOf(page, found), 'designer').toEqual({ events: [], console: [] });
  });

  it('登录日志 → 登录限制 lists a throttled username and 解除 lifts it after a confirmation', async () => {
    for (let i = 0; i < 5; i++) {
      await fetch(`${baseURL()}/admin-api/system/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'csp_ghost', password: `wrong-${i}` }),
      });
    }
    const context = await newContext();
    await context.addInitScript(RECORD_VIOLATIONS);
    try {
      const page = await signedInPage(context, 'admin', 'admin123', '/system/log/login-log');
      const found = watch(page);
      await page.getByRole('button', { name: /登录限制/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '登录限制' });
      const row = dialog.locator('tr', { hasText: 'csp_ghost' });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('5');
      await screenshot(page, 'login-throttle-dialog');
      await row.getByRole('button', { name: /解除/ }).click();
      const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'csp_ghost' });
      await confirm.getByRole('button', { name: /确\s?定/ }).click();
      await row.waitFor({ state: 'detached' });
      expect(await violationsOf(page, found)).toEqual({ events: [], console: [] });
    } finally {
      await context.close();
    }
  });

  it('an inline script would be refused: the policy is really enforced', async () => {
    const page = await anonymous.newPage();
    const found = watch(page);
    await page.goto('/login');
    await page.getByPlaceholder('密码').waitFor();
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.appendChild(s);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violationsOf(page, found)).events.length).toBeGreaterThan(0);
    await page.close();
  });
});
