import { InputNumber, Select } from 'antd';
import { is } from '../model/context';
import {
  approvalModeOf,
  completionConditionOf,
  readMultiInstance,
  setLoopType,
  updateMultiInstance,
  updateMultiInstanceAsync,
  updateRetryTimeCycle,
  type ApprovalMode,
  type LoopType,
} from '../model/multi-instance';
import { AsyncFields } from './AsyncFields';
import { CommitInput } from './commit-fields';
import type { SectionProps } from './section-props';
import { PanelField, PanelForm } from './PanelForm';

export function MultiInstanceSection({ ctx, element }: SectionProps) {
  const config = readMultiInstance(ctx, element);
  const isMulti = config.loopType === 'parallel' || config.loopType === 'sequential';
  const isUserTask = is(element, 'bpmn:UserTask');
  const mode = approvalModeOf(config.completionCondition);
  const setMode = (next: ApprovalMode) => updateMultiInstance(ctx, element, 'completionCondition', completionConditionOf(next));
  return (
    <PanelForm>
      <PanelField label="回路特性">
        <Select<LoopType>
          aria-label="回路特性"
          value={config.loopType}
          onChange={(type) => setLoopType(ctx, element, type)}
          options={[
            { value: 'parallel', label: '并行多重事件' },
            { value: 'sequential', label: '时序多重事件' },
            { value: 'standard', label: '循环事件' },
            { value: 'none', label: '无' },
          ]}
        />
      </PanelField>
      {isMulti && (
        <>
          {isUserTask && (
            <PanelField label="审批方式">
              <Select<ApprovalMode['kind']>
                aria-label="审批方式"
                value={mode.kind}
                onChange={(kind) =>
                  setMode(kind === 'ratio' ? { kind, ratio: 0.5 } : kind === 'custom' ? { kind, condition: config.completionCondition || '${nrOfCompletedInstances >= 2}' } : { kind })
                }
                options={[
                  { value: 'all', label: '会签（全部通过）' },
                  { value: 'any', label: '或签（一人通过即可）' },
                  { value: 'ratio', label: '按比例通过' },
                  { value: 'custom', label: '自定义完成条件' },
                ]}
              />
            </PanelField>
          )}
          {isUserTask && mode.kind === 'ratio' && (
            <PanelField label="通过比例（%）">
              <InputNumber
                aria-label="通过比例"
                min={1}
                max={100}
                value={Math.round(mode.ratio * 100)}
                onChange={(value) => typeof value === 'number' && setMode({ kind: 'ratio', ratio: value / 100 })}
              />
            </PanelField>
          )}
          <PanelField label="集合">
            <CommitInput
              aria-label="集合"
              placeholder={isUserTask ? '留空：按分配规则的候选人各建一个任务' : '列表变量，如 ${approvers}'}
              value={config.collection}
              onCommit={(value) => updateMultiInstance(ctx, element, 'collection', value)}
            />
          </PanelField>
          <PanelField label="循环基数">
            <CommitInput
              aria-label="循环基数"
              value={config.loopCardinality}
              onCommit={(value) => updateMultiInstance(ctx, element, 'loopCardinality', value)}
            />
          </PanelField>
          <PanelField label="元素变量">
            <CommitInput
              aria-label="元素变量"
              value={config.elementVariable}
              onCommit={(value) => updateMultiInstance(ctx, element, 'elementVariable', value)}
            />
          </PanelField>
          <PanelField label="完成条件">
            <CommitInput
              aria-label="完成条件"
              value={config.completionCondition}
              onCommit={(value) => updateMultiInstance(ctx, element, 'completionCondition', value)}
            />
          </PanelField>
          <AsyncFields value={config.async} onChange={(patch) => updateMultiInstanceAsync(ctx, element, patch)} />
          {(config.async.asyncBefore || config.async.asyncAfter) && (
            <PanelField label="重试周期">
              <CommitInput
                aria-label="重试周期"
                value={config.timeCycle}
                onCommit={(value) => updateRetryTimeCycle(ctx, element, value)}
              />
            </PanelField>
          )}
        </>
      )}
    </PanelForm>
  );
}
