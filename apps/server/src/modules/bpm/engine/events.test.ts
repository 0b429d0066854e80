import { describe, expect, it } from 'vitest';
import { compileProcess, DeployError } from './compile';
import { runEngine, type EngineCommand, type EngineResult } from './engine';

const wrap = (body: string, roots = '') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="x">
 <message id="m_pay" name="付款到账"/><message id="m_cancel" name="取消申请"/><signal id="s_close" name="闭市"/>${roots}
 <process id="p" isExecutable="true">${body}</process>
</definitions>`;

/** Runs commands one after the other, the state going through JSON as it does through the database. */
async function drive(xml: string, commands: EngineCommand[], variables: Record<string, unknown> = {}) {
  const c = await compileProcess(xml, 'p');
  const results: EngineResult[] = [];
  let state = null;
  for (const command of commands) {
    const r = await runEngine(c, state, variables, command);
    results.push(r);
    state = JSON.parse(JSON.stringify(r.state));
  }
  return { c, results, last: results.at(-1)! };
}

async function deployProblem(xml: string) {
  try {
    await compileProcess(xml, 'p');
  } catch (err) {
    if (err instanceof DeployError) return err.problem;
    throw err;
  }
  return null;
}

const ended = (r: EngineResult, id: string) => r.events.some((e) => e.kind === 'end' && e.elementId === id);

const MESSAGE_CATCH = wrap(`
  <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="wait"/>
  <intermediateCatchEvent id="wait" name="等付款"><messageEventDefinition messageRef="m_pay"/></intermediateCatchEvent>
  <sequenceFlow id="f2" sourceRef="wait" targetRef="e"/><endEvent id="e"/>`);

describe('message events', () => {
  it('an intermediate catch waits for its message by name and then goes on', async () => {
    const { results, last } = await drive(MESSAGE_CATCH, [{ type: 'start' }, { type: 'event', trigger: { kind: 'message', name: '付款到账' } }]);
    expect(results[0].status).toBe('running');
    expect(results[0].subscriptions).toMatchObject([{ kind: 'message', name: '付款到账', elementId: 'wait' }]);
    expect(last.status).toBe('completed');
    expect(last.subscriptions).toEqual([]);
    expect(ended(last, 'wait')).toBe(true);
  });
  it('a message nobody waits for is refused (nothing changes)', async () => {
    const { last } = await drive(MESSAGE_CATCH, [{ type: 'start' }, { type: 'event', trigger: { kind: 'message', name: '取消申请' } }]);
    expect(last.status).toBe('error');
    expect(last.error).toContain('取消申请');
  });
  it('an interrupting message boundary event cancels the task it is attached to', async () => {
    const xml = wrap(`
      <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
      <userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
      <boundaryEvent id="b" attachedToRef="t"><messageEventDefinition messageRef="m_cancel"/></boundaryEvent>
      <sequenceFlow id="f3" sourceRef="b" targetRef="e2"/><endEvent id="e2"/>`);
    const { results, last } = await drive(xml, [{ type: 'start' }, { type: 'event', trigger: { kind: 'message', name: '取消申请' } }]);
    expect(results[0].subscriptions.map((s) => s.elementId)).toEqual(['b']);
    expect(last.status).toBe('completed');
    expect(last.closed).toEqual([{ executionId: results[0].waiting[0].executionId, why: 'interrupted' }]);
    expect(ended(last, 'e2')).toBe(true);
  });
  it('a boundary message subscription ends with its task', async () => {
    const xml = wrap(`
      <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
      <userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
      <boundaryEvent id="b" attachedToRef="t"><messageEventDefinition messageRef="m_cancel"/></boundaryEvent>
      <sequenceFlow id="f3" sourceRef="b" targetRef="e2"/><endEvent id="e2"/>`);
    const c = await compileProcess(xml, 'p');
    const started = await runEngine(c, null, {}, { type: 'start' });
    const done = await runEngine(c, JSON.parse(JSON.stringify(started.state)), {}, { type: 'complete', executionId: started.waiting[0].executionId });
    expect(done.status).toBe('completed');
    expect(done.subscriptions).toEqual([]);
    expect(ended(done, 'e2')).toBe(false);
  });
  it('a message start event starts the process; a process without a plain start says so at 发起', async () => {
    const xml = wrap(`
      <startEvent id="ms"><messageEventDefinition messageRef="m_pay"/></startEvent><sequenceFlow id="f1" sourceRef="ms" targetRef="t"/>
      <startEvent id="ss"><signalEventDefinition signalRef="s_close"/></startEvent><sequenceFlow id="f0" sourceRef="ss" targetRef="e"/>
      <userTask id="t" name="对账"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>`);
    const { c, last } = await drive(xml, [{ type: 'start', trigger: { kind: 'message', name: '付款到账' } }]);
    expect(c.noneStart).toBe(false);
    expect([...c.eventStarts.values()]).toEqual([{ kind: 'message', name: '付款到账' }, { kind: 'signal', name: '闭市' }]);
    expect(last.status).toBe('running');
    expect(last.waiting.map((w) => w.elementId)).toEqual(['t']);
    expect(last.subscriptions).toEqual([]); // the signal start that did not fire is gone
    const wrong = await runEngine(c, null, {}, { type: 'start', trigger: { kind: 'message', name: '取消申请' } });
    expect(wrong.status).toBe('error');
  });
});

describe('signal events', () => {
  it('a thrown signal reaches the catch of the same instance and is reported for the others', async () => {
    const xml = wrap(`
      <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="fork"/><parallelGateway id="fork"/>
      <sequenceFlow id="a" sourceRef="fork" targetRef="catch"/><intermediateCatchEvent id="catch"><signalEventDefinition signalRef="s_close"/></intermediateCatchEvent>
      <sequenceFlow id="a2" sourceRef="catch" targetRef="join"/>
      <sequenceFlow id="b" sourceRef="fork" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="b2" sourceRef="t" targetRef="throw"/>
      <intermediateThrowEvent id="throw"><signalEventDefinition signalRef="s_close"/></intermediateThrowEvent><sequenceFlow id="b3" sourceRef="throw" targetRef="join"/>
      <parallelGateway id="join"/><sequenceFlow id="f9" sourceRef="join" targetRef="e"/><endEvent id="e"/>`);
    const c = await compileProcess(xml, 'p');
    const started = await runEngine(c, null, {}, { type: 'start' });
    expect(started.subscriptions.map((s) => [s.kind, s.name])).toEqual([['signal', '闭市']]);
    const done = await runEngine(c, JSON.parse(JSON.stringify(started.state)), {}, { type: 'complete', executionId: started.waiting[0].executionId });
    expect(done.thrown).toEqual([{ kind: 'signal', name: '闭市' }]);
    expect(done.status).toBe('completed');
  });
  it('a signal delivered from outside completes a signal catch', async () => {
    const xml = wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="c1"/>
      <intermediateCatchEvent id="c1"><signalEventDefinition signalRef="s_close"/></intermediateCatchEvent><sequenceFlow id="f2" sourceRef="c1" targetRef="e"/><endEvent id="e"/>`);
    const { last } = await drive(xml, [{ type: 'start' }, { type: 'event', trigger: { kind: 'signal', name: '闭市' } }]);
    expect(last.status).toBe('completed');
  });
});

