import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getJobHandler } from '../infra/job/job-handlers';
import { sql } from 'drizzle-orm';
import { clearCompiledCache } from './engine';
import { writeAllOrNothing } from './instance/batch-write';
import { bpmUserGroup } from './user-group/user-group.schema';

let t: TestApp;
let admin: string;
let staff: string;
let lisi: string;
let wangwu: string;
let zhangsan: string;
let member: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  // the demo employees use the workflow too (the seed gives it to the operator role only)
  await t.database.pool.query(
    `insert into system_user_role (user_id, role_id) select u.id, r.id from system_users u, system_role r where u.username in ('lisi', 'wangwu', 'zhangsan') and r.code = 'operator'`,
  );
  [admin, staff, lisi, wangwu, zhangsan, member] = await Promise.all([
    t.login('admin', 'admin123'),
    t.login('staff', 'staff123'),
    t.login('lisi', '123456'),
    t.login('wangwu', '123456'),
    t.login('zhangsan', '123456'),
    t.login('member', 'member123'),
  ]);
  const users = await t.database.pool.query(`select id, username from system_users`);
  for (const r of users.rows) ids[r.username] = Number(r.id);
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/bpm/${path}`;
const get = (path: string, token = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: object, token = admin) => t.call({ method: 'POST', url: api(path), payload, token });
const put = (path: string, payload: object, token = admin) => t.call({ method: 'PUT', url: api(path), payload, token });
const del = (path: string, payload: object, token = admin) => t.call({ method: 'DELETE', url: api(path), payload, token });

async function definitionId(key: string): Promise<string> {
  const list = await get('process-definition/list?suspensionState=1', staff);
  expect(list.code).toBe(0);
  return list.data.find((d: any) => d.key === key).id;
}
async function todo(token: string) {
  return (await get('task/todo-page?pageSize=100', token)).data.list as any[];
}
async function tasksOf(instanceId: string, token = admin) {
  const res = await get(`task/list-by-process-instance-id?processInstanceId=${instanceId}`, token);
  expect(res.code).toBe(0);
  return res.data as any[];
}
async function instance(id: string, token = admin) {
  return (await get(`process-instance/get?id=${id}`, token)).data;
}
const running = async (id: string) => (await tasksOf(id)).find((x) => x.result === 1);
async function messagesOf(userId: number, code: string) {
  const r = await t.database.pool.query(`select template_content from system_notify_message where user_id = $1 and template_code = $2 order by id`, [userId, code]);
  return r.rows.map((x) => x.template_content as string);
}
const expenseValues = { expenseType: '差旅费', amount: 880, reason: '杭州客户拜访' };

const xml = (body: string, key = 'tst') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
 <process id="${key}" name="测试" isExecutable="true">${body}</process>
</definitions>`;
const ONE_TASK = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>`;

/** Creates a model (USER rule → admin, a process form), deploys it and returns {modelId, deploy response}. */
async function model(key: string, body: string, options: { rule?: boolean } = {}) {
  const created = await post('model/create', { key, name: `测试${key}`, category: '1', bpmnXml: xml(body, key) });
  expect(created.code).toBe(0);
  const modelId = created.data as number;
  const form = (await get('form/list-all-simple')).data[0];
  expect((await put('model/update', { id: modelId, key, name: `测试${key}`, formType: 10, formId: form.id })).code).toBe(0);
  if (options.rule !== false) {
    const rules = await get(`task-assign-rule/list?modelId=${modelId}`);
    for (const r of rules.data) expect((await post('task-assign-rule/create', { modelId, taskDefinitionKey: r.taskDefinitionKey, type: 30, options: [ids.admin] })).code).toBe(0);
  }
  return { modelId, deploy: await t.call({ method: 'POST', url: api(`model/deploy?id=${modelId}`), token: admin }) };
}

describe('seeded workflow', () => {
  it('has deployed 请假 and 费用报销, categories, a group and instances in every state', async () => {
    const list = await get('process-definition/list?suspensionState=1', staff);
    expect(list.data.map((d: any) => d.key).sort()).toEqual(['expense', 'oa_leave']);
    const leaveDef = list.data.find((d: any) => d.key === 'oa_leave');
    expect(leaveDef).toMatchObject({ version: 1, formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', suspensionState: 1 });
    const expenseDef = list.data.find((d: any) => d.key === 'expense');
    expect(expenseDef.formSchema.properties.amount.type).toBe('number');
    const mine = (await get('process-instance/my-page?pageSize=50', staff)).data;
    expect(new Set(mine.list.map((i: any) => i.result))).toEqual(new Set([1, 2, 4]));
    const lisiMine = (await get('process-instance/my-page?pageSize=50', lisi)).data;
    expect(lisiMine.list.some((i: any) => i.result === 3)).toBe(true);
    expect((await get('category/simple-list', staff)).data.map((c: any) => c.name)).toEqual(['OA 办公', '内容审核', '财务审批', '风控合规']);
    expect((await get('user-group/list-all-simple')).data.map((g: any) => g.name)).toContain('财务组');
    expect((await todo(admin)).length).toBeGreaterThan(0);
    expect((await todo(staff)).length).toBeGreaterThan(0);
  });
});

describe('process instance transitions', () => {
  it('start → approve → approve completes; the starter is told; history feeds the viewer', async () => {
    const defId = await definitionId('expense');
    const created = await post('process-instance/create', { processDefinitionId: defId, variables: expenseValues }, staff);
    expect(created.code).toBe(0);
    const id = created.data as string;
    let tasks = await tasksOf(id, staff);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ name: '部门负责人审批', result: 1, assigneeUser: { id: ids.admin, nickname: '超级管理员' } });
    expect((await todo(admin)).some((x) => x.id === tasks[0].id)).toBe(true);
    expect(await messagesOf(ids.admin, 'bpm_task_assigned')).toContain('你有新的待办任务【部门负责人审批】：流程【费用报销】等待你审批');
    // only the assignee acts
    expect((await put('task/approve', { id: tasks[0].id, reason: '好' }, staff)).code).toBe(1_009_005_001);
    expect((await put('task/approve', { id: tasks[0].id, reason: '同意' })).code).toBe(0);
    tasks = await tasksOf(id);
    expect(tasks.map((x) => [x.name, x.result])).toEqual([['部门负责人审批', 2], ['财务审批', 1]]);
    expect((await put('task/approve', { id: tasks[1].id, reason: '已核对' })).code).toBe(0);
    const done = await instance(id, staff);
    expect(done).toMatchObject({ status: 2, result: 2, formVariables: expenseValues, startUser: { nickname: '运营小王', deptName: '运营部' } });
    expect(done.processDefinition.bpmnXml).toContain('financeAudit');
    expect(await messagesOf(ids.staff, 'bpm_process_instance_approve')).toContain('你发起的流程【费用报销】已审批通过');
    const activities = (await get(`activity/list?processInstanceId=${id}`, staff)).data;
    expect(activities.map((a: any) => a.key)).toEqual(['start', 'leaderAudit', 'financeAudit', 'end']);
    expect(activities.find((a: any) => a.key === 'leaderAudit')).toMatchObject({ taskId: tasks[0].id, outgoing: ['flow_leader'] });
    expect(activities.every((a: any) => a.endTime)).toBe(true);
    expect((await get('task/done-page', admin)).data.list.some((x: any) => x.id === tasks[1].id && x.result === 2 && x.reason === '已核对')).toBe(true);
  });

  it('messages follow a template edited or disabled after the first command (one-statement writes re-check it)', async () => {
    const defId = await definitionId('expense');
    const start = async () => {
      const created = await post('process-instance/create', { processDefinitionId: defId, variables: expenseValues }, staff);
      expect(created.code).toBe(0);
      return created.data as string;
    };
    await start(); // the template as seeded is now known to the fast path
    const original = (await t.database.pool.query(`select content from system_notify_template where code = 'bpm_task_assigned'`)).rows[0].content as string;
    try {
      await t.database.pool.query(`update system_notify_template set content = '请审批【{taskName}】' where code = 'bpm_task_assigned'`);
      await start();
      expect((await messagesOf(ids.admin, 'bpm_task_assigned')).at(-1)).toBe('请审批【部门负责人审批】');
      await t.database.pool.query(`update system_notify_template set status = 1 where code = 'bpm_task_assigned'`);
      const before = (await messagesOf(ids.admin, 'bpm_task_assigned')).length;
      await start();
      expect(await messagesOf(ids.admin, 'bpm_task_assigned')).toHaveLength(before);
    } finally {
      await t.database.pool.query(`update system_notify_template set content = $1, status = 0 where code = 'bpm_task_assigned'`, [original]);
    }
    await start();
    expect((await messagesOf(ids.admin, 'bpm_task_assigned')).at(-1)).toBe('你有新的待办任务【部门负责人审批】：流程【费用报销】等待你审批');
  });

  it('form values are checked against the form', async () => {
    const defId = await definitionId('expense');
    const before = await t.count('bpm_process_instance');
    const res = await post('process-instance/create', { processDefinitionId: defId, variables: { expenseType: '差旅费', reason: 'x' } }, staff);
    expect(res.code).toBe(1_009_004_005);
    expect(res.msg).toContain('报销金额（元）不能为空');
    expect((await post('process-instance/create', { processDefinitionId: defId, variables: { ...expenseValues, amount: '很多' } }, staff)).code).toBe(1_009_004_005);
    expect(await t.count('bpm_process_instance')).toBe(before);
  });

  it('reject ends the instance with result 3 and tells the starter the reason', async () => {
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('expense'), variables: expenseValues }, staff)).data;
    const task = await running(id);
    expect((await put('task/reject', { id: task.id, reason: '' })).code).toBe(400);
    expect((await put('task/reject', { id: task.id, reason: '超出预算' })).code).toBe(0);
    expect(await instance(id)).toMatchObject({ status: 2, result: 3, reason: '超出预算' });
    expect(await messagesOf(ids.staff, 'bpm_process_instance_reject')).toContain('你发起的流程【费用报销】审批不通过，原因：超出预算');
    expect((await put('task/approve', { id: task.id, reason: '再批' })).code).toBe(1_009_005_000);
  });

  it('transfer hands the task over; delegate returns it to the owner when the delegate approves', async () => {
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('expense'), variables: expenseValues }, staff)).data;
    const task = await running(id);
    expect((await put('task/transfer', { id: task.id, assigneeUserId: ids.admin })).code).toBe(1_009_005_002);
    expect((await put('task/transfer', { id: task.id, assigneeUserId: ids.member })).code).toBe(1_009_005_003);
    expect((await put('task/transfer', { id: task.id, assigneeUserId: ids.wangwu, reason: '出差中' })).code).toBe(0);
    expect((await put('task/approve', { id: task.id, reason: 'x' })).code).toBe(1_009_005_001);
    expect((await todo(wangwu)).some((x) => x.id === task.id)).toBe(true);
    // wangwu delegates to zhangsan; zhangsan cannot reject or pass it on; zhangsan's 通过 returns it to wangwu
    expect((await put('task/delegate', { id: task.id, delegateUserId: ids.zhangsan, reason: '帮我看下发票' }, wangwu)).code).toBe(0);
    expect((await put('task/reject', { id: task.id, reason: 'no' }, zhangsan)).code).toBe(1_009_005_004);
    expect((await put('task/approve', { id: task.id, reason: '发票无误' }, zhangsan)).code).toBe(0);
    let current = await running(id);
    expect(current).toMatchObject({ id: task.id, name: '部门负责人审批', assigneeUser: { id: ids.wangwu }, ownerUser: { id: ids.wangwu }, delegationState: 'resolved' });
    expect((await put('task/approve', { id: task.id, reason: '同意' }, wangwu)).code).toBe(0);
    current = await running(id);
    expect(current.name).toBe('财务审批');
    // zhangsan held the task once, so may read the instance
    expect((await get(`process-instance/get?id=${id}`, zhangsan)).code).toBe(0);
  });

  it('cancel: only the starter, only while running, with a reason', async () => {
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('expense'), variables: expenseValues }, staff)).data;
    expect((await del('process-instance/cancel', { id, reason: '不报了' }, lisi)).code).toBe(1_009_004_002);
    expect((await del('process-instance/cancel', { id, reason: '' }, staff)).code).toBe(400);
    expect((await del('process-instance/cancel', { id, reason: '发票丢了' }, staff)).code).toBe(0);
    expect(await instance(id, staff)).toMatchObject({ status: 2, result: 4, reason: '发票丢了' });
    const tasks = await tasksOf(id, staff);
    expect(tasks[0]).toMatchObject({ result: 4, reason: '流程已取消：发票丢了' });
    expect((await del('process-instance/cancel', { id, reason: '再取消' }, staff)).code).toBe(1_009_004_001);
  });

  it('reading an instance: starter, assignees and process admins only', async () => {
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('expense'), variables: expenseValues }, staff)).data;
    expect((await get(`process-instance/get?id=${id}`, lisi)).code).toBe(1_009_004_003);
    expect((await get(`activity/list?processInstanceId=${id}`, lisi)).code).toBe(1_009_004_003);
    expect((await get(`task/list-by-process-instance-id?processInstanceId=${id}`, lisi)).code).toBe(1_009_004_003);
    expect((await get(`process-instance/get?id=${id}`, member)).code).toBe(403);
    expect((await get(`process-instance/get?id=${id}`, admin)).code).toBe(0);
  });

  it('two approvals of one task at the same moment: one success, one clear error, one completion', async () => {
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('expense'), variables: expenseValues }, staff)).data;
    const task = await running(id);
    const results = await Promise.all([put('task/approve', { id: task.id, reason: 'A' }), put('task/approve', { id: task.id, reason: 'B' })]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1_009_005_000]);
    const tasks = await tasksOf(id);
    expect(tasks.map((x) => x.name)).toEqual(['部门负责人审批', '财务审批']);
    const history = await t.database.pool.query(`select count(*)::int as n from bpm_activity where process_instance_id = $1 and element_id = 'financeAudit'`, [id]);
    expect(history.rows[0].n).toBe(1);
  });
});

describe('OA leave', () => {
  const leave = (days: number, token = staff) => {
    const start = Date.UTC(2026, 11, 7, 1, 0, 0); // 2026-12-07 09:00 Beijing
    return post('oa/leave/create', { type: 1, reason: '家中有事', startTime: start, endTime: start + (days - 1) * 86_400_000 + 8 * 3_600_000 }, token);
  };
  it('3 days: the direct approver alone; 5 days: then the department leader; the leave follows its instance', async () => {
    const short = await leave(3);
    expect(short.code).toBe(0);
    let row = (await get(`oa/leave/get?id=${short.data}`, staff)).data;
    expect(row).toMatchObject({ day: 3, result: 1 });
    let task = await running(row.processInstanceId);
    expect(task).toMatchObject({ name: '直属上级审批', assigneeUser: { id: ids.admin } });
    expect((await put('task/approve', { id: task.id, reason: '准假' })).code).toBe(0);
    row = (await get(`oa/leave/get?id=${short.data}`, staff)).data;
    expect(row.result).toBe(2);
    expect(await instance(row.processInstanceId)).toMatchObject({ result: 2, businessKey: `oa_leave:${short.data}` });

    const long = await leave(5);
    row = (await get(`oa/leave/get?id=${long.data}`, staff)).data;
    expect(row.day).toBe(5);
    task = await running(row.processInstanceId);
    expect((await put('task/approve', { id: task.id, reason: '同意' })).code).toBe(0);
    task = await running(row.processInstanceId);
    expect(task).toMatchObject({ name: '部门负责人审批', assigneeUser: { id: ids.admin } });
    expect((await put('task/reject', { id: task.id, reason: '项目上线期间' })).code).toBe(0);
    expect((await get(`oa/leave/get?id=${long.data}`, staff)).data.result).toBe(3);
    const page = (await get('oa/leave/page?pageSize=50', staff)).data;
    expect(page.list.every((l: any) => l.userId === ids.staff)).toBe(true);
  });
  it('lisi (no leader in her group) goes to the leader above: staff', async () => {
    const res = await leave(1, lisi);
    const row = (await get(`oa/leave/get?id=${res.data}`, lisi)).data;
    expect((await running(row.processInstanceId)).assigneeUser.id).toBe(ids.staff);
    expect((await get(`oa/leave/get?id=${res.data}`, zhangsan)).code).toBe(1_009_004_003);
  });
  it('refuses a leave ending before it starts, and a business-form process started as a plain one', async () => {
    expect((await post('oa/leave/create', { type: 1, reason: 'x', startTime: 2_000_000_000_000, endTime: 1_900_000_000_000 }, staff)).code).toBe(400);
    const res = await post('process-instance/create', { processDefinitionId: await definitionId('oa_leave'), variables: {} }, staff);
    expect(res).toMatchObject({ code: 1_009_004_006, msg: '该流程使用业务表单，请从【/bpm/oa/leave/create】发起' });
  });
});

describe('deploy (发布)', () => {
  it('a new version keeps earlier instances running; suspended definitions refuse new instances', async () => {
    const { modelId, deploy } = await model('tst_v', ONE_TASK);
    expect(deploy.code).toBe(0);
    const v1 = await definitionId('tst_v');
    const first = (await post('process-instance/create', { processDefinitionId: v1, variables: expenseValues }, staff)).data;
    expect((await t.call({ method: 'POST', url: api(`model/deploy?id=${modelId}`), token: admin })).code).toBe(0);
    const versions = (await get(`process-definition/page?modelId=${modelId}`)).data.list;
    expect(versions.map((v: any) => [v.version, v.suspensionState])).toEqual([[2, 1], [1, 2]]);
    expect((await post('process-instance/create', { processDefinitionId: v1, variables: expenseValues }, staff)).code).toBe(1_009_003_003);
    // the v1 instance still completes
    expect((await put('task/approve', { id: (await running(first)).id, reason: 'ok' })).code).toBe(0);
    expect((await instance(first)).result).toBe(2);
    const v2 = versions[0].id;
    expect((await put('process-definition/update-suspension-state', { id: v2, suspensionState: 2 })).code).toBe(0);
    expect((await post('process-instance/create', { processDefinitionId: v2, variables: expenseValues }, staff)).code).toBe(1_009_003_003);
    expect((await put('process-definition/update-suspension-state', { id: v2, suspensionState: 1 }, staff)).code).toBe(403);
    const model1 = (await get(`model/get?id=${modelId}`)).data;
    expect(model1.processDefinition).toMatchObject({ version: 2, suspensionState: 2 });
    const ruleCopy = (await get(`task-assign-rule/list?processDefinitionId=${v2}`)).data;
    expect(ruleCopy).toEqual([expect.objectContaining({ taskDefinitionKey: 't', taskDefinitionName: '审批', type: 30, options: [ids.admin], modelId: null })]);
    expect((await put('task-assign-rule/update', { id: ruleCopy[0].id, type: 30, options: [ids.staff] })).code).toBe(1_009_006_002);
  });

  it('refuses a bad expression naming the flow and the expression', async () => {
    const { deploy } = await model('tst_expr', `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="g"/><exclusiveGateway id="g"/><sequenceFlow id="badFlow" sourceRef="g" targetRef="e"><conditionExpression xsi:type="tFormalExpression">\${days &gt;&gt; 3}</conditionExpression></sequenceFlow><endEvent id="e"/>`);
    expect(deploy.code).toBe(1_009_002_014);
    expect(deploy.msg).toContain('badFlow');
    expect(deploy.msg).toContain('${days >> 3}');
  });

  it('refuses a script task naming it, a model without rules, and one without an end', async () => {
    const script = await model('tst_script', `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="calc"/><scriptTask id="calc" name="计算金额" scriptFormat="javascript"><script>this.environment</script></scriptTask><sequenceFlow id="f2" sourceRef="calc" targetRef="e"/><endEvent id="e"/>`);
    expect(script.deploy).toMatchObject({ code: 1_009_002_013 });
    expect(script.deploy.msg).toContain('脚本任务「计算金额（calc）」');
    const noRule = await model('tst_norule', ONE_TASK, { rule: false });
    expect(noRule.deploy).toMatchObject({ code: 1_009_002_015, msg: '部署流程失败，原因：用户任务(审批)未配置分配规则，请点击【分配规则】按钮进行配置' });
    const noEnd = await model('tst_noend', `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><endEvent id="e"/>`);
    expect(noEnd.deploy.code).toBe(1_009_002_012);
    expect(await t.count(`bpm_process_definition where key like 'tst_script%' or key = 'tst_norule' or key = 'tst_noend'`)).toBe(0);
  });

  it('a rule that finds nobody stops the start with a clear error and writes nothing', async () => {
    const { modelId } = await model('tst_nobody', ONE_TASK, { rule: false });
    const rule = (await get(`task-assign-rule/list?modelId=${modelId}`)).data[0];
    expect((await post('task-assign-rule/create', { modelId, taskDefinitionKey: rule.taskDefinitionKey, type: 21, options: [999999] })).code).toBe(0);
    expect((await t.call({ method: 'POST', url: api(`model/deploy?id=${modelId}`), token: admin })).code).toBe(0);
    const before = await t.count('bpm_process_instance');
    const res = await post('process-instance/create', { processDefinitionId: await definitionId('tst_nobody'), variables: expenseValues }, staff);
    expect(res).toMatchObject({ code: 1_009_006_003, msg: '操作失败，原因：找不到任务(审批)的审批人！' });
    expect(await t.count('bpm_process_instance')).toBe(before);
  });
});

describe('timers', () => {
  it('a boundary timer becomes a scheduler row and fires once through the bpmTimerJob handler', async () => {
    const { deploy } = await model(
      'tst_timer',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
       <boundaryEvent id="late" name="超时" attachedToRef="t"><timerEventDefinition><timeDuration>PT0.3S</timeDuration></timerEventDefinition></boundaryEvent>
       <sequenceFlow id="f3" sourceRef="late" targetRef="t2"/><userTask id="t2" name="超时处理"/><sequenceFlow id="f4" sourceRef="t2" targetRef="e2"/><endEvent id="e2"/>`,
    );
    expect(deploy.code).toBe(0);
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('tst_timer'), variables: expenseValues }, staff)).data;
    const timers = await t.database.pool.query(`select element_id, due_time from bpm_timer where process_instance_id = $1`, [id]);
    expect(timers.rows).toHaveLength(1);
    expect(timers.rows[0].element_id).toBe('late');
    const handler = getJobHandler('bpmTimerJob')!;
    expect(await handler({ db: t.database.db, param: '' })).toBe('触发流程定时器 0 个；执行服务任务 0 个');
    await new Promise((r) => setTimeout(r, 400));
    expect(await handler({ db: t.database.db, param: '' })).toMatch(/触发流程定时器 [1-9]/);
    const tasks = await tasksOf(id);
    // the interrupting timer cancels the task it interrupts (取消, with the reason); its 通过 is refused
    expect(tasks.map((x) => [x.name, x.result, x.reason])).toEqual([['审批', 4, '任务被边界事件中断，已自动取消'], ['超时处理', 1, null]]);
    expect((await put('task/approve', { id: tasks[0].id, reason: '晚了' })).code).toBe(1_009_005_000);
    expect(await t.count(`bpm_timer where process_instance_id = '${id}'`)).toBe(0);
    expect(await handler({ db: t.database.db, param: '' })).toBe('触发流程定时器 0 个；执行服务任务 0 个');
  });
});

