import { Switch } from 'antd';
import { useState } from 'react';
import {
  readGeneral,
  updateId,
  updateName,
  updateProcessExtension,
  updateProcessKey,
  updateProcessName,
  XML_NAME_PATTERN,
} from '../model/general';
import { CommitInput } from './commit-fields';
import { PanelField, PanelForm } from './PanelForm';
import type { SectionProps } from './section-props';

export interface GeneralSectionProps extends SectionProps {
  /** the host's model already has an id: the process key is fixed */
  modelId?: string | number;
  idEditDisabled?: boolean;
}

const ID_HINT = '编号需以字母或下划线开头，只能包含字母、数字、-、_、. 或 $';

export function GeneralSection({ ctx, element, modelId, idEditDisabled }: GeneralSectionProps) {
  const info = readGeneral(ctx, element);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const setError = (field: string, error: string | undefined) => setErrors((e) => ({ ...e, [field]: error }));
  const keyDisabled = idEditDisabled || (modelId !== undefined && modelId !== null && modelId !== '');
  const isParticipant = element.type === 'bpmn:Participant';

  return (
    <PanelForm>
      {(!info.isProcess || isParticipant) && (
        <>
          <PanelField label="编号" error={errors.id}>
            <CommitInput
              aria-label="编号"
              status={errors.id ? 'error' : undefined}
              value={info.id}
              disabled={idEditDisabled}
              onCommit={(value) => setError('id', updateId(ctx, element, value.trim()) ? undefined : ID_HINT)}
            />
          </PanelField>
          <PanelField label="名称">
            <CommitInput aria-label="名称" value={info.name} onCommit={(value) => updateName(ctx, element, value)} />
          </PanelField>
        </>
      )}
      {info.isProcess && (
        <>
          <PanelField label="流程标识" required error={errors.key}>
            <CommitInput
              aria-label="流程标识"
              status={errors.key ? 'error' : undefined}
              value={info.processId ?? ''}
              disabled={keyDisabled}
              onCommit={(value) => {
                const error = updateProcessKey(ctx, element, value);
                setError('key', error ?? (value.trim() && !XML_NAME_PATTERN.test(value.trim()) ? ID_HINT : undefined));
              }}
            />
          </PanelField>
          <PanelField label="流程名称" required error={errors.name}>
            <CommitInput
              aria-label="流程名称"
              status={errors.name ? 'error' : undefined}
              value={info.processName ?? ''}
              onCommit={(value) => setError('name', updateProcessName(ctx, element, value))}
            />
          </PanelField>
          <PanelField label="候选启动组">
            <CommitInput
              aria-label="候选启动组"
              value={String(info.extension.candidateStarterGroups ?? '')}
              onCommit={(value) => updateProcessExtension(ctx, element, 'candidateStarterGroups', value)}
            />
          </PanelField>
          <PanelField label="候选启动用户">
            <CommitInput
              aria-label="候选启动用户"
              value={String(info.extension.candidateStarterUsers ?? '')}
              onCommit={(value) => updateProcessExtension(ctx, element, 'candidateStarterUsers', value)}
            />
          </PanelField>
          <PanelField label="版本标签">
            <CommitInput
              aria-label="版本标签"
              value={String(info.extension.versionTag ?? '')}
              onCommit={(value) => updateProcessExtension(ctx, element, 'versionTag', value)}
            />
          </PanelField>
          <PanelField label="历史保留时间">
            <CommitInput
              aria-label="历史保留时间"
              value={String(info.extension.historyTimeToLive ?? '')}
              onCommit={(value) => updateProcessExtension(ctx, element, 'historyTimeToLive', value)}
            />
          </PanelField>
          <PanelField label="可在任务列表启动">
            <Switch
              aria-label="可在任务列表启动"
              checked={info.extension.isStartableInTasklist !== false}
              onChange={(checked) => updateProcessExtension(ctx, element, 'isStartableInTasklist', checked)}
            />
          </PanelField>
        </>
      )}
    </PanelForm>
  );
}