const EVENT_GATEWAY = wrap(`
  <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="gw"/><eventBasedGateway id="gw"/>
  <sequenceFlow id="f2" sourceRef="gw" targetRef="paid"/><intermediateCatchEvent id="paid"><messageEventDefinition messageRef="m_pay"/></intermediateCatchEvent>
  <sequenceFlow id="f3" sourceRef="paid" targetRef="t"/><userTask id="t" name="发货"/><sequenceFlow id="f4" sourceRef="t" targetRef="e"/>
  <sequenceFlow id="f5" sourceRef="gw" targetRef="late"/><intermediateCatchEvent id="late"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></intermediateCatchEvent>
  <sequenceFlow id="f6" sourceRef="late" targetRef="e2"/><endEvent id="e2"/><endEvent id="e"/>`);

describe('event-based gateway', () => {
  it('the message comes first: the timer is cancelled', async () => {
    const { results, last } = await drive(EVENT_GATEWAY, [{ type: 'start' }, { type: 'event', trigger: { kind: 'message', name: '付款到账' } }]);
    expect(results[0].timers.map((t) => t.elementId)).toEqual(['late']);
    expect(results[0].subscriptions.map((s) => s.elementId)).toEqual(['paid']);
    expect(last.timers).toEqual([]);
    expect(last.waiting.map((w) => w.elementId)).toEqual(['t']);
    expect(last.subscriptions).toEqual([]);
  });
  it('the timer comes first: the message catch is cancelled', async () => {
    const c = await compileProcess(EVENT_GATEWAY, 'p');
    const started = await runEngine(c, null, {}, { type: 'start' });
    const state = JSON.parse(JSON.stringify(started.state).replace(/"expireAt":"[^"]+"/g, `"expireAt":"${new Date(Date.now() - 1000).toISOString()}"`));
    const fired = await runEngine(c, state, {}, { type: 'fire-timers' });
    expect(fired.status).toBe('completed');
    expect(ended(fired, 'e2')).toBe(true);
    expect(fired.subscriptions).toEqual([]);
  });
});

const SERVICE = (attrs: string, fields = '') =>
  wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="svc"/>
    <serviceTask id="svc" name="通知" ${attrs}>${fields ? `<extensionElements>${fields}</extensionElements>` : ''}</serviceTask>
    <sequenceFlow id="f2" sourceRef="svc" targetRef="e"/><endEvent id="e"/>`);

describe('service and send tasks', () => {
  it('wait for their job, which the runtime reports and then completes', async () => {
    const xml = SERVICE('camunda:delegateExpression="${bpmNotify}"', '<camunda:field name="templateCode" stringValue="bpm_done"/>');
    const c = await compileProcess(xml, 'p');
    expect(c.delegateInfo.get('svc')).toEqual({ delegate: 'bpmNotify', fields: { templateCode: 'bpm_done' } });
    const started = await runEngine(c, null, {}, { type: 'start' });
    expect(started.status).toBe('running');
    expect(started.jobs).toEqual([{ elementId: 'svc', executionId: expect.any(String), delegate: 'bpmNotify' }]);
    const state = JSON.parse(JSON.stringify(started.state));
    const again = await runEngine(c, state, {}, { type: 'fire-timers' });
    expect(again.jobs).toEqual(started.jobs); // resuming keeps the job, same execution
    const done = await runEngine(c, state, {}, { type: 'job-done', executionId: started.jobs[0].executionId });
    expect(done.status).toBe('completed');
    expect(done.jobs).toEqual([]);
    const wrong = await runEngine(c, state, {}, { type: 'job-done', executionId: 'nope' });
    expect(wrong.status).toBe('error');
  });
  it('a send task runs a delegate too; field values may be expressions (checked at deploy)', async () => {
    const xml = wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="send"/>
      <sendTask id="send" camunda:delegateExpression="\${bpmWebhook}"><extensionElements><camunda:field name="url"><camunda:expression>\${hook}</camunda:expression></camunda:field></extensionElements></sendTask>
      <sequenceFlow id="f2" sourceRef="send" targetRef="e"/><endEvent id="e"/>`);
    const c = await compileProcess(xml, 'p');
    expect(c.delegateInfo.get('send')).toEqual({ delegate: 'bpmWebhook', fields: { url: '${hook}' } });
    const bad = await deployProblem(xml.replace('${hook}', '${hook'));
    expect(bad).toMatchObject({ kind: 'expression', elementId: 'send' });
  });
  it('an unknown delegate, a class, an expression or a missing field is refused at deploy by name', async () => {
    expect(await deployProblem(SERVICE('camunda:delegateExpression="${mailBean}"'))).toEqual({ kind: 'delegate', element: '服务任务「通知（svc）」', detail: '委托 ${mailBean} 不是内置委托' });
    expect(await deployProblem(SERVICE('camunda:class="com.x.Foo"'))).toMatchObject({ kind: 'delegate', detail: expect.stringContaining('class="com.x.Foo"') });
    expect(await deployProblem(SERVICE('camunda:expression="${x.run()}"'))).toMatchObject({ kind: 'delegate', detail: expect.stringContaining('expression=') });
    expect(await deployProblem(SERVICE(''))).toMatchObject({ kind: 'delegate', detail: '没有选择内置委托（delegateExpression）' });
    expect(await deployProblem(SERVICE('camunda:delegateExpression="${bpmNotify}"'))).toMatchObject({ kind: 'delegate', detail: expect.stringContaining('templateCode') });
    expect(await deployProblem(SERVICE('camunda:delegateExpression="${bpmNotify}"', '<camunda:field name="templateCode" stringValue="a"/><camunda:field name="script" stringValue="b"/>'))).toMatchObject({ kind: 'delegate', detail: expect.stringContaining('没有字段 script') });
  });
});

