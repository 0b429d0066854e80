import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { newContext, screenshot, signedInPage } from './browser';

let context: BrowserContext;
afterEach(() => context?.close());

describe('代码生成', () => {
  it('imports a table, edits its settings, previews and downloads the code, then deletes it', async () => {
    context = await newContext({ width: 1440, height: 900 });
    const page = await signedInPage(context, 'admin', 'admin123', '/infra/codegen');
    await page.getByTestId('tags-view').waitFor();

    await page.getByRole('button', { name: '导入' }).click();
    const importDialog = page.getByRole('dialog', { name: '导入表' });
    await importDialog.getByLabel('表名称').fill('system_po');
    await importDialog.getByRole('button', { name: /搜\s*索/ }).click();
    await importDialog.getByRole('row', { name: /system_post/ }).getByRole('checkbox').check();
    await importDialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('导入成功').waitFor();
    const tableRow = page.getByRole('row', { name: /system_post/ });
    await expect.poll(() => tableRow.innerText()).toContain('SystemPost');

    await tableRow.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '代码预览' });
    await preview.getByTitle('index.tsx').click();
    await expect.poll(() => preview.getByTestId('codegen-code').innerText()).toContain('system:post:create');
    await screenshot(page, 'infra-codegen-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await tableRow.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(/\/codegen\/edit\/\d+$/);
    await page.locator('#codegen-edit_author').fill('');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('作者不能为空').waitFor();
    await page.locator('#codegen-edit_tableComment').fill('端到端岗位');
    await page.locator('#codegen-edit_author').fill('e2e');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('修改成功').waitFor();
    await page.waitForURL('**/infra/codegen');
    // 保存 closes the edit page's tab
    await page.locator('.tags-view-item', { hasText: '修改生成配置' }).waitFor({ state: 'detached' });
    // the kept-alive list refetches after the save
    await page.getByRole('row', { name: /system_post.*端到端岗位/ }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('row', { name: /system_post/ }).getByRole('button', { name: '生成代码' }).click()]);
    expect(download.suggestedFilename()).toBe('codegen-system_post.zip');

    await page.getByRole('row', { name: /system_post/ }).getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: 'system_post' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('删除成功').waitFor();
    await page.getByRole('row', { name: /system_post/ }).waitFor({ state: 'detached' });
  });
});
