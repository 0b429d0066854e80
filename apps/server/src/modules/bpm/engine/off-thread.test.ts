import { describe, expect, it } from 'vitest';
import { compileProcess } from './compile';
import { runEngine } from './engine';
import { fromTransfer, toTransfer } from './off-thread';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="x">
 <message id="m" name="到账"/>
 <process id="p" isExecutable="true">
  <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
  <userTask id="t" name="审批"><multiInstanceLoopCharacteristics camunda:collection="people" camunda:elementVariable="who"/></userTask>
  <sequenceFlow id="f2" sourceRef="t" targetRef="svc"/>
  <serviceTask id="svc" camunda:delegateExpression="\${bpmSetVariables}"><extensionElements><camunda:field name="variables" stringValue='{"done":true}'/></extensionElements></serviceTask>
  <sequenceFlow id="f3" sourceRef="svc" targetRef="c"/><intermediateCatchEvent id="c"><messageEventDefinition messageRef="m"/></intermediateCatchEvent>
  <sequenceFlow id="f4" sourceRef="c" targetRef="e"/><endEvent id="e"/>
 </process>
</definitions>`;

describe('a compiled process through the compile thread’s transfer', () => {
  it('survives structured cloning and runs like the original: loops, jobs, messages', async () => {
    const original = await compileProcess(XML, 'p');
    const copy = fromTransfer(structuredClone(toTransfer(original)));
    expect(copy.loops).toEqual(original.loops);
    expect(copy.delegateInfo).toEqual(original.delegateInfo);
    expect(copy.messageIds).toEqual(original.messageIds);
    const vars = { people: ['a', 'b'] };
    let r = await runEngine(copy, null, vars, { type: 'start' });
    expect(r.waiting.map((w) => w.loopItem)).toEqual(['a', 'b']);
    for (const w of r.waiting) r = await runEngine(copy, JSON.parse(JSON.stringify(r.state)), vars, { type: 'complete', executionId: w.executionId });
    expect(r.jobs.map((j) => j.delegate)).toEqual(['bpmSetVariables']);
    r = await runEngine(copy, JSON.parse(JSON.stringify(r.state)), vars, { type: 'job-done', executionId: r.jobs[0].executionId });
    expect(r.subscriptions.map((x) => x.name)).toEqual(['到账']);
    r = await runEngine(copy, JSON.parse(JSON.stringify(r.state)), vars, { type: 'event', trigger: { kind: 'message', name: '到账' } });
    expect(r.status).toBe('completed');
    // a state written with the original resumes with the copy (a deploy primes the cache with the copy)
    const started = await runEngine(original, null, vars, { type: 'start' });
    const resumed = await runEngine(copy, JSON.parse(JSON.stringify(started.state)), vars, { type: 'complete', executionId: started.waiting[0].executionId });
    expect(resumed.status).toBe('running');
  });
});
