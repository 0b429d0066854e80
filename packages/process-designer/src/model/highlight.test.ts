import { describe, expect, test } from 'vitest';
import { parseBpmn } from '../testing/model-facts';
import { computeHighlights, type ActivityData, type TaskData } from './highlight';

const flowXml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="p">
    <startEvent id="start"><outgoing>f1</outgoing></startEvent>
    <userTask id="approve"><incoming>f1</incoming><outgoing>f2</outgoing></userTask>
    <exclusiveGateway id="xor"><incoming>f2</incoming><outgoing>f3</outgoing><outgoing>f4</outgoing></exclusiveGateway>
    <userTask id="review"><incoming>f3</incoming><outgoing>f5</outgoing></userTask>
    <endEvent id="end"><incoming>f4</incoming><incoming>f5</incoming><incoming>f9</incoming></endEvent>
    <parallelGateway id="fork"><outgoing>f6</outgoing><outgoing>f7</outgoing></parallelGateway>
    <serviceTask id="notify"><incoming>f6</incoming></serviceTask>
    <serviceTask id="archive"><incoming>f7</incoming></serviceTask>
    <userTask id="last"><outgoing>f9</outgoing></userTask>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="f2" sourceRef="approve" targetRef="xor" />
    <sequenceFlow id="f3" sourceRef="xor" targetRef="review" />
    <sequenceFlow id="f4" sourceRef="xor" targetRef="end" />
    <sequenceFlow id="f5" sourceRef="review" targetRef="end" />
    <sequenceFlow id="f6" sourceRef="fork" targetRef="notify" />
    <sequenceFlow id="f7" sourceRef="fork" targetRef="archive" />
    <sequenceFlow id="f9" sourceRef="last" targetRef="end" />
  </process>
</definitions>`;

const nestedXml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d2" targetNamespace="t">
  <collaboration id="c">
    <participant id="poolA" processRef="pa" />
    <participant id="poolB" processRef="pb" />
  </collaboration>
  <process id="pa">
    <subProcess id="sub">
      <startEvent id="subStart" />
      <userTask id="inner" />
      <sequenceFlow id="s1" sourceRef="subStart" targetRef="inner" />
    </subProcess>
  </process>
  <process id="pb">
    <userTask id="otherPool" />
    <endEvent id="endB" />
  </process>
</definitions>`;

const act = (key: string, extra: Partial<ActivityData> = {}): ActivityData => ({ key, startTime: 1, ...extra });
const task = (id: string, result: number): TaskData => ({ id, result });

