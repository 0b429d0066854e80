import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { FEED_SECRET, startBuiltServer, type RunningServer } from '../bench/server';
import { newContext, signedInPage } from './browser';

// A minute of a recorded trading day replayed by scripts/replay-feed.mjs through the push feed, fast, while /index and a
// stock page are open. The run's shared server has the simulator on (it would move the same figures), so this file
// starts its own built server in push mode (MARKET_FEED=push: nothing but the feed moves the market).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server: RunningServer;
let context: BrowserContext;
let file = '';

const api = async <T>(url: string): Promise<T> => ((await (await fetch(`${server.baseURL}/admin-api${url}`)).json()) as { data: T }).data;
const round2 = (n: number) => Math.round(n * 100) / 100;

beforeAll(async () => {
  server = await startBuiltServer({ MARKET_FEED: 'push', SEED_MARKET_SCALE: 'test' });
  context = await newContext({ baseURL: server.baseURL });
  file = path.join(os.tmpdir(), `feed-replay-${process.pid}.csv`);
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  fs.rmSync(file, { force: true });
});

describe('replaying a recorded day through the push feed', () => {
  it('/index and a stock page follow the pushed quotes and index figures', async () => {
    // a hot stock with room below its limit: the replay climbs 0.20, and the feed refuses prices past the limit
    type Hot = { code: string; name: string; price: number; volume: number; amount: number };
    const hot = await api<Hot[]>('/stock/stock/hot-rank?limit=10');
    let stock = hot[0];
    for (const h of hot) {
      const detail = await api<{ limitUpPrice: number | null }>(`/stock/stock/get?code=${h.code}`);
      if (detail.limitUpPrice === null || h.price + 0.3 < detail.limitUpPrice) {
        stock = h;
        break;
      }
    }
    const index = (await api<{ code: string; price: number }[]>('/stock/index/list')).find((i) => i.code === '000001')!;
    // 20 snapshots 3 s apart (10:00:00–10:00:57 of a Friday): the stock climbs a cent a snapshot, the index 0.37 points
    const start = Date.parse('2026-11-20T10:00:00+08:00');
    const lines = ['code,time,price,volume,amount,kind'];
    for (let i = 1; i <= 20; i++) {
      const t = start + (i - 1) * 3000;
      lines.push(`${stock.code},${t},${round2(stock.price + 0.01 * i)},${stock.volume + 1000 * i},${round2(stock.amount + 1000 * i * stock.price)},`);
      lines.push(`${index.code},${t},${round2(index.price + 0.37 * i)},,,indices`);
    }
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const lastStock = round2(stock.price + 0.2).toFixed(2);
    const lastIndex = round2(index.price + 7.4).toFixed(2);

    const home = await context.newPage();
    await home.goto('/index');
    const indexPrice = home.getByTestId(`index-price-${index.code}`);
    await indexPrice.waitFor();
    const stockPage = await context.newPage();
    await stockPage.goto(`/stock?code=${stock.code}`);
    const stockPrice = stockPage.getByTestId('stock-price');
    await stockPage.getByTestId('stock-name').filter({ hasText: stock.name }).waitFor();
    expect(await stockPrice.textContent()).toBe(stock.price.toFixed(2));

    // the pages are open: replay the minute at 15× (about 4 s), shifted so that it starts now
    const seen = { stock: new Set<string>(), index: new Set<string>() };
    let replaying = true;
    const watch = (async () => {
      while (replaying) {
        seen.stock.add((await stockPrice.textContent()) ?? '');
        seen.index.add((await indexPrice.textContent()) ?? '');
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/replay-feed.mjs', '--file', file, '--url', server.baseURL, '--speed', '15', '--shift', 'now', '--client-secret', FEED_SECRET], { cwd: root });
    expect(stdout).toContain('done: 20 snapshots, 40 rows, 40 changed');

    // both pages show the last snapshot without a reload (live events), and showed figures of the minute on the way
    await expect.poll(() => stockPrice.textContent()).toBe(lastStock);
    await expect.poll(() => indexPrice.textContent()).toBe(lastIndex);
    replaying = false;
    await watch;
    expect(seen.stock.size).toBeGreaterThan(2);
    expect(seen.index.size).toBeGreaterThan(2);
    // the home page's hot list carries the stock's new price too
    await expect.poll(() => home.getByTestId('hot-list').locator('tbody tr').filter({ hasText: stock.name }).first().textContent()).toContain(lastStock);
    // and a reload reads the same figures from the server
    await stockPage.reload();
    await expect.poll(() => stockPrice.textContent()).toBe(lastStock);
  });

  it('股票数据 → 数据源 shows the batches of the replay and a refused batch with its reason', async () => {
    // a batch with a bad third row, as a broken feeder would send it
    const token = (
      (await (
        await fetch(`${server.baseURL}/admin-api/system/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: FEED_SECRET }),
        })
      ).json()) as { data: { access_token: string } }
    ).data.access_token;
    const [stock] = await api<{ code: string; price: number }[]>('/stock/stock/hot-rank?limit=1');
    const good = { code: stock.code, time: Date.now() + 120_000, price: stock.price, volume: 1, amount: 1 };
    const refused = await fetch(`${server.baseURL}/admin-api/stock-feed/quotes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [good, good, { ...good, price: -1 }] }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(refused.code).toBe(1_100_040_000);

    const staff = await newContext({ baseURL: server.baseURL, width: 1440, height: 900 });
    try {
      const page = await signedInPage(staff, 'staff', 'staff123', '/stock-data/feed-source', server.baseURL);
      await page.getByText('推送模式', { exact: true }).waitFor();
      const quotes = page.locator('.ant-table-row', { hasText: '个股行情' }).first();
      await expect.poll(() => quotes.innerText()).toContain('1 批被拒绝');
      expect(await quotes.innerText()).toMatch(/1 \/ 1/);
      expect(await page.locator('.ant-table-row', { hasText: '指数行情' }).first().innerText()).toMatch(/1 \/ 1/);
      const rejection = page.locator('.ant-table-row', { hasText: '第 3 行（items[2]）不正确' });
      await rejection.waitFor();
      expect(await rejection.innerText()).toContain('stock-feed');
    } finally {
      await staff.close();
    }
  });
});
