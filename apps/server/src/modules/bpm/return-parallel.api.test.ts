import { describe, expect, it } from 'vitest';
import { bpmTaskKit } from './task-test-kit';

/** 退回 / 撤回 inside parallel branches and multi-instances (decision 0042), through the API. */

const kit = bpmTaskKit();
const { tokens, ids, get, put, deploy, start, tasksOf, todoIds } = kit;
const running = async (id: string) => (await tasksOf(id)).filter((x) => x.result === 1);

const PAR = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="a"/><userTask id="a" name="一审"/>
  <sequenceFlow id="f2" sourceRef="a" targetRef="fork"/><parallelGateway id="fork"/>
  <sequenceFlow id="b1" sourceRef="fork" targetRef="x"/><userTask id="x" name="财务"/><sequenceFlow id="b2" sourceRef="x" targetRef="x2"/><userTask id="x2" name="财务复核"/><sequenceFlow id="b3" sourceRef="x2" targetRef="join"/>
  <sequenceFlow id="c1" sourceRef="fork" targetRef="y"/><userTask id="y" name="法务"/><sequenceFlow id="c2" sourceRef="y" targetRef="join"/>
  <parallelGateway id="join"/><sequenceFlow id="f9" sourceRef="join" targetRef="e"/><endEvent id="e"/>`;
const parRules = () => ({ a: { type: 30, options: [ids.admin] }, x: { type: 30, options: [ids.lisi] }, x2: { type: 30, options: [ids.wangwu] }, y: { type: 30, options: [ids.zhangsan] } });
const SIGN = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="a"/><userTask id="a" name="申请确认"/>
  <sequenceFlow id="f2" sourceRef="a" targetRef="sign"/><userTask id="sign" name="会签"><multiInstanceLoopCharacteristics isSequential="false"/></userTask>
  <sequenceFlow id="f3" sourceRef="sign" targetRef="e"/><endEvent id="e"/>`;
const signRules = () => ({ a: { type: 30, options: [ids.admin] }, sign: { type: 30, options: [ids.lisi, ids.wangwu, ids.zhangsan] } });
const by = (tasks: any[], key: string) => tasks.filter((x) => x.taskDefinitionKey === key || x.definitionKey === key);
const act = async (path: string, payload: object, user: string) => expect(await put(path, payload, tokens[user])).toMatchObject({ code: 0 });
const taskOf = async (id: string, name: string) => (await running(id)).find((x) => x.name === name);

describe('退回 in a parallel branch', () => {
  let def = '';
  it('to a task of the same branch: the other branch keeps going', async () => {
    def = await deploy('par_ret', PAR, parRules());
    const id = await start(def);
    await act('task/approve', { id: (await taskOf(id, '一审')).id, reason: '好' }, 'admin');
    await act('task/approve', { id: (await taskOf(id, '财务')).id, reason: '好' }, 'lisi');
    const review = await taskOf(id, '财务复核');
    const targets = (await get(`task/list-by-return?id=${review.id}`, tokens.wangwu)).data as any[];
    expect(targets.map((x) => x.name)).toEqual(['财务', '一审']);
    await act('task/return', { id: review.id, targetTaskDefinitionKey: 'x', reason: '金额不对' }, 'wangwu');
    const now = await tasksOf(id);
    expect(now.find((x) => x.id === review.id)).toMatchObject({ result: 5, reason: '金额不对' });
    expect((await running(id)).map((x) => x.name).sort()).toEqual(['法务', '财务'].sort());
  });

  it('out of the branch (before the split): the sibling branch ends, even the half-joined one, and runs again', async () => {
    const id = await start(def);
    await act('task/approve', { id: (await taskOf(id, '一审')).id, reason: '好' }, 'admin');
    const legal = await taskOf(id, '法务');
    await act('task/approve', { id: legal.id, reason: '合规' }, 'zhangsan');
    const finance = await taskOf(id, '财务');
    await act('task/return', { id: finance.id, targetTaskDefinitionKey: 'a', reason: '重新申请' }, 'lisi');
    expect((await running(id)).map((x) => x.name)).toEqual(['一审']);
    expect((await tasksOf(id)).find((x) => x.id === finance.id)).toMatchObject({ result: 5 });
    await act('task/approve', { id: (await taskOf(id, '一审')).id, reason: '再次提交' }, 'admin');
    expect((await running(id)).map((x) => x.name).sort()).toEqual(['法务', '财务'].sort());
    // 法务 must approve again: the earlier token did not survive in the join
    await act('task/approve', { id: (await taskOf(id, '财务')).id, reason: '好' }, 'lisi');
    await act('task/approve', { id: (await taskOf(id, '财务复核')).id, reason: '好' }, 'wangwu');
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ status: 1 });
    await act('task/approve', { id: (await taskOf(id, '法务')).id, reason: '好' }, 'zhangsan');
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ status: 2, result: 2 });
  });

  it('a running sibling task ends 取消 with the reason', async () => {
    const id = await start(def);
    await act('task/approve', { id: (await taskOf(id, '一审')).id, reason: '好' }, 'admin');
    const legal = await taskOf(id, '法务');
    await act('task/return', { id: (await taskOf(id, '财务')).id, targetTaskDefinitionKey: 'a', reason: '退回申请人' }, 'lisi');
    expect((await tasksOf(id)).find((x) => x.id === legal.id)).toMatchObject({ result: 4, reason: '流程已退回到之前的节点，本任务自动取消' });
    expect(await todoIds('zhangsan')).not.toContain(legal.id);
  });
});

