import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBuiltServer, type RunningServer } from '../bench/server';
import { newContext, screenshot, signedInPage, WAIT_MS } from './browser';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';

// What is sold is delivered (decision 0041): a 付费专栏 essay is whole only for its buyers, /vip says 已开通 and 续费
// with the expiry, a member tops the wallet up through the cashier, and the payment screens fit a 360 px phone.
// A top-up can only be paid with 模拟支付 here (no real provider is built; the wallet cannot pay its own top-up), so
// this file starts its own built server with DEMO_PAYMENTS=true, where staff add 模拟支付 to 钱包充值.

let server: RunningServer;
const contexts: BrowserContext[] = [];
/** the phone contexts' own connections to the run's Chromium */
const phoneBrowsers: Browser[] = [];
let staffToken = '';

async function api<T = any>(path: string, body?: unknown, token?: string, method = body === undefined ? 'GET' : 'POST'): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${server.baseURL}/admin-api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A fresh member with `yuan` in the wallet (staff top-up), signed in at `path` in a context of `width` px. */
async function member(name: string, width: number, path: string, yuan = 0): Promise<{ page: Page; token: string; userId: number }> {
  const username = `${name}${Date.now() % 1_000_000}`;
  const reg = await api('/system/auth/register', { username, password: 'ent12345', nickname: `读者${username}` });
  expect(reg.code, reg.msg).toBe(0);
  const login = await api<{ accessToken: string; userId: number }>('/system/auth/login', { username, password: 'ent12345' });
  if (yuan > 0) expect((await api('/pay/wallet/update-balance', { userId: login.data.userId, balance: yuan * 100 }, staffToken, 'PUT')).code).toBe(0);
  const phone = width < 500;
  const context = phone ? await phoneContext(width) : await newContext({ width, height: 900, baseURL: server.baseURL });
  contexts.push(context);
  const page = await signedInPage(context, username, 'ent12345', path, server.baseURL);
  return { page, token: login.data.accessToken, userId: login.data.userId };
}

/** A phone context on this file's server (browser.ts's phone context is bound to the run's shared server). */
async function phoneContext(width: number): Promise<BrowserContext> {
  const browser = await chromium.connect(inject('wsEndpoint'), { timeout: WAIT_MS });
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  phoneBrowsers.push(browser);
  return context;
}

/** No sideways scroll: the page is no wider than the phone. */
async function expectFits(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The first published 付费专栏 essay and its body's second paragraph (read through the console's API). */
async function columnEssay(): Promise<{ id: number; secret: string }> {
  const list = (await api<{ list: { id: number; paidColumn: boolean }[] }>('/stock/essay/page?pageNo=1&pageSize=50')).data.list;
  const essay = list.find((e) => e.paidColumn)!;
  const full = (await api<{ content: string }>(`/stock-admin/essay/get?id=${essay.id}`, undefined, staffToken)).data.content;
  const secret = full.split('</p>')[1].replace(/<[^>]+>/g, '').slice(0, 20);
  expect(secret.length).toBeGreaterThan(5);
  return { id: essay.id, secret };
}

beforeAll(async () => {
  server = await startBuiltServer({ DEMO_PAYMENTS: 'true', SEED_MARKET_SCALE: 'test', MARKET_SIMULATOR: 'false' });
  staffToken = (await api<{ accessToken: string }>('/system/auth/login', { username: 'admin', password: 'admin123' })).data.accessToken;
  // staff open top-ups in the demo: 模拟支付 on the 钱包充值 app (refused without DEMO_PAYMENTS)
  const apps = (await api<{ list: { id: number; appKey: string }[] }>('/pay/app/page?pageNo=1&pageSize=10', undefined, staffToken)).data.list;
  const walletApp = apps.find((a) => a.appKey === 'wallet')!;
  const mock = await api('/pay/channel/create', { appId: walletApp.id, code: 'mock', status: 0 }, staffToken);
  expect(mock.code, mock.msg).toBe(0);
}, 300_000);
afterAll(async () => {
  // a context may already be gone with its connection (browser.ts drops the shared one when the file is done)
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  await Promise.all(phoneBrowsers.splice(0).map((b) => b.close().catch(() => undefined)));
  await server?.stop();
});

