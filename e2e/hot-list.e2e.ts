import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, newPhoneContext, screenshot, settled } from './browser';

// 人气榜 with tags, 上榜理由 and rank change, the 飙升榜 tab, and /search's 热搜榜 with the visitor's recent searches
// (issue 26), on the desktop (1366 px) and a phone (375 px). The server runs the simulator, which takes a hot-list
// snapshot on its first tick and every 5th after: rank changes appear within seconds of the start.

let desktop: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  desktop = await newContext();
  phone = await newPhoneContext();
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
});

/** Opens /index until its hot list shows a rank change (the server-rendered page carries the newest snapshot). */
async function homeWithMoves(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/index');
        await page.getByTestId('hot-list').locator('tbody tr').first().waitFor();
        return page.getByTestId('hot-list').locator('.hot-move').count();
      },
      { timeout: 120_000, interval: 2_000 },
    )
    .toBeGreaterThan(0);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('hot list reasons', () => {
  it('the home page shows each hot stock with tags, a reason and ↑n / ↓n / 新, and a 飙升榜 tab', async () => {
    const page = await desktop.newPage();
    await homeWithMoves(page);
    const rows = page.getByTestId('hot-list').locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5);
    const first = rows.first();
    expect((await first.getByTestId('hot-reason').textContent())!.length).toBeGreaterThan(1);
    expect(await first.locator('.hot-tag').count()).toBeGreaterThan(0);
    const moves = await page.getByTestId('hot-list').locator('.hot-move').allTextContents();
    expect(moves.every((m) => /^(↑\d+|↓\d+|新|-)$/.test(m))).toBe(true);
    // the stock link is still the row's first link
    expect(await first.locator('a').first().getAttribute('href')).toMatch(/^\/stock\?code=\d{6}$/);
    expect(await page.getByText(/排名更新于/).count()).toBe(1);
    await screenshot(page, 'hot-list-desktop');

    await page.getByTestId('hot-tab-rise').click();
    const rise = page.getByTestId('hot-rise');
    await rise.waitFor();
    expect(await page.getByTestId('hot-tab-rise').getAttribute('aria-selected')).toBe('true');
    const riseRows = rise.locator('tbody tr');
    if ((await riseRows.count()) > 0) {
      const riseMoves = await rise.locator('.hot-move').allTextContents();
      expect(riseMoves.every((m) => /^(↑\d+|新)$/.test(m))).toBe(true);
    } else {
      await rise.getByText('两次排名之后才有飙升榜').waitFor();
    }
    await screenshot(page, 'hot-rise-desktop');
    await page.getByTestId('hot-tab-hot').click();
    await page.getByTestId('hot-list').waitFor();
    await page.close();
  });

  it('/search without a keyword shows the 热搜榜 with reasons and the visitor\'s recent searches, which 清空 clears', async () => {
    const page = await desktop.newPage();
    await page.goto('/search');
    const hot = page.getByTestId('hot-search');
    await hot.locator('li').first().waitFor();
    expect(await hot.locator('li').count()).toBe(20);
    expect((await hot.getByTestId('hot-reason').first().textContent())!.length).toBeGreaterThan(1);
    expect(await page.getByTestId('recent-searches').count()).toBe(0);
    // a search from the page's own box is remembered
    await page.getByPlaceholder('股票代码 / 名称 / 拼音首字母、概念、新闻').fill('茅台');
    await page.getByPlaceholder('股票代码 / 名称 / 拼音首字母、概念、新闻').press('Enter');
    await page.getByText('股票（').first().waitFor();
    await page.goto('/search?keyword=gzmt');
    await page.getByText('股票（').first().waitFor();
    // the server's HTML knows no recent searches: the page hydrates without a mismatch, then shows them
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto('/search');
    const recent = page.getByTestId('recent-searches');
    await recent.waitFor();
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    expect(await recent.locator('.search-recent').allTextContents()).toEqual(['gzmt', '茅台']);
    await screenshot(page, 'hot-search-desktop');
    // a recent search opens its results
    await recent.getByRole('button', { name: '茅台' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '茅台');
    await page.getByText('股票（').first().waitFor();
    await page.goto('/search');
    await page.getByTestId('recent-searches').getByRole('button', { name: '清空' }).click();
    await expect.poll(() => page.getByTestId('recent-searches').count()).toBe(0);
    await page.reload();
    await page.getByTestId('hot-search').locator('li').first().waitFor();
    expect(await page.getByTestId('recent-searches').count()).toBe(0);
    await page.close();
  });

  it('fits a 375 px phone: reasons on the home page and /search, no sideways scroll', async () => {
    const page = await phone.newPage();
    await homeWithMoves(page);
    await settled(page);
    expect(await page.getByTestId('hot-list').getByTestId('hot-reason').first().isVisible()).toBe(true);
    expect(await noSideScroll(page)).toBe(true);
    await page.getByTestId('hot-list').scrollIntoViewIfNeeded();
    await screenshot(page, 'hot-list-phone');
    await page.goto('/search?keyword=%E8%8C%85%E5%8F%B0');
    await page.getByText('股票（').first().waitFor();
    await page.goto('/search');
    await page.getByTestId('recent-searches').waitFor();
    await page.getByTestId('hot-search').getByTestId('hot-reason').first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'hot-search-phone');
    await page.close();
  });
});
