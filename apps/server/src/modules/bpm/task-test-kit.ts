import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The API harness of the task-operation tests (task-ops, return-parallel): one test app with admin and three staff
 * signed in, their user ids, and deploy / start / task reads through the real routes. Call once at a file's top level.
 */
export function bpmTaskKit() {
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

  const xml = (body: string, key: string) => `<?xml version="1.0" encoding="UTF-8"?>
  <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:flowable="http://flowable.org/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
   <process id="${key}" name="测试" isExecutable="true">${body}</process>
  </definitions>`;

  /** Deploys a model whose tasks get the given rules (USER rule type 30 unless given); returns the definition id. */
  async function deploy(key: string, body: string, rules: Record<string, { type: number; options: number[] }>) {
    const created = await post('model/create', { key, name: `测试${key}`, category: '1', bpmnXml: xml(body, key) });
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

  return { app: () => t, tokens, ids, api, get, post, put, xml, values, deploy, start, tasksOf, todoIds };
}
