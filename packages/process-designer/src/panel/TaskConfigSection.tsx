import { Alert, Select } from 'antd';
import { useState } from 'react';
import { is } from '../model/context';
import { listRootElements } from '../model/messages-signals';
import {
  isDueDateValue,
  joinList,
  readAsync,
  readMessageRef,
  readScriptTask,
  readUserTask,
  setScriptType,
  splitList,
  updateAsync,
  updateMessageRef,
  updateScriptTask,
  updateUserTask,
  type ScriptType,
  type UserTaskField,
} from '../model/task-config';
import { AsyncFields } from './AsyncFields';
import { hasDelegate, readDelegate, setDelegate, setDelegateField } from '../model/delegate';
import { useDelegates } from './delegates-context';
import { CommitInput, CommitTextArea } from './commit-fields';
import { PanelField, PanelForm } from './PanelForm';
import type { SectionProps } from './section-props';

export const ASSIGNMENT_RULE_TIP =
  '审批人的分配规则，请在「流程模型」的「分配规则」中配置，支持角色、部门的负责人、部门的成员、岗位、工作组、自定义脚本等 7 种维度。';

const DATE_HINT = '请输入表达式或 ISO 日期';

function UserTaskFields({ ctx, element }: SectionProps) {
  const config = readUserTask(ctx, element);
  const [errors, setErrors] = useState<Partial<Record<UserTaskField, string>>>({});
  const isDate = (field: UserTaskField) => field === 'dueDate' || field === 'followUpDate';
  const text = (field: UserTaskField, label: string) => (
    <PanelField label={label} error={errors[field]}>
      <CommitInput
        aria-label={label}
        status={errors[field] ? 'error' : undefined}
        value={config[field]}
        // a date's error goes as soon as the text is valid again (typed back, or cleared)
        onDraftChange={(draft) => {
          if (errors[field] && isDate(field) && isDueDateValue(draft)) setErrors((e) => ({ ...e, [field]: undefined }));
        }}
        onCommit={(value) => {
          if (isDate(field) && !isDueDateValue(value)) {
            setErrors((e) => ({ ...e, [field]: DATE_HINT }));
            return;
          }
          setErrors((e) => ({ ...e, [field]: undefined }));
          if (value !== config[field]) updateUserTask(ctx, element, field, value);
        }}
      />
    </PanelField>
  );
  const list = (field: 'candidateUsers' | 'candidateGroups', label: string) => (
    <PanelField label={label}>
      <Select
        aria-label={label}
        style={{ width: '100%' }}
        mode="tags"
        value={splitList(config[field])}
        tokenSeparators={[',']}
        open={false}
        suffixIcon={null}
        onChange={(values: string[]) => updateUserTask(ctx, element, field, joinList(values))}
      />
    </PanelField>
  );
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <span>
            {ASSIGNMENT_RULE_TIP}
            <a href="/bpm/manager/model" target="_blank" rel="noopener noreferrer">
              前往流程模型
            </a>
          </span>
        }
      />
      {text('assignee', '处理用户')}
      {list('candidateUsers', '候选用户')}
      {list('candidateGroups', '候选分组')}
      {text('dueDate', '到期时间')}
      {text('followUpDate', '跟踪时间')}
      {text('priority', '优先级')}
    </>
  );
}

function ScriptTaskFields({ ctx, element }: SectionProps) {
  const config = readScriptTask(ctx, element);
  return (
    <>
      <PanelField label="脚本格式">
        <CommitInput
          aria-label="脚本格式"
          value={config.scriptFormat}
          onCommit={(value) => updateScriptTask(ctx, element, 'scriptFormat', value)}
        />
      </PanelField>
      <PanelField label="脚本类型">
        <Select<ScriptType>
          aria-label="脚本类型"
          value={config.scriptType}
          onChange={(type) => setScriptType(ctx, element, type)}
          options={[
            { value: 'inline', label: '内联脚本' },
            { value: 'external', label: '外部资源' },
          ]}
        />
      </PanelField>
      {config.scriptType === 'inline' ? (
        <PanelField label="脚本">
          <CommitTextArea
            aria-label="脚本"
            value={config.script}
            minRows={2}
            maxRows={6}
            onCommit={(value) => updateScriptTask(ctx, element, 'script', value)}
          />
        </PanelField>
      ) : (
        <PanelField label="资源地址">
          <CommitInput
            aria-label="资源地址"
            value={config.resource}
            onCommit={(value) => updateScriptTask(ctx, element, 'resource', value)}
          />
        </PanelField>
      )}
      <PanelField label="结果变量">
        <CommitInput
          aria-label="结果变量"
          value={config.resultVariable}
          onCommit={(value) => updateScriptTask(ctx, element, 'resultVariable', value)}
        />
      </PanelField>
    </>
  );
}

function ReceiveTaskFields({ ctx, element }: SectionProps) {
  const messages = listRootElements(ctx, 'message');
  return (
    <PanelField label="消息实例">
      <Select
        aria-label="消息实例"
        value={readMessageRef(element)}
        onChange={(value: string) => updateMessageRef(ctx, element, value)}
        options={[{ value: '', label: '无' }, ...messages.map((m) => ({ value: m.id, label: m.name || m.id }))]}
      />
    </PanelField>
  );
}

/** 内置委托: the only code a service / send task may run, chosen from the host's list, with its fields. */
function DelegateFields({ ctx, element }: SectionProps) {
  const delegates = useDelegates();
  if (!delegates.length) return null;
  const config = readDelegate(ctx, element);
  const chosen = delegates.find((d) => d.name === config.name);
  return (
    <>
      <PanelField label="内置委托">
        <Select
          aria-label="内置委托"
          value={config.name || undefined}
          placeholder="请选择内置委托"
          allowClear
          onChange={(name?: string) => setDelegate(ctx, element, name ?? '')}
          options={delegates.map((d) => ({ value: d.name, label: d.label }))}
        />
      </PanelField>
      {config.other && !chosen && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`当前的实现（${config.other}）不是内置委托，发布时会被拒绝，请选择一个内置委托`} />
      )}
      {chosen?.fields.map((f) => (
        <PanelField key={f.name} label={`${f.label}${f.required ? ' *' : ''}`}>
          <CommitInput aria-label={f.label} value={config.fields[f.name] ?? ''} onCommit={(value) => setDelegateField(ctx, element, f.name, value)} />
        </PanelField>
      ))}
    </>
  );
}

export function TaskConfigSection(props: SectionProps) {
  const { ctx, element } = props;
  return (
    <PanelForm>
      <AsyncFields value={readAsync(ctx, element.businessObject)} onChange={(patch) => updateAsync(ctx, element, patch)} />
      {is(element, 'bpmn:UserTask') && <UserTaskFields {...props} />}
      {is(element, 'bpmn:ScriptTask') && <ScriptTaskFields {...props} />}
      {is(element, 'bpmn:ReceiveTask') && <ReceiveTaskFields {...props} />}
      {hasDelegate(element) && <DelegateFields {...props} />}
    </PanelForm>
  );
}