describe('computeHighlights', () => {
  test('nothing to highlight without definitions or data', async () => {
    expect(computeHighlights(undefined, [act('approve')])).toEqual({});
    expect(computeHighlights(await parseBpmn(flowXml))).toEqual({});
  });

  test.each([
    [1, 'highlight-todo'],
    [2, 'highlight'],
    [3, 'highlight-reject'],
    [4, 'highlight-cancel'],
  ])('user task with result %i gets %s', async (result, cls) => {
    const marks = computeHighlights(
      await parseBpmn(flowXml),
      [act('approve', { taskId: 't1' })],
      [task('t1', result)],
    );
    expect(marks.approve).toBe(cls);
  });

  test('a user task without a matching task or activity is not marked', async () => {
    const defs = await parseBpmn(flowXml);
    expect(computeHighlights(defs, [act('approve', { taskId: 'nope' })], [task('t1', 2)]).approve).toBeUndefined();
    expect(computeHighlights(defs, [], [task('t1', 2)]).approve).toBeUndefined();
  });

  test('result 2: flow to a reached target follows the target end time', async () => {
    const defs = await parseBpmn(flowXml);
    const base = [act('approve', { taskId: 't1', endTime: 5 })];
    expect(computeHighlights(defs, [...base, act('xor', { endTime: 6 })], [task('t1', 2)]).f2).toBe('highlight');
    expect(computeHighlights(defs, [...base, act('xor')], [task('t1', 2)]).f2).toBe('highlight-todo');
  });

  test('result other than 2 leaves the outgoing flows alone', async () => {
    const defs = await parseBpmn(flowXml);
    const marks = computeHighlights(defs, [act('approve', { taskId: 't1' }), act('xor', { endTime: 6 })], [task('t1', 3)]);
    expect(marks.f2).toBeUndefined();
  });

  test('result 2 into an exclusive gateway without activity: flow and gateway take the task state', async () => {
    const defs = await parseBpmn(flowXml);
    const done = computeHighlights(defs, [act('approve', { taskId: 't1', endTime: 5 })], [task('t1', 2)]);
    expect(done.f2).toBe('highlight');
    expect(done.xor).toBe('highlight');
    const open = computeHighlights(defs, [act('approve', { taskId: 't1' })], [task('t1', 2)]);
    expect(open.f2).toBe('highlight-todo');
    expect(open.xor).toBe('highlight-todo');
  });

  test('result 2 into an end event without activity: highlight when the instance finished, else todo', async () => {
    const defs = await parseBpmn(flowXml);
    const data = [act('last', { taskId: 't9', endTime: 5 })];
    expect(computeHighlights(defs, data, [task('t9', 2)], { result: 2 }).f9).toBe('highlight');
    expect(computeHighlights(defs, data, [task('t9', 2)], { result: 1 }).f9).toBe('highlight-todo');
  });

  test('exclusive gateway: own state, and only the taken flow (non-end-event target preferred)', async () => {
    const defs = await parseBpmn(flowXml);
    const marks = computeHighlights(defs, [act('xor', { endTime: 2 }), act('end', { endTime: 3 }), act('review')], []);
    expect(marks.xor).toBe('highlight');
    expect(marks.f3).toBe('highlight-todo');
    expect(marks.f4).toBeUndefined();
    const toEnd = computeHighlights(defs, [act('xor'), act('end', { endTime: 3 })], []);
    expect(toEnd.xor).toBe('highlight-todo');
    expect(toEnd.f4).toBe('highlight');
  });

  test('a gateway own activity wins over the mark a user task flow would give it', async () => {
    const defs = await parseBpmn(flowXml);
    const marks = computeHighlights(
      defs,
      [act('approve', { taskId: 't1' }), act('xor', { endTime: 9 })],
      [task('t1', 2)],
    );
    expect(marks.xor).toBe('highlight');
    expect(marks.f2).toBe('highlight');
  });

  test('parallel gateway: own state and every flow to a reached target', async () => {
    const defs = await parseBpmn(flowXml);
    const marks = computeHighlights(defs, [act('fork', { endTime: 1 }), act('notify', { endTime: 2 }), act('archive')], []);
    expect(marks.fork).toBe('highlight');
    expect(marks.f6).toBe('highlight');
    expect(marks.f7).toBe('highlight-todo');
    expect(computeHighlights(defs, [act('notify')], []).fork).toBeUndefined();
  });

  test('start event is marked with the flows to reached targets', async () => {
    const defs = await parseBpmn(flowXml);
    const marks = computeHighlights(defs, [act('approve', { taskId: 'x' })], []);
    expect(marks.start).toBe('highlight');
    expect(marks.f1).toBe('highlight');
    expect(computeHighlights(defs, [act('start', { endTime: 1 })], []).start).toBe('highlight');
  });

  test.each([
    [2, 'highlight'],
    [3, 'highlight-reject'],
    [4, 'highlight-cancel'],
  ])('end event takes the instance result %i → %s', async (result, cls) => {
    const defs = await parseBpmn(flowXml);
    expect(computeHighlights(defs, [], [], { result }).end).toBe(cls);
  });

  test('end event is not marked while the instance is in progress or unknown', async () => {
    const defs = await parseBpmn(flowXml);
    expect(computeHighlights(defs, [act('end')], [], { result: 1 }).end).toBeUndefined();
    expect(computeHighlights(defs, [act('end')], [], null).end).toBeUndefined();
  });

  test('service task: started → todo, ended → highlight, absent → nothing', async () => {
    const defs = await parseBpmn(flowXml);
    const marks = computeHighlights(defs, [act('notify', { startTime: 3 }), act('archive', { startTime: 3, endTime: 4 })], []);
    expect(marks.notify).toBe('highlight-todo');
    expect(marks.archive).toBe('highlight');
    expect(computeHighlights(defs, [], []).notify).toBeUndefined();
  });

  test('elements inside sub-processes and in several pools of a collaboration', async () => {
    const defs = await parseBpmn(nestedXml);
    const marks = computeHighlights(
      defs,
      [act('inner', { taskId: 'a' }), act('otherPool', { taskId: 'b' })],
      [task('a', 1), task('b', 3)],
      { result: 4 },
    );
    expect(marks).toEqual({
      inner: 'highlight-todo',
      otherPool: 'highlight-reject',
      subStart: 'highlight',
      s1: 'highlight',
      endB: 'highlight-cancel',
    });
  });

  test("the activity's own outgoing list, when sent, decides which flows of a user task count", async () => {
    const defs = await parseBpmn(flowXml);
    const data = [act('approve', { taskId: 't1', endTime: 5, outgoing: [{ id: 'f1' }] }), act('xor', { endTime: 6 })];
    const marks = computeHighlights(defs, data, [task('t1', 2)]);
    expect(marks.f2).toBeUndefined();
  });

  test('a parallel join waiting for its other branch: the finished branch\'s flow is highlighted before the join runs', async () => {
    const joinXml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="dj" targetNamespace="t">
  <process id="pj">
    <startEvent id="s"><outgoing>a</outgoing></startEvent>
    <parallelGateway id="fork"><incoming>a</incoming><outgoing>b1</outgoing><outgoing>b2</outgoing><outgoing>b3</outgoing></parallelGateway>
    <userTask id="left"><incoming>b1</incoming><outgoing>l1</outgoing></userTask>
    <userTask id="right"><incoming>b2</incoming><outgoing>r1</outgoing></userTask>
    <parallelGateway id="join"><incoming>l1</incoming><incoming>r1</incoming><incoming>b3</incoming><outgoing>z</outgoing></parallelGateway>
    <endEvent id="e"><incoming>z</incoming></endEvent>
    <sequenceFlow id="a" sourceRef="s" targetRef="fork" />
    <sequenceFlow id="b1" sourceRef="fork" targetRef="left" />
    <sequenceFlow id="b2" sourceRef="fork" targetRef="right" />
    <sequenceFlow id="b3" sourceRef="fork" targetRef="join" />
    <sequenceFlow id="l1" sourceRef="left" targetRef="join" />
    <sequenceFlow id="r1" sourceRef="right" targetRef="join" />
    <sequenceFlow id="z" sourceRef="join" targetRef="e" />
  </process>
</definitions>`;
    const defs = await parseBpmn(joinXml);
    const activities = [act('s', { endTime: 2 }), act('fork', { endTime: 2 }), act('left', { taskId: 'L', endTime: 3 }), act('right', { taskId: 'R' })];
    const marks = computeHighlights(defs, activities, [task('L', 2), task('R', 1)], { result: 1 });
    expect(marks).toMatchObject({ left: 'highlight', l1: 'highlight', b3: 'highlight', join: 'highlight-todo', right: 'highlight-todo' });
    expect(marks.r1).toBeUndefined();
    // once the join ran, its own state wins
    const after = computeHighlights(defs, [...activities, act('join', { endTime: 4 })], [task('L', 2), task('R', 2)], { result: 1 });
    expect(after).toMatchObject({ join: 'highlight', l1: 'highlight', r1: 'highlight' });
  });
});
