import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { FEED_SECRET, loginToken, startBuiltServer, type RunningServer } from '../bench/server';
import { WAIT_MS, newContext, screenshot, signedInPage } from './browser';

// A member sets a price alert on a stock page; the test pushes a quote across it through the push feed (the market's
// one write path), and the notice arrives on the member's open page — on a desktop and on a 375 px phone. The run's
// shared server has the simulator on (it would move the same stock), so this file starts its own built server in push
// mode (MARKET_FEED=push: nothing but the feed moves the market), as feed-replay does.

let server: RunningServer;
let feedToken = '';
let memberToken = '';
const contexts: BrowserContext[] = [];
/** the newest quote time pushed, so every push is newer (the feed ignores stale rows) */
let lastTime = 0;

type Detail = { code: string; name: string; price: number; limitUpPrice: number | null };
const api = async <T>(url: string, token?: string): Promise<T> =>
  ((await (await fetch(`${server.baseURL}/admin-api${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()) as { data: T }).data;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** One quote of `code` through POST /admin-api/stock-feed/quotes. */
async function push(code: string, price: number): Promise<void> {
  lastTime = Math.max(Date.now(), lastTime + 1000);
  const res = await fetch(`${server.baseURL}/admin-api/stock-feed/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${feedToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ code, time: lastTime, price: round2(price), volume: 1_000_000 + (lastTime % 1_000_000), amount: 50_000_000 }] }),
  });
  expect(await res.json()).toMatchObject({ code: 0 });
}

/** Stocks of the hot list with room below their upper limit (the feed refuses prices past it). */
async function roomyStocks(): Promise<Detail[]> {
  const hot = await api<{ code: string }[]>('/stock/stock/hot-rank?limit=20');
  const out: Detail[] = [];
  for (const h of hot) {
    const d = await api<Detail>(`/stock/stock/get?code=${h.code}`);
    if (d.limitUpPrice !== null && d.price > 2 && d.price + 1 < d.limitUpPrice) out.push(d);
  }
  return out;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated !== 'false');

