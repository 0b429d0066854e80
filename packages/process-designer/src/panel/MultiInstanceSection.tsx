import { Select } from 'antd';
import {
  readMultiInstance,
  setLoopType,
  updateMultiInstance,
  updateMultiInstanceAsync,
  updateRetryTimeCycle,
  type LoopType,
} from '../model/multi-instance';
import { AsyncFields } from './AsyncFields';
import { CommitInput } from './commit-fields';
import type { SectionProps } from './section-props';
import { PanelField, PanelForm } from './PanelForm';

export function MultiInstanceSection({ ctx, element }: SectionProps) {
  const config = readMultiInstance(ctx, element);
  const isMulti = config.loopType === 'parallel' || config.loopType === 'sequential';
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
