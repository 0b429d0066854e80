import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BPM_JOB_ATTEMPTS, BpmError } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueJobs } from './instance/jobs';

/** Messages, signals, call activities and service-task jobs (retry, 异常, 重试 / 取消 by an administrator) through the API. */

let t: TestApp;
let hook: Server;
let hookUrl = '';
const hookCalls: unknown[] = [];
let hookStatus = 500;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, password] of [
    ['admin', 'admin123'],
    ['lisi', '123456'],
  ]) {
    tokens[name] = await t.login(name, password);
  }
  const users = await t.database.pool.query(`select id, username from system_users`);
  for (const r of users.rows) ids[r.username] = Number(r.id);
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hookCalls.push(JSON.parse(body || 'null'));
      res.writeHead(hookStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: hookStatus < 300, ticket: 'T-1' }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  hook.close();
  await t.close();
});

const api = (path: string) => `/admin-api/bpm/${path}`;
const get = (path: string, token = tokens.admin) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: object, token = tokens.admin) => t.call({ method: 'POST', url: api(path), payload, token });
const put = (path: string, payload: object, token = tokens.admin) => t.call({ method: 'PUT', url: api(path), payload, token });
const del = (path: string, payload: object, token = tokens.admin) => t.call({ method: 'DELETE', url: api(path), payload, token });

