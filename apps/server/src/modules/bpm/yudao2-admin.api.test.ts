import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// The official yudao admin (Vue 2 snapshot 2026.06) approving a task against us, call by call as its pages make them:
// 待办任务 (task/todo/index.vue) → 办理 → 流程详情 (processInstance/detail/index.vue: get-approval-detail, the business
// form with the instance's businessKey as its id) → 通过 (ProcessInstanceOperationButton.vue) → 已办任务.

let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const get = (url: string) => t.call({ method: 'GET', url: `/admin-api${url}`, token: admin });

describe('yudao 2.x admin: approve a task from 待办任务', () => {
  it('lists, opens, shows the business form and approves the seeded 请假 task', async () => {
    const todo = (await get('/bpm/task/todo-page?pageNo=1&pageSize=10')).data.list as any[];
    const item = todo.find((x) => x.processInstance.name === '请假');
    expect(item).toBeTruthy();
    // the 流程编号 column reads processInstanceId
    expect(item.processInstanceId).toBe(item.processInstance.id);

    const detail = await get(`/bpm/process-instance/get-approval-detail?processInstanceId=${item.processInstanceId}&taskId=${item.id}`);
    expect(detail.code).toBe(0);
    expect(detail.data.todoTask.id).toBe(item.id);
    const businessKey = detail.data.processInstance.businessKey as string;
    expect(businessKey).toBeTruthy();

    // <component :is="BusinessFormComponent" :id="processInstance.businessKey" /> → /bpm/oa/leave/get?id=<businessKey>
    const leave = await get(`/bpm/oa/leave/get?id=${encodeURIComponent(businessKey)}`);
    expect(leave.code).toBe(0);
    expect(leave.data).toMatchObject({ processInstanceId: item.processInstanceId });
    for (const field of ['startTime', 'endTime', 'type', 'reason']) expect(leave.data[field], field).toBeTruthy();
    expect((await get(`/bpm/oa/leave/get?id=${leave.data.id}`)).data.id).toBe(leave.data.id);
    expect((await get('/bpm/oa/leave/get?id=oa_leave:abc')).code).toBe(400);

    const timeline = (await get(`/bpm/task/list-by-process-instance-id?processInstanceId=${item.processInstanceId}`)).data as any[];
    for (const task of timeline) expect(task.processInstanceId).toBe(item.processInstanceId);

    const approved = await t.call({ method: 'PUT', url: '/admin-api/bpm/task/approve', token: admin, payload: { id: item.id, reason: '同意（官方前端）' } });
    expect(approved).toMatchObject({ code: 0, data: true });
    expect(((await get('/bpm/task/todo-page?pageNo=1&pageSize=10')).data.list as any[]).some((x) => x.id === item.id)).toBe(false);
    const done = ((await get('/bpm/task/done-page?pageNo=1&pageSize=10')).data.list as any[]).find((x) => x.id === item.id);
    expect(done).toMatchObject({ processInstanceId: item.processInstanceId, reason: '同意（官方前端）' });
  });
});

describe('yudao 2.x admin: 发起流程 (processInstance/create)', () => {
  it('previews the nodes of a definition before the start, then starts it with the form-create values', async () => {
    const defs = (await get('/bpm/process-definition/list?suspensionState=1')).data as any[];
    const expense = defs.find((d) => d.name === '费用报销');
    // the form renders as form-create fields; the 报销类型 choices reach it as a select
    const typeField = (expense.formFields as string[]).map((f) => JSON.parse(f)).find((f) => f.field === 'expenseType');
    expect(typeField).toMatchObject({ type: 'select' });
    expect(typeField.options.length).toBeGreaterThan(1);

    const preview = await get(`/bpm/process-instance/get-approval-detail?processDefinitionId=${expense.id}&activityId=StartUserNode&processVariablesStr=%7B%7D`);
    expect(preview.code).toBe(0);
    expect(preview.data).toMatchObject({ processInstance: null, todoTask: null, processDefinition: { id: expense.id } });
    const nodes = preview.data.activityNodes as any[];
    expect(nodes[0]).toMatchObject({ id: 'StartUserNode', name: '发起人', status: -1 });
    expect(nodes[0].candidateUsers[0]).toMatchObject({ id: 1 });
    expect(nodes.length).toBeGreaterThan(1);
    for (const n of nodes.slice(1)) expect(n).toMatchObject({ nodeType: 11, status: -1, tasks: [] });
    expect((await get('/bpm/process-instance/get-approval-detail?processDefinitionId=00000000-0000-4000-8000-000000000000')).code).toBe(1_009_003_002);
    expect((await get('/bpm/process-instance/get-approval-detail?processDefinitionId=nope')).code).toBe(400);
    expect((await get('/bpm/process-instance/get-approval-detail')).code).toBe(400);

    // started by 运营小王 (staff), whose department has the leader the first node asks for (admin's has none)
    const staff = await t.login('staff', 'staff123');
    const started = await t.call({
      method: 'POST',
      url: '/admin-api/bpm/process-instance/create',
      token: staff,
      payload: { processDefinitionId: expense.id, variables: { expenseType: typeField.options[0].value, amount: 128.5, reason: '官方前端发起的报销' }, startUserSelectAssignees: {} },
    });
    expect(started.code).toBe(0);
    const detail = await t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get-approval-detail?processInstanceId=${started.data}`, token: staff });
    expect(detail.data.processInstance).toMatchObject({ id: started.data, status: 1, formVariables: { amount: 128.5 } });
    // 申请信息 renders processDefinition.formConf + formFields with processInstance.formVariables
    expect(detail.data.processDefinition.formConf).toBe(expense.formConf);
    expect(detail.data.processDefinition.formFields).toEqual(expense.formFields);
  });
});
