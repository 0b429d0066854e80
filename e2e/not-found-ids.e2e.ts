import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot, signedInPage } from './browser';

// Every page opened with an id that names no record says so (访问资源不存在 / …不存在) instead of spinning forever.
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext({ width: 1440, height: 900 });
  page = await signedInPage(context, 'admin', 'admin123', '/mall/spu');
});
afterAll(() => context?.close());

const MISSING = 987654;

describe('id routes with an id that does not exist', () => {
  for (const [path, text] of [
    [`/property/value/${MISSING}`, '商品属性（编号 987654）不存在或已被删除'],
    [`/spu/edit/${MISSING}`, '商品（编号 987654）不存在或已被删除'],
    [`/dict/type/data/${MISSING}`, '字典类型（编号 987654）不存在或已被删除'],
    [`/codegen/edit/${MISSING}`, '表定义（编号 987654）不存在或已被删除'],
    [`/trade/order/detail?id=${MISSING}`, '订单（编号 987654）不存在或已被删除'],
  ] as const) {
    it(`${path} says the record does not exist`, { timeout: 90_000 }, async () => {
      await page.goto(path);
      const result = page.locator('[data-testid="record-not-found"]:visible');
      await result.getByText('访问资源不存在').waitFor();
      await result.getByText(text).waitFor();
      if (path.startsWith('/spu')) await screenshot(page, 'record-not-found');
    });
  }

  it('the cashier says the pay order does not exist', { timeout: 90_000 }, async () => {
    await page.goto(`/pay/cashier?id=${MISSING}`);
    await page.getByText('无法打开收银台').waitFor();
    await page.getByText('支付订单不存在').first().waitFor();
  });

  it('接入示例: 发起订单 takes the user to the cashier of the new order', { timeout: 90_000 }, async () => {
    await page.goto('/pay/demo-order');
    await page.getByRole('button', { name: '发起订单' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '发起订单' });
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '小米电视' }).click();
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForURL('**/pay/cashier?id=*');
    await page.locator('.mall-cashier__channels').getByText('模拟支付').click();
    await page.getByTestId('cashier-pay').click();
    await page.getByText('支付成功', { exact: true }).first().waitFor();
  });

  it('支付应用 offers 模拟支付 to 接入示例 only; the mall has the wallet', { timeout: 90_000 }, async () => {
    await page.goto('/pay/app');
    const mall = page.locator('.ant-table-row:visible', { hasText: '会员商城' });
    const demo = page.locator('.ant-table-row:visible', { hasText: '示例应用' });
    await demo.locator('[data-testid$="-mock"]').waitFor();
    await mall.locator('[data-testid$="-wallet"]').waitFor();
    expect(await mall.locator('[data-testid$="-mock"]').count()).toBe(0);
    await screenshot(page, 'pay-apps');
  });
});
