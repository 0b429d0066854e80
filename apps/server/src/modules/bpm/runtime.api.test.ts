import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** 会签 / 或签 / ratio, collections, candidate pools and the model's own assignee attributes, driven through the API. */

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, password] of [
    ['admin', 'admin123'],
    ['lisi', '123456'],
    ['wangwu', '123456'],
    ['zhangsan', '123456'],
  ]) {
    tokens[name] = await t.login(name, password);
  }
  const users = await t.database.pool.query(`select id, username from system_users`);
  for (const r of users.rows) ids[r.username] = Number(r.id);
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/bpm/${path}`;
const get = (path: string, token = tokens.admin) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: object, token = tokens.admin) => t.call({ method: 'POST', url: api(path), payload, token });
const put = (path: string, payload: object, token = tokens.admin) => t.call({ method: 'PUT', url: api(path), payload, token });

const xml = (body: string, key: string, roots = '') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:flowable="http://flowable.org/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">${roots}
 <process id="${key}" name="测试" isExecutable="true">${body}</process>
</definitions>`;

/** Deploys a model whose tasks get the given rules (USER rule type 30 unless given); returns the definition id. */
async function deploy(key: string, body: string, rules: Record<string, { type: number; options: number[] }>, roots = '') {
  const created = await post('model/create', { key, name: `测试${key}`, category: '1', bpmnXml: xml(body, key, roots) });
  expect(created.code).toBe(0);
  const modelId = created.data as number;
  const form = (await get('form/list-all-simple')).data[0];
  expect((await put('model/update', { id: modelId, key, name: `测试${key}`, formType: 10, formId: form.id })).code).toBe(0);
  for (const [taskKey, rule] of Object.entries(rules)) {
    expect((await post('task-assign-rule/create', { modelId, taskDefinitionKey: taskKey, ...rule })).code).toBe(0);
  }
  const deployed = await t.call({ method: 'POST', url: api(`model/deploy?id=${modelId}`), token: tokens.admin });
  expect(deployed).toMatchObject({ code: 0 });
  const list = await get('process-definition/list?suspensionState=1');
  return list.data.find((d: any) => d.key === key).id as string;
}
const values = { expenseType: '差旅费', amount: 100, reason: '测试' };
async function start(definitionId: string, token = tokens.admin) {
  const res = await post('process-instance/create', { processDefinitionId: definitionId, variables: values }, token);
  expect(res).toMatchObject({ code: 0 });
  return res.data as string;
}
async function tasksOf(instanceId: string) {
  return (await get(`task/list-by-process-instance-id?processInstanceId=${instanceId}`)).data as any[];
}
async function todoIds(user: string) {
  return ((await get('task/todo-page?pageSize=100', tokens[user])).data.list as any[]).map((x) => x.id);
}
const people = () => [ids.lisi, ids.wangwu, ids.zhangsan];
const MI = (loop: string, attrs = '') =>
  `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="sign"/>
   <userTask id="sign" name="会签" ${attrs}>${loop}</userTask>
   <sequenceFlow id="f2" sourceRef="sign" targetRef="after"/><userTask id="after" name="归档"/><sequenceFlow id="f3" sourceRef="after" targetRef="e"/><endEvent id="e"/>`;