describe('call activity', () => {
  const CALL = wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="call"/>
    <callActivity id="call" name="子流程" calledElement="child_proc"><extensionElements><camunda:in source="amount" target="amt"/><camunda:in sourceExpression="\${amount * 2}" target="double"/><camunda:out source="approved" target="childApproved"/></extensionElements></callActivity>
    <sequenceFlow id="f2" sourceRef="call" targetRef="e"/><endEvent id="e"/>`);
  it('waits for its child and completes when told; its mappings are read at deploy', async () => {
    const c = await compileProcess(CALL, 'p');
    expect(c.calls.get('call')).toEqual({
      calledElement: 'child_proc',
      inAll: false,
      outAll: false,
      in: [{ source: 'amount', sourceExpression: null, target: 'amt' }, { source: null, sourceExpression: '${amount * 2}', target: 'double' }],
      out: [{ source: 'approved', sourceExpression: null, target: 'childApproved' }],
    });
    const started = await runEngine(c, null, {}, { type: 'start' });
    expect(started.calls).toEqual([{ elementId: 'call', executionId: expect.any(String), calledElement: 'child_proc' }]);
    const state = JSON.parse(JSON.stringify(started.state));
    const done = await runEngine(c, state, {}, { type: 'call-done', executionId: started.calls[0].executionId });
    expect(done.status).toBe('completed');
    const wrong = await runEngine(c, state, {}, { type: 'call-done', executionId: 'x' });
    expect(wrong.status).toBe('error');
  });
  it('needs the called key and complete mappings', async () => {
    expect(await deployProblem(CALL.replace('calledElement="child_proc"', ''))).toMatchObject({ kind: 'delegate', detail: expect.stringContaining('calledElement') });
    expect(await deployProblem(CALL.replace('target="amt"', ''))).toMatchObject({ kind: 'delegate', detail: expect.stringContaining('target') });
  });
});

describe('event sub-processes', () => {
  const EVENT_SUB = (interrupting: boolean) =>
    wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
      <subProcess id="es" triggeredByEvent="true"><startEvent id="es_s" isInterrupting="${interrupting}"><messageEventDefinition messageRef="m_cancel"/></startEvent>
        <sequenceFlow id="es1" sourceRef="es_s" targetRef="es_t"/><userTask id="es_t" name="处理取消"/><sequenceFlow id="es2" sourceRef="es_t" targetRef="es_e"/><endEvent id="es_e"/></subProcess>`);
  it('interrupting: the message cancels the main flow and runs the handler', async () => {
    const { results, last } = await drive(EVENT_SUB(true), [{ type: 'start' }, { type: 'event', trigger: { kind: 'message', name: '取消申请' } }]);
    expect(results[0].subscriptions.map((s) => s.name)).toEqual(['取消申请']);
    expect(last.waiting.map((w) => w.elementId)).toEqual(['es_t']);
    expect(last.closed.map((c) => c.why)).toEqual(['interrupted']);
    expect(last.subscriptions).toEqual([]); // the handler replaced the flow: the message cannot start it again
  });
  it('non-interrupting: the handler runs beside the main flow', async () => {
    const { last } = await drive(EVENT_SUB(false), [{ type: 'start' }, { type: 'event', trigger: { kind: 'message', name: '取消申请' } }]);
    expect(last.waiting.map((w) => w.elementId).sort()).toEqual(['es_t', 't']);
    expect(last.closed).toEqual([]);
    expect(last.subscriptions.map((x) => x.elementId)).toEqual(['es_s']); // non-interrupting: may start again
  });
  it('an error event sub-process catches an error end: the instance does not end 异常', async () => {
    const xml = wrap(
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="boom"/>
      <endEvent id="boom"><errorEventDefinition errorRef="err"/></endEvent>
      <subProcess id="es" triggeredByEvent="true"><startEvent id="es_s"><errorEventDefinition errorRef="err"/></startEvent>
        <sequenceFlow id="es1" sourceRef="es_s" targetRef="es_t"/><userTask id="es_t" name="处理错误"/><sequenceFlow id="es2" sourceRef="es_t" targetRef="es_e"/><endEvent id="es_e"/></subProcess>`,
      '<error id="err" errorCode="E1"/>',
    );
    const c = await compileProcess(xml, 'p');
    expect(c.uncaughtErrorEnds.size).toBe(0);
    const started = await runEngine(c, null, {}, { type: 'start' });
    const next = await runEngine(c, JSON.parse(JSON.stringify(started.state)), {}, { type: 'complete', executionId: started.waiting[0].executionId });
    expect(next.status).toBe('running');
    expect(next.waiting.map((w) => w.elementId)).toEqual(['es_t']);
  });
  const TIMER_SUB = (interrupting: boolean, timer: string) =>
    wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
      <subProcess id="es" triggeredByEvent="true"><startEvent id="es_s" name="超时" isInterrupting="${interrupting}"><timerEventDefinition>${timer}</timerEventDefinition></startEvent>
        <sequenceFlow id="es1" sourceRef="es_s" targetRef="es_t"/><userTask id="es_t" name="催办"/><sequenceFlow id="es2" sourceRef="es_t" targetRef="es_e"/><endEvent id="es_e"/></subProcess>`);
  const HOUR = 3_600_000;
  it('a timer event sub-process is armed when the process starts and fires (non-interrupting) beside the main flow', async () => {
    const before = Date.now();
    const { c, results } = await drive(TIMER_SUB(false, '<timeDuration>PT2H</timeDuration>'), [{ type: 'start' }]);
    expect([...c.timerSubStarts.values()]).toEqual([{ subProcessId: 'es', interrupting: false, timer: { kind: 'timeDuration', value: 'PT2H' } }]);
    const [armed] = results[0].timers;
    expect(armed).toMatchObject({ elementId: 'es_s', executionId: 'eventsub:es_s' });
    expect(armed.expireAt - before).toBeGreaterThanOrEqual(2 * HOUR);
    expect(armed.expireAt - before).toBeLessThan(2 * HOUR + 60_000);
    const state = JSON.parse(JSON.stringify(results[0].state));
    const early = await runEngine(c, state, {}, { type: 'event-sub-timer', elementId: 'es_s', now: armed.expireAt - 1 });
    expect(early.status).toBe('error');
    const fired = await runEngine(c, state, {}, { type: 'event-sub-timer', elementId: 'es_s', now: armed.expireAt });
    expect(fired.status).toBe('running');
    expect(fired.waiting.map((w) => w.elementId).sort()).toEqual(['es_t', 't']);
    expect(fired.closed).toEqual([]);
    expect(fired.timers).toEqual([]); // a duration fires once
    expect(ended(fired, 'es_s')).toBe(true);
  });
  it('interrupting: the timer cancels the main flow; a cycle fires again until its repetitions are used; the end of the process drops it', async () => {
    const { c, results } = await drive(TIMER_SUB(true, '<timeDuration>PT1H</timeDuration>'), [{ type: 'start' }]);
    const state = JSON.parse(JSON.stringify(results[0].state));
    const fired = await runEngine(c, state, {}, { type: 'event-sub-timer', elementId: 'es_s', now: results[0].timers[0].expireAt });
    expect(fired.waiting.map((w) => w.elementId)).toEqual(['es_t']);
    expect(fired.closed.map((x) => x.why)).toEqual(['interrupted']);
    expect(fired.timers).toEqual([]);

    const cycle = await drive(TIMER_SUB(false, '<timeCycle>R2/PT1H</timeCycle>'), [{ type: 'start' }]);
    let r = cycle.last;
    const first = r.timers[0].expireAt;
    r = await runEngine(cycle.c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'event-sub-timer', elementId: 'es_s', now: first });
    expect(r.timers.map((x) => x.expireAt - first)).toEqual([HOUR]);
    expect(r.waiting.filter((w) => w.elementId === 'es_t')).toHaveLength(1);
    // the handler is done before the next occurrence: it runs again; after the second the cycle is used up
    r = await runEngine(cycle.c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: r.waiting.find((w) => w.elementId === 'es_t')!.executionId });
    r = await runEngine(cycle.c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'event-sub-timer', elementId: 'es_s', now: first + HOUR });
    expect(r.status).toBe('running');
    expect(r.waiting.map((w) => w.elementId).sort()).toEqual(['es_t', 't']);
    expect(r.timers).toEqual([]);

    const plain = await drive(TIMER_SUB(false, '<timeDuration>PT1H</timeDuration>'), [{ type: 'start' }]);
    const done = await runEngine(plain.c, JSON.parse(JSON.stringify(plain.last.state)), {}, { type: 'complete', executionId: plain.last.waiting[0].executionId });
    expect(done.status).toBe('completed');
    expect(done.timers).toEqual([]);
  });
  it("an event sub-process timer may read the process variables; one that does not give a timer fails the start", async () => {
    const xml = TIMER_SUB(false, '<timeDuration>${wait}</timeDuration>');
    const before = Date.now();
    const { last } = await drive(xml, [{ type: 'start' }], { wait: 'PT30M' });
    expect(last.timers[0].expireAt - before).toBeGreaterThanOrEqual(30 * 60_000);
    const bad = await drive(xml, [{ type: 'start' }], { wait: 'soon' });
    expect(bad.last.status).toBe('error');
    expect(bad.last.error).toContain('ISO 8601');
  });
  it('a plain start inside an event sub-process is refused', async () => {
    const xml = wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="e"/><endEvent id="e"/>
      <subProcess id="es" triggeredByEvent="true"><startEvent id="es_s"/><sequenceFlow id="es1" sourceRef="es_s" targetRef="es_e"/><endEvent id="es_e"/></subProcess>`);
    expect(await deployProblem(xml)).toMatchObject({ kind: 'unsupported' });
  });
});

describe('jump out of a parallel branch and out of a multi-instance (退回)', () => {
  const PARALLEL = wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="a"/><userTask id="a" name="申请"/>
    <sequenceFlow id="f2" sourceRef="a" targetRef="fork"/><parallelGateway id="fork"/>
    <sequenceFlow id="b1" sourceRef="fork" targetRef="x"/><userTask id="x" name="财务"/><sequenceFlow id="b2" sourceRef="x" targetRef="x2"/><userTask id="x2" name="财务复核"/><sequenceFlow id="b3" sourceRef="x2" targetRef="join"/>
    <sequenceFlow id="c1" sourceRef="fork" targetRef="y"/><userTask id="y" name="法务"/><sequenceFlow id="c2" sourceRef="y" targetRef="join"/>
    <parallelGateway id="join"/><sequenceFlow id="f9" sourceRef="join" targetRef="e"/><endEvent id="e"/>`);
  const waitFor = (r: EngineResult, id: string) => r.waiting.find((w) => w.elementId === id)!;

  it('in the same branch: the other branch keeps its task', async () => {
    const c = await compileProcess(PARALLEL, 'p');
    let r = await runEngine(c, null, {}, { type: 'start' });
    r = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: waitFor(r, 'a').executionId });
    r = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: waitFor(r, 'x').executionId });
    const x2 = waitFor(r, 'x2');
    const back = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'jump', targetId: 'x', executionIds: [x2.executionId], closedAs: 'returned' });
    expect(back.waiting.map((w) => w.elementId).sort()).toEqual(['x', 'y']);
    expect(back.closed).toEqual([{ executionId: x2.executionId, why: 'returned' }]);
  });

  it('out of the split: the sibling branch and the half-joined gateway end, the flow restarts from the target', async () => {
    const c = await compileProcess(PARALLEL, 'p');
    let r = await runEngine(c, null, {}, { type: 'start' });
    r = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: waitFor(r, 'a').executionId });
    // 法务 approves first: its token waits in the join
    r = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: waitFor(r, 'y').executionId });
    const x = waitFor(r, 'x');
    let back = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'jump', targetId: 'a', executionIds: [x.executionId], discard: 'all', closedAs: 'returned' });
    expect(back.status).toBe('running');
    expect(back.waiting.map((w) => w.elementId)).toEqual(['a']);
    // the run from the target forks again, and the join needs both branches again (法务's earlier token is gone)
    back = await runEngine(c, JSON.parse(JSON.stringify(back.state)), {}, { type: 'complete', executionId: waitFor(back, 'a').executionId });
    expect(back.waiting.map((w) => w.elementId).sort()).toEqual(['x', 'y']);
    back = await runEngine(c, JSON.parse(JSON.stringify(back.state)), {}, { type: 'complete', executionId: waitFor(back, 'y').executionId });
    expect(back.status).toBe('running');
    back = await runEngine(c, JSON.parse(JSON.stringify(back.state)), {}, { type: 'complete', executionId: waitFor(back, 'x').executionId });
    back = await runEngine(c, JSON.parse(JSON.stringify(back.state)), {}, { type: 'complete', executionId: waitFor(back, 'x2').executionId });
    expect(back.status).toBe('completed');
  });

  it('from a multi-instance iteration: the whole 会签 ends and runs again when the token comes back', async () => {
    const xml = wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="a"/><userTask id="a" name="申请"/>
      <sequenceFlow id="f2" sourceRef="a" targetRef="sign"/><userTask id="sign" name="会签"><multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>3</loopCardinality></multiInstanceLoopCharacteristics></userTask>
      <sequenceFlow id="f3" sourceRef="sign" targetRef="e"/><endEvent id="e"/>`);
    const c = await compileProcess(xml, 'p');
    let r = await runEngine(c, null, {}, { type: 'start' });
    r = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: waitFor(r, 'a').executionId });
    const iterations = r.waiting.filter((w) => w.elementId === 'sign');
    expect(iterations).toHaveLength(3);
    r = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'complete', executionId: iterations[0].executionId });
    const back = await runEngine(c, JSON.parse(JSON.stringify(r.state)), {}, { type: 'jump', targetId: 'a', executionIds: [], discard: ['sign'], closedAs: 'returned' });
    expect(back.waiting.map((w) => w.elementId)).toEqual(['a']);
    expect(back.closed.map((x) => x.why)).toEqual(['returned', 'returned']);
    const again = await runEngine(c, JSON.parse(JSON.stringify(back.state)), {}, { type: 'complete', executionId: waitFor(back, 'a').executionId });
    expect(again.waiting.filter((w) => w.elementId === 'sign')).toHaveLength(3);
  });
});

describe('timer start events', () => {
  const xml = (timer: string) =>
    wrap(`<startEvent id="s"/><sequenceFlow id="f0" sourceRef="s" targetRef="manual"/><userTask id="manual" name="手工发起"/><sequenceFlow id="f1" sourceRef="manual" targetRef="e"/>
      <startEvent id="ts" name="每天"><timerEventDefinition>${timer}</timerEventDefinition></startEvent><sequenceFlow id="f2" sourceRef="ts" targetRef="daily"/>
      <userTask id="daily" name="日报"/><sequenceFlow id="f3" sourceRef="daily" targetRef="e"/><endEvent id="e"/>`);
  it('are read at deploy; 发起 drops them, a timer start runs only its own path', async () => {
    const c = await compileProcess(xml('<timeCycle>R/2026-12-01T09:00:00+08:00/P1D</timeCycle>'), 'p');
    expect([...c.timerStarts]).toEqual([['ts', { kind: 'timeCycle', value: 'R/2026-12-01T09:00:00+08:00/P1D' }]]);
    const plain = await runEngine(c, null, {}, { type: 'start' });
    expect(plain.waiting.map((w) => w.elementId)).toEqual(['manual']);
    expect(plain.timers).toEqual([]);
    expect(plain.events.some((e) => e.elementId === 'ts')).toBe(false);
    const timed = await runEngine(c, null, {}, { type: 'start', timer: 'ts' });
    expect(timed.status).toBe('running');
    expect(timed.waiting.map((w) => w.elementId)).toEqual(['daily']);
    expect(timed.timers).toEqual([]);
    expect(timed.events.some((e) => e.elementId === 'manual' || e.elementId === 's')).toBe(false);
    // a date long passed does not start anything by itself
    const passed = await compileProcess(xml('<timeDate>2020-01-01T00:00:00Z</timeDate>'), 'p');
    expect((await runEngine(passed, null, {}, { type: 'start' })).waiting.map((w) => w.elementId)).toEqual(['manual']);
  });
  it('a plain 发起 drops the message start events too (they belong to the definition, not to the instance)', async () => {
    const c = await compileProcess(
      wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><startEvent id="ms"><messageEventDefinition messageRef="m_pay"/></startEvent><sequenceFlow id="f0" sourceRef="ms" targetRef="t"/>
        <userTask id="t" name="x"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>`),
      'p',
    );
    const plain = await runEngine(c, null, {}, { type: 'start' });
    expect(plain.subscriptions).toEqual([]);
    const byMessage = await runEngine(c, null, {}, { type: 'start', trigger: { kind: 'message', name: '付款到账' } });
    expect(byMessage.waiting).toHaveLength(1); // one token: the plain start's run is undone
    expect(byMessage.events.filter((e) => e.kind === 'start').map((e) => e.elementId)).toEqual(['ms', 't']);
  });
  it('refuse what cannot be scheduled, by name', async () => {
    expect(await deployProblem(xml('<timeCycle>0 0 9 * * ?</timeCycle>'))).toMatchObject({ kind: 'timer', elementId: 'ts' });
    expect(await deployProblem(xml('<timeDuration>${later}</timeDuration>'))).toMatchObject({ kind: 'timer', elementId: 'ts', value: expect.stringContaining('不能使用表达式') });
    expect(await deployProblem(xml('<timeDate>2026-12-01</timeDate>'))).toMatchObject({ kind: 'timer', elementId: 'ts' });
  });
});

describe('message throw events', () => {
  it('an intermediate throw and an end event with a message are reported as thrown, by name', async () => {
    const { last } = await drive(
      wrap(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="x"/><intermediateThrowEvent id="x"><messageEventDefinition messageRef="m_pay"/></intermediateThrowEvent>
        <sequenceFlow id="f2" sourceRef="x" targetRef="e"/><endEvent id="e"><messageEventDefinition messageRef="m_cancel"/></endEvent>`),
      [{ type: 'start' }],
    );
    expect(last.status).toBe('completed');
    expect(last.thrown).toEqual([
      { kind: 'message', name: '付款到账' },
      { kind: 'message', name: '取消申请' },
    ]);
  });
});
