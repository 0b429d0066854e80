import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, screenshot, signedInPage } from './browser';

// one flow in three steps that share the product, the member and the order; pages live until the file ends
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function open(username: string, password: string, path: string, width = 1440): Promise<Page> {
  const context = await newContext({ width, height: 900 });
  contexts.push(context);
  return signedInPage(context, username, password, path);
}

/** Opens the antd Select that `select` locates (its input or its root) and picks `option`. */
async function pick(page: Page, select: ReturnType<Page['locator']>, option: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** The 销售价 input of a SKU row (antd puts the test id on the input or on its wrapper, by version). */
const priceInput = (page: Page, row: number) => page.locator(`input[data-testid="sku-price-${row}"], [data-testid="sku-price-${row}"] input`);

async function confirmPrompt(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm', { hasText: text });
  await box.waitFor();
  await box.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await box.waitFor({ state: 'detached' });
}

describe('商品 → 下单 → 收银台 → VIP → 退款', () => {
  const tag = String(Date.now() % 1_000_000);
  const productName = `E2E会员${tag}`;
  const username = `e2e_vip_${tag}`;
  let admin: Page;
  let member: Page;
  let orderNo = '';

  it('staff creates a two-property product with the SKU matrix', { timeout: 90_000 }, async () => {
    admin = await open('admin', 'admin123', '/spu/add');
    // the first console page of a fresh server loads the menus, dictionaries and the editor chunk
    await admin.getByTestId('spu-save').waitFor({ timeout: 60_000 });
    await admin.getByTestId('spu-save').click();
    await admin.getByText('商品名称不能为空').waitFor();

    await admin.locator('#product-spu-form_name').fill(productName);
    await pick(admin, admin.locator('#product-spu-form_categoryId'), '会员服务 / VIP 会员');
    await pick(admin, admin.locator('#product-spu-form_brandId'), '股票热搜');
    await admin.locator('#product-spu-form_keyword').fill('VIP,e2e');
    await admin.locator('#product-spu-form_introduction').fill('浏览器测试创建的会员服务');
    await admin.locator('#product-spu-form_picUrl input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await admin.locator('#product-spu-form_picUrl .ant-upload-list-item-done').waitFor();
    await admin.getByText('多规格', { exact: true }).click();

    for (const [property, values] of [
      ['时长', ['月卡', '年卡']],
      ['版本', ['标准版', '专业版']],
    ] as const) {
      await pick(admin, admin.getByTestId('sku-add-property'), property);
      await admin.getByRole('button', { name: '添加规格' }).click();
      const box = admin.locator('.mall-sku-prop', { hasText: property });
      await box.locator('.ant-select').click();
      for (const v of values) await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: v }).first().click();
      await admin.keyboard.press('Escape');
      await admin.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    }
    const skuRows = admin.getByTestId('sku-table').locator('tbody .ant-table-row');
    await expect.poll(() => skuRows.count()).toBe(4);

    // batch fill, then a per-row price; an empty required cell is named in the error
    const batch = admin.locator('.ant-card', { hasText: '批量设置' });
    await batch.getByPlaceholder('销售价').fill('9.9');
    await batch.getByPlaceholder('库存').fill('50');
    await batch.getByPlaceholder('权益天数').fill('30');
    await batch.getByRole('button', { name: '批量填充' }).click();
    await priceInput(admin, 3).fill('');
    await admin.getByTestId('rich-editor').locator('.ProseMirror').click();
    await admin.keyboard.type('会员权益：热搜榜单全部解锁');
    await admin.getByTestId('spu-save').click();
    await admin.getByText('规格「年卡 / 专业版」：销售价不能为空').first().waitFor();
    await priceInput(admin, 3).fill('12.34');
    await screenshot(admin, 'mall-spu-form');
    await admin.getByTestId('spu-save').click();
    await admin.getByText('新增成功').waitFor();
    await admin.waitForURL('**/mall/spu');
    await admin.locator('.ant-table-row', { hasText: productName }).waitFor();
  });

  it('a new member buys 年卡 / 专业版, pays with the wallet at the cashier (模拟支付 is not offered), sees VIP and asks for a refund', { timeout: 90_000 }, async () => {
    const api = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${baseURL()}/admin-api${path}`, {
        method: path.includes('update-balance') ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string; data: any };
    };
    const reg = await api('/system/auth/register', { username, password: 'vip12345', nickname: `VIP买家${tag}` });
    expect(reg.code, reg.msg).toBe(0);
    // staff tops up the new member's wallet (the mall's members pay with the wallet or a real channel)
    const staffToken = (await api('/system/auth/login', { username: 'admin', password: 'admin123' })).data.accessToken as string;
    const signedIn = (await api('/system/auth/login', { username, password: 'vip12345' })).data.userId as number;
    const topUp = await api('/pay/wallet/update-balance', { userId: signedIn, balance: 2000 }, staffToken);
    expect(topUp.code, topUp.msg).toBe(0);

    member = await open(username, 'vip12345', '/userInfo');
    await expect.poll(() => member.getByTestId('vip-status').textContent()).toContain('普通会员');
    await member.goto('/vip');
    const card = member.locator('[data-testid^="vip-spu-"]', { hasText: productName });
    await card.waitFor();
    await card.getByText('年卡 / 专业版').click();
    await card.locator('.mall-service__total').filter({ hasText: '¥12.34' }).waitFor();
    await card.getByRole('button', { name: '立即开通' }).click();
    await member.waitForURL('**/cashier?*');
    await member.getByTestId('cashier-price').filter({ hasText: '¥12.34' }).waitFor();
    await member.getByTestId('cashier-countdown').waitFor();
    await screenshot(member, 'mall-cashier');
    const submits: string[] = [];
    member.on('request', (r) => r.url().includes('/pay/order/submit') && submits.push(r.url()));
    await member.locator('.mall-cashier__channels').getByText('钱包支付').waitFor();
    expect(await member.locator('.mall-cashier__channels').getByText('模拟支付').count()).toBe(0);
    await member.locator('.mall-cashier__channels').getByText('钱包支付').click();
    await member.getByTestId('cashier-pay').dblclick();
    await member.getByText('支付成功', { exact: true }).first().waitFor();
    expect(submits).toHaveLength(1); // a double click pays once
    await member.getByTestId('cashier-return').click();
    await member.waitForURL('**/userOrder');
    const order = member.locator('[data-testid^="my-order-"]', { hasText: productName });
    await order.getByText('已完成').waitFor();
    orderNo = (await order.getAttribute('data-testid'))!.replace('my-order-', '');

    await member.goto('/userInfo');
    await expect.poll(() => member.getByTestId('vip-status').textContent()).toContain('VIP1');

    // the member asks for the refund
    await member.goto('/userOrder');
    await member.locator(`[data-testid="my-order-${orderNo}"]`).getByTestId('order-refund').click();
    const dialog = member.locator('.ant-modal', { hasText: '申请退款' });
    await dialog.locator('#reason').fill('误购');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await member.getByText('退款申请已提交，请等待审核').waitFor();
  });

  it('staff sees the order paid and agrees to the refund; the member is no longer VIP', { timeout: 90_000 }, async () => {
    expect(orderNo, 'the member step must have created the order').not.toBe('');
    await admin.goto('/trade/order');
    await admin.locator('#trade-order-search_no').fill(orderNo);
    await admin.locator('form[id$="-search"] button[type=submit]').click();
    const orderRow = admin.locator('.ant-table-row', { hasText: orderNo });
    await orderRow.getByText('已完成').waitFor();
    await orderRow.getByRole('button', { name: '详情' }).click();
    await admin.getByTestId('order-detail').getByText('已支付', { exact: true }).waitFor();
    await admin.getByTestId('order-timeline').getByText('支付成功').first().waitFor();
    await screenshot(admin, 'mall-order-detail');

    await admin.goto('/trade/after-sale');
    const saleRow = admin.locator('.ant-table-row', { hasText: orderNo });
    await saleRow.getByRole('button', { name: '同意' }).click();
    await confirmPrompt(admin, '确认同意售后');
    await admin.getByText('已同意，退款已发起').waitFor();
    await saleRow.getByText('退款成功').waitFor();

    await member.goto('/userInfo');
    await expect.poll(() => member.getByTestId('vip-status').textContent()).toContain('普通会员');
  });
});
