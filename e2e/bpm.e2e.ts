import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, screenshot, signedInPage } from './browser';

/**
 * The workflow on the real engine: staff asks for 3 and 5 days of leave in the browser, the seeded rules send the tasks
 * to the leaders (超级管理员 here), who approve them from 待办任务; the detail page shows the path taken on the diagram
 * with hover details, and staff gets the in-site message.
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

async function api<T>(bearer: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}/admin-api${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

const APPROVED = '你发起的流程【请假】已审批通过';
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm' (Beijing time, as the browser context runs) of a day from now. */
function day(offset: number, time: string): string {
  const d = new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${time}`;
}

/** Opens 发起 OA 请假 from the 请假查询 list (no page reload) and submits a leave of `days` days. */
async function askForLeave(page: Page, days: number, reason: string) {
  await page.locator('button:visible', { hasText: '发起请假' }).click();
  const form = page.getByTestId('bpm-leave-create');
  await form.waitFor();
  await form.getByLabel('请假类型').click();
  await page.locator('.ant-select-item-option:visible', { hasText: '事假' }).click();
  await form.getByLabel('开始时间').fill(day(10, '09:00'));
  await form.getByLabel('开始时间').press('Enter');
  await form.getByLabel('结束时间').fill(day(10 + days - 1, '18:00'));
  await form.getByLabel('结束时间').press('Enter');
  await form.getByLabel('原因').fill(reason);
  // the days are counted once the pickers have taken both dates (a render later on a loaded machine)
  await expect.poll(() => page.getByTestId('leave-days').innerText()).toBe(`${days} 天`);
  await form.getByRole('button', { name: '提交' }).click();
  // the first request's message may still be showing when the second is sent
  await page.getByText('发起成功').last().waitFor();
  await page.waitForURL('**/bpm/oa/leave');
}

interface TodoRow {
  id: string;
  name: string;
  processInstance: { id: string };
}

/** The leader opens 待办任务, clicks 审批 on the task of `instanceId` and approves it with a reason. */
async function approveFromTodo(page: Page, bearer: string, instanceId: string, reason: string): Promise<string> {
  const todo = await api<{ list: TodoRow[] }>(bearer, '/bpm/task/todo-page?pageNo=1&pageSize=50');
  const task = todo.list.find((t) => t.processInstance.id === instanceId);
  if (!task) throw new Error(`no todo task for ${instanceId}`);
  // back to the kept-alive 待办任务 tab (no reload); it refetches when shown again
  if (!page.url().endsWith('/bpm/task/todo')) {
    await page.locator('.tags-view-item', { hasText: '待办任务' }).click();
    await page.waitForURL('**/bpm/task/todo');
    await page.locator('button[aria-label=刷新]:visible').click();
  }
  const row = page.locator('.ant-table-row:visible', { hasText: task.id });
  await row.waitFor();
  await row.getByRole('button', { name: '审批' }).click();
  await page.waitForURL(`**/bpm/process-instance/detail?id=${instanceId}`);
  const actions = page.locator('[data-testid=bpm-task-actions]:visible', { hasText: task.name });
  await actions.waitFor();
  await actions.getByLabel('审批建议').fill(reason);
  // wait for this approval's own answer: a toast of the previous approval may still be on screen
  const answered = page.waitForResponse((r) => r.url().includes('/admin-api/bpm/task/approve') && r.request().method() === 'PUT');
  await actions.getByRole('button', { name: /(^|\s)通过$/ }).click();
  expect(((await (await answered).json()) as { code: number }).code).toBe(0);
  await page.getByText('审批通过成功').first().waitFor();
  return task.name;
}

describe('工作流程: OA 请假 on the engine', () => {
  it('staff asks for 3 and 5 days, the leaders approve from 待办任务, the diagram shows the path, staff is told', { timeout: 240_000 }, async () => {
    const t0 = Date.now();
    const step = (name: string) => console.info(`[bpm e2e] ${((Date.now() - t0) / 1000).toFixed(1)} s ${name}`);
    const staffToken = await token('staff', 'staff123');
    const adminToken = await token('admin', 'admin123');
    const messagesBefore = (await api<{ list: { templateContent: string }[] }>(staffToken, '/system/notify-message/my-page?pageNo=1&pageSize=100')).list.filter((m) =>
      m.templateContent.includes(APPROVED),
    ).length;

    const staffContext = await newContext({ width: 1440, height: 900 });
    contexts.push(staffContext);
    // the steps wait on conditions; a loaded CI machine can be slow to load the workflow chunks
    staffContext.setDefaultTimeout(60_000);
    const staff = await signedInPage(staffContext, 'staff', 'staff123', '/bpm/oa/leave');
    step('staff signed in');
    const stamp = Date.now();
    await askForLeave(staff, 3, `e2e 三天 ${stamp}`);
    step('first leave asked');
    await askForLeave(staff, 5, `e2e 五天 ${stamp}`);
    const leaves = await api<{ list: { reason: string; day: number; processInstanceId: string }[] }>(staffToken, '/bpm/oa/leave/page?pageNo=1&pageSize=50');
    const short = leaves.list.find((l) => l.reason === `e2e 三天 ${stamp}`)!;
    const long = leaves.list.find((l) => l.reason === `e2e 五天 ${stamp}`)!;
    expect([short.day, long.day]).toEqual([3, 5]);

    step('both leaves asked');
    const adminContext = await newContext({ width: 1440, height: 900 });
    contexts.push(adminContext);
    adminContext.setDefaultTimeout(60_000);
    const admin = await signedInPage(adminContext, 'admin', 'admin123', '/bpm/task/todo');
    step('admin signed in');
    // 3 days: the direct leader only; 5 days: the direct leader, then the department leader
    try {
      expect(await approveFromTodo(admin, adminToken, short.processInstanceId, '同意，三天')).toBe('直属上级审批');
      step('3-day approved');
      expect(await approveFromTodo(admin, adminToken, long.processInstanceId, '同意，五天')).toBe('直属上级审批');
      step('5-day approved by the direct leader');
      expect(await approveFromTodo(admin, adminToken, long.processInstanceId, '部门同意')).toBe('部门负责人审批');
    } catch (err) {
      await screenshot(admin, 'bpm-approve-failed');
      throw err;
    }

    step('approved');
    // the 5-day instance: finished, every step of the long path highlighted; hover shows who, when and the reason
    await admin.goto(`/bpm/process-instance/detail?id=${long.processInstanceId}`);
    const viewer = admin.getByTestId('bpm-process-viewer');
    await viewer.locator('.djs-container').waitFor();
    const element = (id: string) => viewer.locator(`.djs-element[data-element-id="${id}"]`);
    await element('deptLeaderAudit').and(admin.locator('.highlight')).waitFor();
    for (const id of ['directLeaderAudit', 'flow_long', 'deptLeaderAudit', 'end']) {
      await expect(element(id).getAttribute('class')).resolves.toMatch(/\bhighlight\b/);
    }
    await expect(admin.getByTestId('bpm-approval-timeline').innerText()).resolves.toContain('部门同意');
    await element('deptLeaderAudit').hover();
    const overlay = viewer.locator('.gprs-process-viewer__overlay');
    await overlay.waitFor();
    const hoverText = await overlay.innerText();
    expect(hoverText).toContain('超级管理员');
    expect(hoverText).toContain('部门同意');
    await screenshot(admin, 'bpm-detail-5-days');

    step('5-day detail checked');
    // the 3-day instance took the short flow: the department leader stays unmarked
    await admin.goto(`/bpm/process-instance/detail?id=${short.processInstanceId}`);
    await viewer.locator('.djs-container').waitFor();
    await element('end').and(admin.locator('.highlight')).waitFor();
    await expect(element('deptLeaderAudit').getAttribute('class')).resolves.not.toMatch(/\bhighlight/);

    step('3-day detail checked');
    // the starter is told, in the in-site messages page
    await staff.goto('/user/notify-message');
    await staff.getByText(APPROVED).first().waitFor();
    const after = (await api<{ list: { templateContent: string }[] }>(staffToken, '/system/notify-message/my-page?pageNo=1&pageSize=100')).list.filter((m) =>
      m.templateContent.includes(APPROVED),
    ).length;
    expect(after).toBe(messagesBefore + 2);
    await screenshot(staff, 'bpm-starter-messages');
  });
});
