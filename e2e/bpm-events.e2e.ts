import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseURL, newContext, screenshot, signedInPage } from './browser';

/**
 * A service task that cannot run, as a process administrator meets it: the model sends an in-site message from a
 * template nobody has created yet, so the job fails and the instance shows 异常 with the reason in 我的流程 › 全部流程
 * （管理）. The administrator creates the template, presses 重试, and the instance goes on to its next task.
 */
const contexts: BrowserContext[] = [];
/** the definitions these tests deploy: suspended at the end, so the 发起流程 page of later tests lists only the seeded ones */
const deployed: string[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
  const admin = await token('admin', 'admin123');
  for (const id of deployed) await call(admin, 'PUT', '/bpm/process-definition/update-suspension-state', { id, suspensionState: 2 });
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

const modelXml = (key: string, template: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d_${key}" targetNamespace="x">
 <process id="${key}" name="付款通知" isExecutable="true">
  <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="notify"/>
  <serviceTask id="notify" name="通知财务" camunda:delegateExpression="\${bpmNotify}"><extensionElements><camunda:field name="templateCode" stringValue="${template}"/></extensionElements></serviceTask>
  <sequenceFlow id="f2" sourceRef="notify" targetRef="check"/><userTask id="check" name="财务确认" camunda:assignee="\${initiator}"/>
  <sequenceFlow id="f3" sourceRef="check" targetRef="e"/><endEvent id="e"/>
 </process>
</definitions>`;

describe('工作流程: a failed service task, 异常 → 重试 by the administrator', () => {
  it('the instance shows 异常 with the reason; after the template exists, 重试 moves it on', { timeout: 240_000 }, async () => {
    const admin = await token('admin', 'admin123');
    const stamp = Date.now();
    const key = `e2e_notify_${stamp}`;
    const template = `e2e_pay_${stamp}`;
    const modelId = await call<number>(admin, 'POST', '/bpm/model/create', { key, name: `付款通知 ${stamp}`, category: '1', bpmnXml: modelXml(key, template) });
    const form = (await call<{ id: number }[]>(admin, 'GET', '/bpm/form/list-all-simple'))[0];
    await call(admin, 'PUT', '/bpm/model/update', { id: modelId, key, name: `付款通知 ${stamp}`, formType: 10, formId: form.id });
    await call(admin, 'POST', `/bpm/model/deploy?id=${modelId}`);
    const def = (await call<{ id: string; key: string }[]>(admin, 'GET', '/bpm/process-definition/list?suspensionState=1')).find((d) => d.key === key)!;
    deployed.push(def.id);
    const id = await call<string>(admin, 'POST', '/bpm/process-instance/create', { processDefinitionId: def.id, variables: { expenseType: '差旅费', amount: 66, reason: 'e2e 服务任务' } });

    // the job runs on the workflow timer job's tick; trigger it rather than wait for the clock
    const jobs = await call<{ list: { id: number }[] }>(admin, 'GET', '/infra/job/page?pageNo=1&pageSize=10&handlerName=bpmTimerJob');
    const instance = () => call<{ result: number; reason: string | null }>(admin, 'GET', `/bpm/process-instance/get?id=${id}`);
    await expect
      .poll(
        async () => {
          await call(admin, 'PUT', `/infra/job/trigger?id=${jobs.list[0].id}`);
          return (await instance()).result;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(6);
    expect((await instance()).reason).toContain(template);

    const context = await newContext({ width: 1440, height: 900 });
    contexts.push(context);
    context.setDefaultTimeout(60_000);
    const page = await signedInPage(context, 'admin', 'admin123', '/bpm/task/my');
    await page.getByText('全部流程（管理）').click();
    const row = page.locator('.ant-table-row:visible', { hasText: id });
    await row.waitFor();
    await row.getByText('异常').waitFor();
    await row.getByText('服务任务「通知财务」执行失败').waitFor();
    await screenshot(page, 'bpm-instance-failed');

    await call(admin, 'POST', '/system/notify-template/create', { name: 'e2e 付款通知', code: template, nickname: '工作流', content: '流程【{processInstanceName}】已付款', type: 2, status: 0 });
    await row.getByRole('button', { name: '重试' }).click();
    await page.getByText('已重新执行').first().waitFor();
    await row.getByText('处理中').waitFor();
    await row.getByText('财务确认').waitFor();
    await expect(row.getByRole('button', { name: '重试' }).count()).resolves.toBe(0);
    await screenshot(page, 'bpm-instance-retried');
    expect(await instance()).toMatchObject({ result: 1, reason: null });
  });

  it('a call activity: the detail page of the parent lists the child, whose page links back', { timeout: 240_000 }, async () => {
    const admin = await token('admin', 'admin123');
    const stamp = Date.now();
    const form = (await call<{ id: number }[]>(admin, 'GET', '/bpm/form/list-all-simple'))[0];
    const deploy = async (key: string, name: string, body: string) => {
      const xml = `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d_${key}" targetNamespace="x"><process id="${key}" name="${name}" isExecutable="true">${body}</process></definitions>`;
      const modelId = await call<number>(admin, 'POST', '/bpm/model/create', { key, name, category: '1', bpmnXml: xml });
      await call(admin, 'PUT', '/bpm/model/update', { id: modelId, key, name, formType: 10, formId: form.id });
      await call(admin, 'POST', `/bpm/model/deploy?id=${modelId}`);
      const id = (await call<{ id: string; key: string }[]>(admin, 'GET', '/bpm/process-definition/list?suspensionState=1')).find((d) => d.key === key)!.id;
      deployed.push(id);
      return id;
    };
    const childKey = `e2e_child_${stamp}`;
    await deploy(childKey, `子流程 ${stamp}`, '<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="子流程审批" camunda:assignee="${initiator}"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>');
    const parentDef = await deploy(
      `e2e_parent_${stamp}`,
      `父流程 ${stamp}`,
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="c"/><callActivity id="c" name="调用子流程" calledElement="${childKey}"/><sequenceFlow id="f2" sourceRef="c" targetRef="e"/><endEvent id="e"/>`,
    );
    const parent = await call<string>(admin, 'POST', '/bpm/process-instance/create', { processDefinitionId: parentDef, variables: { expenseType: '差旅费', amount: 1, reason: 'e2e 调用' } });

    const context = await newContext({ width: 1440, height: 900 });
    contexts.push(context);
    context.setDefaultTimeout(60_000);
    const page = await signedInPage(context, 'admin', 'admin123', `/bpm/process-instance/detail?id=${parent}`);
    const card = page.locator('[data-testid=bpm-call-instances]');
    await card.getByText('调用子流程').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'bpm-call-instances');
    await card.getByRole('link', { name: `子流程 ${stamp}` }).click();
    await page.waitForURL(/\/bpm\/process-instance\/detail\?id=/);
    await page.locator('[data-testid=bpm-call-instances]').getByRole('link', { name: `父流程 ${stamp}` }).waitFor();
    expect(page.url()).not.toContain(parent);
  });

  it('a timer start event: 流程定义 › 定时启动 shows its schedule', { timeout: 240_000 }, async () => {
    const admin = await token('admin', 'admin123');
    const stamp = Date.now();
    const key = `e2e_timer_${stamp}`;
    const name = `定时巡检 ${stamp}`;
    // far in the future: it never fires while the tests run, at any hour
    const xml = `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d_${key}" targetNamespace="x"><process id="${key}" name="${name}" isExecutable="true">
      <startEvent id="daily" name="每天九点"><timerEventDefinition><timeCycle>R/2099-01-01T09:00:00+08:00/P1D</timeCycle></timerEventDefinition></startEvent>
      <sequenceFlow id="f1" sourceRef="daily" targetRef="t"/><userTask id="t" name="巡检" camunda:assignee="1"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/></process></definitions>`;
    const form = (await call<{ id: number }[]>(admin, 'GET', '/bpm/form/list-all-simple'))[0];
    const modelId = await call<number>(admin, 'POST', '/bpm/model/create', { key, name, category: '1', bpmnXml: xml });
    await call(admin, 'PUT', '/bpm/model/update', { id: modelId, key, name, formType: 10, formId: form.id });
    await call(admin, 'POST', `/bpm/model/deploy?id=${modelId}`);
    deployed.push((await call<{ id: string; key: string }[]>(admin, 'GET', '/bpm/process-definition/list?suspensionState=1')).find((d) => d.key === key)!.id);

    const context = await newContext({ width: 1440, height: 900 });
    contexts.push(context);
    context.setDefaultTimeout(60_000);
    const page = await signedInPage(context, 'admin', 'admin123', `/bpm/manager/definition?key=${key}`);
    await page.getByRole('button', { name: /定时启动/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`定时启动：${name}`) });
    const row = dialog.getByRole('row', { name: /每天九点/ });
    await row.getByText('循环 R/2099-01-01T09:00:00+08:00/P1D').waitFor();
    await row.getByText('等待触发').waitFor();
    // the picture after the dialog's zoom-in has finished
    await expect.poll(() => dialog.evaluate((el) => !/zoom-(appear|enter)/.test(el.className) && getComputedStyle(el).opacity === '1')).toBe(true);
    await screenshot(page, 'bpm-timer-starts');
  });
});