describe('付费专栏: the paywall, the purchase, the whole article', () => {
  it('the server-rendered page of a column essay holds the opening only, for anyone', async () => {
    const essay = await columnEssay();
    const html = await (await fetch(`${server.baseURL}/essayContent?id=${essay.id}`)).text();
    expect(html).toContain('data-testid="column-paywall"');
    expect(html).not.toContain(essay.secret);
  });

  it('a member without it sees 购买专栏, buys it at the cashier and reads the whole article; /vip says 已开通 and a renewal extends it', async () => {
    const essay = await columnEssay();
    const { page } = await member('col', 1366, `/essayContent?id=${essay.id}`, 100);
    const paywall = page.getByTestId('column-paywall');
    await paywall.waitFor();
    expect(await page.locator('article').textContent()).not.toContain(essay.secret);
    await screenshot(page, 'entitlements-paywall');

    await page.getByTestId('column-buy').click();
    await page.waitForURL('**/vip?benefitType=3');
    const card = page.locator('[data-testid^="vip-spu-"][data-benefit-type="3"]');
    await card.locator('[data-testid^="vip-state-"]').getByText('未开通').waitFor();
    await card.getByRole('button', { name: '立即开通' }).click();
    await page.waitForURL('**/cashier?*');
    await page.getByTestId('cashier-channel-wallet').click();
    await page.getByTestId('cashier-pay').click();
    await page.getByText('支付成功', { exact: true }).first().waitFor();

    await page.goto(`/essayContent?id=${essay.id}`);
    await page.locator('article', { hasText: essay.secret }).waitFor();
    await page.getByTestId('column-paywall').waitFor({ state: 'detached' });
    await screenshot(page, 'entitlements-column-read');

    // /vip: 已开通 with the expiry, 续费 extends it by the days bought
    await page.goto('/vip?benefitType=3');
    const expiry = card.locator('[data-testid^="vip-expire-"]');
    await expiry.waitFor();
    const before = await expiry.textContent();
    const renewTo = await card.locator('[data-testid^="vip-renew-to-"]').textContent();
    await card.getByRole('button', { name: '续费' }).click();
    await page.waitForURL('**/cashier?*');
    await page.getByTestId('cashier-channel-wallet').click();
    await page.getByTestId('cashier-pay').click();
    await page.getByText('支付成功', { exact: true }).first().waitFor();
    await page.goto('/vip?benefitType=3');
    await expect.poll(() => expiry.textContent()).not.toBe(before);
    expect(renewTo).toContain((await expiry.textContent())!);
    await screenshot(page, 'entitlements-vip-held');
  });
});

describe('钱包充值 and the payment screens on a phone', () => {
  it('at 360 px: a package top-up goes through the cashier (which fits), and the balance rises by price + bonus', async () => {
    const { page, token } = await member('wal', 360, '/userWallet');
    const balance = async () => (await api<{ balance: number }>('/pay/wallet/my-get', undefined, token)).data.balance;
    const start = await balance();
    await page.getByTestId('wallet-recharge-demo').waitFor();
    await expectFits(page, 360);
    const pkg = (await api<{ id: number; payPrice: number; bonusPrice: number }[]>('/pay/wallet-recharge-package/list', undefined, token)).data[0];
    await page.getByTestId(`wallet-package-${pkg.id}`).click();
    await page.getByTestId('wallet-recharge-submit').click();
    await page.waitForURL('**/cashier?*');
    const card = page.getByTestId('cashier-channel-mock');
    await card.waitFor();
    await expectFits(page, 360);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'entitlements-cashier-360');
    await card.click();
    await page.getByTestId('cashier-pay').click();
    await page.getByText('支付成功', { exact: true }).first().waitFor();
    await page.getByTestId('cashier-return').click();
    await page.waitForURL('**/userWallet');
    await expect.poll(balance).toBe(start + pkg.payPrice + pkg.bonusPrice);
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain(((start + pkg.payPrice + pkg.bonusPrice) / 100).toFixed(2));
    await page.getByTestId('wallet-transactions').getByText('钱包充值').first().waitFor();
    await expectFits(page, 360);
    await screenshot(page, 'entitlements-wallet-360');
  });

  it('at 375 px: /vip, the paywall and an order\'s cashier fit without sideways scroll', async () => {
    const essay = await columnEssay();
    const { page } = await member('pho', 375, `/essayContent?id=${essay.id}`, 50);
    await page.getByTestId('column-paywall').waitFor();
    await expectFits(page, 375);
    await page.goto('/vip');
    const vip = page.locator('[data-testid^="vip-spu-"][data-benefit-type="1"]');
    await vip.getByRole('button', { name: '立即开通' }).waitFor();
    await expectFits(page, 375);
    await screenshot(page, 'entitlements-vip-375');
    await vip.getByRole('button', { name: '立即开通' }).click();
    await page.waitForURL('**/cashier?*');
    await page.getByTestId('cashier-channel-wallet').waitFor();
    await expectFits(page, 375);
  });
});