describe('multi-instance through the API', () => {
  it('no cardinality, no collection: one task per candidate of the rule; 会签 waits for all of them', async () => {
    const def = await deploy('mi_all', MI('<multiInstanceLoopCharacteristics isSequential="false"/>'), {
      sign: { type: 30, options: people() },
      after: { type: 30, options: [ids.admin] },
    });
    const id = await start(def);
    let tasks = await tasksOf(id);
    expect(tasks.map((x) => x.assigneeUser.id).sort()).toEqual(people().sort());
    for (const user of ['lisi', 'wangwu']) {
      const mine = tasks.find((x) => x.assigneeUser.id === ids[user]);
      expect(await todoIds(user)).toContain(mine.id);
      expect((await put('task/approve', { id: mine.id, reason: '同意' }, tokens[user])).code).toBe(0);
    }
    expect((await tasksOf(id)).some((x) => x.name === '归档')).toBe(false);
    const last = tasks.find((x) => x.assigneeUser.id === ids.zhangsan);
    expect((await put('task/approve', { id: last.id, reason: '同意' }, tokens.zhangsan)).code).toBe(0);
    tasks = await tasksOf(id);
    expect(tasks.filter((x) => x.name === '会签').map((x) => x.result)).toEqual([2, 2, 2]);
    expect(tasks.find((x) => x.name === '归档')).toMatchObject({ result: 1, assigneeUser: { id: ids.admin } });
  });

  it('或签 (${nrOfCompletedInstances > 0}): the first approval moves on, the others end as 取消 and leave the lists', async () => {
    const def = await deploy(
      'mi_or',
      MI('<multiInstanceLoopCharacteristics isSequential="false"><completionCondition>${nrOfCompletedInstances &gt; 0}</completionCondition></multiInstanceLoopCharacteristics>'),
      { sign: { type: 30, options: people() }, after: { type: 30, options: [ids.admin] } },
    );
    const id = await start(def);
    const tasks = await tasksOf(id);
    const wangwuTask = tasks.find((x) => x.assigneeUser.id === ids.wangwu);
    expect((await put('task/approve', { id: wangwuTask.id, reason: '我来批' }, tokens.wangwu)).code).toBe(0);
    const after = await tasksOf(id);
    const signs = after.filter((x) => x.name === '会签');
    expect(signs.find((x) => x.id === wangwuTask.id)).toMatchObject({ result: 2, reason: '我来批' });
    expect(signs.filter((x) => x.id !== wangwuTask.id).map((x) => [x.result, x.reason])).toEqual([
      [4, '多实例完成条件已满足，其余任务自动取消'],
      [4, '多实例完成条件已满足，其余任务自动取消'],
    ]);
    expect(after.find((x) => x.name === '归档')?.result).toBe(1);
    for (const user of ['lisi', 'zhangsan']) expect((await todoIds(user)).some((x) => signs.some((s) => s.id === x))).toBe(false);
    const lisiTask = signs.find((x) => x.assigneeUser.id === ids.lisi);
    expect((await put('task/approve', { id: lisiTask.id, reason: '晚了' }, tokens.lisi)).code).toBe(1_009_005_000);
  });

  it('ratio ${nrOfCompletedInstances/nrOfInstances >= 0.5} with a cardinality: no NaN, moves on at half', async () => {
    const def = await deploy(
      'mi_ratio',
      MI('<multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>4</loopCardinality><completionCondition>${nrOfCompletedInstances/nrOfInstances &gt;= 0.5}</completionCondition></multiInstanceLoopCharacteristics>'),
      { sign: { type: 30, options: [ids.admin] }, after: { type: 30, options: [ids.admin] } },
    );
    const id = await start(def);
    const signs = (await tasksOf(id)).filter((x) => x.name === '会签');
    expect(signs).toHaveLength(4);
    expect((await put('task/approve', { id: signs[0].id, reason: '1' })).code).toBe(0);
    expect((await tasksOf(id)).some((x) => x.name === '归档')).toBe(false);
    expect((await put('task/approve', { id: signs[1].id, reason: '2' })).code).toBe(0);
    const after = await tasksOf(id);
    expect(after.filter((x) => x.name === '会签').map((x) => x.result)).toEqual([2, 2, 4, 4]);
    expect(after.find((x) => x.name === '归档')?.result).toBe(1);
  });

  it('collection + elementVariable with camunda:assignee="${approver}" and no rule; sequential flowable: attributes', async () => {
    const body = `<startEvent id="s"/><sequenceFlow id="f0" sourceRef="s" targetRef="pick"/><userTask id="pick" name="选审批人"><extensionElements><camunda:formData><camunda:formField id="approvers" label="审批人" type="string"/></camunda:formData></extensionElements></userTask>
      <sequenceFlow id="f1" sourceRef="pick" targetRef="sign"/>
      <userTask id="sign" name="逐个审批" flowable:assignee="\${approver}"><multiInstanceLoopCharacteristics isSequential="true" flowable:collection="approvers" flowable:elementVariable="approver"/></userTask>
      <sequenceFlow id="f2" sourceRef="sign" targetRef="e"/><endEvent id="e"/>`;
    const def = await deploy('mi_coll', body, { pick: { type: 30, options: [ids.admin] } });
    const id = await start(def);
    const pick = (await tasksOf(id))[0];
    // the approver writes only the fields of this node's form: not the start form's, not initiator
    for (const variables of [{ amount: 1 }, { initiator: ids.lisi }, { approvers: [ids.lisi], amount: 1 }]) {
      expect(await put('task/approve', { id: pick.id, reason: 'x', variables })).toMatchObject({ code: 1_009_005_016 });
    }
    expect((await put('task/approve', { id: pick.id, reason: 'x', variables: { amount: 1 } })).msg).toBe('审批失败，原因：审批人只能填写本节点表单中可编辑的字段（approvers），不能写入 amount');
    expect((await put('task/approve', { id: pick.id, reason: '选好了', variables: { approvers: [ids.zhangsan, ids.lisi] } })).code).toBe(0);
    let current = (await tasksOf(id)).find((x) => x.result === 1);
    expect(current).toMatchObject({ name: '逐个审批', assigneeUser: { id: ids.zhangsan } });
    expect((await put('task/approve', { id: current.id, reason: 'ok' }, tokens.zhangsan)).code).toBe(0);
    current = (await tasksOf(id)).find((x) => x.result === 1);
    expect(current).toMatchObject({ assigneeUser: { id: ids.lisi } });
    expect((await put('task/approve', { id: current.id, reason: 'ok' }, tokens.lisi)).code).toBe(0);
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ status: 2, result: 2 });
  });

  it('a collection that is not a list and a rule that finds nobody are named, nothing is written', async () => {
    const body = MI('<multiInstanceLoopCharacteristics camunda:collection="${nobody}" camunda:elementVariable="u"/>', 'camunda:assignee="${u}"');
    const def = await deploy('mi_bad', body, { after: { type: 30, options: [ids.admin] } });
    const res = await post('process-instance/create', { processDefinitionId: def, variables: values });
    expect(res).toMatchObject({ code: 1_009_004_007, msg: '流程执行失败：多实例「会签」的集合为空或不是列表，也没有实例数' });
    const empty = await deploy('mi_nobody', MI('<multiInstanceLoopCharacteristics/>'), { sign: { type: 30, options: [999_999] }, after: { type: 30, options: [ids.admin] } });
    expect(await post('process-instance/create', { processDefinitionId: empty, variables: values })).toMatchObject({ code: 1_009_006_003, msg: '操作失败，原因：找不到任务(会签)的审批人！' });
  });
});

