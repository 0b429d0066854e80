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

  it('loads the sign-in page in Chromium', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    expect(await page.title()).toContain('股票热搜');
    await screenshot(page, 'login');
  });
});
