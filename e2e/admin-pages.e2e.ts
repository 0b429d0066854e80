import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot, signedInPage } from './browser';

let context: BrowserContext;
afterEach(() => context?.close());

// a 1×1 transparent PNG
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function adminAt(path: string) {
  context = await newContext({ width: 1440, height: 900 });
  const page = await signedInPage(context, 'admin', 'admin123', path);
  await page.getByTestId('tags-view').waitFor();
  return page;
}

const dialog = (page: Page, title: string) => page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });

/** Answers the '系统提示' confirmation with 确定, checking its text. */
async function confirmSystemPrompt(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm', { hasText: '系统提示' });
  await box.waitFor();
  await expect.poll(() => box.innerText()).toContain(text);
  await box.getByRole('button', { name: '确定' }).click();
  await box.waitFor({ state: 'detached' });
}

// kept-alive pages stay in the DOM hidden: only visible rows count
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });

describe('admin pages on the CRUD kit', () => {
  it('参数配置: create, edit, export and delete a config', async () => {
    const page = await adminAt('/infra/config');
    await page.locator('.ant-table-row').first().waitFor();
    const key = `e2e.config.${Date.now()}`;

    await page.getByRole('button', { name: '新增' }).click();
    const create = dialog(page, '添加参数配置');
    await create.waitFor();
    // a click on the backdrop leaves the dialog open
    await page.locator('.ant-modal-wrap').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => create.isVisible()).toBe(true);
    await create.getByLabel('参数分类').fill('e2e');
    await create.getByLabel('参数名称').fill('端到端参数');
    await create.getByLabel('参数键名').fill(key);
    await create.getByLabel('参数键值').fill('v1');
    await create.getByRole('button', { name: '确定' }).click();
    await page.getByText('新增成功').waitFor();
    await create.waitFor({ state: 'detached' });

    await page.getByPlaceholder('请输入参数键名').fill(key);
    await page.locator('button[type=submit]', { hasText: '搜索' }).click();
    await row(page, key).waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await screenshot(page, 'admin-config');

    await row(page, key).getByRole('button', { name: '修改' }).click();
    const edit = dialog(page, '修改参数配置');
    await expect.poll(() => edit.getByLabel('参数键值').inputValue()).toBe('v1');
    await edit.getByLabel('参数键值').fill('v2');
    await edit.getByRole('button', { name: '确定' }).click();
    await page.getByText('修改成功').waitFor();
    await row(page, key).getByText('v2', { exact: true }).waitFor();

    await page.getByRole('button', { name: '导出' }).click();
    const download = page.waitForEvent('download');
    await confirmSystemPrompt(page, '是否确认导出所有参数配置数据项？');
    const file = await download;
    expect(file.suggestedFilename()).toBe('参数配置.xlsx');
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      void file.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
    });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await row(page, key).getByRole('button', { name: '删除' }).click();
    await confirmSystemPrompt(page, '是否确认删除参数配置编号为');
    await page.getByText('删除成功').waitFor();
    await row(page, key).waitFor({ state: 'detached' });
  });

  it('定时任务: 执行一次 writes a row to the job log', async () => {
    const page = await adminAt('/infra/job');
    const job = row(page, 'cleanJobLogJob');
    await job.waitFor();
    await job.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '执行一次' }).click();
    await confirmSystemPrompt(page, '确认要立即执行一次"清理任务日志"?');
    await page.getByText('执行成功').waitFor();

    await job.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '调度日志' }).click();
    await page.waitForURL(/\/job\/log\?id=\d+$/);
    const logRow = row(page, 'cleanJobLogJob').first();
    // the run is asynchronous: refresh the log until its row is there
    await expect
      .poll(async () => {
        if (await logRow.isVisible()) return true;
        await page.getByRole('button', { name: '刷新' }).click();
        await page.locator('.ant-spin-spinning:visible').first().waitFor({ state: 'detached' });
        return logRow.isVisible();
      })
      .toBe(true);
    await logRow.getByText('成功').waitFor();
  });

  it('文件列表: uploads a PNG and lists it with a preview', async () => {
    const page = await adminAt('/infra/file/file');
    await page.getByRole('button', { name: '上传文件' }).click();
    const upload = dialog(page, '上传文件');
    await upload.waitFor();
    const name = `e2e-${Date.now()}.png`;
    await upload.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.getByText('上传成功').waitFor();
    await upload.waitFor({ state: 'detached' });
    const listed = row(page, name);
    await listed.waitFor();
    await listed.locator('img').waitFor();
    await expect.poll(() => listed.innerText()).toContain('image/png');
    await screenshot(page, 'admin-file');
  });

  it('文件配置: creates a 数据库 config without settings, tests it and deletes it', async () => {
    const page = await adminAt('/infra/file/file-config');
    await page.locator('.ant-table-row').first().waitFor();
    const name = `e2e-db-${Date.now()}`;
    await page.getByRole('button', { name: '新增' }).click();
    const create = dialog(page, '添加文件配置');
    await create.waitFor();
    await create.getByLabel('配置名').fill(name);
    await create.getByLabel('存储器').click();
    await page.locator('.ant-select-item-option', { hasText: '数据库' }).click();
    // the database keeps the bytes itself: no path or bucket is asked for
    await expect.poll(() => create.getByLabel('基础路径').count()).toBe(0);
    await create.getByRole('button', { name: '确定' }).click();
    await page.getByText('新增成功').waitFor();
    await create.waitFor({ state: 'detached' });
    const created = row(page, name);
    await created.getByText('数据库').waitFor();

    await created.getByRole('button', { name: '测试' }).click();
    await page.getByText('测试通过，上传、读取、删除文件成功！').waitFor();
    await page.getByRole('button', { name: '确定' }).last().click();

    await created.getByRole('button', { name: '删除' }).click();
    await confirmSystemPrompt(page, `是否确认删除文件配置编号为`);
    await page.getByText('删除成功').waitFor();
    await created.waitFor({ state: 'detached' });
  });

  it('staff reads 参数配置 without 新增, and a forced create answers 403', async () => {
    context = await newContext({ width: 1440, height: 900 });
    const page = await signedInPage(context, 'staff', 'staff123', '/infra/config');
    await page.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: '新增' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '修改' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '删除' }).count()).toBe(0);
    const code = await page.evaluate(async () => {
      const res = await fetch('/admin-api/infra/config/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}` },
        body: JSON.stringify({ category: 'x', name: 'x', key: 'staff.forced', value: 'x', visible: true }),
      });
      return ((await res.json()) as { code: number }).code;
    });
    expect(code).toBe(403);
  });
});