describe('restart', () => {
  it('engine state lives in the database: a new app on the same database continues the instance', async () => {
    const id = (await post('process-instance/create', { processDefinitionId: await definitionId('expense'), variables: expenseValues }, staff)).data;
    const task = await running(id);
    // the server goes away mid-process; a new one (no compiled definitions cached) picks the instance up
    await t.app.close();
    clearCompiledCache();
    const app2 = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: t.database.db, logger: false });
    await app2.ready();
    try {
      const inject = async (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
        (await app2.inject({ method, url: `/admin-api${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
      const token = (await inject('POST', '/system/auth/login', undefined, { username: 'admin', password: 'admin123' })).data.accessToken;
      expect((await inject('PUT', '/bpm/task/approve', token, { id: task.id, reason: '重启后审批' })).code).toBe(0);
      const tasks = (await inject('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${id}`, token)).data;
      const second = tasks.find((x: any) => x.result === 1);
      expect(second.name).toBe('财务审批');
      expect((await inject('PUT', '/bpm/task/approve', token, { id: second.id, reason: '通过' })).code).toBe(0);
      expect((await inject('GET', `/bpm/process-instance/get?id=${id}`, token)).data.result).toBe(2);
    } finally {
      await app2.close();
    }
  });
});

describe('writeAllOrNothing (the one-statement commands without a request transaction)', () => {
  it('writes every part when each required part found its row, and nothing when one did not', async () => {
    const db = t.database.db;
    const group = (name: string) => db.insert(bpmUserGroup).values({ name, memberUserIds: [] }).returning({ id: bpmUserGroup.id });
    const none = { getSQL: () => sql`select 1 from bpm_user_group where false` };
    expect(await writeAllOrNothing(db, [group('全有'), { getSQL: () => sql`select 1` }], [0, 1])).toEqual([1, 1]);
    expect(await writeAllOrNothing(db, [group('全无'), none], [0, 1])).toBeNull();
    expect(await writeAllOrNothing(db, [group('可选'), none], [0])).toEqual([1, 0]);
    const names = (await t.database.pool.query(`select name from bpm_user_group where name in ('全有', '全无', '可选') order by name`)).rows.map((r) => r.name);
    expect(names.sort()).toEqual(['全有', '可选'].sort());
    // other failures are not taken for a refused guard
    await expect(writeAllOrNothing(db, [{ getSQL: () => sql`select 1 / 0` }], [0])).rejects.toThrow();
  });
});
