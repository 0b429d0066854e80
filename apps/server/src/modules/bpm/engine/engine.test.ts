import { describe, expect, it } from 'vitest';
import { Engine } from 'bpmn-engine';
import { compileProcess, DeployError, isValidTimerValue } from './compile';
import { runEngine } from './engine';
import { checkTemplate, resolveTemplate } from './juel';

const wrap = (body: string, id = 'p') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
 <process id="${id}" isExecutable="true">${body}</process>
</definitions>`;

const LEAVE = wrap(`
  <startEvent id="start"/>
  <sequenceFlow id="f1" sourceRef="start" targetRef="t1"/>
  <userTask id="t1" name="审批"/>
  <boundaryEvent id="b1" attachedToRef="t1"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
  <sequenceFlow id="fb" sourceRef="b1" targetRef="end2"/>
  <endEvent id="end2"/>
  <sequenceFlow id="f2" sourceRef="t1" targetRef="gw"/>
  <exclusiveGateway id="gw"/>
  <sequenceFlow id="f3" sourceRef="gw" targetRef="sub"><conditionExpression xsi:type="tFormalExpression">\${days &gt; 3}</conditionExpression></sequenceFlow>
  <sequenceFlow id="f4" sourceRef="gw" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${days &lt;= 3}</conditionExpression></sequenceFlow>
  <subProcess id="sub"><startEvent id="ss"/><sequenceFlow id="sf1" sourceRef="ss" targetRef="t2"/><userTask id="t2" name="子流程审批"/><sequenceFlow id="sf2" sourceRef="t2" targetRef="se"/><endEvent id="se"/></subProcess>
  <sequenceFlow id="f5" sourceRef="sub" targetRef="end"/>
  <endEvent id="end"/>`);

async function deployProblem(xml: string, key = 'p') {
  try {
    await compileProcess(xml, key);
  } catch (err) {
    if (err instanceof DeployError) return err.problem;
    throw err;
  }
  return null;
}

describe('compileProcess (deploy checks)', () => {
  it('lists user tasks (sub-processes included) and flow sources', async () => {
    const c = await compileProcess(LEAVE, 'p');
    expect(c.userTasks).toEqual([{ id: 't1', name: '审批' }, { id: 't2', name: '子流程审批' }]);
    expect(c.flowSource.get('f3')).toBe('gw');
    expect(c.flowSource.get('sf2')).toBe('t2');
  });
  it('refuses script and service tasks, naming them', async () => {
    const p = await deployProblem(wrap(`<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="x"/><scriptTask id="x" name="算一下" scriptFormat="javascript"><script>process.exit()</script></scriptTask><sequenceFlow id="b" sourceRef="x" targetRef="e"/><endEvent id="e"/>`));
    expect(p).toEqual({ kind: 'unsupported', elements: ['脚本任务「算一下（x）」'] });
  });
  it('refuses a syntax error in a condition with the flow id and the expression', async () => {
    const p = await deployProblem(wrap(`<startEvent id="s"/><sequenceFlow id="bad" sourceRef="s" targetRef="e"><conditionExpression xsi:type="tFormalExpression">\${days &gt;}</conditionExpression></sequenceFlow><endEvent id="e"/>`));
    expect(p).toMatchObject({ kind: 'expression', elementId: 'bad', expression: '${days >}' });
  });
  it('needs one start event and a reachable end', async () => {
    expect(await deployProblem(wrap(`<userTask id="t"/>`))).toEqual({ kind: 'start-events', count: 0 });
    expect(await deployProblem(wrap(`<startEvent id="a"/><startEvent id="b"/><endEvent id="e"/>`))).toEqual({ kind: 'start-events', count: 2 });
    expect(await deployProblem(wrap(`<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="t"/><userTask id="t"/><endEvent id="e"/>`))).toEqual({ kind: 'no-end' });
    expect(await deployProblem(LEAVE, 'other')).toEqual({ kind: 'no-process' });
  });
  it('timer values: durations, dates and R/PT cycles', () => {
    expect(isValidTimerValue('timeDuration', 'PT1H30M')).toBe(true);
    expect(isValidTimerValue('timeDuration', 'P2D')).toBe(true);
    expect(isValidTimerValue('timeDuration', '1 hour')).toBe(false);
    expect(isValidTimerValue('timeDate', '2026-12-01T09:00:00+08:00')).toBe(true);
    expect(isValidTimerValue('timeCycle', 'R3/PT10M')).toBe(true);
    expect(isValidTimerValue('timeCycle', 'R/PT1H')).toBe(true);
    expect(isValidTimerValue('timeCycle', '0 0 * * *')).toBe(false);
  });
});

describe('runEngine', () => {
  it('start → waits and timers; state survives a fresh engine; completes through a sub-process', async () => {
    const c = await compileProcess(LEAVE, 'p');
    const vars = { days: 5 };
    const started = await runEngine(c, null, vars, { type: 'start' });
    expect(started.status).toBe('running');
    expect(started.waiting.map((w) => w.elementId)).toEqual(['t1']);
    expect(started.timers).toHaveLength(1);
    expect(started.timers[0].elementId).toBe('b1');
    expect(started.timers[0].expireAt).toBeGreaterThan(Date.now() + 3_500_000);
    expect(started.events.filter((e) => e.kind === 'flow').map((e) => e.elementId)).toEqual(['f1']);
    const stored = JSON.parse(JSON.stringify(started.state));
    expect(JSON.stringify(stored)).not.toContain('"source"');

    const second = await runEngine(c, stored, vars, { type: 'complete', executionId: started.waiting[0].executionId });
    expect(second.status).toBe('running');
    expect(second.waiting.map((w) => w.elementId)).toEqual(['t2']);
    expect(second.timers).toEqual([]);
    expect(second.events.filter((e) => e.kind === 'flow').map((e) => e.elementId)).toEqual(['f2', 'f3', 'sf1']);

    const done = await runEngine(c, JSON.parse(JSON.stringify(second.state)), vars, { type: 'complete', executionId: second.waiting[0].executionId });
    expect(done.status).toBe('completed');
    expect(done.waiting).toEqual([]);
    expect(done.events.filter((e) => e.kind === 'end').map((e) => e.elementId)).toContain('end');
  });
  it('a timer whose time has come fires on resume', async () => {
    const c = await compileProcess(LEAVE.replace('PT1H', 'PT0.05S'), 'p');
    const started = await runEngine(c, null, { days: 1 }, { type: 'start' });
    await new Promise((r) => setTimeout(r, 80));
    const fired = await runEngine(c, JSON.parse(JSON.stringify(started.state)), { days: 1 }, { type: 'fire-timers' });
    expect(fired.status).toBe('completed');
    expect(fired.events.some((e) => e.elementId === 'b1' && e.kind === 'end')).toBe(true);
    expect(fired.events.some((e) => e.elementId === 'end2' && e.kind === 'end')).toBe(true);
  });
  it('completing a task that is not waiting fails', async () => {
    const c = await compileProcess(LEAVE, 'p');
    const started = await runEngine(c, null, { days: 1 }, { type: 'start' });
    const res = await runEngine(c, JSON.parse(JSON.stringify(started.state)), { days: 1 }, { type: 'complete', executionId: 'nope' });
    expect(res.status).toBe('error');
  });
  it('an exclusive gateway without a matching flow is an error, not a silent end', async () => {
    const c = await compileProcess(LEAVE, 'p');
    const started = await runEngine(c, null, { days: null }, { type: 'start' });
    const res = await runEngine(c, JSON.parse(JSON.stringify(started.state)), { days: null }, { type: 'complete', executionId: started.waiting[0].executionId });
    expect(res.status).toBe('error');
    expect(res.error).toBeTruthy();
  });
  // rows written before runEngine drove bpmn-elements' Definition itself hold bpmn-engine Engine#getState(); both ways work
  it('resumes a state written by bpmn-engine, and bpmn-engine resumes ours', async () => {
    const c = await compileProcess(LEAVE, 'p');
    const vars = { days: 1 };
    const engine = new Engine({ name: 'p', sourceContext: c.sourceContext, expressions: { resolveExpression: (t: string) => resolveTemplate(t, vars), isExpression: (t: string) => /^\$\{.+\}$/.test(t), hasExpression: (t: string) => t.includes('${') }, Logger: () => ({ debug() {}, error() {}, warn() {} }) } as any);
    const listener = new (await import('node:events')).EventEmitter();
    let waiting = '';
    listener.on('activity.wait', (api: { type: string; executionId: string }) => {
      if (api.type === 'bpmn:UserTask') waiting = api.executionId;
    });
    await engine.execute({ listener });
    const old = JSON.parse(JSON.stringify(await engine.getState()));
    for (const d of old.definitions) delete d.source;
    await engine.stop();
    const done = await runEngine(c, old, vars, { type: 'complete', executionId: waiting });
    expect(done.status).toBe('completed');
    expect(done.events.filter((e) => e.kind === 'flow').map((e) => e.elementId)).toEqual(['f2', 'f4']);

    const ours = await runEngine(c, null, vars, { type: 'start' });
    const recovered = new Engine({ name: 'p', sourceContext: c.sourceContext, Logger: () => ({ debug() {}, error() {}, warn() {} }) } as any).recover(JSON.parse(JSON.stringify(ours.state)));
    const waits: string[] = [];
    const l2 = new (await import('node:events')).EventEmitter();
    l2.on('activity.wait', (api: { type: string; executionId: string }) => waits.push(api.executionId));
    await recovered.resume({ listener: l2 });
    expect(waits).toContain(ours.waiting[0].executionId);
    await recovered.stop();
  });
});

describe('multi-instance (会签 / 或签 / ratio, collections, rule candidates)', () => {
  const CAMUNDA = 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"';
  const mi = (loop: string, task = '') =>
    wrap(`<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="t"/>
    <userTask id="t" name="会签" ${task}>${loop}</userTask>
    <sequenceFlow id="b" sourceRef="t" targetRef="next"/><userTask id="next" name="下一步"/><sequenceFlow id="c" sourceRef="next" targetRef="e"/><endEvent id="e"/>`).replace('<definitions ', `<definitions ${CAMUNDA} `);
  const again = (r: { state: unknown }) => JSON.parse(JSON.stringify(r.state));
  const onT = <W extends { elementId: string }>(r: { waiting: W[] }) => r.waiting.filter((w) => w.elementId === 't');

  it('completionCondition is evaluated after every completion; the rest close as loop ends (或签 / ratio)', async () => {
    const c = await compileProcess(
      mi(`<multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>4</loopCardinality><completionCondition>\${nrOfCompletedInstances/nrOfInstances &gt;= 0.5}</completionCondition></multiInstanceLoopCharacteristics>`),
      'p',
    );
    const r1 = await runEngine(c, null, {}, { type: 'start' });
    expect(onT(r1)).toHaveLength(4);
    const r2 = await runEngine(c, again(r1), {}, { type: 'complete', executionId: r1.waiting[0].executionId });
    expect(r2.status).toBe('running');
    expect(onT(r2).map((w) => w.executionId)).toEqual(r1.waiting.slice(1).map((w) => w.executionId));
    expect(r2.closed).toEqual([]);
    const r3 = await runEngine(c, again(r2), {}, { type: 'complete', executionId: r1.waiting[2].executionId });
    expect(r3.error).toBeNull();
    expect(r3.waiting.map((w) => w.elementId)).toEqual(['next']);
    expect(r3.closed.map((x) => x.executionId).sort()).toEqual([r1.waiting[1].executionId, r1.waiting[3].executionId].sort());
    expect(r3.closed.every((x) => x.why === 'loop')).toBe(true);
  });

  it('或签: the first completion ends the loop; 会签 without a condition waits for all', async () => {
    const orSign = await compileProcess(mi(`<multiInstanceLoopCharacteristics><loopCardinality>3</loopCardinality><completionCondition>\${nrOfCompletedInstances &gt; 0}</completionCondition></multiInstanceLoopCharacteristics>`), 'p');
    const o1 = await runEngine(orSign, null, {}, { type: 'start' });
    const o2 = await runEngine(orSign, again(o1), {}, { type: 'complete', executionId: o1.waiting[1].executionId });
    expect(o2.waiting.map((w) => w.elementId)).toEqual(['next']);
    expect(o2.closed).toHaveLength(2);

    const all = await compileProcess(mi(`<multiInstanceLoopCharacteristics><loopCardinality>2</loopCardinality><completionCondition>\${nrOfActiveInstances == 0}</completionCondition></multiInstanceLoopCharacteristics>`), 'p');
    const a1 = await runEngine(all, null, {}, { type: 'start' });
    const a2 = await runEngine(all, again(a1), {}, { type: 'complete', executionId: a1.waiting[0].executionId });
    expect(onT(a2)).toHaveLength(1);
    const a3 = await runEngine(all, again(a2), {}, { type: 'complete', executionId: a1.waiting[1].executionId });
    expect(a3.waiting.map((w) => w.elementId)).toEqual(['next']);
    expect(a3.closed).toEqual([]);
  });

  it('camunda:collection + elementVariable (a list variable, a bare name, sequential with loopCounter)', async () => {
    const c = await compileProcess(mi(`<multiInstanceLoopCharacteristics camunda:collection="\${approvers}" camunda:elementVariable="approver"/>`, 'camunda:assignee="${approver}"'), 'p');
    expect(c.loops.get('t')).toEqual({ sequential: false, elementVariable: 'approver', candidatesVariable: null });
    expect(c.assignments.get('t')).toEqual({ assignee: '${approver}' });
    const r1 = await runEngine(c, null, { approvers: [7, 9] }, { type: 'start' });
    expect(onT(r1).map((w) => w.loopItem)).toEqual([7, 9]);

    const seq = await compileProcess(
      mi(`<multiInstanceLoopCharacteristics isSequential="true" camunda:collection="people" camunda:elementVariable="who"><completionCondition>\${loopCounter == 1}</completionCondition></multiInstanceLoopCharacteristics>`),
      'p',
    );
    const s1 = await runEngine(seq, null, { people: [3, 4, 5] }, { type: 'start' });
    expect(onT(s1).map((w) => w.loopItem)).toEqual([3]);
    const s2 = await runEngine(seq, again(s1), { people: [3, 4, 5] }, { type: 'complete', executionId: s1.waiting[0].executionId });
    expect(onT(s2).map((w) => w.loopItem)).toEqual([4]);
    const s3 = await runEngine(seq, again(s2), { people: [3, 4, 5] }, { type: 'complete', executionId: onT(s2)[0].executionId });
    expect(s3.waiting.map((w) => w.elementId)).toEqual(['next']);
  });

  it('neither cardinality nor collection (or the designer placeholder): one iteration per rule candidate, from hidden variables', async () => {
    for (const loop of ['<multiInstanceLoopCharacteristics/>', '<multiInstanceLoopCharacteristics camunda:collection="${coll_userList}"/>']) {
      const c = await compileProcess(mi(loop), 'p');
      const info = c.loops.get('t')!;
      expect(info.candidatesVariable).toBeTruthy();
      const r = await runEngine(c, null, {}, { type: 'start' }, { [info.candidatesVariable!]: [11, 12, 13] });
      expect(onT(r).map((w) => w.loopItem)).toEqual([11, 12, 13]);
      expect(JSON.stringify(r.state)).not.toContain('__candidates');
    }
    // elsewhere than on a user task it is refused
    const p = await deployProblem(wrap(`<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="x"/><task id="x" name="做事"><multiInstanceLoopCharacteristics/></task><sequenceFlow id="b" sourceRef="x" targetRef="e"/><endEvent id="e"/>`));
    expect(p).toEqual({ kind: 'loop', element: 'Task「做事（x）」' });
  });

  it('an interrupting timer on a waiting task closes it as interrupted', async () => {
    const c = await compileProcess(LEAVE.replace('PT1H', 'PT0.05S'), 'p');
    const started = await runEngine(c, null, { days: 1 }, { type: 'start' });
    await new Promise((r) => setTimeout(r, 80));
    const fired = await runEngine(c, JSON.parse(JSON.stringify(started.state)), { days: 1 }, { type: 'fire-timers' });
    expect(fired.closed).toEqual([{ executionId: started.waiting[0].executionId, why: 'interrupted' }]);
  });
});

describe('jump (退回 / 撤回)', () => {
  it('starts an earlier task again and drops the waiting one; the process goes on from there', async () => {
    const c = await compileProcess(
      wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t1"/><userTask id="t1" name="一"/><sequenceFlow id="f2" sourceRef="t1" targetRef="t2"/>
      <userTask id="t2" name="二"/><sequenceFlow id="f3" sourceRef="t2" targetRef="e"/><endEvent id="e"/>`),
      'p',
    );
    const r1 = await runEngine(c, null, {}, { type: 'start' });
    const r2 = await runEngine(c, JSON.parse(JSON.stringify(r1.state)), {}, { type: 'complete', executionId: r1.waiting[0].executionId });
    const atT2 = r2.waiting[0];
    expect(atT2.elementId).toBe('t2');
    const back = await runEngine(c, JSON.parse(JSON.stringify(r2.state)), {}, { type: 'jump', targetId: 't1', executionIds: [atT2.executionId] });
    expect(back.status).toBe('running');
    expect(back.waiting.map((w) => w.elementId)).toEqual(['t1']);
    expect(back.waiting[0].executionId).not.toBe(r1.waiting[0].executionId);
    expect(back.closed).toEqual([{ executionId: atT2.executionId, why: 'jumped' }]);
    const again = await runEngine(c, JSON.parse(JSON.stringify(back.state)), {}, { type: 'complete', executionId: back.waiting[0].executionId });
    expect(again.waiting.map((w) => w.elementId)).toEqual(['t2']);
  });
});

