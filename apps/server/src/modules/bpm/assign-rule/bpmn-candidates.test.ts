import { describe, expect, it } from 'vitest';
import { BpmTaskAssignRuleType as T, BpmTaskAssignScript as S } from '@gprs/contract';
import { mapCandidateStrategy, readBpmnCandidates } from './bpmn-candidates';

describe('mapCandidateStrategy (yudao 2.x BpmTaskCandidateStrategyEnum → our rules)', () => {
  it('maps the id-list strategies to the rule of the same meaning, ids deduplicated', () => {
    expect(mapCandidateStrategy({ strategy: 10, param: '3,4,3' })).toEqual({ kind: 'rule', type: T.ROLE, options: [3, 4] });
    expect(mapCandidateStrategy({ strategy: 20, param: '100' })).toEqual({ kind: 'rule', type: T.DEPT_MEMBER, options: [100] });
    expect(mapCandidateStrategy({ strategy: 21, param: '101, 102' })).toEqual({ kind: 'rule', type: T.DEPT_LEADER, options: [101, 102] });
    expect(mapCandidateStrategy({ strategy: 22, param: '1' })).toEqual({ kind: 'rule', type: T.POST, options: [1] });
    expect(mapCandidateStrategy({ strategy: 30, param: '1,2' })).toEqual({ kind: 'rule', type: T.USER, options: [1, 2] });
    expect(mapCandidateStrategy({ strategy: 40, param: '7' })).toEqual({ kind: 'rule', type: T.USER_GROUP, options: [7] });
  });

  it('a list without a usable id is no rule (未配置分配规则), not a rule that finds nobody', () => {
    expect(mapCandidateStrategy({ strategy: 30, param: '' })).toEqual({ kind: 'empty' });
    expect(mapCandidateStrategy({ strategy: 10, param: 'abc, 0' })).toEqual({ kind: 'empty' });
    expect(mapCandidateStrategy({ strategy: 60, param: '  ' })).toEqual({ kind: 'empty' });
  });

  it('maps the starter and the starter’s department leaders (level 1 and 2) to our scripts', () => {
    expect(mapCandidateStrategy({ strategy: 36, param: '' })).toEqual({ kind: 'rule', type: T.SCRIPT, options: [S.START_USER] });
    expect(mapCandidateStrategy({ strategy: 37, param: '1' })).toEqual({ kind: 'rule', type: T.SCRIPT, options: [S.LEADER_X1] });
    expect(mapCandidateStrategy({ strategy: 37, param: '' })).toEqual({ kind: 'rule', type: T.SCRIPT, options: [S.LEADER_X1] });
    expect(mapCandidateStrategy({ strategy: 37, param: '2' })).toEqual({ kind: 'rule', type: T.SCRIPT, options: [S.LEADER_X2] });
    expect(mapCandidateStrategy({ strategy: 37, param: '3' })).toEqual({ kind: 'unsupported', label: '发起人部门负责人（第 3 级）' });
  });

  it('keeps a 流程表达式 as an expression', () => {
    expect(mapCandidateStrategy({ strategy: 60, param: ' ${initiator} ' })).toEqual({ kind: 'expression', expression: '${initiator}' });
  });

  it('names the strategies this server does not run', () => {
    expect(mapCandidateStrategy({ strategy: 35, param: '' })).toEqual({ kind: 'unsupported', label: '发起人自选' });
    expect(mapCandidateStrategy({ strategy: 34, param: '' })).toEqual({ kind: 'unsupported', label: '审批人自选' });
    expect(mapCandidateStrategy({ strategy: 23, param: '100|2' })).toEqual({ kind: 'unsupported', label: '连续多级部门的负责人' });
    expect(mapCandidateStrategy({ strategy: 50, param: 'userField' })).toEqual({ kind: 'unsupported', label: '表单内用户字段' });
    expect(mapCandidateStrategy({ strategy: 99, param: '' })).toEqual({ kind: 'unsupported', label: '分配策略 99' });
  });
});

describe('readBpmnCandidates', () => {
  it('reads attributes and the Vue 3 designer’s extension elements, in sub-processes too, any prefix', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="x">
        <bpmn:process id="p">
          <bpmn:userTask id="a" flowable:candidateStrategy="30" flowable:candidateParam="1,2"/>
          <bpmn:userTask id="b"><bpmn:extensionElements><flowable:candidateStrategy>10</flowable:candidateStrategy><flowable:candidateParam>3</flowable:candidateParam></bpmn:extensionElements></bpmn:userTask>
          <bpmn:subProcess id="sp"><bpmn:userTask id="c" camunda:candidateStrategy="36"/></bpmn:subProcess>
          <bpmn:userTask id="d" flowable:assignee="1"/>
          <bpmn:userTask id="e" flowable:candidateStrategy="abc"/>
        </bpmn:process>
      </bpmn:definitions>`;
    const read = await readBpmnCandidates(xml);
    expect(Object.fromEntries(read)).toEqual({
      a: { strategy: 30, param: '1,2' },
      b: { strategy: 10, param: '3' },
      c: { strategy: 36, param: '' },
    });
  });
});
