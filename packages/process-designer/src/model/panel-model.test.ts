import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { EnginePrefix } from '../moddle';
import { SAMPLE_DIAGRAM_XML } from './sample-diagram';
import { createTestModeler, type TestModeler } from '../testing/test-modeler';
import type { CommandStackService } from './bpmn-types';
import { readFlowCondition, setFlowType, updateCondition, hasConditionSection } from './condition';
import { canvas } from './context';
import { readDocumentation, updateDocumentation } from './documentation';
import {
  addExtensionProperty,
  readExtensionProperties,
  removeExtensionProperty,
  updateExtensionProperty,
} from './extension-properties';
import { readForm, removeFormField, saveFormField, updateBusinessKey, updateFormKey, type FormFieldInput } from './form';
import {
  PROCESS_KEY_REQUIRED,
  PROCESS_NAME_REQUIRED,
  readGeneral,
  updateId,
  updateName,
  updateProcessExtension,
  updateProcessKey,
  updateProcessName,
} from './general';
import {
  addListener,
  readListeners,
  removeListener,
  updateListener,
  validateListener,
  validateListenerField,
  type ListenerInput,
} from './listeners';
import {
  addRootElement,
  DUPLICATE_MESSAGE,
  DUPLICATE_SIGNAL,
  listRootElements,
  removeRootElement,
  updateRootElement,
} from './messages-signals';
import {
  DEFAULT_PARALLEL_COLLECTION,
  approvalModeOf,
  completionConditionOf,
  readMultiInstance,
  setLoopType,
  updateMultiInstance,
  updateMultiInstanceAsync,
  updateRetryTimeCycle,
} from './multi-instance';
import {
  isDueDateValue,
  readAsync,
  readMessageRef,
  readScriptTask,
  readUserTask,
  setScriptType,
  updateAsync,
  updateMessageRef,
  updateScriptTask,
  updateUserTask,
} from './task-config';

let tm: TestModeler;
let before: string;

async function open(prefix: EnginePrefix = 'camunda') {
  tm = await createTestModeler(SAMPLE_DIAGRAM_XML, prefix);
  before = await tm.xml();
}

/**
 * bpmn-js leaves an empty <bpmndi:BPMNLabel/> behind when a rename of a task is undone; it carries no information,
 * so the undo comparison ignores it.
 */
const xmlNow = async () => (await tm.xml()).replace(/\n\s*<bpmndi:BPMNLabel \/>/g, '');

const stack = () => tm.modeler.get<CommandStackService>('commandStack');

/** One undo restores the XML from before the edit; one redo brings the edit back. */
async function expectOneUndoStep() {
  const after = await xmlNow();
  expect(after).not.toBe(before);
  stack().undo();
  expect(await xmlNow()).toBe(before);
  stack().redo();
  expect(await xmlNow()).toBe(after);
}

afterEach(() => tm?.destroy());

describe('general', () => {
  beforeEach(() => open());

  test('reads the process key and name', () => {
    const root = canvas(tm.ctx).getRootElement();
    expect(readGeneral(tm.ctx, root)).toMatchObject({ isProcess: true, processId: 'leave', processName: '请假流程' });
  });

  test('process key: required, copied into the id only when it is an XML name', async () => {
    const root = canvas(tm.ctx).getRootElement();
    expect(updateProcessKey(tm.ctx, root, '  ')).toBe(PROCESS_KEY_REQUIRED);
    expect(updateProcessKey(tm.ctx, root, '1bad key')).toBeUndefined();
    expect(await tm.xml()).toBe(before);
    expect(updateProcessKey(tm.ctx, root, 'leave_v2.$-x')).toBeUndefined();
    expect(readGeneral(tm.ctx, root).processId).toBe('leave_v2.$-x');
    expect(await tm.xml()).toContain('bpmn2:process id="leave_v2.$-x"');
    await expectOneUndoStep();
  });

  test('process name is required', async () => {
    const root = canvas(tm.ctx).getRootElement();
    expect(updateProcessName(tm.ctx, root, '')).toBe(PROCESS_NAME_REQUIRED);
    expect(updateProcessName(tm.ctx, root, '新名称')).toBeUndefined();
    expect(await tm.xml()).toContain('name="新名称"');
    await expectOneUndoStep();
  });

  test('process extension fields use the prefix', async () => {
    const root = canvas(tm.ctx).getRootElement();
    updateProcessExtension(tm.ctx, root, 'candidateStarterGroups', 'g1,g2');
    updateProcessExtension(tm.ctx, root, 'isStartableInTasklist', false);
    const xml = await tm.xml();
    expect(xml).toContain('camunda:candidateStarterGroups="g1,g2"');
    expect(xml).toContain('camunda:isStartableInTasklist="false"');
    expect(readGeneral(tm.ctx, root).extension).toMatchObject({ candidateStarterGroups: 'g1,g2', isStartableInTasklist: false });
    stack().undo();
    stack().undo();
    expect(await tm.xml()).toBe(before);
  });

  test('element id and name', async () => {
    const task = tm.element('approve');
    expect(updateId(tm.ctx, task, '9no')).toBe(false);
    expect(updateId(tm.ctx, task, 'approve_1')).toBe(true);
    expect(task.businessObject.id).toBe('approve_1');
    stack().undo();
    updateName(tm.ctx, task, '经理审批');
    expect(await tm.xml()).toContain('name="经理审批"');
    await expectOneUndoStep();
  });
});

