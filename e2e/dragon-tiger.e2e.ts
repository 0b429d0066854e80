import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseURL, newContext, newPhoneContext, screenshot, settled } from './browser';

// 龙虎榜 and 资金流向 as a visitor sees them, on the seeded demo market (the last closed days are listed).

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

const api = async (url: string) => ((await (await fetch(`${baseURL()}/admin-api${url}`)).json()) as { data: any }).data;

describe('龙虎榜', () => {
  it('lists the day with reason and amounts, switches days, and opens a stock’s seats and history', async () => {
    const day = await api('/stock/money/dragon-tiger');
    expect(day.list.length).toBeGreaterThan(0);
    const page = await desktop.newPage();
    await page.goto('/dragonTiger');
    const list = page.getByTestId('dragon-tiger-list');
    const rows = list.getByRole('table', { name: '龙虎榜' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(50, day.list.length));
    const first = day.list[0];
    await expect.poll(() => rows.first().innerText()).toContain(first.name);
    await expect.poll(() => rows.first().innerText()).toContain(first.reason);
    // (the reason's phone line under the stock stays hidden beside the desktop's column)
    expect(await rows.first().getByTestId('dragon-tiger-phone-reason').isVisible()).toBe(false);
    // the date switch holds the listed days; another day shows its own list
    const select = page.getByLabel('选择交易日');
    expect(await select.inputValue()).toBe(day.tradeDate);
    if (day.tradeDates.length > 1) {
      const other = day.tradeDates[1];
      const otherDay = await api(`/stock/money/dragon-tiger?tradeDate=${other}`);
      await select.selectOption(other);
      await page.waitForURL((url) => url.searchParams.get('date') === other);
      await expect.poll(() => rows.count()).toBe(Math.min(50, otherDay.list.length));
      if (otherDay.list.length) await expect.poll(() => rows.first().innerText()).toContain(otherDay.list[0].name);
      await select.selectOption(day.tradeDate);
      await page.waitForURL((url) => url.searchParams.get('date') === day.tradeDate);
    }
    // a row opens the stock's seats of the day (5 买入 and 5 卖出) and its listing history
    await rows.first().getByRole('link', { name: `${first.name}龙虎榜明细` }).click();
    await page.waitForURL((url) => url.searchParams.get('code') === first.code);
    const detail = page.getByTestId('dragon-tiger-detail');
    const buySeats = detail.getByRole('table', { name: '买入前五' }).first().locator('tbody tr');
    await buySeats.first().waitFor();
    expect(await buySeats.count()).toBe(5);
    expect(await detail.getByRole('table', { name: '卖出前五' }).first().locator('tbody tr').count()).toBe(5);
    const history = detail.getByRole('table', { name: '上榜历史' }).locator('tbody tr');
    await expect.poll(() => history.count()).toBeGreaterThan(0);
    await expect.poll(() => detail.innerText()).toContain(first.reason);
    await settled(page);
    await screenshot(page, 'dragon-tiger');
    // the stock's name leads to its page, whose 资金流向 panel links back to its latest listing
    await detail.getByRole('link', { name: first.name }).first().click();
    await page.waitForURL((url) => url.pathname === '/stock' && url.searchParams.get('code') === first.code);
    const panel = page.getByTestId('money-flow-panel');
    await panel.getByText('主力净流入').first().waitFor();
    await panel.getByRole('table', { name: '资金分类' }).locator('tbody tr').nth(3).waitFor();
    const back = panel.getByTestId('stock-dragon-tiger-link');
    await back.waitFor();
    await back.click();
    await page.waitForURL((url) => url.pathname === '/dragonTiger' && url.searchParams.get('code') === first.code);
    await page.getByTestId('dragon-tiger-detail').waitFor();
    await page.close();
  });

  it('fits a phone of 375 px with the stock, change and net in each row', async () => {
    const page = await phone.newPage();
    await page.goto('/dragonTiger');
    const rows = page.getByRole('table', { name: '龙虎榜' }).locator('tbody tr');
    await rows.first().waitFor();
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the 上榜原因 column is left out on a phone: each row says its reason under the stock, so a stock listed for two
    // reasons is not two rows that look the same
    const first = rows.first();
    expect(await first.getByTestId('dragon-tiger-phone-reason').isVisible()).toBe(true);
    expect((await first.getByTestId('dragon-tiger-phone-reason').innerText()).trim()).not.toBe('');
    await screenshot(page, 'dragon-tiger-phone');
    await page.close();
  });
});
