import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, signedInPage, silenceLiveStream } from './browser';

// Server rendering of the public pages (docs/decisions/0028) against the built server: the HTML carries the content,
// the browser hydrates it without errors and without asking the API again.

let context: BrowserContext;
let hotCode = '';

beforeAll(async () => {
  context = await newContext();
});
afterAll(async () => {
  await context?.close();
});

const html = async (path: string) => {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

/** The page's console errors and its API requests (the live quote stream aside) until the network is idle. */
async function watch(page: Page, path: string): Promise<{ errors: string[]; requests: string[] }> {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // a live event's refetch is not a hydration request
  await silenceLiveStream(page);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/admin-api/') && !url.pathname.startsWith('/admin-api/stock/live')) requests.push(url.pathname + url.search);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { errors, requests };
}

describe('public pages rendered on the server', () => {
  it('an HTTP request without JavaScript gets the hot list and a stock quote', async () => {
    const home = await html('/index');
    const root = home.slice(home.indexOf('<div id="root">'), home.indexOf('<script type="application/json" id="ssr-state">'));
    expect(root).toContain('data-testid="hot-list"');
    expect(root).toContain('上证指数');
    expect(root.match(/<tr class="home-row">/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    // the page's data travels as JSON, not as a script: the CSP (no inline scripts) holds for rendered pages
    const inline = [...home.matchAll(/<script\b([^>]*)>/gi)].map(([, attrs]) => attrs).filter((attrs) => !/\bsrc=/.test(attrs));
    expect(inline).toEqual([' type="application/json" id="ssr-state"']);
    hotCode = /href="\/stock\?code=(\d{6})"/.exec(root)?.[1] ?? '';
    expect(hotCode).toMatch(/^\d{6}$/);

    const quote = (await (await fetch(`${baseURL()}/admin-api/stock/stock/get?code=${hotCode}`)).json()) as { data: { name: string } };
    const stock = await html(`/stock?code=${hotCode}`);
    expect(stock).toContain(`<title>${quote.data.name}(${hotCode})`);
    expect(stock).toMatch(new RegExp(`data-testid="stock-name"[^>]*>${quote.data.name}`));
    expect(stock).toMatch(/data-testid="stock-price"[^>]*>\d+\.\d{2}</);
    // the stock page is drawn with plain elements (docs/decisions/0034): their sheet is in the head, so the first paint
    // is styled, and no antd style is generated for it
    const head = stock.slice(0, stock.indexOf('</head>'));
    expect(head).toMatch(/\.lt-card\s*\{/);
    expect(head).not.toContain('data-css-hash');
  });

  it('does not render admin or member pages on the server', async () => {
    for (const path of ['/system/user', '/userStock', '/login']) {
      expect(await html(path)).toContain('<div id="root"></div>');
    }
  });

  it('hydrates every public page without console errors and without asking the API again', async () => {
    for (const path of ['/index', `/stock?code=${hotCode}`, '/limitUp', '/concept', '/keyIndices', '/information', '/news', '/essay', '/announcement', '/navigation', '/search?keyword=gzmt', '/about']) {
      const page = await context.newPage();
      const { errors, requests } = await watch(page, path);
      expect({ path, errors }).toEqual({ path, errors: [] });
      expect({ path, requests }).toEqual({ path, requests: [] });
      await page.close();
    }
  });

  it('is interactive after hydration: the navigation changes page without reloading it', async () => {
    const page = await context.newPage();
    await page.goto('/index', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('.public-header__nav').getByRole('link', { name: '涨停' }).click();
    await page.waitForURL('**/limitUp');
    await page.getByRole('tab', { name: '炸板' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await page.close();
  });

  it("a member's session is loaded after hydration: the header shows the member menu", async () => {
    const member = await newContext();
    try {
      const page = await signedInPage(member, 'member', 'member123', '/index');
      await page.getByTestId('member-menu').waitFor();
      await page.getByTestId('hot-list').waitFor();
      // the session loads after hydration, so a member's page hydrates without a mismatch too
      for (const path of [`/stock?code=${hotCode}`, '/news', '/index']) {
        const { errors } = await watch(page, path);
        await page.getByTestId('member-menu').waitFor();
        expect({ path, errors }).toEqual({ path, errors: [] });
      }
    } finally {
      await member.close();
    }
  });
});
