import { describe, expect, test } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import type { ModdleElement } from '../model/bpmn-types';
import { findLostFacts } from '../testing/model-facts';
import { activitiDescriptor, ENGINE_NAMESPACES, flowableDescriptor, getModdleExtensions } from './index';

const flowableXml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="t">
  <process id="p" flowable:candidateStarterUsers="u1" flowable:versionTag="v1" flowable:historyTimeToLive="30" flowable:isStartableInTasklist="false">
    <userTask id="t" flowable:assignee="a" flowable:candidateGroups="g1,g2" flowable:dueDate="P1D" flowable:priority="5" flowable:formKey="f" flowable:asyncBefore="true" flowable:exclusive="false">
      <extensionElements>
        <flowable:button id="b1" name="同意" code="approve" isHide="false" next="n" sort="1" />
        <flowable:assignee id="a1" type="role" value="r1" condition="c" operationType="or" sort="1" />
        <flowable:condition id="c1" field="amount" compare="&gt;" value="100" logic="and" sort="1" />
        <flowable:executionListener class="A" event="start"><flowable:field name="x"><flowable:string>1</flowable:string></flowable:field></flowable:executionListener>
        <flowable:taskListener id="tl" event="timeout" delegateExpression="\${d}"><timerEventDefinition id="TimerEventDefinition_abcdEFGH"><timeDuration>PT1H</timeDuration></timerEventDefinition></flowable:taskListener>
        <flowable:properties><flowable:property name="k" value="v" /></flowable:properties>
        <flowable:formData businessKey="f1"><flowable:formField id="f1" type="enum"><flowable:value id="a" name="A" /></flowable:formField></flowable:formData>
      </extensionElements>
      <multiInstanceLoopCharacteristics flowable:collection="\${users}" flowable:elementVariable="user" flowable:asyncAfter="true">
        <extensionElements><flowable:failedJobRetryTimeCycle>R3/PT1M</flowable:failedJobRetryTimeCycle></extensionElements>
      </multiInstanceLoopCharacteristics>
    </userTask>
    <scriptTask id="s" scriptFormat="groovy" flowable:resource="a.groovy" flowable:resultVariable="r" />
  </process>
</definitions>`;

describe('flowable and activiti moddle descriptors', () => {
  test('the prefixes and namespaces', () => {
    expect(flowableDescriptor.uri).toBe(ENGINE_NAMESPACES.flowable);
    expect(activitiDescriptor.uri).toBe(ENGINE_NAMESPACES.activiti);
    expect(Object.keys(getModdleExtensions('camunda'))).toEqual(['camunda']);
  });

  test('every edited property and the Button / Assignee / Condition sets are typed, and survive a round trip', async () => {
    const moddle = new BpmnModdle(getModdleExtensions('flowable'));
    const { rootElement, warnings } = await moddle.fromXML(flowableXml, 'bpmn:Definitions');
    expect(warnings).toEqual([]);
    const definitions = rootElement as ModdleElement;
    const task = definitions.rootElements[0].flowElements[0] as ModdleElement;
    expect(task.get('flowable:candidateGroups')).toBe('g1,g2');
    const types = (task.extensionElements.values as ModdleElement[]).map((v) => v.$type);
    expect(types).toEqual([
      'flowable:Button',
      'flowable:Assignee',
      'flowable:Condition',
      'flowable:ExecutionListener',
      'flowable:TaskListener',
      'flowable:Properties',
      'flowable:FormData',
    ]);
    expect(task.extensionElements.values[0]).toMatchObject({ id: 'b1', name: '同意', code: 'approve', isHide: 'false', next: 'n', sort: '1' });
    expect(task.extensionElements.values[2]).toMatchObject({ field: 'amount', compare: '>', logic: 'and' });
    const { xml } = await moddle.toXML(definitions, { format: true });
    expect(xml).toContain('<flowable:button id="b1"');
    expect(await findLostFacts(flowableXml, xml, getModdleExtensions('flowable'))).toEqual([]);
  });
});
