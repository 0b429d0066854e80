import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueJobs } from './instance/jobs';

/**
 * The conformance models (conformance/*.bpmn) through the API: deploy with every user task assigned to admin, start
 * with the 费用报销 form's values (amount 100), approve the running tasks one by one, and compare with what Flowable does
 * with the same file: the tasks approved in order, how many ended 取消, and the instance's result.
 */
let t: TestApp;
let token = '';
let admin = 0;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', 'admin123');
  admin = Number((await t.database.pool.query(`select id from system_users where username = 'admin'`)).rows[0].id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => t.call({ method, url: `/admin-api/bpm/${path}`, payload, token });
const file = (name: string) => readFileSync(new URL(`./conformance/${name}.bpmn`, import.meta.url), 'utf8');

interface Case {
  file: string;
  key: string;
  /** task names approved (parallel branches' tasks are created together, so compared without their order) */
  approved: string[];
  cancelled?: number;
  /** 2 通过, 6 异常 */
  result: number;
  /** variables an approver sends, by task name (fields of that task's own form) */
  variables?: Record<string, Record<string, unknown>>;
}

const CASES: Case[] = [
  { file: 'exclusive-gateway', key: 'conf_xor', approved: ['小额审批'], result: 2 },
  { file: 'parallel-join', key: 'conf_and', approved: ['法务会审', '财务会审', '归档'], result: 2 },
  { file: 'inclusive-gateway', key: 'conf_or', approved: ['部门审批'], result: 2 },
  { file: 'countersign', key: 'conf_countersign', approved: ['会签', '会签', '会签'], result: 2 },
  { file: 'or-sign', key: 'conf_orsign', approved: ['或签'], cancelled: 2, result: 2 },
  { file: 'sequential-collection', key: 'conf_seq', approved: ['选审批人', '依次审批', '依次审批'], result: 2, variables: { 选审批人: { approvers: ['ADMIN', 'ADMIN'] } } },
  { file: 'manual-task', key: 'conf_manual', approved: ['确认'], result: 2 },
  { file: 'error-end', key: 'conf_error', approved: ['审批'], result: 6 },
  { file: 'sub-process', key: 'conf_sub', approved: ['子流程复核', '终审'], result: 2 },
  // issue 24: a service task's job sets the variables the gateway reads; a signal thrown in one branch wakes the other;
  // an error end caught by an error event sub-process (Flowable: the handler runs, the instance ends normally)
  { file: 'service-task', key: 'conf_service', approved: ['快速通道'], result: 2 },
  { file: 'signal-in-instance', key: 'conf_signal', approved: ['材料审核', '归档'], result: 2 },
  { file: 'error-event-sub-process', key: 'conf_error_sub', approved: ['审批', '错误处理'], result: 2 },
];

async function deploy(key: string, xml: string) {
  const modelId = (await call('POST', 'model/create', { key, name: key, category: '1', bpmnXml: xml })).data as number;
  const form = (await call('GET', 'form/list-all-simple')).data[0];
  expect((await call('PUT', 'model/update', { id: modelId, key, name: key, formType: 10, formId: form.id })).code).toBe(0);
  const rules = (await call('GET', `task-assign-rule/list?modelId=${modelId}`)).data as { taskDefinitionKey: string }[];
  for (const r of rules) await call('POST', 'task-assign-rule/create', { modelId, taskDefinitionKey: r.taskDefinitionKey, type: 30, options: [admin] });
  return t.call({ method: 'POST', url: `/admin-api/bpm/model/deploy?id=${modelId}`, token });
}

describe('conformance models, with Flowable as the expected result', () => {
  for (const c of CASES) {
    it(c.file, async () => {
      expect((await deploy(c.key, file(c.file))).code).toBe(0);
      const definition = (await call('GET', `process-definition/get?key=${c.key}`)).data;
      const started = await call('POST', 'process-instance/create', { processDefinitionId: definition.id, variables: { expenseType: '差旅费', amount: 100, reason: '一致性' } });
      expect(started.code).toBe(0);
      const approved: string[] = [];
      for (let step = 0; step < 10; step++) {
        // service tasks run as jobs (the timer job's tick in a server): run what is due before looking for tasks
        await runDueJobs(t.database.db);
        const tasks = (await call('GET', `task/list-by-process-instance-id?processInstanceId=${started.data}`)).data as { id: string; name: string; result: number }[];
        const next = tasks.find((x) => x.result === 1);
        if (!next) break;
        const variables = JSON.parse(JSON.stringify(c.variables?.[next.name] ?? {}).replaceAll('"ADMIN"', String(admin)));
        expect((await call('PUT', 'task/approve', { id: next.id, reason: '同意', ...(Object.keys(variables).length ? { variables } : {}) })).code).toBe(0);
        approved.push(next.name);
      }
      const tasks = (await call('GET', `task/list-by-process-instance-id?processInstanceId=${started.data}`)).data as { result: number }[];
      expect([...approved].sort()).toEqual([...c.approved].sort());
      expect(approved.at(-1)).toBe(c.approved.at(-1));
      expect(tasks.filter((x) => x.result === 4)).toHaveLength(c.cancelled ?? 0);
      expect((await call('GET', `process-instance/get?id=${started.data}`)).data).toMatchObject({ status: 2, result: c.result });
    });
  }
  it('script-task: refused at deploy by name', async () => {
    expect(await deploy('conf_script', file('script-task'))).toMatchObject({ code: 1_009_002_013, msg: expect.stringContaining('脚本任务「算一下（x）」') });
  });
});