describe('messages and signals', () => {
  beforeEach(() => open());

  test('adds unique messages and signals; duplicates are refused with the spec texts', async () => {
    expect(addRootElement(tm.ctx, 'message', { id: 'Message_1', name: 'x' })).toBe(DUPLICATE_MESSAGE);
    expect(await tm.xml()).toBe(before);
    expect(addRootElement(tm.ctx, 'message', { id: 'Message_2', name: '到账' })).toBeUndefined();
    expect(listRootElements(tm.ctx, 'message').map((m) => m.id)).toEqual(['Message_1', 'Message_2']);
    await expectOneUndoStep();
    expect(addRootElement(tm.ctx, 'signal', { id: 'Signal_1', name: '撤销' })).toBeUndefined();
    expect(addRootElement(tm.ctx, 'signal', { id: 'Signal_1', name: '撤销' })).toBe(DUPLICATE_SIGNAL);
    expect(await tm.xml()).toContain('<bpmn2:signal id="Signal_1" name="撤销" />');
  });

  test('edits id and name in place; a taken id is refused and writes nothing; references follow the new id', async () => {
    updateMessageRef(tm.ctx, tm.element('receive'), 'Message_1');
    addRootElement(tm.ctx, 'message', { id: 'Message_2', name: '到账' });
    before = await tm.xml();
    expect(updateRootElement(tm.ctx, 'message', 'Message_1', { id: 'Message_2', name: 'x' })).toBe(DUPLICATE_MESSAGE);
    expect(await tm.xml()).toBe(before);
    expect(updateRootElement(tm.ctx, 'message', 'Message_1', { id: 'Message_1', name: '付款通知' })).toBeUndefined();
    expect(await tm.xml()).toBe(before);
    expect(updateRootElement(tm.ctx, 'message', 'Message_1', { id: 'Paid', name: '已付款' })).toBeUndefined();
    expect(listRootElements(tm.ctx, 'message')).toEqual([
      { id: 'Paid', name: '已付款' },
      { id: 'Message_2', name: '到账' },
    ]);
    const xml = await tm.xml();
    expect(xml).toContain('<bpmn2:message id="Paid" name="已付款" />');
    expect(xml).toContain('messageRef="Paid"');
    await expectOneUndoStep();
    // a message and a signal may share an id; two signals may not
    addRootElement(tm.ctx, 'signal', { id: 'S1', name: '' });
    addRootElement(tm.ctx, 'signal', { id: 'S2', name: '' });
    expect(updateRootElement(tm.ctx, 'signal', 'S2', { id: 'S1', name: '' })).toBe(DUPLICATE_SIGNAL);
    expect(updateRootElement(tm.ctx, 'signal', 'S2', { id: 'Message_2', name: '撤销' })).toBeUndefined();
    expect(listRootElements(tm.ctx, 'signal')).toEqual([
      { id: 'S1', name: '' },
      { id: 'Message_2', name: '撤销' },
    ]);
  });

  test('removes a message (and the references to it) or a signal — one undo step each', async () => {
    updateMessageRef(tm.ctx, tm.element('receive'), 'Message_1');
    addRootElement(tm.ctx, 'signal', { id: 'Signal_1', name: '撤销' });
    before = await tm.xml();
    removeRootElement(tm.ctx, 'message', 'Message_1');
    expect(listRootElements(tm.ctx, 'message')).toEqual([]);
    expect(readMessageRef(tm.element('receive'))).toBe('');
    const xml = await tm.xml();
    expect(xml).not.toContain('Message_1');
    await expectOneUndoStep();
    stack().undo();
    expect(readMessageRef(tm.element('receive'))).toBe('Message_1');
    before = await tm.xml();
    removeRootElement(tm.ctx, 'signal', 'Signal_1');
    expect(listRootElements(tm.ctx, 'signal')).toEqual([]);
    expect(listRootElements(tm.ctx, 'message')).toHaveLength(1);
    await expectOneUndoStep();
  });
});

