import { describe, expect, it } from 'vitest';
import { clearCompiledCache } from './engine';
import { runDueJobs } from './instance/jobs';
import { fireDueTimers } from './instance/runtime';
import { bpmTaskKit } from './task-test-kit';

/**
 * Timer start events (jobs of the definition) and timer event sub-processes (timers of the instance), driven through
 * the API with the clock as an argument of the job / timer runs: nothing here waits for real time.
 */

const kit = bpmTaskKit();
const { ids, get, put, deploy, start, tasksOf } = kit;
const db = () => kit.app().database;
const HOUR = 3_600_000;
const admin = () => ({ type: 30, options: [ids.admin] });

async function timerJobs(definitionId: string) {
  const { rows } = await db().pool.query(`select element_id, due_time, fire_index, status, process_instance_id from bpm_job where kind = 'timer-start' and process_definition_id = $1`, [definitionId]);
  return rows as { element_id: string; due_time: Date; fire_index: number; status: number; process_instance_id: string | null }[];
}
async function instancesOf(definitionId: string) {
  const { rows } = await db().pool.query(`select id, start_user_id, status from bpm_process_instance where process_definition_id = $1 order by create_time`, [definitionId]);
  return rows as { id: string; start_user_id: string; status: number }[];
}

describe('timer start events', () => {
  const DAILY = `<startEvent id="ts" name="每小时"><timerEventDefinition><timeCycle>R2/PT1H</timeCycle></timerEventDefinition></startEvent>
    <sequenceFlow id="f1" sourceRef="ts" targetRef="daily"/><userTask id="daily" name="巡检"/><sequenceFlow id="f2" sourceRef="daily" targetRef="e"/><endEvent id="e"/>`;

  it('become a durable job at deploy and start an instance each time the cycle comes due, through a restart', async () => {
    const deployedAt = Date.now();
    const def = await deploy('tm_cycle', DAILY, { daily: admin() });
    const [job] = await timerJobs(def);
    expect(job).toMatchObject({ element_id: 'ts', fire_index: 0, status: 0, process_instance_id: null });
    expect(job.due_time.getTime() - deployedAt).toBeGreaterThanOrEqual(HOUR - 1000);
    expect(job.due_time.getTime() - deployedAt).toBeLessThan(HOUR + 60_000);
    // 发起 by hand is refused: the process has no plain start event
    expect((await kit.post('process-instance/create', { processDefinitionId: def, variables: kit.values })).code).not.toBe(0);

    const first = job.due_time.getTime();
    expect(await runDueJobs(db().db, { now: new Date(first - 1000) })).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(await runDueJobs(db().db, { now: new Date(first) })).toEqual({ done: 1, retry: 0, failed: 0 });
    const started = await instancesOf(def);
    expect(started).toHaveLength(1);
    expect(Number(started[0].start_user_id)).toBe(ids.admin); // the deployer
    expect((await tasksOf(started[0].id)).map((x) => [x.name, x.result])).toEqual([['巡检', 1]]);
    expect((await timerJobs(def)).map((j) => [j.fire_index, j.due_time.getTime() - first])).toEqual([[1, HOUR]]);

    // the server goes away: the job is a row, a fresh process (no cache) fires the second occurrence
    clearCompiledCache();
    expect(await runDueJobs(db().db, { now: new Date(first + HOUR + 5000) })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await instancesOf(def)).toHaveLength(2);
    expect((await timerJobs(def)).map((j) => [j.status, j.fire_index])).toEqual([[2, 2]]); // R2: used up, kept as done
    expect(await runDueJobs(db().db, { now: new Date(first + 10 * HOUR) })).toEqual({ done: 0, retry: 0, failed: 0 });

    // 流程定义 shows it: the page counts the timer starts, timer-list tells their schedule
    const page = await get('process-definition/page?pageNo=1&pageSize=10&key=tm_cycle');
    expect(page.data.list).toMatchObject([{ id: def, timerStartCount: 1 }]);
    expect((await get(`process-definition/timer-list?id=${def}`)).data).toEqual([
      { elementId: 'ts', name: '每小时', timerType: 'timeCycle', timerValue: 'R2/PT1H', nextFireTime: null, fired: 2, status: 2, attempts: 0, lastError: null },
    ]);
    expect((await get(`process-definition/timer-list?id=${def}`, kit.tokens.lisi)).code).toBe(403);
  });

  it('wait while the definition is suspended; a new version replaces the timers of the old', async () => {
    const def = await deploy('tm_date', DAILY.replace('<timeCycle>R2/PT1H</timeCycle>', '<timeDate>2020-01-01T09:00:00+08:00</timeDate>'), { daily: admin() });
    const [job] = await timerJobs(def);
    expect(job.due_time.toISOString()).toBe('2020-01-01T01:00:00.000Z'); // passed: due at once
    expect((await put('process-definition/update-suspension-state', { id: def, suspensionState: 2 })).code).toBe(0);
    expect(await runDueJobs(db().db)).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(await timerJobs(def)).toHaveLength(1);
    expect((await put('process-definition/update-suspension-state', { id: def, suspensionState: 1 })).code).toBe(0);
    expect(await runDueJobs(db().db)).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await instancesOf(def)).toHaveLength(1);
    expect((await timerJobs(def)).map((j) => j.status)).toEqual([2]); // a date fires once

    const v1 = await deploy('tm_versions', DAILY, { daily: admin() });
    expect(await timerJobs(v1)).toHaveLength(1);
    const [scheduled] = (await get(`process-definition/timer-list?id=${v1}`)).data;
    expect(scheduled).toMatchObject({ elementId: 'ts', status: 0, fired: 0, nextFireTime: (await timerJobs(v1))[0].due_time.getTime() });
    const { rows } = await db().pool.query(`select model_id from bpm_process_definition where id = $1`, [v1]);
    expect((await kit.app().call({ method: 'POST', url: kit.api(`model/deploy?id=${rows[0].model_id}`), token: kit.tokens.admin })).code).toBe(0);
    const v2 = ((await get('process-definition/list?suspensionState=1')).data as any[]).find((d) => d.key === 'tm_versions').id as string;
    expect(v2).not.toBe(v1);
    expect(await timerJobs(v1)).toEqual([]);
    expect(await timerJobs(v2)).toHaveLength(1);
  });

  it('a value that cannot be scheduled is refused at deploy by name', async () => {
    const created = await kit.post('model/create', { key: 'tm_bad', name: '测试tm_bad', category: '1', bpmnXml: kit.xml(DAILY.replace('R2/PT1H', '0 0 9 * * ?'), 'tm_bad') });
    const modelId = created.data as number;
    const form = (await get('form/list-all-simple')).data[0];
    await put('model/update', { id: modelId, key: 'tm_bad', name: '测试tm_bad', formType: 10, formId: form.id });
    await kit.post('task-assign-rule/create', { modelId, taskDefinitionKey: 'daily', ...admin() });
    const res = await kit.app().call({ method: 'POST', url: kit.api(`model/deploy?id=${modelId}`), token: kit.tokens.admin });
    expect(res.code).not.toBe(0);
    expect(res.msg).toContain('ts');
    expect(res.msg).toContain('0 0 9 * * ?');
  });
});