describe('退回 from a multi-instance (会签)', () => {
  it('the whole 会签 goes back: the other approvers’ tasks end 取消, and all of them vote again later', async () => {
    const def = await deploy('sign_ret', SIGN, signRules());
    const id = await start(def);
    await act('task/approve', { id: (await taskOf(id, '申请确认')).id, reason: '好' }, 'admin');
    const votes = by(await running(id), 'sign');
    expect(votes).toHaveLength(3);
    const [mine, wang, zhang] = [ids.lisi, ids.wangwu, ids.zhangsan].map((u) => votes.find((v) => v.assigneeUser.id === u));
    await act('task/approve', { id: mine.id, reason: '同意' }, 'lisi');
    await act('task/return', { id: wang.id, targetTaskDefinitionKey: 'a', reason: '材料不全' }, 'wangwu');
    const all = await tasksOf(id);
    expect(all.find((x) => x.id === wang.id)).toMatchObject({ result: 5 });
    expect(all.find((x) => x.id === zhang.id)).toMatchObject({ result: 4, reason: '流程已退回到之前的节点，本任务自动取消' });
    expect((await running(id)).map((x) => x.name)).toEqual(['申请确认']);
    await act('task/approve', { id: (await taskOf(id, '申请确认')).id, reason: '补齐' }, 'admin');
    expect(by(await running(id), 'sign')).toHaveLength(3);
  });
});

describe('撤回 in a parallel branch and before a 会签', () => {
  it('within a branch: the next task of that branch comes back, the other branch is left alone', async () => {
    const def = await deploy('par_wd', PAR, parRules());
    const id = await start(def);
    await act('task/approve', { id: (await taskOf(id, '一审')).id, reason: '好' }, 'admin');
    const finance = await taskOf(id, '财务');
    await act('task/approve', { id: finance.id, reason: '好' }, 'lisi');
    const review = await taskOf(id, '财务复核');
    const legal = await taskOf(id, '法务');
    await act(`task/withdraw?taskId=${finance.id}`, {}, 'lisi');
    const after = await tasksOf(id);
    expect(after.find((x) => x.id === review.id)).toMatchObject({ result: 4, reason: '任务已被撤回' });
    expect(after.find((x) => x.id === legal.id)).toMatchObject({ result: 1 });
    expect((await taskOf(id, '财务')).assigneeUser.id).toBe(ids.lisi);
  });

  it('before the split: refused, saying why in Chinese', async () => {
    const def = await deploy('par_wd2', PAR, parRules());
    const id = await start(def);
    const first = await taskOf(id, '一审');
    await act('task/approve', { id: first.id, reason: '好' }, 'admin');
    expect(await put(`task/withdraw?taskId=${first.id}`, {})).toMatchObject({ code: 1_009_005_012, msg: '撤回失败，原因：后续任务在并行网关之后，撤回会同时收回其他分支，请改用退回' });
  });

  it('the step before a 会签 takes the whole 会签 back while nobody has voted; a single vote is never withdrawn', async () => {
    const def = await deploy('sign_wd', SIGN, signRules());
    const id = await start(def);
    const first = await taskOf(id, '申请确认');
    await act('task/approve', { id: first.id, reason: '好' }, 'admin');
    await act(`task/withdraw?taskId=${first.id}`, {}, 'admin');
    expect(by(await tasksOf(id), 'sign').map((x) => x.result)).toEqual([4, 4, 4]);
    const again = await taskOf(id, '申请确认');
    expect(again.assigneeUser.id).toBe(ids.admin);
    await act('task/approve', { id: again.id, reason: '好' }, 'admin');
    const vote = by(await running(id), 'sign').find((v) => v.assigneeUser.id === ids.lisi);
    await act('task/approve', { id: vote.id, reason: '同意' }, 'lisi');
    expect(await put(`task/withdraw?taskId=${vote.id}`, {}, tokens.lisi)).toMatchObject({ code: 1_009_005_012, msg: expect.stringContaining('会签 / 或签中的一票不能单独撤回') });
    expect(await put(`task/withdraw?taskId=${again.id}`, {})).toMatchObject({ code: 1_009_005_012, msg: '撤回失败，原因：会签 / 或签中已有审批人审批通过' });
  });
});