describe('flow condition', () => {
  beforeEach(() => open());

  test('the section is offered unless the source is a start event', () => {
    expect(hasConditionSection(tm.element('f1'))).toBe(false);
    expect(hasConditionSection(tm.element('f3'))).toBe(true);
  });

  test('condition creates an empty expression; expression and script bodies are written', async () => {
    const flow = tm.element('f3');
    setFlowType(tm.ctx, flow, 'condition');
    expect(readFlowCondition(tm.ctx, flow)).toMatchObject({ type: 'condition', body: '' });
    await expectOneUndoStep();
    updateCondition(tm.ctx, flow, { conditionType: 'expression', body: '${pass}', language: '', scriptType: 'inlineScript', resource: '' });
    expect(await tm.xml()).toContain('${pass}');
    updateCondition(tm.ctx, flow, { conditionType: 'script', body: '', language: 'groovy', scriptType: 'externalScript', resource: 'a.groovy' });
    expect(readFlowCondition(tm.ctx, flow)).toMatchObject({ conditionType: 'script', scriptType: 'externalScript', resource: 'a.groovy', language: 'groovy' });
    expect(await tm.xml()).toContain('camunda:resource="a.groovy"');
  });

  test('default clears the condition and marks the source default; normal clears the marker', async () => {
    const flow = tm.element('f3');
    setFlowType(tm.ctx, flow, 'condition');
    before = await tm.xml();
    setFlowType(tm.ctx, flow, 'default');
    expect(readFlowCondition(tm.ctx, flow).type).toBe('default');
    expect(tm.element('decide').businessObject.default?.id).toBe('f3');
    expect(await tm.xml()).not.toContain('conditionExpression');
    await expectOneUndoStep();
    before = await tm.xml();
    setFlowType(tm.ctx, flow, 'normal');
    expect(tm.element('decide').businessObject.default).toBeUndefined();
    expect(readFlowCondition(tm.ctx, flow).type).toBe('normal');
    await expectOneUndoStep();
  });
});

describe('form', () => {
  beforeEach(() => open('flowable'));

  const field: FormFieldInput = {
    id: 'days',
    label: '天数',
    type: 'enum',
    defaultValue: '1',
    datePattern: '',
    values: [{ id: 'a', name: '一天' }],
    constraints: [{ name: 'required', config: 'true' }],
    properties: [{ id: 'p', value: 'v' }],
  };

  test('formKey, fields with values/constraints/properties, businessKey from field ids, removal', async () => {
    const task = tm.element('approve');
    updateFormKey(tm.ctx, task, 'form:leave');
    expect(await tm.xml()).toContain('flowable:formKey="form:leave"');
    await expectOneUndoStep();
    before = await tm.xml();
    saveFormField(tm.ctx, task, -1, field);
    expect(readForm(tm.ctx, task).fields).toEqual([field]);
    const xml = await tm.xml();
    expect(xml).toContain('<flowable:formField id="days" label="天数" type="enum" defaultValue="1">');
    expect(xml).toContain('<flowable:value id="a" name="一天" />');
    expect(xml).toContain('<flowable:constraint name="required" config="true" />');
    expect(xml).toContain('<flowable:property id="p" value="v" />');
    await expectOneUndoStep();
    updateBusinessKey(tm.ctx, task, 'days');
    expect(readForm(tm.ctx, task).businessKey).toBe('days');
    saveFormField(tm.ctx, task, 0, { ...field, type: 'date', datePattern: 'yyyy-MM-dd', values: [] });
    expect(readForm(tm.ctx, task).fields[0]).toMatchObject({ type: 'date', datePattern: 'yyyy-MM-dd' });
    removeFormField(tm.ctx, task, 0);
    expect(readForm(tm.ctx, task)).toMatchObject({ businessKey: '', fields: [] });
  });
});