describe('timer event sub-processes', () => {
  const WITH_TIMER_SUB = (interrupting: boolean) => `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
    <subProcess id="es" triggeredByEvent="true"><startEvent id="es_s" name="超过一小时" isInterrupting="${interrupting}"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></startEvent>
      <sequenceFlow id="es1" sourceRef="es_s" targetRef="es_t"/><userTask id="es_t" name="催办"/><sequenceFlow id="es2" sourceRef="es_t" targetRef="es_e"/><endEvent id="es_e"/></subProcess>`;
  const timerRows = async (instanceId: string) =>
    (await db().pool.query(`select execution_id, due_time from bpm_timer where process_instance_id = $1`, [instanceId])).rows as { execution_id: string; due_time: Date }[];

  it('interrupting: armed when the instance starts, fires its duration later and cancels the main task', async () => {
    const def = await deploy('tm_sub_int', WITH_TIMER_SUB(true), { t: admin(), es_t: admin() });
    const startedAt = Date.now();
    const id = await start(def);
    const [row] = await timerRows(id);
    expect(row.execution_id).toBe('eventsub:es_s');
    expect(row.due_time.getTime() - startedAt).toBeGreaterThanOrEqual(HOUR - 1000);
    const due = row.due_time.getTime();
    expect(await fireDueTimers(db().db, 100, new Date(due - 60_000))).toEqual({ fired: 0, failed: 0 });
    expect(await fireDueTimers(db().db, 100, new Date(due + 1000))).toEqual({ fired: 1, failed: 0 });
    expect((await tasksOf(id)).map((x) => [x.name, x.result, x.reason])).toEqual([
      ['审批', 4, '任务被边界事件中断，已自动取消'],
      ['催办', 1, null],
    ]);
    expect(await timerRows(id)).toEqual([]);
  });

  it('non-interrupting: the handler runs beside the main task; an instance that ends first drops the timer', async () => {
    const def = await deploy('tm_sub_non', WITH_TIMER_SUB(false), { t: admin(), es_t: admin() });
    const id = await start(def);
    const due = (await timerRows(id))[0].due_time.getTime();
    expect(await fireDueTimers(db().db, 100, new Date(due))).toEqual({ fired: 1, failed: 0 });
    expect((await tasksOf(id)).map((x) => [x.name, x.result]).sort()).toEqual([
      ['催办', 1],
      ['审批', 1],
    ]);

    const quick = await start(def);
    expect(await timerRows(quick)).toHaveLength(1);
    const task = (await tasksOf(quick))[0];
    expect((await put('task/approve', { id: task.id, reason: '同意' })).code).toBe(0);
    expect((await get(`process-instance/get?id=${quick}`)).data).toMatchObject({ status: 2, result: 2 });
    expect(await timerRows(quick)).toEqual([]);
    expect(await fireDueTimers(db().db, 100, new Date(due + 10 * HOUR))).toEqual({ fired: 0, failed: 0 });
  });
});
