import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../config';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const xmlFor = (processId: string, name = '请假流程') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="approve" name="审批" camunda:assignee="admin" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
  </bpmn:process>
</bpmn:definitions>`;

const create = (payload: object, token = admin) => t.call({ method: 'POST', url: '/admin-api/bpm/model/create', payload, token });

describe('/bpm/model', () => {
  it('creates, reads, pages, updates with XML and deletes a model', async () => {
    const created = await create({ key: 'leave', name: '请假流程', category: '1', description: 'OA 请假' });
    expect(created.code).toBe(0);
    const id = created.data as number;
    const got = await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${id}`, token: admin });
    expect(got.data).toMatchObject({ id, key: 'leave', name: '请假流程', category: '1', bpmnXml: null });
    expect(typeof got.data.createTime).toBe('number');
    const xml = xmlFor('leave');
    const updated = await t.call({ method: 'PUT', url: '/admin-api/bpm/model/update', token: admin, payload: { id, key: 'leave', name: '请假流程', bpmnXml: xml } });
    expect(updated.code).toBe(0);
    const again = await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${id}`, token: admin });
    expect(again.data.bpmnXml).toBe(xml);
    // an update without category / description (the design page's save) keeps them
    expect(again.data).toMatchObject({ category: '1', description: 'OA 请假' });
    await t.call({ method: 'PUT', url: '/admin-api/bpm/model/update', token: admin, payload: { id, key: 'leave', name: '请假流程', description: '' } });
    expect((await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${id}`, token: admin })).data).toMatchObject({ category: '1', description: '', bpmnXml: xml });
    const page = await t.call({ method: 'GET', url: '/admin-api/bpm/model/page?pageNo=1&pageSize=10&name=请假流程', token: admin });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0].key).toBe('leave');
    expect((await t.call({ method: 'DELETE', url: `/admin-api/bpm/model/delete?id=${id}`, token: admin })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${id}`, token: admin })).code).toBe(1_009_002_000);
  });

  it('rejects XML whose process id differs from the key, and XML that does not parse, changing nothing', async () => {
    const { data: id } = await create({ key: 'expense_x', name: '报销流程' });
    const before = await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${id}`, token: admin });
    const mismatch = await t.call({ method: 'PUT', url: '/admin-api/bpm/model/update', token: admin, payload: { id, key: 'expense_x', name: '报销流程改', bpmnXml: xmlFor('other') } });
    expect(mismatch).toMatchObject({ code: 1_009_002_003, msg: '流程标识【other】与模型标识【expense_x】不一致，请修改流程标识后重新保存' });
    const broken = await t.call({ method: 'PUT', url: '/admin-api/bpm/model/update', token: admin, payload: { id, key: 'expense_x', name: '报销流程改', bpmnXml: '<bpmn:definitions><oops' } });
    expect(broken.code).toBe(1_009_002_002);
    expect(broken.msg).toMatch(/^流程模型 XML 解析失败：/);
    const after = await t.call({ method: 'GET', url: `/admin-api/bpm/model/get?id=${id}`, token: admin });
    expect(after.data).toEqual(before.data);
    expect((await create({ key: 'bad', name: 'x', bpmnXml: xmlFor('not-bad') })).code).toBe(1_009_002_003);
    expect(await t.count("bpm_model where key = 'bad'")).toBe(0);
  });

  it('accepts real files written by other tools when the key names one of their processes', async () => {
    const file = path.join(repoRoot, '../shared/fixtures/bpmn/miwg-reference/B.2.0.bpmn');
    if (!fs.existsSync(file)) return;
    const xml = fs.readFileSync(file, 'utf8');
    expect((await create({ key: 'WFP-6-2', name: 'MIWG B.2.0', bpmnXml: xml })).code).toBe(0);
  });

  it('validates keys and names, refuses duplicates, and guards every call by permission', async () => {
    expect((await create({ key: '1abc', name: 'x' })).code).toBe(400);
    expect((await create({ key: 'ok_key', name: '' })).msg).toContain('流程名称不能为空');
    expect((await create({ key: "x' or 1=1", name: 'x' })).code).toBe(400);
    await create({ key: 'dup', name: '一' });
    expect(await create({ key: 'dup', name: '二' })).toMatchObject({ code: 1_009_002_001, msg: '已经存在流程标识为【dup】的流程' });
    expect((await create({ key: 'm1', name: 'x' }, member)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/bpm/model/page' })).code).toBe(401);
    expect(await t.count("bpm_model where key in ('m1', 'ok_key')")).toBe(0);
  });
});