describe('safe runs', () => {
  const withRoot = (root: string, body: string) => wrap(body).replace('<process ', `${root}\n <process `);
  it('a manual task passes through', async () => {
    const c = await compileProcess(wrap(`<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="m"/><manualTask id="m" name="线下签字"/><sequenceFlow id="b" sourceRef="m" targetRef="t"/><userTask id="t"/><sequenceFlow id="c" sourceRef="t" targetRef="e"/><endEvent id="e"/>`), 'p');
    const r = await runEngine(c, null, {}, { type: 'start' });
    expect(r.waiting.map((w) => w.elementId)).toEqual(['t']);
    expect(r.events.filter((e) => e.kind === 'end').map((e) => e.elementId)).toContain('m');
  });
  it('an uncaught error end event fails the instance (never completed); one caught by a boundary does not', async () => {
    const c = await compileProcess(
      withRoot('<error id="Err" errorCode="E1"/>', `<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="e"/><endEvent id="e" name="出错"><errorEventDefinition errorRef="Err"/></endEvent>`),
      'p',
    );
    const r = await runEngine(c, null, {}, { type: 'start' });
    expect(r.status).toBe('failed');
    expect(r.error).toBe('流程在错误结束事件「出错（e），错误码 E1」结束，没有被捕获');
    const caught = await compileProcess(
      withRoot(
        '<error id="Err" errorCode="E1"/>',
        `<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="sub"/>
        <subProcess id="sub"><startEvent id="ss"/><sequenceFlow id="sa" sourceRef="ss" targetRef="se"/><endEvent id="se"><errorEventDefinition errorRef="Err"/></endEvent></subProcess>
        <boundaryEvent id="b" attachedToRef="sub"><errorEventDefinition errorRef="Err"/></boundaryEvent>
        <sequenceFlow id="bf" sourceRef="b" targetRef="t"/><userTask id="t"/><sequenceFlow id="tf" sourceRef="t" targetRef="e"/>
        <sequenceFlow id="f" sourceRef="sub" targetRef="e"/><endEvent id="e"/>`,
      ),
      'p',
    );
    expect(caught.uncaughtErrorEnds.size).toBe(0);
  });
  it('a global task is refused by name, not as a system error', async () => {
    const p = await deployProblem(withRoot('<globalTask id="gt" name="全局任务"/>', `<startEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="e"/><endEvent id="e"/>`));
    expect(p).toEqual({ kind: 'unsupported', elements: ['全局任务「全局任务（gt）」'] });
  });
  it('a condition with a stray "}" is refused at deploy', async () => {
    const p = await deployProblem(wrap(`<startEvent id="s"/><sequenceFlow id="bad" sourceRef="s" targetRef="e"><conditionExpression xsi:type="tFormalExpression">\${amount &gt; 1}}</conditionExpression></sequenceFlow><endEvent id="e"/>`));
    expect(p).toMatchObject({ kind: 'expression', elementId: 'bad', detail: '表达式外多了 "}"' });
  });
});

