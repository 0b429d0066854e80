import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, newPhoneContext, screenshot, settled, signedInPage } from './browser';

// 盘口 on the stock page: 五档, 委比, 外盘 / 内盘 and 集合竞价 for everyone; 十档 and 逐笔 only for a member who bought
// Level-2 (the server decides); the 竞价 column on /limitUp. Desktop and a 375 px phone. The seeded demo market has a
// book, the last trades and the auction of every stock for its latest day, so nothing here depends on the clock.

const contexts: BrowserContext[] = [];
let code = '';
const tag = Date.now().toString(36);

async function api(path: string, body?: unknown, token?: string, method = body === undefined ? 'GET' : 'POST') {
  const res = await fetch(`${baseURL()}/admin-api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}

/** A new member, signed up through the site's registration, with a wallet topped up by staff. */
async function newMember(name: string): Promise<{ username: string; token: string }> {
  const username = `${name}${tag}`;
  const reg = await api('/system/auth/register', { username, password: 'book12345', nickname: `盘口${name}` });
  expect(reg.code, reg.msg).toBe(0);
  const login = await api('/system/auth/login', { username, password: 'book12345' });
  const staff = (await api('/system/auth/login', { username: 'admin', password: 'admin123' })).data.accessToken as string;
  const topUp = await api('/pay/wallet/update-balance', { userId: login.data.userId, balance: 100_000 }, staff, 'PUT');
  expect(topUp.code, topUp.msg).toBe(0);
  return { username, token: login.data.accessToken };
}

/** Buys one Level-2 product with the wallet: the order and payment a member makes at the cashier. */
async function buyLevel2(token: string): Promise<void> {
  const spu = (await api('/product/spu/on-sale-list?benefitType=2', undefined, token)).data[0];
  expect(spu, 'the demo mall sells Level-2').toBeTruthy();
  const order = await api('/trade/order/create', { items: [{ skuId: spu.skus[0].id, count: 1 }] }, token);
  expect(order.code, order.msg).toBe(0);
  const paid = await api('/pay/order/submit', { id: order.data.payOrderId, channelCode: 'wallet' }, token);
  expect(paid.code, paid.msg).toBe(0);
}

async function panelOf(page: Page) {
  const panel = page.getByTestId('order-book');
  await panel.getByTestId('order-book-levels').waitFor();
  return panel;
}

async function noOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  const day = await api('/stock/book/auctions');
  const preferred = await api('/stock/book?code=600519');
  code = preferred.code === 0 && preferred.data.tradeDate ? '600519' : day.data.list[0]?.code;
  expect(code, 'a stock with a book').toBeTruthy();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
});

describe('盘口 for everyone', () => {
  for (const device of ['desktop', 'phone'] as const) {
    it(`shows a visitor 五档 with 委比, 外盘 / 内盘 and 集合竞价, and says 十档 and 逐笔 are Level-2 (${device})`, async () => {
      const context = device === 'desktop' ? await newContext() : await newPhoneContext({ width: 375 });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`/stock?code=${code}`);
      const panel = await panelOf(page);
      expect(await panel.getByTestId('order-book-levels').getAttribute('data-levels')).toBe('5');
      expect(await panel.locator('.ob-row').count()).toBe(10);
      const labels = await panel.locator('.ob-row__label').allInnerTexts();
      expect(labels).toEqual(['卖五', '卖四', '卖三', '卖二', '卖一', '买一', '买二', '买三', '买四', '买五']);
      await expect.poll(() => panel.getByTestId('bid-ask-ratio').innerText()).toMatch(/^([+-]?\d+\.\d{2}%|--)$/);
      expect(await panel.innerText()).toContain('外盘');
      await panel.getByTestId('stock-auction').getByText('竞价涨幅').waitFor();
      const note = panel.getByTestId('level2-note');
      expect(await note.innerText()).toContain('十档和逐笔为 Level-2 权益');
      // a visitor is taken to the member sign-in, then to the product
      expect(await note.getByRole('link').getAttribute('href')).toBe('/stockLogin?redirect=%2Fvip');
      expect(await panel.getByTestId('tick-list').count()).toBe(0);
      await settled(page);
      if (device === 'phone') await noOverflow(page);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `order-book-visitor-${device}`);
    });
  }

  it('shows the 竞价 column on /limitUp with the auction of each pool stock', async () => {
    const context = await newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/limitUp');
    const table = page.getByRole('table', { name: '涨停' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('thead').innerText()).toContain('竞价');
    await expect.poll(() => table.getByTestId('auction-cell').count()).toBeGreaterThan(0);
    expect(await table.getByTestId('auction-cell').first().innerText()).toMatch(/%/);
  });
});

describe('十档 and 逐笔 only for a Level-2 buyer', () => {
  it('a member without Level-2 sees 五档 and the line leading to /vip', async () => {
    const m = await newMember('nol2');
    const context = await newContext();
    contexts.push(context);
    const page = await signedInPage(context, m.username, 'book12345', `/stock?code=${code}`);
    const panel = await panelOf(page);
    const note = panel.getByTestId('level2-note');
    await expect.poll(() => note.getByRole('link').getAttribute('href')).toBe('/vip');
    expect(await panel.getByTestId('order-book-levels').getAttribute('data-levels')).toBe('5');
    expect(await panel.getByTestId('tick-list').count()).toBe(0);
  });

  for (const device of ['desktop', 'phone'] as const) {
    it(`a member who bought Level-2 sees 十档 and the latest trades (${device})`, async () => {
      const m = await newMember(device === 'desktop' ? 'l2d' : 'l2p');
      await buyLevel2(m.token);
      const context = device === 'desktop' ? await newContext() : await newPhoneContext({ width: 375 });
      contexts.push(context);
      const page = await signedInPage(context, m.username, 'book12345', `/stock?code=${code}`);
      const panel = page.getByTestId('order-book');
      await panel.locator('[data-testid="order-book-levels"][data-levels="10"]').waitFor();
      expect(await panel.locator('.ob-row').count()).toBe(20);
      expect((await panel.locator('.ob-row__label').allInnerTexts())[0]).toBe('卖十');
      const ticks = panel.getByTestId('tick-list').locator('.ob-tick');
      await expect.poll(() => ticks.count()).toBeGreaterThan(0);
      expect(await ticks.first().innerText()).toMatch(/\d{2}:\d{2}:\d{2}/);
      expect(await panel.getByTestId('level2-note').count()).toBe(0);
      expect(await panel.innerText()).toContain('Level-2');
      await settled(page);
      if (device === 'phone') await noOverflow(page);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `order-book-level2-${device}`);
    });
  }
});
