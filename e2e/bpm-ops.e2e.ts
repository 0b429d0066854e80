import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseURL, newContext, screenshot, signedInPage } from './browser';

/**
 * Task operations in the browser, as a demo employee would use them: wangwu (财务组, one of the 财务审批 pool's
 * candidates) finds the pooled task in 待办任务, 退回 it to 部门负责人审批 with a reason (the diagram then draws it
 * like a rejection), and later 抄送 it to zhangsan, who finds it under 抄送我的.
 */
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function token(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function call<T>(bearer: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/admin-api${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

interface Task {
  id: string;
  name: string;
  result: number;
  definitionKey: string;
}

describe('工作流程: 退回 and 抄送 from the detail page', () => {
  it('wangwu returns a pooled 财务审批 task with a reason, then copies it to zhangsan, who sees it in 抄送我的', { timeout: 240_000 }, async () => {
    const [staff, admin] = [await token('staff', 'staff123'), await token('admin', 'admin123')];
    const defs = await call<{ id: string; key: string }[]>(staff, 'GET', '/bpm/process-definition/list?suspensionState=1');
    const expense = defs.find((d) => d.key === 'expense')!;
    const stamp = Date.now();
    const id = await call<string>(staff, 'POST', '/bpm/process-instance/create', {
      processDefinitionId: expense.id,
      variables: { expenseType: '差旅费', amount: 520, reason: `e2e 退回 ${stamp}` },
    });
    const running = async () => (await call<Task[]>(admin, 'GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${id}`)).filter((t) => t.result === 1);
    await call(admin, 'PUT', '/bpm/task/approve', { id: (await running())[0].id, reason: '领导同意' });
    const [finance] = await running();
    expect(finance.name).toBe('财务审批');

    const context = await newContext({ width: 1440, height: 900 });
    contexts.push(context);
    context.setDefaultTimeout(60_000);
    const page = await signedInPage(context, 'wangwu', '123456', '/bpm/task/todo');
    const row = page.locator('.ant-table-row:visible', { hasText: finance.id });
    await row.waitFor();
    await row.getByRole('button', { name: '审批' }).click();
    await page.waitForURL(`**/bpm/process-instance/detail?id=${id}`);
    const actions = page.locator('[data-testid=bpm-task-actions]:visible');
    await actions.waitFor();
    await actions.scrollIntoViewIfNeeded();
    await screenshot(page, 'bpm-task-actions');
    await actions.getByRole('button', { name: '退回' }).click();
    const dialog = page.locator('.ant-modal:visible', { hasText: '退回审批任务' });
    await dialog.getByLabel('退回到').click();
    await page.locator('.ant-select-item-option:visible', { hasText: '部门负责人审批' }).click();
    await dialog.getByLabel('退回意见').fill('发票抬头不对');
    await screenshot(page, 'bpm-return-dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('退回成功').first().waitFor();
    // nothing the page does after the return fails (no request for the returned task's targets)
    await page.waitForTimeout(500);
    await expect(page.locator('.ant-notification-notice:visible, .ant-message-error:visible').count()).resolves.toBe(0);
    const after = await call<Task[]>(admin, 'GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${id}`);
    expect(after.find((t) => t.id === finance.id)).toMatchObject({ result: 5 });
    expect(after.filter((t) => t.result === 1).map((t) => t.definitionKey)).toEqual(['leaderAudit']);
    // the returned task: drawn like a rejection, named 已退回 with its reason in the timeline
    const viewer = page.getByTestId('bpm-process-viewer');
    await viewer.locator('.djs-element[data-element-id="financeAudit"].highlight-reject').waitFor();
    await expect(page.getByTestId('bpm-approval-timeline').innerText()).resolves.toContain('发票抬头不对');
    await screenshot(page, 'bpm-returned');

    // the leader approves again; wangwu copies the new 财务审批 to zhangsan
    await call(admin, 'PUT', '/bpm/task/approve', { id: (await running())[0].id, reason: '已补' });
    await page.reload();
    await actions.waitFor();
    await actions.getByRole('button', { name: '抄送' }).click();
    const copy = page.locator('.ant-modal:visible', { hasText: '抄送' });
    await copy.getByLabel('抄送给').click();
    await page.locator('.ant-select-item-option:visible', { hasText: '张三' }).click();
    await copy.getByLabel('抄送意见').fill(`请知悉 ${stamp}`);
    await copy.getByRole('button', { name: '确定' }).click();
    await page.getByText('抄送成功').first().waitFor();

    const zhangsanContext = await newContext({ width: 1440, height: 900 });
    contexts.push(zhangsanContext);
    zhangsanContext.setDefaultTimeout(60_000);
    // zhangsan (普通角色 with the workflow menus) opens 工作流程 › 任务管理 › 抄送我的
    const zhangsan = await signedInPage(zhangsanContext, 'zhangsan', '123456', '/bpm/task/copy');
    await zhangsan.getByTestId('admin-sidebar').getByRole('menuitem', { name: '抄送我的', exact: true }).waitFor();
    const copied = zhangsan.locator('.ant-table-row:visible', { hasText: `请知悉 ${stamp}` });
    await copied.waitFor();
    await expect(copied.innerText()).resolves.toContain('财务审批');
    await screenshot(zhangsan, 'bpm-copied-to-me');
    await copied.getByRole('button', { name: '详情' }).click();
    await zhangsan.waitForURL(`**/bpm/process-instance/detail?id=${id}`);
    await zhangsan.getByTestId('bpm-process-detail').waitFor();
  });
});