describe('task config', () => {
  beforeEach(() => open('activiti'));

  test('user task fields use the prefix, lists are comma-joined', async () => {
    const task = tm.element('approve');
    updateUserTask(tm.ctx, task, 'assignee', '${starter}');
    updateUserTask(tm.ctx, task, 'candidateUsers', 'u1,u2');
    updateUserTask(tm.ctx, task, 'candidateGroups', 'g1');
    updateUserTask(tm.ctx, task, 'dueDate', 'P3D');
    expect(readUserTask(tm.ctx, task)).toMatchObject({ assignee: '${starter}', candidateUsers: 'u1,u2', candidateGroups: 'g1', dueDate: 'P3D' });
    const xml = await tm.xml();
    expect(xml).toContain('xmlns:activiti="http://activiti.org/bpmn"');
    expect(xml).toContain('activiti:candidateUsers="u1,u2"');
    for (let i = 0; i < 4; i++) stack().undo();
    expect(await tm.xml()).toBe(before);
  });

  test('due dates accept expressions or ISO dates', () => {
    expect(isDueDateValue('${due}')).toBe(true);
    expect(isDueDateValue('2024-01-02T10:00:00')).toBe(true);
    expect(isDueDateValue('P1DT2H')).toBe(true);
    expect(isDueDateValue('tomorrow')).toBe(false);
  });

  test('script task: inline clears resource, external clears script', async () => {
    const task = tm.element('script');
    updateScriptTask(tm.ctx, task, 'scriptFormat', 'groovy');
    updateScriptTask(tm.ctx, task, 'script', 'println 1');
    updateScriptTask(tm.ctx, task, 'resultVariable', 'r');
    expect(readScriptTask(tm.ctx, task)).toMatchObject({ scriptType: 'inline', script: 'println 1', resultVariable: 'r' });
    before = await tm.xml();
    setScriptType(tm.ctx, task, 'external');
    updateScriptTask(tm.ctx, task, 'resource', 'x.groovy');
    expect(readScriptTask(tm.ctx, task)).toMatchObject({ scriptType: 'external', script: '', resource: 'x.groovy' });
    expect(await tm.xml()).not.toContain('println');
    setScriptType(tm.ctx, task, 'inline');
    expect(readScriptTask(tm.ctx, task)).toMatchObject({ scriptType: 'inline', resource: '' });
    expect(await tm.xml()).not.toContain('x.groovy');
    stack().undo();
    stack().undo();
    stack().undo();
    expect(await tm.xml()).toBe(before);
  });

  test('receive task binds a message or none', async () => {
    const task = tm.element('receive');
    updateMessageRef(tm.ctx, task, 'Message_1');
    expect(readMessageRef(task)).toBe('Message_1');
    expect(await tm.xml()).toContain('messageRef="Message_1"');
    await expectOneUndoStep();
    updateMessageRef(tm.ctx, task, '');
    expect(readMessageRef(task)).toBe('');
  });

  test('exclusive only with async, reset to false when both are off', async () => {
    const task = tm.element('approve');
    updateAsync(tm.ctx, task, { asyncBefore: true });
    expect(readAsync(tm.ctx, task.businessObject)).toEqual({ asyncBefore: true, asyncAfter: false, exclusive: true });
    updateAsync(tm.ctx, task, { exclusive: false });
    expect(readAsync(tm.ctx, task.businessObject).exclusive).toBe(false);
    updateAsync(tm.ctx, task, { exclusive: true });
    updateAsync(tm.ctx, task, { asyncBefore: false });
    expect(readAsync(tm.ctx, task.businessObject)).toEqual({ asyncBefore: false, asyncAfter: false, exclusive: false });
    expect(await tm.xml()).toContain('activiti:exclusive="false"');
  });
});

