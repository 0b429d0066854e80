import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { importTradeDateDefault, lastTradeDays } from '@gprs/contract';
import { newContext, screenshot, signedInPage } from './browser';

let context: BrowserContext;
afterEach(() => context?.close());

/** staff (运营人员) maintains all 股票数据 content. */
async function staffAt(path: string) {
  context = await newContext({ width: 1440, height: 900 });
  const page = await signedInPage(context, 'staff', 'staff123', path);
  await page.getByTestId('tags-view').waitFor();
  return page;
}

const visibleModal = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const search = (page: Page) => page.locator('form[id$="-search"] button[type=submit]');

async function confirmPrompt(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm', { hasText: text });
  await box.waitFor();
  await box.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await box.waitFor({ state: 'detached' });
}

describe('股票数据 console pages (staff)', () => {
  it('股票: validates, creates, renames to an ST name and deletes a stock', async () => {
    const page = await staffAt('/stock-data/stock');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    const create = visibleModal(page);
    await create.locator('.ant-modal-footer .ant-btn-primary').click();
    await create.getByText('股票代码不能为空').waitFor();
    await create.locator('#stock-admin-stock-form_code').fill('603999');
    await create.locator('#stock-admin-stock-form_name').fill('测试科技');
    await create.locator('#stock-admin-stock-form_listDate').fill('2024-03-01');
    await create.locator('#stock-admin-stock-form_listDate').press('Enter');
    await create.locator('#stock-admin-stock-form_totalShares').fill('100000000');
    await create.locator('#stock-admin-stock-form_floatShares').fill('200000000');
    await create.locator('.ant-modal-footer .ant-btn-primary').click();
    await create.getByText('流通股本不能大于总股本').waitFor();
    await create.locator('#stock-admin-stock-form_floatShares').fill('60000000');
    await create.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('新增成功').waitFor();

    await page.locator('#stock-admin-stock-search_code').fill('603999');
    await search(page).click();
    await row(page, '测试科技').waitFor();
    await row(page, '测试科技').getByRole('button', { name: '修改' }).click();
    const edit = visibleModal(page);
    await expect.poll(() => edit.locator('#stock-admin-stock-form_code').isDisabled()).toBe(true);
    await edit.locator('#stock-admin-stock-form_name').fill('ST测试');
    await edit.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('修改成功').waitFor();
    await row(page, 'ST测试').waitFor();
    await screenshot(page, 'stock-admin-stock');

    await row(page, 'ST测试').getByRole('button', { name: '删除' }).click();
    await confirmPrompt(page, '603999 ST测试');
    await page.getByText('删除成功').waitFor();
    await row(page, 'ST测试').waitFor({ state: 'detached' });
  });

  it('概念板块: adds a member stock with its reason and removes it again', async () => {
    const page = await staffAt('/stock-data/concept');
    await page.locator('#stock-admin-concept-search_name').fill('银行');
    await search(page).click();
    await row(page, '银行').first().getByRole('button', { name: '成分股' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: '成分股 - 银行' });
    await drawer.locator('.ant-table-row').first().waitFor();
    await drawer.getByRole('button', { name: '添加成分股' }).click();
    const add = visibleModal(page);
    await add.locator('.ant-modal-footer .ant-btn-primary').click();
    await add.getByText('股票不能为空').waitFor();
    await add.locator('#stock-concept-member-form_stockCode').click();
    await add.locator('#stock-concept-member-form_stockCode').fill('300750');
    await page.locator('.ant-select-item-option', { hasText: '300750' }).first().click();
    await add.locator('#stock-concept-member-form_reason').fill('端到端测试理由');
    await add.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('添加成功').waitFor();
    const member = drawer.locator('.ant-table-row', { hasText: '端到端测试理由' });
    await member.waitFor();
    await screenshot(page, 'stock-admin-concept-members');
    await member.getByRole('button', { name: '移除' }).click();
    await confirmPrompt(page, '移出银行');
    await page.getByText('移除成功').waitFor();
    await member.waitFor({ state: 'detached' });
  });

  it('数据导入: imports a CSV, reporting the failed rows and writing only the valid one', async () => {
    const page = await staffAt('/stock-data/import');
    const csv = [
      'code,name,industry,concepts,listDate,totalShares,floatShares,price,prevClose',
      '603998,导入测试,银行,,2020-01-02,500000000,400000000,12.34,12.00',
      '603997,流通过大,银行,,2020-01-02,100,200,10.00,10.00',
      '123456,错代码,银行,,2020-01-02,100,100,10.00,10.00',
    ].join('\n');
    await page.getByTestId('import-upload').locator('input[type=file]').setInputFiles({ name: 'small.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-file').waitFor();
    await page.getByRole('button', { name: '开始导入' }).click();
    const summary = page.locator('.import-summary');
    await summary.waitFor();
    await expect.poll(() => summary.innerText()).toContain('共 3 行，成功 1 行，失败 2 行');
    const errors = page.locator('.import-errors tbody tr.ant-table-row');
    await expect.poll(() => errors.count()).toBe(2);
    await expect.poll(() => errors.first().innerText()).toContain('流通股本不能大于总股本');
    await screenshot(page, 'stock-admin-import');

    await page.goto('/stock-data/stock');
    await page.locator('#stock-admin-stock-search_code').fill('603998');
    await search(page).click();
    await row(page, '导入测试').waitFor();
    await page.locator('#stock-admin-stock-search_code').fill('603997');
    await search(page).click();
    await page.locator('.ant-table-placeholder:visible').waitFor();
  });

  it('数据导入: a GBK pool file previews in Chinese with its encoding; a typed trade day, then one click on 开始导入, starts it', async () => {
    const page = await staffAt('/stock-data/import');
    // akshare's 涨停股池 as Excel saves it on Chinese Windows (GBK)
    const gbk = readFileSync(join(import.meta.dirname, '../apps/server/src/modules/stock/feed/fixtures/gbk/akshare_stock_zt_pool_em.csv'));
    await page.getByTestId('import-upload').locator('input[type=file]').setInputFiles({ name: '涨停股池.csv', mimeType: 'text/csv', buffer: gbk });
    const preview = page.getByTestId('import-preview');
    await preview.locator('.import-encoding', { hasText: '编码：GBK（已自动识别）' }).waitFor();
    await preview.getByText('识别为：akshare').waitFor();
    await expect.poll(() => preview.locator('.import-preview-rows thead').innerText()).toContain('首次封板时间');
    expect(await preview.locator('.import-preview-rows thead').innerText()).not.toContain('firstSealTime');
    await preview.locator('.import-preview-rows tbody', { hasText: '比亚迪' }).waitFor();
    // the trade day: the latest trade day of the calendar by default; staff type the one before it
    const date = page.getByTestId('import-options').locator('.ant-picker input');
    expect(await date.inputValue()).toBe(importTradeDateDefault(new Date()));
    const typed = lastTradeDays(importTradeDateDefault(new Date()), 2)[0];
    await date.click();
    await date.fill(typed);
    const upload = page.waitForRequest((r) => r.method() === 'POST' && /\/stock-admin\/import\?/.test(r.url()));
    await page.getByRole('button', { name: '开始导入' }).click();
    expect(new URL((await upload).url()).searchParams.get('tradeDate')).toBe(typed);
    await expect.poll(() => page.locator('.import-summary').innerText()).toContain('共 2 行，成功 2 行');
    await screenshot(page, 'stock-admin-import-gbk-pool');
  });

  it('the member account has no console: a forced staff request answers 403', async () => {
    context = await newContext();
    const page = await signedInPage(context, 'member', 'member123', '/index');
    const code = await page.evaluate(async () => {
      const res = await fetch('/admin-api/stock-admin/navigation/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${window.localStorage.getItem('ACCESS_TOKEN')}` },
        body: JSON.stringify({ navType: '1', name: 'x', url: 'https://example.com', sort: 1 }),
      });
      return ((await res.json()) as { code: number }).code;
    });
    expect(code).toBe(403);
  });
});
