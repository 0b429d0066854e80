import { beforeAll, describe, expect, it } from 'vitest';
import { bpmTaskKit } from './task-test-kit';

/** 退回 · 撤回 · 抄送 · 加签 (yudao 2.x paths): each one's effect, history, message and refusals, through the API. */

const kit = bpmTaskKit();
const { tokens, ids, api, get, post, put, xml, values, deploy, start, tasksOf, todoIds } = kit;
const del = (path: string, payload: object, token = tokens.admin) => kit.app().call({ method: 'DELETE', url: api(path), payload, token });
async function messages(user: string, code: string) {
  const r = await kit.app().database.pool.query(`select template_content from system_notify_message where user_id = $1 and template_code = $2 order by id`, [ids[user], code]);
  return r.rows.map((x) => x.template_content as string);
}
const running = async (id: string) => (await tasksOf(id)).filter((x) => x.result === 1);
const THREE = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="a"/><userTask id="a" name="一审"/>
  <sequenceFlow id="f2" sourceRef="a" targetRef="b"/><userTask id="b" name="二审"/>
  <sequenceFlow id="f3" sourceRef="b" targetRef="c"/><userTask id="c" name="三审"/><sequenceFlow id="f4" sourceRef="c" targetRef="e"/><endEvent id="e"/>`;
let def = '';
beforeAll(async () => {
  def = await deploy('ops', THREE, { a: { type: 30, options: [ids.lisi] }, b: { type: 30, options: [ids.wangwu] }, c: { type: 30, options: [ids.zhangsan] } });
});
async function atStep(step: 'b' | 'c') {
  const id = await start(def);
  let [task] = await running(id);
  expect((await put('task/approve', { id: task.id, reason: '一审同意' }, tokens.lisi)).code).toBe(0);
  if (step === 'c') {
    [task] = await running(id);
    expect((await put('task/approve', { id: task.id, reason: '二审同意' }, tokens.wangwu)).code).toBe(0);
  }
  return { id, task: (await running(id))[0] };
}

describe('退回', () => {
  it('lists the earlier tasks passed, returns to one with the reason (已退回 5), tells the starter; the target runs again', async () => {
    const { id, task } = await atStep('c');
    expect((await get(`task/list-by-return?id=${task.id}`, tokens.zhangsan)).data).toEqual([
      { id: 'b', taskDefinitionKey: 'b', name: '二审' },
      { id: 'a', taskDefinitionKey: 'a', name: '一审' },
    ]);
    expect((await get(`task/list-by-return?id=${task.id}`, tokens.lisi)).code).toBe(1_009_005_001);
    expect((await put('task/return', { id: task.id, targetTaskDefinitionKey: 'c', reason: 'x' }, tokens.zhangsan)).code).toBe(1_009_005_010);
    expect((await put('task/return', { id: task.id, targetTaskDefinitionKey: 'a', reason: '' }, tokens.zhangsan)).code).toBe(400);
    expect((await put('task/return', { id: task.id, targetTaskDefinitionKey: 'a', reason: '发票不全' }, tokens.lisi)).code).toBe(1_009_005_001);
    expect((await put('task/return', { id: task.id, targetTaskDefinitionKey: 'a', reason: '发票不全' }, tokens.zhangsan)).code).toBe(0);
    const tasks = await tasksOf(id);
    expect(tasks.find((x) => x.id === task.id)).toMatchObject({ result: 5, reason: '发票不全' });
    const again = tasks.filter((x) => x.result === 1);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ name: '一审', definitionKey: 'a', assigneeUser: { id: ids.lisi } });
    expect(await messages('admin', 'bpm_task_returned')).toContain('流程【测试ops】的任务【三审】被退回到【一审】，原因：发票不全');
    expect((await put('task/approve', { id: task.id, reason: '再批' }, tokens.zhangsan)).code).toBe(1_009_005_000);
    // the process goes on from the target
    expect((await put('task/approve', { id: again[0].id, reason: '补齐了' }, tokens.lisi)).code).toBe(0);
    expect((await running(id))[0]).toMatchObject({ name: '二审' });
    const activities = (await get(`activity/list?processInstanceId=${id}`)).data as any[];
    expect(activities.filter((a) => a.key === 'a')).toHaveLength(2);
  });
});

describe('撤回', () => {
  it('the last approver takes the task back while the next one is untouched; the next assignee is told', async () => {
    const { id, task: next } = await atStep('b');
    const mine = (await tasksOf(id)).find((x) => x.name === '一审');
    expect((await put(`task/withdraw?taskId=${mine.id}`, {}, tokens.wangwu)).code).toBe(1_009_005_012);
    expect((await put(`task/withdraw?taskId=${mine.id}`, {}, tokens.lisi)).code).toBe(0);
    const tasks = await tasksOf(id);
    expect(tasks.find((x) => x.id === next.id)).toMatchObject({ result: 4, reason: '任务已被撤回' });
    expect(tasks.filter((x) => x.result === 1).map((x) => [x.name, x.assigneeUser.id])).toEqual([['一审', ids.lisi]]);
    expect(await messages('wangwu', 'bpm_task_withdrawn')).toContain('流程【测试ops】的任务【二审】已被前一审批人撤回，无需再处理');
    expect((await put('task/approve', { id: next.id, reason: '晚了' }, tokens.wangwu)).code).toBe(1_009_005_000);
  });

  it('not once the next approver has acted; the starter withdraws only while nobody has approved', async () => {
    const { id } = await atStep('b');
    const [next] = await running(id);
    expect((await put('task/copy', { id: next.id, copyUserIds: [ids.zhangsan], reason: '看一下' }, tokens.wangwu)).code).toBe(0);
    const first = (await tasksOf(id)).find((x) => x.name === '一审');
    expect(await put(`task/withdraw?taskId=${first.id}`, {}, tokens.lisi)).toMatchObject({ code: 1_009_005_012, msg: '撤回失败，原因：下一个审批人已经处理了该任务' });

    const fresh = await start(def);
    const [task] = await running(fresh);
    expect((await put(`task/withdraw?taskId=${task.id}`, {}, tokens.admin)).code).toBe(0);
    expect((await get(`process-instance/get?id=${fresh}`)).data).toMatchObject({ status: 2, result: 4, reason: '发起人撤回' });
    expect((await put(`task/withdraw?taskId=${(await running(id))[0].id}`, {}, tokens.admin)).code).toBe(1_009_005_012);
  });
});

describe('抄送', () => {
  it('the copied user sees the instance in 抄送我的, may read it, and gets a message', async () => {
    const { id, task } = await atStep('b');
    expect((await get(`process-instance/get?id=${id}`, tokens.zhangsan)).code).toBe(1_009_004_003);
    expect((await put('task/copy', { id: task.id, copyUserIds: [999_999] }, tokens.wangwu)).code).toBe(1_009_005_003);
    expect((await put('task/copy', { id: task.id, copyUserIds: [ids.zhangsan] }, tokens.lisi)).code).toBe(1_009_005_001);
    expect((await put('task/copy', { id: task.id, copyUserIds: [ids.zhangsan], reason: '供参考' }, tokens.wangwu)).code).toBe(0);
    const page = (await get('process-instance/copy/page?pageSize=50', tokens.zhangsan)).data;
    expect(page.list.find((c: any) => c.processInstanceId === id)).toMatchObject({
      processInstanceName: '测试ops',
      activityId: 'b',
      activityName: '二审',
      taskId: task.id,
      reason: '供参考',
      createUser: { id: ids.wangwu },
      startUser: { id: ids.admin },
    });
    expect((await get(`process-instance/get?id=${id}`, tokens.zhangsan)).code).toBe(0);
    expect(await messages('zhangsan', 'bpm_process_instance_copy')).toContain('王五 抄送给你流程【测试ops】：供参考');
  });
});

describe('加签', () => {
  it("before: the added users approve first, then the task is back with its assignee; list-by-parent-task-id shows them", async () => {
    const { id, task } = await atStep('b');
    expect((await put('task/create-sign', { id: task.id, userIds: [ids.wangwu], type: 'before', reason: 'x' }, tokens.wangwu)).code).toBe(1_009_005_013);
    expect((await put('task/create-sign', { id: task.id, userIds: [ids.zhangsan], type: 'before', reason: '请先核对' }, tokens.wangwu)).code).toBe(0);
    const signs = (await get(`task/list-by-parent-task-id?parentTaskId=${task.id}`, tokens.wangwu)).data;
    expect(signs).toHaveLength(1);
    expect(signs[0]).toMatchObject({ parentTaskId: task.id, signType: 'before', assigneeUser: { id: ids.zhangsan }, result: 1, name: '二审' });
    expect(await todoIds('zhangsan')).toContain(signs[0].id);
    expect(await put('task/approve', { id: task.id, reason: '先批' }, tokens.wangwu)).toMatchObject({ code: 1_009_005_015, msg: '操作失败，原因：该任务的加签任务【张三】尚未完成' });
    expect((await put('task/approve', { id: signs[0].id, reason: '核对无误' }, tokens.zhangsan)).code).toBe(0);
    expect((await running(id)).map((x) => x.id)).toEqual([task.id]);
    expect((await put('task/approve', { id: task.id, reason: '同意' }, tokens.wangwu)).code).toBe(0);
    expect((await running(id))[0]).toMatchObject({ name: '三审' });
    expect(await messages('zhangsan', 'bpm_task_signed')).toContain('你被加签审批流程【测试ops】的任务【二审】，原因：请先核对');
  });

  it('after: the task completes by itself when the last added user approves; 减签 cancels one', async () => {
    const { id, task } = await atStep('b');
    expect((await put('task/create-sign', { id: task.id, userIds: [ids.zhangsan, ids.admin], type: 'after', reason: '我同意，再请两位看' }, tokens.wangwu)).code).toBe(0);
    const signs = (await get(`task/list-by-parent-task-id?parentTaskId=${task.id}`, tokens.wangwu)).data as any[];
    const adminSign = signs.find((x) => x.assigneeUser.id === ids.admin);
    const zhangSign = signs.find((x) => x.assigneeUser.id === ids.zhangsan);
    expect((await del('task/delete-sign', { id: adminSign.id, reason: '不用了' }, tokens.zhangsan)).code).toBe(1_009_005_014);
    expect((await del('task/delete-sign', { id: adminSign.id, reason: '不用了' }, tokens.wangwu)).code).toBe(0);
    expect((await tasksOf(id)).find((x) => x.id === adminSign.id)).toMatchObject({ result: 4, reason: '减签：不用了' });
    expect((await put('task/approve', { id: zhangSign.id, reason: '同意' }, tokens.zhangsan)).code).toBe(0);
    const tasks = await tasksOf(id);
    expect(tasks.find((x) => x.id === task.id)).toMatchObject({ result: 2, reason: '我同意，再请两位看' });
    expect(tasks.filter((x) => x.result === 1).map((x) => x.name)).toEqual(['三审']);
  });
});

describe('manager views', () => {
  it('process administrators see every task and instance; others are refused', async () => {
    const { id, task } = await atStep('b');
    const tasks = (await get('task/manager-page?pageSize=100')).data;
    expect(tasks.list.find((x: any) => x.id === task.id)).toMatchObject({ name: '二审', result: 1, assigneeUser: { id: ids.wangwu }, processInstance: { id } });
    const instances = (await get('process-instance/manager-page?pageSize=100')).data;
    expect(instances.list.find((x: any) => x.id === id)).toMatchObject({ startUser: { id: ids.admin }, tasks: [{ id: task.id, name: '二审' }] });
    expect((await get('task/manager-page', tokens.lisi)).code).toBe(403);
    expect((await get('process-instance/manager-page', tokens.lisi)).code).toBe(403);
  });
});

describe('the yudao 2.x reads', () => {
  it('get-approval-detail, get-bpmn-model-view, simple lists, definition by key, list fields and the bpm_model_type dictionary', async () => {
    const { id, task } = await atStep('b');
    const detail = (await get(`process-instance/get-approval-detail?processInstanceId=${id}`, tokens.wangwu)).data;
    expect(detail).toMatchObject({ status: 1, processInstance: { id, name: '测试ops', status: 1, startUser: { id: ids.admin } }, todoTask: { id: task.id, name: '二审' } });
    expect(detail.activityNodes.map((n: any) => [n.name, n.nodeType, n.status])).toEqual([
      ['发起人', 10, 2],
      ['一审', 11, 2],
      ['二审', 11, 1],
    ]);
    expect(detail.processInstance.summary.map((s: any) => s.key)).toHaveLength(3);
    expect((await get(`process-instance/get-approval-detail?processInstanceId=${id}`, tokens.zhangsan)).code).toBe(1_009_004_003);
    const view = (await get(`process-instance/get-bpmn-model-view?id=${id}`, tokens.lisi)).data;
    expect(view.bpmnXml).toContain('<userTask id="b"');
    expect(view.finishedTaskActivityIds).toEqual(expect.arrayContaining(['s', 'a']));
    expect(view.unfinishedTaskActivityIds).toEqual(['b']);
    expect(view.finishedSequenceFlowActivityIds).toEqual(expect.arrayContaining(['f1', 'f2']));
    const defs = (await get('process-definition/simple-list')).data;
    expect(defs.find((d: any) => d.key === 'ops')).toMatchObject({ id: def, name: '测试ops' });
    expect((await get('process-definition/get?key=ops')).data).toMatchObject({ id: def, key: 'ops' });
    expect((await get('process-definition/get')).code).toBe(400);
    expect((await get('form/simple-list')).data.length).toBeGreaterThan(0);
    const todoItem = (await get('task/todo-page?pageSize=100', tokens.wangwu)).data.list.find((x: any) => x.id === task.id);
    expect(todoItem).toMatchObject({ status: 1, processInstance: { id, createTime: expect.any(Number), summary: expect.any(Array) } });
    expect(todoItem.processInstance.summary).toHaveLength(3);
    const mine = (await get('process-instance/my-page?pageSize=100')).data.list.find((x: any) => x.id === id);
    expect(mine).toMatchObject({ categoryName: 'OA 办公', startTime: expect.any(Number), summary: expect.any(Array) });
    const dict = (await kit.app().call({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', token: tokens.admin })).data as any[];
    expect(dict.filter((d) => d.dictType === 'bpm_model_type').map((d) => d.label)).toEqual(['BPMN 设计', '仿钉钉设计']);
  });
});

describe('yudao 2.x model fields', () => {
  it('create keeps the form binding and the 2.x fields; 发起人范围 and visible are applied', async () => {
    const form = (await get('form/simple-list')).data[0];
    const created = await post('model/create', {
      key: 'v2model',
      name: '二代模型',
      category: '1',
      bpmnXml: xml(THREE, 'v2model'),
      type: 10,
      icon: 'https://example.com/i.png',
      visible: true,
      managerUserIds: [ids.admin],
      startUserIds: [ids.lisi],
      startDeptIds: [],
      formType: 10,
      formId: form.id,
    });
    expect(created.code).toBe(0);
    const model = (await get(`model/get?id=${created.data}`)).data;
    expect(model).toMatchObject({ formType: 10, formId: form.id, type: 10, icon: 'https://example.com/i.png', visible: true, managerUserIds: [ids.admin], startUserIds: [ids.lisi], startDeptIds: [] });
    expect((await post('model/create', { key: 'v2simple', name: '钉钉', type: 20 })).code).toBe(400);
    for (const [k, ruleUser] of [['a', ids.lisi], ['b', ids.wangwu], ['c', ids.zhangsan]] as const) {
      expect((await post('task-assign-rule/create', { modelId: created.data, taskDefinitionKey: k, type: 30, options: [ruleUser] })).code).toBe(0);
    }
    expect((await kit.app().call({ method: 'POST', url: api(`model/deploy?id=${created.data}`), token: tokens.admin })).code).toBe(0);
    const v2 = (await get('process-definition/get?key=v2model')).data.id;
    expect(await post('process-instance/create', { processDefinitionId: v2, variables: values }, tokens.wangwu)).toMatchObject({ code: 1_009_004_008, msg: '发起流程失败，你不在流程【二代模型】的发起人范围内' });
    expect((await post('process-instance/create', { processDefinitionId: v2, variables: values }, tokens.lisi)).code).toBe(0);
    expect((await put('model/update', { id: created.data, key: 'v2model', name: '二代模型', visible: false })).code).toBe(0);
    expect((await get('process-definition/list?suspensionState=1')).data.some((d: any) => d.key === 'v2model')).toBe(false);
  });
});

describe('form-create forms (yudao 2.x)', () => {
  it('a form sent as conf / fields is stored as JSON Schema, served both ways, validated on start; unknown kinds refused by name', async () => {
    const fields = [
      JSON.stringify({ type: 'inputNumber', field: 'days', title: '天数', $required: true, props: { min: 1 } }),
      JSON.stringify({ type: 'select', field: 'kind', title: '类型', options: [{ label: '事假', value: 'personal' }] }),
    ];
    const created = await post('form/create', { name: 'fc 表单', status: 0, conf: '{}', fields });
    expect(created.code).toBe(0);
    const form = (await get(`form/get?id=${created.data}`)).data;
    expect(form.schema).toMatchObject({ required: ['days'], properties: { days: { type: 'number', minimum: 1, title: '天数' } } });
    expect(form.fields.map((f: string) => JSON.parse(f).field)).toEqual(['days', 'kind']);
    expect(JSON.parse(form.conf)).toHaveProperty('form');
    expect(await post('form/create', { name: '坏', status: 0, conf: '{}', fields: [JSON.stringify({ type: 'rate', field: 'stars', title: '评分' })] })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('字段「评分（stars）」的类型 rate 不支持'),
    });
    // a model bound to it: the definition serves formFields, a start is checked against the translated schema
    const modelId = (await post('model/create', { key: 'fcform', name: 'fc 流程', category: '1', bpmnXml: xml(THREE, 'fcform'), formType: 10, formId: created.data })).data;
    for (const [k, u] of [['a', ids.lisi], ['b', ids.wangwu], ['c', ids.zhangsan]] as const) await post('task-assign-rule/create', { modelId, taskDefinitionKey: k, type: 30, options: [u] });
    expect((await kit.app().call({ method: 'POST', url: api(`model/deploy?id=${modelId}`), token: tokens.admin })).code).toBe(0);
    const definition = (await get('process-definition/get?key=fcform')).data;
    expect(definition.formFields).toHaveLength(2);
    expect(await post('process-instance/create', { processDefinitionId: definition.id, variables: { days: 0 } })).toMatchObject({ msg: '表单填写不正确：天数不能小于 1' });
    expect((await post('process-instance/create', { processDefinitionId: definition.id, variables: { days: 2, kind: 'personal' } })).code).toBe(0);
  });
});