describe('multi-instance', () => {
  beforeEach(() => open());

  test('parallel without a collection (one task per rule candidate), sequential, standard loop, none removes it', async () => {
    const task = tm.element('approve');
    setLoopType(tm.ctx, task, 'parallel');
    expect(readMultiInstance(tm.ctx, task)).toMatchObject({ loopType: 'parallel', collection: '' });
    expect(await tm.xml()).not.toContain(DEFAULT_PARALLEL_COLLECTION);
    await expectOneUndoStep();
    setLoopType(tm.ctx, task, 'sequential');
    expect(readMultiInstance(tm.ctx, task).loopType).toBe('sequential');
    setLoopType(tm.ctx, task, 'standard');
    expect(await tm.xml()).toContain('standardLoopCharacteristics');
    setLoopType(tm.ctx, task, 'none');
    expect(readMultiInstance(tm.ctx, task).loopType).toBe('none');
    expect(await tm.xml()).toBe(before);
  });

  test('approval modes: 会签, 或签 and a ratio write conditions the server evaluates, and read back', () => {
    for (const mode of [{ kind: 'all' }, { kind: 'any' }, { kind: 'ratio', ratio: 0.6 }, { kind: 'custom', condition: '${pass == true}' }] as const) {
      expect(approvalModeOf(completionConditionOf(mode))).toEqual(mode);
    }
    expect(completionConditionOf({ kind: 'ratio', ratio: 0.5 })).toBe('${nrOfCompletedInstances/nrOfInstances >= 0.5}');
    expect(approvalModeOf('${nrOfCompletedInstances >= 1}')).toEqual({ kind: 'any' });
    expect(approvalModeOf('${nrOfCompletedInstances / nrOfInstances >= 2}')).toEqual({ kind: 'custom', condition: '${nrOfCompletedInstances / nrOfInstances >= 2}' });
  });

  test('cardinality, element variable, completion condition, async and retry cycle', async () => {
    const task = tm.element('approve');
    setLoopType(tm.ctx, task, 'sequential');
    before = await tm.xml();
    updateMultiInstance(tm.ctx, task, 'loopCardinality', '3');
    updateMultiInstance(tm.ctx, task, 'elementVariable', 'user');
    updateMultiInstance(tm.ctx, task, 'completionCondition', '${nrOfCompletedInstances >= 2}');
    updateMultiInstanceAsync(tm.ctx, task, { asyncAfter: true });
    updateRetryTimeCycle(tm.ctx, task, 'R3/PT10M');
    expect(readMultiInstance(tm.ctx, task)).toMatchObject({
      loopCardinality: '3',
      elementVariable: 'user',
      completionCondition: '${nrOfCompletedInstances >= 2}',
      async: { asyncBefore: false, asyncAfter: true, exclusive: true },
      timeCycle: 'R3/PT10M',
    });
    const xml = await tm.xml();
    expect(xml).toContain('<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>');
    expect(xml).toContain('camunda:elementVariable="user"');
    for (let i = 0; i < 5; i++) stack().undo();
    expect(await tm.xml()).toBe(before);
  });
});