describe('candidate pools and the model attributes', () => {
  it('a rule with several users: a pool each candidate sees; the first who acts claims it, the others lose it', async () => {
    const def = await deploy('pool', MI(''), { sign: { type: 30, options: people() }, after: { type: 30, options: [ids.admin] } });
    const id = await start(def);
    const [task] = await tasksOf(id);
    expect(task.assigneeUser).toBeNull();
    expect(task.candidateUsers.map((u: any) => u.id)).toEqual(people().sort((a, b) => a - b));
    for (const user of ['lisi', 'wangwu', 'zhangsan']) expect(await todoIds(user)).toContain(task.id);
    expect((await get(`process-instance/get?id=${id}`, tokens.wangwu)).code).toBe(0);
    expect((await put('task/approve', { id: task.id, reason: '我认领' }, tokens.admin)).code).toBe(1_009_005_001);
    expect((await put('task/approve', { id: task.id, reason: '我认领' }, tokens.wangwu)).code).toBe(0);
    for (const user of ['lisi', 'zhangsan']) expect(await todoIds(user)).not.toContain(task.id);
    expect((await tasksOf(id)).find((x) => x.id === task.id)).toMatchObject({ result: 2, assigneeUser: { id: ids.wangwu } });
    expect((await put('task/approve', { id: task.id, reason: '也批' }, tokens.lisi)).code).toBe(1_009_005_000);
    // a pool task can be transferred by a candidate too (the transfer claims it first)
    const second = await start(def);
    const [pooled] = await tasksOf(second);
    expect((await put('task/transfer', { id: pooled.id, assigneeUserId: ids.admin, reason: '请领导看' }, tokens.lisi)).code).toBe(0);
    expect((await tasksOf(second))[0]).toMatchObject({ assigneeUser: { id: ids.admin } });
    expect(await todoIds('wangwu')).not.toContain(pooled.id);
  });

  it('without a rule: camunda:assignee, then candidateUsers + candidateGroups (用户组) as a pool', async () => {
    const group = (await get('user-group/list-all-simple')).data[0];
    const members = (await get(`user-group/get?id=${group.id}`)).data.memberUserIds as number[];
    const body = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="a"/>
      <userTask id="a" name="指定人" camunda:assignee="\${initiator}"/><sequenceFlow id="f2" sourceRef="a" targetRef="b"/>
      <userTask id="b" name="候选" camunda:candidateUsers="${ids.lisi}, ${ids.zhangsan}" camunda:candidateGroups="${group.id}"/><sequenceFlow id="f3" sourceRef="b" targetRef="e"/><endEvent id="e"/>`;
    const def = await deploy('attrs', body, {});
    const id = await start(def, tokens.wangwu);
    const [first] = await tasksOf(id);
    expect(first).toMatchObject({ name: '指定人', assigneeUser: { id: ids.wangwu } });
    expect((await put('task/approve', { id: first.id, reason: 'ok' }, tokens.wangwu)).code).toBe(0);
    const pool = (await tasksOf(id)).find((x) => x.name === '候选');
    const expected = [...new Set([ids.lisi, ids.zhangsan, ...members])].sort((a, b) => a - b);
    expect(pool.candidateUsers.map((u: any) => u.id)).toEqual(expected);
  });
});

describe('safe runs through the API', () => {
  it('an uncaught error end ends the instance 异常 (result 6) with the reason, not 通过; a manual task passes through', async () => {
    const body = `<startEvent id="s"/><sequenceFlow id="f0" sourceRef="s" targetRef="m"/><manualTask id="m" name="线下盖章"/><sequenceFlow id="f1" sourceRef="m" targetRef="t"/><userTask id="t" name="审批"/>
      <sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e" name="金额异常"><errorEventDefinition errorRef="Err"/></endEvent>`;
    const def = await deploy('err_end', body.replace('<startEvent', '<startEvent').trim(), { t: { type: 30, options: [ids.admin] } }, '<error id="Err" errorCode="AMOUNT"/>');
    const id = await start(def);
    const [task] = await tasksOf(id);
    expect(task.name).toBe('审批');
    expect((await put('task/approve', { id: task.id, reason: '同意' })).code).toBe(0);
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ status: 2, result: 6, reason: '流程在错误结束事件「金额异常（e），错误码 AMOUNT」结束，没有被捕获' });
  });
});