describe('bounded deploys', () => {
  it('too many elements, sub-processes nested too deep and 30,000 parentheses get clear errors, not 系统异常', async () => {
    let body = '<startEvent id="s"/>';
    let prev = 's';
    for (let i = 0; i < 1_000; i++) {
      body += `<sequenceFlow id="f${i}" sourceRef="${prev}" targetRef="t${i}"/><userTask id="t${i}"/>`;
      prev = `t${i}`;
    }
    expect(await deployProblem(wrap(`${body}<sequenceFlow id="fe" sourceRef="${prev}" targetRef="e"/><endEvent id="e"/>`))).toEqual({ kind: 'too-large', detail: '流程元素超过 1000 个' });
    const nested = (n: number) => `${'<subProcess id="sp">'.repeat(n)}<startEvent id="in"/>${'</subProcess>'.repeat(n)}`;
    expect(await deployProblem(wrap(`<startEvent id="s"/>${nested(40)}<endEvent id="e"/>`))).toEqual({ kind: 'too-large', detail: '子流程嵌套超过 30 层' });
    // 2,000 nested sub-processes are stopped by the element count before anything parses them
    expect(await deployProblem(wrap(`<startEvent id="s"/>${nested(2_000)}<endEvent id="e"/>`))).toEqual({ kind: 'too-large', detail: '流程元素超过 1000 个' });
    const parens = `\${${'('.repeat(30_000)}1${')'.repeat(30_000)} > 0}`;
    expect(await deployProblem(wrap(`<startEvent id="s"/><sequenceFlow id="deep" sourceRef="s" targetRef="e"><conditionExpression xsi:type="tFormalExpression">${parens}</conditionExpression></sequenceFlow><endEvent id="e"/>`))).toMatchObject({
      kind: 'expression',
      elementId: 'deep',
      detail: '表达式过长（最多 4000 个字符）',
    });
    expect(() => checkTemplate(`\${${'('.repeat(150)}1${')'.repeat(150)}}`)).toThrow('表达式括号嵌套过深（最多 100 层）');
  });
});