describe('listeners', () => {
  beforeEach(() => open('flowable'));

  const classListener: ListenerInput = {
    event: 'start',
    listenerType: 'classListener',
    class: 'com.example.Audit',
    fields: [
      { name: 'level', fieldType: 'string', string: 'high' },
      { name: 'who', fieldType: 'expression', expression: '${user}' },
    ],
  };

  test('execution listener add, edit, remove — one undo step each', async () => {
    const task = tm.element('approve');
    addListener(tm.ctx, task, 'execution', classListener);
    expect(readListeners(tm.ctx, task, 'execution')).toEqual([{ ...classListener }]);
    const xml = await tm.xml();
    expect(xml).toContain('<flowable:executionListener class="com.example.Audit" event="start">');
    expect(xml).toContain('<flowable:string>high</flowable:string>');
    expect(xml).toContain('<flowable:expression>${user}</flowable:expression>');
    await expectOneUndoStep();
    before = await tm.xml();
    updateListener(tm.ctx, task, 'execution', 0, {
      event: 'end',
      listenerType: 'scriptListener',
      scriptFormat: 'groovy',
      scriptType: 'inlineScript',
      value: 'println 1',
      fields: [],
    });
    expect(readListeners(tm.ctx, task, 'execution')[0]).toMatchObject({ listenerType: 'scriptListener', value: 'println 1' });
    await expectOneUndoStep();
    before = await tm.xml();
    removeListener(tm.ctx, task, 'execution', 0);
    expect(readListeners(tm.ctx, task, 'execution')).toEqual([]);
    await expectOneUndoStep();
  });

  test('task listener with timeout timer gets an id TimerEventDefinition_ + 8 alphanumerics', async () => {
    const task = tm.element('approve');
    addListener(tm.ctx, task, 'task', {
      event: 'timeout',
      id: 'remind',
      listenerType: 'delegateExpressionListener',
      delegateExpression: '${reminder}',
      fields: [],
      eventDefinitionType: 'duration',
      eventTimeDefinitions: 'PT1H',
    });
    const [listener] = readListeners(tm.ctx, task, 'task');
    expect(listener).toMatchObject({ id: 'remind', eventDefinitionType: 'duration', eventTimeDefinitions: 'PT1H' });
    const xml = await tm.xml();
    expect(xml).toMatch(/<bpmn2:timerEventDefinition id="TimerEventDefinition_[A-Za-z0-9]{8}">/);
    expect(xml).toContain('PT1H');
    await expectOneUndoStep();
  });

  test('validation messages of spec section 5', () => {
    expect(validateListener({ event: '', listenerType: 'classListener', fields: [] }, 'task')).toEqual({
      event: '请选择事件类型',
      id: '请填写监听器ID',
      class: '请填写Java类',
    });
    expect(validateListener({ event: 'start', listenerType: 'scriptListener', fields: [] }, 'execution')).toEqual({
      scriptFormat: '请填写脚本格式',
      scriptType: '请选择脚本类型',
    });
    expect(
      validateListener({ event: 'start', listenerType: 'scriptListener', scriptFormat: 'js', scriptType: 'inlineScript', fields: [] }, 'execution'),
    ).toEqual({ value: '请填写脚本内容' });
    expect(
      validateListener({ event: 'start', listenerType: 'scriptListener', scriptFormat: 'js', scriptType: 'externalScript', fields: [] }, 'execution'),
    ).toEqual({ resource: '请填写资源地址' });
    expect(
      validateListener(
        { event: 'timeout', id: 'a', listenerType: 'expressionListener', expression: '${x}', fields: [], eventDefinitionType: 'date', eventTimeDefinitions: '' },
        'task',
      ),
    ).toEqual({ eventTimeDefinitions: '请填写定时器配置' });
    expect(validateListener({ event: 'start', listenerType: 'expressionListener', fields: [] }, 'execution')).toEqual({ expression: '请填写表达式' });
    expect(validateListener({ event: 'start', listenerType: 'delegateExpressionListener', fields: [] }, 'execution')).toEqual({
      delegateExpression: '请填写代理表达式',
    });
    expect(validateListenerField({ name: '', fieldType: 'string' })).toEqual({ name: '请填写字段名称', string: '请填写字段值' });
    expect(validateListenerField({ name: 'n', fieldType: 'expression' })).toEqual({ expression: '请填写表达式' });
  });
});

describe('extension properties and documentation', () => {
  beforeEach(() => open());

  test('add, edit, remove properties — each one undo step', async () => {
    const task = tm.element('approve');
    addExtensionProperty(tm.ctx, task, { name: 'level', value: '1' });
    expect(readExtensionProperties(tm.ctx, task)).toEqual([{ name: 'level', value: '1' }]);
    expect(await tm.xml()).toContain('<camunda:property name="level" value="1" />');
    await expectOneUndoStep();
    before = await tm.xml();
    updateExtensionProperty(tm.ctx, task, 0, { name: 'level', value: '2' });
    expect(readExtensionProperties(tm.ctx, task)[0].value).toBe('2');
    await expectOneUndoStep();
    before = await tm.xml();
    removeExtensionProperty(tm.ctx, task, 0);
    expect(readExtensionProperties(tm.ctx, task)).toEqual([]);
    await expectOneUndoStep();
  });

  test('documentation', async () => {
    const task = tm.element('approve');
    updateDocumentation(tm.ctx, task, '说明文字');
    expect(readDocumentation(task)).toBe('说明文字');
    await expectOneUndoStep();
  });

  test('selecting elements never changes the XML', async () => {
    const selection = tm.modeler.get<{ select: (e: unknown) => void }>('selection');
    for (const id of ['approve', 'f3', 'script', 'receive', 'start']) selection.select(tm.element(id));
    expect(await tm.xml()).toBe(before);
  });
});

