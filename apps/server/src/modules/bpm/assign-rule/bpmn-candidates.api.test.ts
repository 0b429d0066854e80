import { describe, expect, it } from 'vitest';
import { bpmTaskKit } from '../task-test-kit';

// A model drawn in the yudao Vue 3 admin's designer carries its assignment in the BPMN (flowable:candidateStrategy /
// candidateParam) and no rule of ours: 发布 takes it as the node's rule (decision 0046).

const k = bpmTaskKit();

const oneTask = (task: string) =>
  `<startEvent id="s"/><sequenceFlow id="f0" sourceRef="s" targetRef="t"/>${task}<sequenceFlow id="f1" sourceRef="t" targetRef="e"/><endEvent id="e"/>`;

async function createModel(key: string, body: string) {
  const created = await k.post('model/create', { key, name: `测试${key}`, category: '1', bpmnXml: k.xml(body, key) });
  expect(created.code).toBe(0);
  const form = (await k.get('form/list-all-simple')).data[0];
  expect((await k.put('model/update', { id: created.data, key, name: `测试${key}`, formType: 10, formId: form.id })).code).toBe(0);
  return created.data as number;
}
const deployModel = (id: number) => k.app().call({ method: 'POST', url: k.api(`model/deploy?id=${id}`), token: k.tokens.admin });

describe('flowable:candidateStrategy / candidateParam count as the assignment rule', () => {
  it('strategy 30 (用户) as attributes: deploys, and the task is in that user’s 待办', async () => {
    const def = await k.deploy('cs_user', oneTask(`<userTask id="t" name="指定用户审批" flowable:candidateStrategy="30" flowable:candidateParam="${k.ids.lisi}"/>`), {});
    const rules = (await k.get(`task-assign-rule/list?processDefinitionId=${def}`)).data as any[];
    expect(rules).toEqual([expect.objectContaining({ taskDefinitionKey: 't', type: 30, options: [k.ids.lisi] })]);
    const id = await k.start(def);
    const [task] = await k.tasksOf(id);
    expect(task).toMatchObject({ name: '指定用户审批', assigneeUser: { id: k.ids.lisi } });
    expect(await k.todoIds('lisi')).toContain(task.id);
    expect(await k.todoIds('zhangsan')).not.toContain(task.id);
    expect((await k.put('task/approve', { id: task.id, reason: '同意' }, k.tokens.lisi)).code).toBe(0);
  });

  it('the Vue 3 designer’s extension elements: two users make a pool; 流程表达式 (60) is a candidateUsers expression', async () => {
    const pool = await k.deploy(
      'cs_pool',
      oneTask(`<userTask id="t" name="候选审批"><extensionElements><flowable:candidateStrategy>30</flowable:candidateStrategy><flowable:candidateParam>${k.ids.lisi},${k.ids.wangwu}</flowable:candidateParam></extensionElements></userTask>`),
      {},
    );
    const [pooled] = await k.tasksOf(await k.start(pool));
    expect(await k.todoIds('lisi')).toContain(pooled.id);
    expect(await k.todoIds('wangwu')).toContain(pooled.id);

    const expr = await k.deploy('cs_expr', oneTask(`<userTask id="t" name="表达式审批" flowable:candidateStrategy="60" flowable:candidateParam="\${initiator}"/>`), {});
    const [task] = await k.tasksOf(await k.start(expr, k.tokens.zhangsan));
    expect(task).toMatchObject({ assigneeUser: { id: k.ids.zhangsan } });
  });

  it('a rule of ours wins over the BPMN’s strategy', async () => {
    const def = await k.deploy('cs_ours', oneTask(`<userTask id="t" name="审批" flowable:candidateStrategy="30" flowable:candidateParam="${k.ids.lisi}"/>`), {
      t: { type: 30, options: [k.ids.wangwu] },
    });
    const [task] = await k.tasksOf(await k.start(def));
    expect(task).toMatchObject({ assigneeUser: { id: k.ids.wangwu } });
  });

  it('refuses a strategy this server does not run by name, and an empty parameter as 未配置分配规则', async () => {
    const self = await createModel('cs_self', oneTask('<userTask id="t" name="自选审批" flowable:candidateStrategy="35"/>'));
    expect(await deployModel(self)).toMatchObject({
      code: 1_009_002_024,
      msg: '部署流程失败，原因：用户任务(自选审批)的分配规则「发起人自选」本系统不支持，请改用角色、部门、岗位、用户、用户组、发起人或流程表达式',
    });
    const empty = await createModel('cs_empty', oneTask('<userTask id="t" name="审批" flowable:candidateStrategy="30" flowable:candidateParam=""/>'));
    expect(await deployModel(empty)).toMatchObject({ code: 1_009_002_015 });
    expect(((await k.get('process-definition/list?suspensionState=1')).data as any[]).some((d) => d.key === 'cs_self' || d.key === 'cs_empty')).toBe(false);
  });
});
