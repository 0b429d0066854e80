import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { newContext } from './browser';

// The run's server has the simulator as its source: every public page says 「演示行情」, and the market's phase follows
// the exchange calendar at the visitor's clock (fixed here), whatever the simulator does (MARKET_SIMULATOR_ALWAYS).

let context: BrowserContext;
beforeEach(async () => {
  context = await newContext();
});
afterEach(async () => {
  await context?.close();
});

describe('market status on the public pages', () => {
  it('a Saturday night: 演示行情 and 休市 in the header, and /index does not claim 实时推送中', async () => {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-28T03:00:00+08:00'));
    await page.goto('/index');
    await expect.poll(() => page.getByTestId('market-phase').textContent()).toBe('休市');
    expect(await page.getByTestId('demo-mark').textContent()).toBe('演示行情');
    await expect.poll(() => page.getByTestId('live-badge').textContent()).toBe('休市');
    // every public page carries the mark, a page without quotes too
    await page.goto('/about');
    await page.getByTestId('demo-mark').waitFor();
  });

  it('a Tuesday at 12:00 is 午间休市, at 10:00 交易中 with quotes flowing', async () => {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-24T12:00:00+08:00'));
    await page.goto('/index');
    await expect.poll(() => page.getByTestId('market-phase').textContent()).toBe('午间休市');
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+08:00'));
    await page.reload();
    await expect.poll(() => page.getByTestId('market-phase').textContent()).toBe('交易中');
  });
});
