import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, newPhoneContext, screenshot } from './browser';

// The stock page's K-line as a trader reads it: MA lines, a MACD / KDJ pane, 复权, and the crosshair's readout of the
// bar under the pointer (a tap on a phone). Decision 0038.

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

/** Opens 日K of 600519 and waits until ECharts has drawn it. */
async function dailyKline(page: Page) {
  await page.goto('/stock?code=600519');
  await page.getByRole('group', { name: '图表周期' }).getByRole('button', { name: '日K' }).click();
  const chart = page.getByRole('img', { name: '行情图' });
  await chart.locator('[data-chart-drawn]').waitFor();
  await chart.scrollIntoViewIfNeeded();
  return chart;
}

/** The readout's rows as label → value. */
async function readout(page: Page): Promise<Record<string, string>> {
  // the page has other charts (资金流向): the readout is the visible tooltip
  const tip = page.locator('.chart-tooltip').filter({ visible: true }).first();
  await tip.waitFor();
  await expect.poll(() => tip.innerText()).toContain('日期');
  const rows = await tip.locator('.chart-readout__row').evaluateAll((els) => els.map((e) => [e.children[0]?.textContent ?? '', e.children[1]?.textContent ?? '']));
  return Object.fromEntries(rows);
}

describe('K-line chart', () => {
  it('switches the lower pane to MACD and reads the bar under the crosshair', async () => {
    const bars: { tradeDate: string; open: number; high: number; low: number; close: number }[] = await api('/stock/stock/kline?code=600519&period=day&limit=200');
    const page = await desktop.newPage();
    const chart = await dailyKline(page);
    const lower = page.getByRole('group', { name: '副图指标' });
    await lower.getByRole('button', { name: 'KDJ' }).click();
    await expect.poll(() => lower.getByRole('button', { name: 'KDJ' }).getAttribute('aria-pressed')).toBe('true');
    await lower.getByRole('button', { name: 'MACD' }).click();
    await expect.poll(() => lower.getByRole('button', { name: 'MACD' }).getAttribute('aria-pressed')).toBe('true');

    // the pointer over the candles: the readout is that bar's, with the MA and MACD values
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.25);
    const values = await readout(page);
    const bar = bars.find((b) => b.tradeDate === values['日期']);
    expect(bar, `a bar of ${values['日期']}`).toBeDefined();
    expect(values).toMatchObject({ 开: bar!.open.toFixed(2), 高: bar!.high.toFixed(2), 低: bar!.low.toFixed(2), 收: bar!.close.toFixed(2) });
    expect(values['MA5']).toMatch(/^\d+\.\d{2}$/);
    expect(values['DIF']).toMatch(/^-?\d+\.\d{3}$/);
    expect(values['MACD']).toMatch(/^-?\d+\.\d{3}$/);
    expect(values).toHaveProperty('成交额');
    await screenshot(page, 'charts-kline-macd');

    // 复权 is asked of the server (the demo market has no factors: the same bars come back)
    const asked = page.waitForResponse((r) => r.url().includes('/stock/stock/kline') && r.url().includes('adjust=qfq'));
    await page.getByRole('group', { name: '复权' }).getByRole('button', { name: '前复权' }).click();
    expect((await asked).ok()).toBe(true);
    await page.close();
  });

  it('shows the readout on a tap on a phone, and the 分时 readout with 均价', async () => {
    const page = await phone.newPage();
    const chart = await dailyKline(page);
    const box = (await chart.boundingBox())!;
    // tapped again until shown: a redraw of the chart (a refetch) may hide a readout before it is read
    const tapShows = async (x: number, y: number, texts: string[]) => {
      await page.touchscreen.tap(x, y);
      return page
        .locator('.chart-tooltip')
        .evaluateAll((els, want) => els.some((e) => e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && want.every((t) => e.textContent?.includes(t))), texts);
    };
    await expect.poll(() => tapShows(box.x + box.width * 0.7, box.y + box.height * 0.25, ['日期', '收']), { timeout: 20_000 }).toBe(true);
    const values = await readout(page);
    expect(values['收']).toMatch(/^\d+\.\d{2}$/);
    expect(values).toHaveProperty('涨跌幅');
    await screenshot(page, 'charts-kline-phone');

    await page.getByRole('group', { name: '图表周期' }).getByRole('button', { name: '分时' }).tap();
    await chart.locator('[data-chart-drawn]').waitFor();
    await chart.scrollIntoViewIfNeeded();
    const minuteBox = (await chart.boundingBox())!;
    // a tap anywhere on the day reads a traded minute: between the sparse minutes of a demo run at night, the last
    // one before the pointer (the price holds between trades)
    const minuteShows = () => tapShows(minuteBox.x + minuteBox.width * 0.5, minuteBox.y + minuteBox.height * 0.3, ['时间', '价格', '均价']);
    await expect.poll(minuteShows, { timeout: 20_000 }).toBe(true);
    await page.close();
  });
});

describe('涨跌分布 on /index', () => {
  it('shows 赚钱效应 of the day’s counts and draws the bars', async () => {
    const d = await api('/stock/market/distribution');
    expect(d.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBeGreaterThan(0);
    const page = await desktop.newPage();
    await page.goto('/index');
    const panel = page.getByTestId('change-distribution');
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('img', { name: '涨跌分布' }).locator('[data-chart-drawn]').waitFor();
    // the demo market moves while the test runs: the panel's 赚钱效应 is that of the counts it shows
    const text = await panel.innerText();
    const up = Number(text.match(/上涨\s*(\d+)/)?.[1]);
    const down = Number(text.match(/下跌\s*(\d+)/)?.[1]);
    expect(up + down).toBeGreaterThan(0);
    expect(await panel.getByTestId('money-effect').innerText()).toBe(`${(Math.round((up / (up + down)) * 10_000) / 100).toFixed(2)}%`);
    expect(text).toMatch(/平盘\s*\d+/);
    await screenshot(page, 'charts-distribution');
    await page.close();
    // the same panel on a 375 px phone: every bucket's label under its bar
    const small = await phone.newPage();
    await small.goto('/index');
    const smallPanel = small.getByTestId('change-distribution');
    await smallPanel.scrollIntoViewIfNeeded();
    await smallPanel.getByRole('img', { name: '涨跌分布' }).locator('[data-chart-drawn]').waitFor();
    await screenshot(small, 'charts-distribution-phone');
    await small.close();
  });
});
