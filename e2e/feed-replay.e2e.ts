import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { startBuiltServer, type RunningServer } from '../bench/server';
import { newContext } from './browser';

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
    const [stock] = await api<{ code: string; name: string; price: number; volume: number; amount: number }[]>('/stock/stock/hot-rank?limit=1');
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
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/replay-feed.mjs', '--file', file, '--url', server.baseURL, '--speed', '15', '--shift', 'now'], { cwd: root });
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
});