describe('process forms enforced with their JSON Schema on the server', () => {
  it('minimum, enum and format are refused in Chinese; nothing is stored', async () => {
    const list = await get('process-definition/list?suspensionState=1');
    const expense = list.data.find((d: any) => d.key === 'expense').id;
    const before = (await t.database.pool.query('select count(*)::int as n from bpm_process_instance')).rows[0].n;
    const create = (variables: object) => post('process-instance/create', { processDefinitionId: expense, variables }, tokens.lisi);
    expect(await create({ expenseType: '差旅费', amount: -5, reason: '退款' })).toMatchObject({ code: 1_009_004_005, msg: '表单填写不正确：报销金额（元）不能小于 0' });
    expect(await create({ expenseType: '机票', amount: 5, reason: 'x' })).toMatchObject({ code: 1_009_004_005, msg: '表单填写不正确：报销类型不是可选的值' });
    expect(await create({ expenseType: '差旅费', amount: 5, reason: 'x', occurDate: '上周' })).toMatchObject({ code: 1_009_004_005, msg: '表单填写不正确：发生日期的格式不正确（date）' });
    expect(await create({ expenseType: '差旅费', reason: 'x' })).toMatchObject({ msg: '表单填写不正确：报销金额（元）不能为空' });
    expect((await t.database.pool.query('select count(*)::int as n from bpm_process_instance')).rows[0].n).toBe(before);
    expect((await create({ expenseType: '差旅费', amount: 5, reason: 'x', occurDate: '2026-11-20', extra: 'dropped' })).code).toBe(0);
  });
});
