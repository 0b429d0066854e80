import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, screenshot, signedInPage } from './browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(root, 'packages/process-designer/src/testing/fixtures/bpmn/miwg-reference/A.1.0.bpmn');
// a Signavio-style file with one import warning (an undeclared ns0 prefix)
const WARNING_FIXTURE = path.join(root, 'packages/process-designer/src/testing/fixtures/other-tools/undeclared-prefix.bpmn');
// a fresh key per run when pointed at a long-lived server (E2E_MODEL_KEY); the harness's server starts empty
const KEY = process.env.E2E_MODEL_KEY ?? 'e2e_leave';

let context: BrowserContext;
let page: Page;
let designUrl = '';

beforeAll(async () => {
  context = await newContext({ width: 1440, height: 900 });
  page = await signedInPage(context, 'admin', 'admin123', '/bpm/manager/model');
});
afterAll(() => context.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshot(page, `designer-failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});

const backButton = () => page.getByRole('button', { name: /^(arrow-left )?返回$/ });
const shape = (id: string) => page.locator(`.djs-element.djs-shape[data-element-id="${id}"]`);
const contextPadEntry = (action: string) => page.locator(`.djs-context-pad.open .entry[data-action="${action}"]`);

async function shapeIds(): Promise<string[]> {
  return page
    .locator('.djs-element.djs-shape')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-element-id') ?? ''));
}

/** Selects a diagram element by clicking it, until the property panel shows it. */
async function select(id: string): Promise<void> {
  const idBox = page.getByTestId('property-panel').locator('input').first();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.mouse.move(5, 5);
    await shape(id).click();
    try {
      await expect.poll(() => idBox.inputValue(), { timeout: 2000 }).toBe(id);
      return;
    } catch {
      await page.keyboard.press('Escape');
    }
  }
  throw new Error(`could not select ${id}`);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The panel section with this title, expanded. */
async function openSection(title: string): Promise<void> {
  const header = page.getByTestId('property-panel').getByRole('button', { name: title, exact: true });
  await header.waitFor();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

async function messageShown(text: string): Promise<void> {
  await page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text }).first().waitFor();
}

/** The confirmation dialog showing `text`: its button `button` is clicked and the dialog waited out. */
async function answerConfirm(text: string | RegExp, button: '确 认' | '取 消'): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('process model screens and the designer in the browser', () => {
  it('creates a model from the list page (key validated) and opens its designer', async () => {
    await page.getByRole('button', { name: '新建流程' }).click();
    const dialog = page.getByRole('dialog', { name: '新建流程' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('流程标识不能为空').waitFor();
    await dialog.getByText('流程名称不能为空').waitFor();
    await dialog.getByLabel('流程标识').fill('1bad');
    await dialog.getByText('流程标识需以字母或下划线开头').waitFor();
    await dialog.getByLabel('流程标识').fill(KEY);
    await dialog.getByLabel('流程名称').fill('E2E 请假流程');
    await dialog.getByRole('button', { name: '确定' }).click();
    await messageShown('新增成功');
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('.ant-table-row', { hasText: KEY });
    await row.waitFor();
    await screenshot(page, 'bpm-model-list');
    await row.getByRole('button', { name: '设计流程' }).click();
    await page.waitForURL((url) => url.pathname === '/bpm/manager/model/design' && url.searchParams.has('modelId'));
    designUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await shape('StartEvent_1').waitFor();
  });

  it('draws start → user task → end with the context pad, popup menu and palette', async () => {
    // the designer writes the model key into the new diagram's process 1 s after creation
    await page.waitForTimeout(1300);
    await shape('StartEvent_1').click();
    await contextPadEntry('append.append-task').click();
    const taskId = (await shapeIds()).find((id) => id.startsWith('Activity_'));
    expect(taskId).toBeTruthy();
    const task = shape(taskId!);
    // the appended task is selected: change it into a user task
    await contextPadEntry('replace').click();
    await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
    await page.locator(`.djs-element[data-element-id="${taskId}"] path, .djs-element[data-element-id="${taskId}"] rect`).first().waitFor();

    // an end event from the palette, placed by a click to the right of the task
    const t = await centre(task);
    const target = { x: t.x + 200, y: t.y };
    await page.locator('.djs-palette .entry[data-action="create.end-event"]').click();
    await page.mouse.move(target.x - 40, target.y, { steps: 4 });
    await page.mouse.move(target.x, target.y, { steps: 4 });
    await page.mouse.click(target.x, target.y);
    await page.keyboard.press('Escape');
    const endId = (await shapeIds()).find((id) => id.startsWith('Event_') && !id.endsWith('_label'));
    expect(endId).toBeTruthy();

    // connect the task to the end event: context pad "connect", then drag onto the end event
    // the end event's pad (it has "connect" too) may still be open: wait for the task's, next to the task
    await task.click();
    const taskBox = (await task.boundingBox())!;
    await expect
      .poll(async () => {
        const pad = await contextPadEntry('connect').boundingBox();
        return pad !== null && pad.x >= taskBox.x && pad.x <= taskBox.x + taskBox.width + 120 && pad.y <= taskBox.y + taskBox.height;
      })
      .toBe(true);
    const connect = await centre(contextPadEntry('connect'));
    const end = await centre(shape(endId!));
    await page.mouse.move(connect.x, connect.y);
    await page.mouse.down();
    await page.mouse.move(end.x - 20, end.y, { steps: 6 });
    await page.mouse.move(end.x, end.y, { steps: 4 });
    await page.mouse.up();
    const flowCount = async () =>
      (
        await page
          .locator('.djs-element.djs-connection')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-element-id') ?? ''))
      ).filter((id) => id.startsWith('Flow_')).length;
    await expect.poll(flowCount).toBe(2);
    await expect.poll(() => page.getByText('未保存').count()).toBe(1);
  });

  it('sets an assignee and a task listener in the property panel, saves, and sees them after a reload', async () => {
    const taskId = (await shapeIds()).find((id) => id.startsWith('Activity_'))!;
    await select(taskId);
    await openSection('任务');
    const assignee = page.getByLabel('处理用户');
    await assignee.fill('${initiator}');
    await assignee.press('Enter');

    await openSection('任务监听器');
    await page.getByRole('button', { name: '添加监听器' }).click();
    const drawer = page.locator('.ant-drawer-open', { hasText: '任务监听器' });
    // a task listener starts as a Java class listener on 创建 (create)
    await drawer.locator('.ant-select', { hasText: '创建' }).waitFor();
    await drawer.getByLabel('监听器ID').fill('notifyListener');
    await drawer.getByLabel('Java类').fill('cn.gprs.bpm.NotifyListener');
    await drawer.getByRole('button', { name: '保 存' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('property-panel').getByText('notifyListener').waitFor();

    await page.getByRole('button', { name: '保存模型' }).click();
    await messageShown('保存成功');
    await expect.poll(() => page.getByText('未保存').count()).toBe(0);
    await screenshot(page, 'bpm-designer');

    await page.reload();
    await shape(taskId).waitFor();
    expect((await shapeIds()).filter((id) => /^(StartEvent_|Activity_|Event_)/.test(id))).toHaveLength(3);
    await select(taskId);
    await openSection('任务');
    expect(await page.getByLabel('处理用户').inputValue()).toBe('${initiator}');
    await openSection('任务监听器');
    await page.getByTestId('property-panel').getByText('notifyListener').waitFor();
    // the list's viewer shows the saved diagram read-only
  });

  it('shows the saved diagram read-only in the viewer dialog of the list', async () => {
    await backButton().click();
    await page.waitForURL((url) => url.pathname === '/bpm/manager/model');
    const row = page.locator('.ant-table-row', { hasText: KEY });
    await row.getByRole('button', { name: '查看' }).click();
    const viewer = page.getByTestId('model-viewer');
    await viewer.locator('.djs-element.djs-shape').first().waitFor();
    expect(await viewer.locator('.djs-palette').count()).toBe(0);
    expect(await viewer.locator('.djs-element.djs-shape').count()).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(300);
    await screenshot(page, 'bpm-viewer');
    await page.locator('.ant-modal-close:visible').click();
  });

  it('opens a fixture file, rejects saving it under another process id, asks before leaving', async () => {
    await page.goto(designUrl);
    await page.locator('.djs-element.djs-shape').first().waitFor();
    await page.waitForTimeout(500);
    await page.getByLabel('打开文件', { exact: true }).setInputFiles(FIXTURE);
    // A.1.0: start, three tasks, end
    await page.locator('.djs-element.djs-shape[data-element-id="_93c466ab-b271-4376-a427-f4c353d55ce8"]').waitFor();
    // its process id is not the model key: the designer offers the key; declined here, so saving fails below
    await answerConfirm(`与模型标识「${KEY}」不一致`, '取 消');
    await page.getByText('未保存').waitFor();
    await screenshot(page, 'bpm-designer-fixture');
    await page.getByRole('button', { name: '保存模型' }).click();
    // the server refuses a process id that differs from the key; the designer adds its own message
    await messageShown('保存模型失败，请重试！');
    await page.locator('.ant-notification-notice', { hasText: '不一致' }).first().waitFor();

    // leaving with unsaved changes asks first; cancelling stays
    await backButton().click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '未保存的修改' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    expect(new URL(page.url()).pathname).toBe('/bpm/manager/model/design');
  });

  it('disables saving while simulating, and reports zooming beyond the limits', async () => {
    await page.getByRole('button', { name: '开启模拟' }).click();
    expect(await page.getByRole('button', { name: '保存模型' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '退出模拟' }).click();
    expect(await page.getByRole('button', { name: '保存模型' }).isDisabled()).toBe(false);

    // zoom in step by step until the designer refuses (beyond 4), then out until it refuses (below 0.2)
    const zoom = page.getByLabel('缩放比例');
    const percent = async () => Number.parseInt((await zoom.textContent()) ?? '0', 10);
    const stepUntilRefused = async (button: string, text: string) => {
      const refused = page.locator('.ant-message-notice', { hasText: text });
      for (let i = 0; i < 60 && (await refused.count()) === 0; i += 1) {
        await page.getByRole('button', { name: button }).click();
      }
      await refused.first().waitFor();
    };
    await stepUntilRefused('放大视图', '缩放比例不能大于 4');
    expect(await percent()).toBeGreaterThan(390);
    expect(await percent()).toBeLessThanOrEqual(400);
    await screenshot(page, 'bpm-designer-zoom-max');
    await stepUntilRefused('缩小视图', '缩放比例不能小于 0.2');
    // the last step before the refusal stopped at the floor, whatever the starting zoom
    expect(await percent()).toBe(20);

    // leave for good: confirm the unsaved-changes prompt
    await backButton().click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '未保存的修改' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/bpm/manager/model');
  });

  it('shows the import warnings of a file, adopts the model key, and 重新绘制 asks, keeps the key and is undone by Ctrl+Z', async () => {
    await page.goto(designUrl);
    await page.locator('.djs-element.djs-shape').first().waitFor();

    // menus open and close on a click; hovering opens nothing
    const preview = page.getByRole('button', { name: '预览', exact: true });
    await preview.hover();
    expect(await page.getByRole('menu', { name: '预览' }).count()).toBe(0);
    await preview.click();
    await page.getByRole('menu', { name: '预览' }).waitFor();
    await preview.click();
    await page.getByRole('menu', { name: '预览' }).waitFor({ state: 'detached' });

    await page.getByLabel('打开文件', { exact: true }).setInputFiles(WARNING_FIXTURE);
    await shape('sid-task').waitFor();
    // first the offer to take the model key (a dialog), then the warnings behind it
    await answerConfirm(`与模型标识「${KEY}」不一致`, '确 认');
    await expect.poll(() => page.getByLabel('流程标识').inputValue()).toBe(KEY);
    const report = page.getByRole('status', { name: '导入警告' });
    await report.getByText('导入时有 1 条警告').waitFor();
    await report.getByRole('button', { name: '查看详情' }).click();
    await report.getByText('使用了未声明的命名空间前缀 ns0').waitFor();
    await screenshot(page, 'bpm-designer-import-warnings');
    await report.getByRole('button', { name: '关闭导入警告' }).click();
    await report.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '重新绘制' }).click();
    await answerConfirm('确认重新绘制流程图吗', '确 认');
    await shape('sid-task').waitFor({ state: 'detached' });
    await shape('StartEvent_1').waitFor();
    expect(await page.getByLabel('流程标识').inputValue()).toBe(KEY);

    // Ctrl+Z on the canvas brings the opened file back, 恢复 redraws again
    const canvasBox = await page.getByTestId('process-designer-canvas').boundingBox();
    await page.mouse.click(canvasBox!.x + canvasBox!.width - 60, canvasBox!.y + canvasBox!.height - 60);
    await page.keyboard.press('Control+z');
    await shape('sid-task').waitFor();
    await page.getByRole('button', { name: '恢复' }).click();
    await shape('sid-task').waitFor({ state: 'detached' });

    // the redrawn diagram carries the key, so the server takes it
    await page.getByRole('button', { name: '保存模型' }).click();
    await messageShown('保存成功');
    await expect.poll(() => page.getByText('未保存').count()).toBe(0);
  });
});
