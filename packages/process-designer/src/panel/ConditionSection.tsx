import { Select } from 'antd';
import { useState } from 'react';
import {
  readFlowCondition,
  setFlowType,
  updateCondition,
  type ConditionType,
  type FlowCondition,
  type FlowType,
  type ScriptSource,
} from '../model/condition';
import { CommitInput, CommitTextArea } from './commit-fields';
import type { SectionProps } from './section-props';
import { PanelField, PanelForm } from './PanelForm';

export function ConditionSection({ ctx, element, revision }: SectionProps) {
  const stored = readFlowCondition(ctx, element);
  // condition/script kinds are UI choices until something is written (the panel remounts per element)
  const [kinds, setKinds] = useState({ conditionType: stored.conditionType, scriptType: stored.scriptType });
  void revision;
  const current: FlowCondition = { ...stored, ...kinds };
  const write = (patch: Partial<FlowCondition>) => updateCondition(ctx, element, { ...current, ...patch });

  return (
    <PanelForm>
      <PanelField label="流转类型">
        <Select<FlowType>
          aria-label="流转类型"
          value={stored.type}
          onChange={(type) => setFlowType(ctx, element, type)}
          options={[
            { value: 'normal', label: '普通流转路径' },
            { value: 'default', label: '默认流转路径' },
            { value: 'condition', label: '条件流转路径' },
          ]}
        />
      </PanelField>
      {stored.type === 'condition' && (
        <>
          <PanelField label="条件格式">
            <Select<ConditionType>
              aria-label="条件格式"
              value={kinds.conditionType}
              onChange={(conditionType) => setKinds((k) => ({ ...k, conditionType }))}
              options={[
                { value: 'expression', label: '表达式' },
                { value: 'script', label: '脚本' },
              ]}
            />
          </PanelField>
          {kinds.conditionType === 'expression' && (
            <PanelField label="表达式">
              <CommitInput aria-label="表达式" value={stored.body} onCommit={(body) => write({ body })} />
            </PanelField>
          )}
          {kinds.conditionType === 'script' && (
            <>
              <PanelField label="脚本语言">
                <CommitInput aria-label="脚本语言" value={stored.language} onCommit={(language) => write({ language })} />
              </PanelField>
              <PanelField label="脚本类型">
                <Select<ScriptSource>
                  aria-label="脚本类型"
                  value={kinds.scriptType}
                  onChange={(scriptType) => setKinds((k) => ({ ...k, scriptType }))}
                  options={[
                    { value: 'inlineScript', label: '内联脚本' },
                    { value: 'externalScript', label: '外部脚本' },
                  ]}
                />
              </PanelField>
              {kinds.scriptType === 'inlineScript' ? (
                <PanelField label="脚本">
                  <CommitTextArea aria-label="脚本" value={stored.body} onCommit={(body) => write({ body })} />
                </PanelField>
              ) : (
                <PanelField label="资源地址">
                  <CommitInput aria-label="资源地址" value={stored.resource} onCommit={(resource) => write({ resource })} />
                </PanelField>
              )}
            </>
          )}
        </>
      )}
    </PanelForm>
  );
}