const ROOTS = '<message id="m_pay" name="付款到账"/><message id="m_order" name="新订单"/><message id="m_invoice" name="开票"/><message id="m_nobody" name="无人接收"/><signal id="s_close" name="闭市"/>';
const xml = (body: string, key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">${ROOTS}
 <process id="${key}" name="测试" isExecutable="true">${body}</process>
</definitions>`;

async function deploy(key: string, body: string, rules: Record<string, number[]> = {}) {
  const created = await post('model/create', { key, name: `测试${key}`, category: '1', bpmnXml: xml(body, key) });
  expect(created.code).toBe(0);
  const modelId = created.data as number;
  const form = (await get('form/list-all-simple')).data[0];
  expect((await put('model/update', { id: modelId, key, name: `测试${key}`, formType: 10, formId: form.id })).code).toBe(0);
  for (const [taskKey, users] of Object.entries(rules)) {
    expect((await post('task-assign-rule/create', { modelId, taskDefinitionKey: taskKey, type: 30, options: users })).code).toBe(0);
  }
  const deployed = await t.call({ method: 'POST', url: api(`model/deploy?id=${modelId}`), token: tokens.admin });
  return deployed;
}
async function deployOk(key: string, body: string, rules: Record<string, number[]> = {}) {
  expect(await deploy(key, body, rules)).toMatchObject({ code: 0 });
  return ((await get('process-definition/list?suspensionState=1')).data as any[]).find((d) => d.key === key).id as string;
}
const values = { expenseType: '差旅费', amount: 100, reason: '测试' };
async function start(definitionId: string) {
  const res = await post('process-instance/create', { processDefinitionId: definitionId, variables: values });
  expect(res).toMatchObject({ code: 0 });
  return res.data as string;
}
const instance = async (id: string) => (await get(`process-instance/get?id=${id}`)).data;
const tasksOf = async (id: string) => (await get(`task/list-by-process-instance-id?processInstanceId=${id}`)).data as any[];
const approve = async (taskId: string) => expect((await put('task/approve', { id: taskId, reason: '同意' })).code).toBe(0);

const WAIT_PAY = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="wait"/>
  <intermediateCatchEvent id="wait" name="等待付款"><messageEventDefinition messageRef="m_pay"/></intermediateCatchEvent>
  <sequenceFlow id="f2" sourceRef="wait" targetRef="ship"/><userTask id="ship" name="发货"/><sequenceFlow id="f3" sourceRef="ship" targetRef="e"/><endEvent id="e"/>`;

describe('messages', () => {
  it('a message to an instance wakes its catch event and brings variables; a wrong name or a stranger is refused', async () => {
    const def = await deployOk('ev_msg', WAIT_PAY, { ship: [1] });
    const id = await start(def);
    expect(await tasksOf(id)).toEqual([]);
    expect(await post('process-instance/message', { messageName: '新订单', processInstanceId: id })).toMatchObject({ code: BpmError.PROCESS_INSTANCE_EVENT_NOT_WAITING.code, msg: '没有流程在等待消息「新订单」' });
    expect((await post('process-instance/message', { messageName: '付款到账', processInstanceId: id }, tokens.lisi)).code).toBe(403);
    expect((await post('process-instance/message', { messageName: '付款到账', processInstanceId: id, variables: { initiator: 5 } })).code).toBe(400);
    const res = await post('process-instance/message', { messageName: '付款到账', processInstanceId: id, variables: { paid: 88 } });
    expect(res).toMatchObject({ code: 0, data: { processInstanceIds: [id] } });
    expect((await tasksOf(id)).map((x) => x.name)).toEqual(['发货']);
    const { rows } = await t.database.pool.query(`select variables->>'paid' as paid from bpm_process_instance where id = $1`, [id]);
    expect(rows[0].paid).toBe('88');
    // delivered once: nothing waits any more
    expect((await post('process-instance/message', { messageName: '付款到账', processInstanceId: id })).code).toBe(BpmError.PROCESS_INSTANCE_EVENT_NOT_WAITING.code);
  });

  it('a message start event: 发起 is refused with the reason, the message API starts the latest definition', async () => {
    const def = await deployOk(
      'ev_msg_start',
      `<startEvent id="ms"><messageEventDefinition messageRef="m_order"/></startEvent><sequenceFlow id="f1" sourceRef="ms" targetRef="t"/><userTask id="t" name="接单"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>`,
      { t: [1] },
    );
    expect(await post('process-instance/create', { processDefinitionId: def, variables: values })).toMatchObject({ code: BpmError.PROCESS_INSTANCE_EVENT_START_ONLY.code });
    const res = await post('process-instance/message', { messageName: '新订单', variables: { orderNo: 'A1' } });
    expect(res.code).toBe(0);
    const [id] = res.data.processInstanceIds;
    expect(await instance(id)).toMatchObject({ result: 1, processDefinition: { id: def } });
    expect((await tasksOf(id)).map((x) => x.name)).toEqual(['接单']);
  });

  it('an interrupting message boundary event cancels the task', async () => {
    const def = await deployOk(
      'ev_msg_boundary',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
       <boundaryEvent id="b" attachedToRef="t"><messageEventDefinition messageRef="m_pay"/></boundaryEvent><sequenceFlow id="f3" sourceRef="b" targetRef="e2"/><endEvent id="e2"/>`,
      { t: [1] },
    );
    const id = await start(def);
    expect((await post('process-instance/message', { messageName: '付款到账', processInstanceId: id })).code).toBe(0);
    expect(await tasksOf(id)).toMatchObject([{ name: '审批', result: 4, reason: '任务被边界事件中断，已自动取消' }]);
    expect(await instance(id)).toMatchObject({ status: 2, result: 2 });
  });
});

describe('message throw events', () => {
  it('a thrown message wakes the waiting instance of the same business key, else starts by a message start event', async () => {
    const waiter = await start(await deployOk('ev_msg_wait2', WAIT_PAY, { ship: [1] }));
    const invoicing = await deployOk(
      'ev_msg_invoice',
      `<startEvent id="ms"><messageEventDefinition messageRef="m_invoice"/></startEvent><sequenceFlow id="f1" sourceRef="ms" targetRef="t"/><userTask id="t" name="开发票"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>`,
      { t: [1] },
    );
    const thrower = await start(
      await deployOk(
        'ev_msg_throw',
        `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="收款"/><sequenceFlow id="f2" sourceRef="t" targetRef="pay"/>
         <intermediateThrowEvent id="pay" name="通知付款"><messageEventDefinition messageRef="m_pay"/></intermediateThrowEvent><sequenceFlow id="f3" sourceRef="pay" targetRef="e"/>
         <endEvent id="e" name="通知开票"><messageEventDefinition messageRef="m_invoice"/></endEvent>`,
        { t: [1] },
      ),
    );
    await t.database.pool.query(`update bpm_process_instance set business_key = 'ORD-7' where id = any($1::uuid[])`, [[waiter, thrower]]);
    await approve((await tasksOf(thrower))[0].id);
    expect(await instance(thrower)).toMatchObject({ status: 2, result: 2 });
    // the intermediate throw woke the waiter of ORD-7; nobody of ORD-7 waits for 开票: the end event started 开发票
    expect((await tasksOf(waiter)).map((x) => x.name)).toEqual(['发货']);
    const { rows } = await t.database.pool.query(`select id, business_key from bpm_process_instance where process_definition_id = $1`, [invoicing]);
    expect(rows).toMatchObject([{ business_key: 'ORD-7' }]);
    expect((await tasksOf(rows[0].id)).map((x) => x.name)).toEqual(['开发票']);
  });

  it('a message nobody receives is refused with the approval (never dropped silently)', async () => {
    const id = await start(
      await deployOk(
        'ev_msg_lost',
        `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="x"/>
         <intermediateThrowEvent id="x"><messageEventDefinition messageRef="m_nobody"/></intermediateThrowEvent><sequenceFlow id="f3" sourceRef="x" targetRef="e"/><endEvent id="e"/>`,
        { t: [1] },
      ),
    );
    const task = (await tasksOf(id))[0];
    expect(await put('task/approve', { id: task.id, reason: '同意' })).toMatchObject({ code: BpmError.PROCESS_INSTANCE_EVENT_NOT_WAITING.code, msg: '没有流程在等待消息「无人接收」' });
    expect(await tasksOf(id)).toMatchObject([{ name: '审批', result: 1 }]);
  });
});

describe('signals', () => {
  const WAIT_CLOSE = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="c"/>
    <intermediateCatchEvent id="c" name="等待闭市"><signalEventDefinition signalRef="s_close"/></intermediateCatchEvent>
    <sequenceFlow id="f2" sourceRef="c" targetRef="t"/><userTask id="t" name="结算"/><sequenceFlow id="f3" sourceRef="t" targetRef="e"/><endEvent id="e"/>`;
  it('a signal from the API wakes every waiting instance; a signal thrown by one instance wakes the others', async () => {
    const def = await deployOk('ev_sig', WAIT_CLOSE, { t: [1] });
    const a = await start(def);
    const b = await start(def);
    expect((await post('process-instance/signal', { signalName: '闭市' }, tokens.lisi)).code).toBe(403);
    expect(await post('process-instance/signal', { signalName: '闭市' })).toMatchObject({ code: 0, data: { woken: 2, started: 0 } });
    for (const id of [a, b]) expect((await tasksOf(id)).map((x) => x.name)).toEqual(['结算']);

    const waiter = await start(def);
    const thrower = await deployOk(
      'ev_sig_throw',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="收盘确认"/><sequenceFlow id="f2" sourceRef="t" targetRef="th"/>
       <intermediateThrowEvent id="th"><signalEventDefinition signalRef="s_close"/></intermediateThrowEvent><sequenceFlow id="f3" sourceRef="th" targetRef="e"/><endEvent id="e"/>`,
      { t: [1] },
    );
    const throwing = await start(thrower);
    await approve((await tasksOf(throwing))[0].id);
    expect(await instance(throwing)).toMatchObject({ status: 2, result: 2 });
    expect((await tasksOf(waiter)).map((x) => x.name)).toEqual(['结算']);
  });
});

describe('call activity', () => {
  it('starts the child by key with the in mappings, waits, and takes the out mappings back', async () => {
    await deployOk(
      'ev_child',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="ct"/><userTask id="ct" name="子流程审批"/><sequenceFlow id="f2" sourceRef="ct" targetRef="set"/>
       <serviceTask id="set" name="记结果" camunda:delegateExpression="\${bpmSetVariables}"><extensionElements><camunda:field name="variables" stringValue='{"verdict":"ok \${amt}"}'/></extensionElements></serviceTask>
       <sequenceFlow id="f3" sourceRef="set" targetRef="e"/><endEvent id="e"/>`,
      { ct: [1] },
    );
    const parentDef = await deployOk(
      'ev_parent',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="call"/>
       <callActivity id="call" name="调用子流程" calledElement="ev_child"><extensionElements><camunda:in source="amount" target="amt"/><camunda:out source="verdict" target="childVerdict"/></extensionElements></callActivity>
       <sequenceFlow id="f2" sourceRef="call" targetRef="t"/><userTask id="t" name="父流程归档"/><sequenceFlow id="f3" sourceRef="t" targetRef="e"/><endEvent id="e"/>`,
      { t: [1] },
    );
    const parent = await start(parentDef);
    const { rows } = await t.database.pool.query(`select id, variables from bpm_process_instance where parent_instance_id = $1`, [parent]);
    expect(rows).toHaveLength(1);
    const child = rows[0].id as string;
    expect(rows[0].variables).toMatchObject({ amt: 100, initiator: ids.admin });
    expect(rows[0].variables.reason).toBeUndefined(); // only the mapped variables go in
    // each side of the call is shown on the other's detail page
    expect((await get(`process-instance/call-list?processInstanceId=${parent}`)).data).toMatchObject({ parent: null, children: [{ id: child, name: '测试ev_child', status: 1, callActivityName: '调用子流程' }] });
    expect((await get(`process-instance/call-list?processInstanceId=${child}`)).data).toMatchObject({ parent: { id: parent, callActivityName: '调用子流程' }, children: [] });
    expect((await get(`process-instance/call-list?processInstanceId=${child}`, tokens.lisi)).code).toBe(BpmError.PROCESS_INSTANCE_NO_ACCESS.code);
    await approve((await tasksOf(child))[0].id);
    expect(await runDueJobs(t.database.db)).toMatchObject({ done: 1 });
    expect(await instance(child)).toMatchObject({ status: 2, result: 2 });
    expect((await tasksOf(parent)).map((x) => x.name)).toEqual(['父流程归档']);
    const vars = await t.database.pool.query(`select variables->>'childVerdict' as v from bpm_process_instance where id = $1`, [parent]);
    expect(vars.rows[0].v).toBe('ok 100');
  });

  it('a child rejected rejects its parent; an undeployed key is refused by name', async () => {
    const parentDef = await deployOk(
      'ev_parent2',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="call"/><callActivity id="call" name="调用子流程" calledElement="ev_child"/><sequenceFlow id="f2" sourceRef="call" targetRef="e"/><endEvent id="e"/>`,
    );
    const parent = await start(parentDef);
    const { rows } = await t.database.pool.query(`select id from bpm_process_instance where parent_instance_id = $1`, [parent]);
    const task = (await tasksOf(rows[0].id))[0];
    expect((await put('task/reject', { id: task.id, reason: '不行' })).code).toBe(0);
    expect(await instance(parent)).toMatchObject({ status: 2, result: 3, reason: expect.stringContaining('子流程') });

    const orphan = await deployOk(
      'ev_parent3',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="call"/><callActivity id="call" name="调用" calledElement="nobody_here"/><sequenceFlow id="f2" sourceRef="call" targetRef="e"/><endEvent id="e"/>`,
    );
    expect(await post('process-instance/create', { processDefinitionId: orphan, variables: values })).toMatchObject({
      code: BpmError.PROCESS_INSTANCE_CALL_NOT_DEPLOYED.code,
      msg: '调用活动「调用」调用的流程【nobody_here】没有已激活的流程定义',
    });
  });
});

describe('service tasks as jobs', () => {
  it('deploy refuses an unknown delegate by name', async () => {
    const res = await deploy(
      'ev_bad_delegate',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="x"/><serviceTask id="x" name="发邮件" camunda:delegateExpression="\${mailSender}"/><sequenceFlow id="f2" sourceRef="x" targetRef="e"/><endEvent id="e"/>`,
    );
    expect(res).toMatchObject({ code: BpmError.MODEL_DEPLOY_DELEGATE.code, msg: '部署流程失败，原因：服务任务「发邮件（x）」：委托 ${mailSender} 不是内置委托' });
  });

  const WEBHOOK = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="hook"/>
    <serviceTask id="hook" name="通知外部系统" camunda:delegateExpression="\${bpmWebhook}"><extensionElements><camunda:field name="url" expression="\${hookUrl}"/><camunda:field name="resultVariable" stringValue="hookResult"/></extensionElements></serviceTask>
    <sequenceFlow id="f2" sourceRef="hook" targetRef="t"/><userTask id="t" name="确认"/><sequenceFlow id="f3" sourceRef="t" targetRef="e"/><endEvent id="e"/>`;

  it('a failing webhook is retried with back-off, then the instance shows 异常; 重试 and 取消 are for administrators', async () => {
    await t.database.pool.query(`insert into infra_config (category, name, config_key, value) values ('bpm', 'Webhook 允许的地址前缀', 'bpm.webhook.allowed-prefixes', $1)`, [hookUrl.replace('/hook', '/')]);
    const def = await deployOk('ev_hook', WEBHOOK, { t: [1] });
    const res = await post('process-instance/create', { processDefinitionId: def, variables: { ...values } });
    const id = res.data as string;
    await t.database.pool.query(`update bpm_process_instance set variables = variables || $2::jsonb where id = $1`, [id, JSON.stringify({ hookUrl })]);
    hookStatus = 500;
    let now = Date.now();
    for (let attempt = 1; attempt <= BPM_JOB_ATTEMPTS; attempt++) {
      const outcome = await runDueJobs(t.database.db, { now: new Date(now), instanceId: id });
      expect(outcome).toEqual(attempt < BPM_JOB_ATTEMPTS ? { done: 0, retry: 1, failed: 0 } : { done: 0, retry: 0, failed: 1 });
      // not due again before its back-off
      expect(await runDueJobs(t.database.db, { now: new Date(now + 1000), instanceId: id })).toEqual({ done: 0, retry: 0, failed: 0 });
      now += 10_000 * 2 ** (attempt - 1);
    }
    expect(hookCalls).toHaveLength(BPM_JOB_ATTEMPTS);
    expect(await instance(id)).toMatchObject({ status: 1, result: 6, reason: expect.stringMatching(/^服务任务「通知外部系统」执行失败（第 3 次）：HTTP 500/) });
    const jobs = await get(`process-instance/job-list?processInstanceId=${id}`);
    expect(jobs.data).toMatchObject([{ name: '通知外部系统', delegate: 'bpmWebhook', status: 1, attempts: 3, lastError: expect.stringContaining('HTTP 500') }]);

    expect((await t.call({ method: 'PUT', url: api(`process-instance/retry-job?id=${id}`), token: tokens.lisi })).code).toBe(403);
    expect((await del('process-instance/cancel-by-admin', { id, reason: '不要了' }, tokens.lisi)).code).toBe(403);
    hookStatus = 200;
    expect((await t.call({ method: 'PUT', url: api(`process-instance/retry-job?id=${id}`), token: tokens.admin })).code).toBe(0);
    expect(await instance(id)).toMatchObject({ status: 1, result: 1, reason: null });
    expect((await tasksOf(id)).map((x) => x.name)).toEqual(['确认']);
    const vars = await t.database.pool.query(`select variables->'hookResult' as r from bpm_process_instance where id = $1`, [id]);
    expect(vars.rows[0].r).toEqual({ ok: true, ticket: 'T-1' });
    expect((await t.call({ method: 'PUT', url: api(`process-instance/retry-job?id=${id}`), token: tokens.admin })).code).toBe(BpmError.PROCESS_INSTANCE_JOB_NOT_FAILED.code);
  });

  it('a URL outside the allowed prefixes fails at once (no retry can fix it); the administrator cancels the instance', async () => {
    const def = await deployOk('ev_hook2', WEBHOOK, { t: [1] });
    const id = (await post('process-instance/create', { processDefinitionId: def, variables: values })).data as string;
    await t.database.pool.query(`update bpm_process_instance set variables = variables || '{"hookUrl":"http://169.254.169.254/latest"}'::jsonb where id = $1`, [id]);
    const calls = hookCalls.length;
    expect(await runDueJobs(t.database.db, { instanceId: id })).toEqual({ done: 0, retry: 0, failed: 1 });
    expect(hookCalls).toHaveLength(calls);
    expect(await instance(id)).toMatchObject({ result: 6, reason: expect.stringContaining('不在管理员允许的前缀') });
    expect((await del('process-instance/cancel-by-admin', { id, reason: '地址配置错误' })).code).toBe(0);
    expect(await instance(id)).toMatchObject({ status: 2, result: 4, reason: '地址配置错误' });
    const left = await t.database.pool.query(`select count(*)::int as n from bpm_job where process_instance_id = $1`, [id]);
    expect(left.rows[0].n).toBe(0);
  });
});