/** A user task whose listeners, properties and form fields carry things the panel does not read. */
const RICH_TASK_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" xmlns:foo="http://example.com/foo" id="rich" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="rich_process" name="保留" isExecutable="true">
    <bpmn2:userTask id="approve" name="审批">
      <bpmn2:extensionElements>
        <flowable:taskListener event="create" class="com.example.A" id="l1" foo:note="keep-l1">
          <flowable:field name="f" stringValue="v" foo:note="keep-field" />
        </flowable:taskListener>
        <flowable:taskListener event="timeout" delegateExpression="\${remind}" id="l2" foo:note="keep-l2">
          <bpmn2:timerEventDefinition id="TimerEventDefinition_keep0001">
            <bpmn2:timeDuration xsi:type="bpmn2:tFormalExpression">PT1H</bpmn2:timeDuration>
          </bpmn2:timerEventDefinition>
        </flowable:taskListener>
        <flowable:executionListener event="start" class="com.example.S" foo:note="keep-e1" />
        <flowable:executionListener event="end" expression="\${done}" foo:note="keep-e2" />
        <flowable:properties foo:note="keep-props">
          <flowable:property name="a" value="1" foo:note="keep-p1" />
          <flowable:property name="b" value="2" foo:note="keep-p2" />
        </flowable:properties>
        <flowable:formData businessKey="days" foo:note="keep-form">
          <flowable:formField id="days" label="天数" type="long" foo:note="keep-f1" />
          <flowable:formField id="kind" label="类型" type="enum" foo:note="keep-f2">
            <flowable:value id="a" name="年假" foo:note="keep-v1" />
          </flowable:formField>
        </flowable:formData>
      </bpmn2:extensionElements>
    </bpmn2:userTask>
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="rich_process">
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;