beforeAll(async () => {
  server = await startBuiltServer({ MARKET_FEED: 'push', SEED_MARKET_SCALE: 'test' });
  const res = await fetch(`${server.baseURL}/admin-api/system/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: FEED_SECRET }),
  });
  feedToken = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  memberToken = await loginToken(server.baseURL, 'member', 'member123');
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await server?.stop();
});

/** Sets 股价高于 (price + 0.05) on the stock page in the dialog, then pushes the stock across it while `page` is open on `watchPath`. */
async function setAndCross(page: Page, stock: Detail, watchPath: string, shot: string): Promise<void> {
  // a first quote of the day's data: the alert starts below its line whatever the stored price was
  await push(stock.code, stock.price);
  const threshold = round2(stock.price + 0.05);
  await page.goto(`/stock?code=${stock.code}`);
  await hydrated(page);
  await page.getByTestId('stock-name').filter({ hasText: stock.name }).waitFor();
  await page.getByTestId('alert-open').click();
  const dialog = page.getByRole('dialog').filter({ hasText: `${stock.name}(${stock.code}) 的提醒` });
  await dialog.waitFor();
  await dialog.getByRole('spinbutton', { name: '提醒价格' }).fill(threshold.toFixed(2));
  await dialog.getByTestId('alert-add').click();
  await expect.poll(() => dialog.getByTestId('alert-list').textContent()).toContain(`股价高于 ${threshold.toFixed(2)} 元`);
  await screenshot(page, `${shot}-dialog`);
  await dialog.locator('.ant-modal-close').click();
  await dialog.waitFor({ state: 'hidden' });

  // the page the member keeps open: its alert stream is connected before the market moves
  const connected = page.waitForResponse((r) => r.url().includes('/admin-api/stock/live/alert-stream'), { timeout: WAIT_MS });
  if (watchPath !== `/stock?code=${stock.code}`) {
    await page.goto(watchPath);
    await hydrated(page);
  } else {
    await page.reload();
    await hydrated(page);
  }
  await connected;
  await push(stock.code, threshold + 0.02);

  const notice = page.getByTestId('alert-notice').filter({ hasText: stock.code });
  await notice.waitFor();
  expect(await notice.textContent()).toContain(`股价涨到 ${threshold.toFixed(2)} 元以上，最新价 ${(threshold + 0.02).toFixed(2)} 元`);
  // within the screen, phone or desktop, once its slide-in has ended (it enters from 24 px to the right)
  await notice.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await screenshot(page, `${shot}-notice`);
  // and the in-site message is kept (it is there after a reload)
  const mine = await api<{ list: { templateCode: string; templateContent: string }[] }>('/system/notify-message/my-page?pageNo=1&pageSize=10', memberToken);
  expect(mine.list.some((m) => m.templateCode === 'stock-alert' && m.templateContent.includes(`（${stock.code}）股价涨到 ${threshold.toFixed(2)} 元以上`))).toBe(true);
  // the notice's link leads to the stock
  await notice.getByRole('link').click();
  await expect.poll(() => page.url()).toContain(`/stock?code=${stock.code}`);
}

describe('stock alerts reach the open page', () => {
  it('desktop: set on the stock page, fired on /index by a pushed quote; 我的提醒 lists it as fired', async () => {
    const [stock] = await roomyStocks();
    const context = await newContext({ baseURL: server.baseURL, width: 1366, height: 800 });
    contexts.push(context);
    const page = await signedInPage(context, 'member', 'member123', '/index', server.baseURL);
    await hydrated(page);
    await setAndCross(page, stock, '/index', 'alerts-desktop');
    await page.goto('/userAlert');
    const row = page.getByTestId('alert-table').locator('tbody tr').filter({ hasText: stock.code });
    await expect.poll(() => row.textContent()).toContain('已触发，待回落');
    expect(await row.textContent()).toContain('1 次');
    await screenshot(page, 'alerts-desktop-list');
  });

  it('375 px phone: the notice fits the screen on the open stock page; 我的提醒 and 自选资讯 fit the phone', async () => {
    const [, stock] = await roomyStocks();
    const base = await newContext({ baseURL: server.baseURL });
    contexts.push(base);
    const phone = await base.browser()!.newContext({
      baseURL: server.baseURL,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    phone.setDefaultTimeout(WAIT_MS);
    phone.setDefaultNavigationTimeout(WAIT_MS);
    contexts.push(phone);
    const page = await signedInPage(phone, 'member', 'member123', '/index', server.baseURL);
    await hydrated(page);
    await setAndCross(page, stock, `/stock?code=${stock.code}`, 'alerts-phone');
    // 我的提醒 and 自选资讯 fit the phone's width (the table scrolls inside its card)
    for (const [path, shot] of [['/userAlert', 'alerts-phone-list'], ['/userWatchNews', 'alerts-phone-watch-news']] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.locator(path === '/userAlert' ? '[data-testid="alert-table"]' : '[data-testid="watch-news"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, shot);
    }
  });

  it('自选资讯 lists the news of the member’s watched stocks, newest first', async () => {
    const context = await newContext({ baseURL: server.baseURL, width: 1366, height: 800 });
    contexts.push(context);
    const page = await signedInPage(context, 'member', 'member123', '/userWatchNews', server.baseURL);
    const feed = await api<{ list: { title: string }[]; total: number }>('/stock/member/watch-news/page?pageNo=1&pageSize=20', memberToken);
    if (feed.total === 0) {
      await page.getByText('自选股还没有资讯').waitFor();
    } else {
      const list = page.getByTestId('watch-news');
      await list.waitFor();
      await expect.poll(() => list.locator('.ant-list-item').first().textContent()).toContain(feed.list[0].title);
    }
    await screenshot(page, 'alerts-watch-news');
  });
});
