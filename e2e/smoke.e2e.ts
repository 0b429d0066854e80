import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseURL, newContext, screenshot } from './browser';

let context: BrowserContext;
beforeAll(async () => {
  context = await newContext();
});
afterAll(() => context.close());

describe('the built app on the real server', () => {
  it('serves the web app with history fallback and the API on one port', async () => {
    const html = await fetch(`${baseURL()}/some/deep/link`).then((r) => r.text());
    expect(html).toContain('<div id="root">');
    const api = await fetch(`${baseURL()}/admin-api/nothing`).then((r) => r.json());
    expect(api).toMatchObject({ code: 404 });
  });

  it('sends a crawler without JavaScript the title, keywords and description of public pages', async () => {
    const page = (await fetch(`${baseURL()}/admin-api/stock/stock/page?pageNo=1&pageSize=1`).then((r) => r.json())) as { data: { list: { code: string; name: string }[] } };
    const { code, name } = page.data.list[0];
    const html = await fetch(`${baseURL()}/stock?code=${code}`).then((r) => r.text());
    expect(html).toContain(`<title>${name}(${code}) - 股票热搜</title>`);
    expect(html).toMatch(new RegExp(`<meta name="keywords" content="${name},${code},`));
    expect(html).toMatch(/<meta name="description" content="[^"]*实时行情/);
    const limitUp = await fetch(`${baseURL()}/limitUp`).then((r) => r.text());
    expect(limitUp).toContain('<title>涨停板 - 股票热搜</title>');
  });

  it('loads the sign-in page in Chromium', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    expect(await page.title()).toContain('股票热搜');
    await screenshot(page, 'login');
  });
});