describe('editing one entry leaves the others untouched', () => {
  beforeEach(async () => {
    tm = await createTestModeler(RICH_TASK_XML, 'flowable');
    before = await tm.xml();
  });

  const notes = (xml: string) => [...xml.matchAll(/foo:note="([^"]+)"/g)].map((m) => m[1]);

  test('the XML keeps every foreign attribute and the timer id after import', () => {
    expect(notes(before)).toHaveLength(12);
    expect(before).toContain('TimerEventDefinition_keep0001');
  });

  test('editing one task listener keeps the other listener, its timer id and foreign attributes; undo restores', async () => {
    const task = tm.element('approve');
    const [first] = readListeners(tm.ctx, task, 'task');
    updateListener(tm.ctx, task, 'task', 0, { ...first, class: 'com.example.B' });
    const xml = await xmlNow();
    expect(xml).toContain('class="com.example.B"');
    expect(xml).toContain('TimerEventDefinition_keep0001');
    expect(notes(xml)).toEqual(notes(before));
    await expectOneUndoStep();
  });

  test('editing the timer listener keeps its timer id; changing the timer kind too', async () => {
    const task = tm.element('approve');
    const second = readListeners(tm.ctx, task, 'task')[1];
    updateListener(tm.ctx, task, 'task', 1, { ...second, eventTimeDefinitions: 'PT2H' });
    let xml = await xmlNow();
    expect(xml).toContain('<bpmn2:timerEventDefinition id="TimerEventDefinition_keep0001">');
    expect(xml).toContain('PT2H');
    expect(notes(xml)).toEqual(notes(before));
    await expectOneUndoStep();
    before = await xmlNow();
    updateListener(tm.ctx, task, 'task', 1, { ...second, eventDefinitionType: 'cycle', eventTimeDefinitions: 'R3/PT1H' });
    xml = await xmlNow();
    expect(xml).toContain('TimerEventDefinition_keep0001');
    expect(xml).toMatch(/<bpmn2:timeCycle xsi:type="bpmn2:tFormalExpression">R3\/PT1H<\/bpmn2:timeCycle>/);
    expect(xml).not.toContain('timeDuration');
    expect(readListeners(tm.ctx, task, 'task')[1]).toMatchObject({ eventDefinitionType: 'cycle', eventTimeDefinitions: 'R3/PT1H' });
    await expectOneUndoStep();
  });

  test('switching a listener type clears the old implementation but keeps its own foreign attribute and fields', async () => {
    const task = tm.element('approve');
    const [first] = readListeners(tm.ctx, task, 'task');
    updateListener(tm.ctx, task, 'task', 0, { ...first, listenerType: 'expressionListener', expression: '${x}' });
    const xml = await xmlNow();
    expect(xml).toContain('<flowable:taskListener expression="${x}" event="create" id="l1" foo:note="keep-l1">');
    expect(xml).not.toContain('com.example.A');
    expect(xml).toContain('<flowable:field name="f" stringValue="v" foo:note="keep-field" />');
    expect(readListeners(tm.ctx, task, 'task')[0]).toMatchObject({ listenerType: 'expressionListener', fields: first.fields });
    await expectOneUndoStep();
  });

  test('editing an execution listener keeps the other one', async () => {
    const task = tm.element('approve');
    const [, second] = readListeners(tm.ctx, task, 'execution');
    updateListener(tm.ctx, task, 'execution', 1, { ...second, event: 'start' });
    expect(notes(await xmlNow())).toEqual(notes(before));
    expect(readListeners(tm.ctx, task, 'execution').map((l) => l.event)).toEqual(['start', 'start']);
    await expectOneUndoStep();
  });

  test('extension properties: edit in place, add to the same container, remove one; undo restores', async () => {
    const task = tm.element('approve');
    updateExtensionProperty(tm.ctx, task, 1, { name: 'b', value: '3' });
    let xml = await xmlNow();
    expect(xml).toContain('<flowable:property name="b" value="3" foo:note="keep-p2" />');
    expect(notes(xml)).toEqual(notes(before));
    await expectOneUndoStep();
    before = await xmlNow();
    addExtensionProperty(tm.ctx, task, { name: 'c', value: '4' });
    xml = await xmlNow();
    expect(xml.match(/<flowable:properties/g)).toHaveLength(1);
    expect(readExtensionProperties(tm.ctx, task).map((p) => p.name)).toEqual(['a', 'b', 'c']);
    await expectOneUndoStep();
    before = await xmlNow();
    removeExtensionProperty(tm.ctx, task, 0);
    xml = await xmlNow();
    expect(notes(xml)).toEqual(notes(before).filter((n) => n !== 'keep-p1'));
    await expectOneUndoStep();
  });

  test('form: editing one field keeps the other field and the form data attributes; undo restores', async () => {
    const task = tm.element('approve');
    const form = readForm(tm.ctx, task);
    saveFormField(tm.ctx, task, 0, { ...form.fields[0], label: '请假天数' });
    let xml = await xmlNow();
    expect(xml).toContain('<flowable:formField id="days" label="请假天数" type="long" foo:note="keep-f1" />');
    expect(notes(xml)).toEqual(notes(before));
    await expectOneUndoStep();
    before = await xmlNow();
    saveFormField(tm.ctx, task, 1, { ...form.fields[1], values: [...form.fields[1].values, { id: 'b', name: '事假' }] });
    xml = await xmlNow();
    expect(xml).toContain('<flowable:value id="a" name="年假" foo:note="keep-v1" />');
    expect(xml).toContain('<flowable:value id="b" name="事假" />');
    await expectOneUndoStep();
    before = await xmlNow();
    updateBusinessKey(tm.ctx, task, 'kind');
    expect(await xmlNow()).toContain('<flowable:formData businessKey="kind" foo:note="keep-form">');
    await expectOneUndoStep();
    before = await xmlNow();
    removeFormField(tm.ctx, task, 1); // the business key field: the key is cleared with it
    xml = await xmlNow();
    expect(readForm(tm.ctx, task)).toMatchObject({ businessKey: '', fields: [{ id: 'days' }] });
    expect(xml).toContain('<flowable:formData foo:note="keep-form">');
    await expectOneUndoStep();
  });
});
