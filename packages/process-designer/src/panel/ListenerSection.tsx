import { Button, Drawer, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import {
  addListener,
  EXECUTION_EVENTS,
  FIELD_TYPES,
  LISTENER_TYPES,
  listenerTypeLabel,
  readListeners,
  removeListener,
  TASK_EVENTS,
  TIMER_TYPES,
  updateListener,
  validateListener,
  validateListenerField,
  type ListenerField,
  type ListenerInput,
  type ListenerKind,
} from '../model/listeners';
import { editRemoveColumn } from './row-actions';
import { REMOVE_FIELD, REMOVE_LISTENER } from './confirm-remove';
import type { SectionProps } from './section-props';
import { withKeys } from './with-keys';
import { useModalApi } from './use-panel-ui';

export interface ListenerSectionProps extends SectionProps {
  kind: ListenerKind;
}

const emptyListener = (kind: ListenerKind): ListenerInput => ({
  event: kind === 'execution' ? 'start' : 'create',
  id: kind === 'task' ? '' : undefined,
  listenerType: 'classListener',
  fields: [],
  eventDefinitionType: 'null',
  eventTimeDefinitions: '',
});

const item = (errors: Record<string, string>, key: string) => ({
  validateStatus: errors[key] ? ('error' as const) : undefined,
  help: errors[key],
});

function FieldDialog({
  field,
  onSave,
  onCancel,
}: {
  field: ListenerField | null;
  onSave: (field: ListenerField) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ListenerField>(field ?? { name: '', fieldType: 'string', string: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Modal
      open
      title="字段配置"
      width={600}
      okText="确 认"
      cancelText="取 消"
      onCancel={onCancel}
      onOk={() => {
        const found = validateListenerField(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) onSave(draft);
      }}
    >
      <Form layout="horizontal" labelCol={{ span: 5 }} size="small">
        <Form.Item label="字段名称" required {...item(errors, 'name')}>
          <Input aria-label="字段名称" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Form.Item>
        <Form.Item label="字段类型" required {...item(errors, 'fieldType')}>
          <Select
            aria-label="字段类型"
            value={draft.fieldType}
            options={FIELD_TYPES}
            onChange={(fieldType) => setDraft({ ...draft, fieldType })}
          />
        </Form.Item>
        {draft.fieldType === 'string' ? (
          <Form.Item label="字段值" required {...item(errors, 'string')}>
            <Input aria-label="字段值" value={draft.string} onChange={(e) => setDraft({ ...draft, string: e.target.value })} />
          </Form.Item>
        ) : (
          <Form.Item label="表达式" required {...item(errors, 'expression')}>
            <Input
              aria-label="表达式"
              value={draft.expression}
              onChange={(e) => setDraft({ ...draft, expression: e.target.value })}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function ListenerDrawer({
  kind,
  initial,
  onSave,
  onClose,
}: {
  kind: ListenerKind;
  initial: ListenerInput;
  onSave: (listener: ListenerInput) => void;
  onClose: () => void;
}) {
  const modal = useModalApi();
  const [draft, setDraft] = useState<ListenerInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fieldDialog, setFieldDialog] = useState<{ index: number; field: ListenerField | null } | null>(null);
  const set = (patch: Partial<ListenerInput>) => setDraft((d) => ({ ...d, ...patch }));
  const events = kind === 'execution' ? EXECUTION_EVENTS : TASK_EVENTS;

  return (
    <Drawer
      open
      title={kind === 'execution' ? '执行监听器' : '任务监听器'}
      size={480}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取 消</Button>
          <Button
            type="primary"
            onClick={() => {
              const found = validateListener(draft, kind);
              setErrors(found);
              if (Object.keys(found).length === 0) onSave(draft);
            }}
          >
            保 存
          </Button>
        </Space>
      }
    >
      <Form layout="horizontal" labelCol={{ span: 6 }} size="small">
        <Form.Item label="事件类型" required {...item(errors, 'event')}>
          <Select
            aria-label="事件类型"
            value={draft.event || undefined}
            options={events.map((e) => ({ value: e.value, label: e.label }))}
            onChange={(event: string) => set({ event })}
          />
        </Form.Item>
        {kind === 'task' && (
          <Form.Item label="监听器ID" required {...item(errors, 'id')}>
            <Input aria-label="监听器ID" value={draft.id} onChange={(e) => set({ id: e.target.value })} />
          </Form.Item>
        )}
        <Form.Item label="监听器类型" required {...item(errors, 'listenerType')}>
          <Select
            aria-label="监听器类型"
            value={draft.listenerType}
            options={LISTENER_TYPES}
            onChange={(listenerType) => set({ listenerType })}
          />
        </Form.Item>
        {draft.listenerType === 'classListener' && (
          <Form.Item label="Java类" required {...item(errors, 'class')}>
            <Input aria-label="Java类" value={draft.class} onChange={(e) => set({ class: e.target.value })} />
          </Form.Item>
        )}
        {draft.listenerType === 'expressionListener' && (
          <Form.Item label="表达式" required {...item(errors, 'expression')}>
            <Input aria-label="表达式" value={draft.expression} onChange={(e) => set({ expression: e.target.value })} />
          </Form.Item>
        )}
        {draft.listenerType === 'delegateExpressionListener' && (
          <Form.Item label="代理表达式" required {...item(errors, 'delegateExpression')}>
            <Input
              aria-label="代理表达式"
              value={draft.delegateExpression}
              onChange={(e) => set({ delegateExpression: e.target.value })}
            />
          </Form.Item>
        )}
        {draft.listenerType === 'scriptListener' && (
          <>
            <Form.Item label="脚本格式" required {...item(errors, 'scriptFormat')}>
              <Input aria-label="脚本格式" value={draft.scriptFormat} onChange={(e) => set({ scriptFormat: e.target.value })} />
            </Form.Item>
            <Form.Item label="脚本类型" required {...item(errors, 'scriptType')}>
              <Select
                aria-label="脚本类型"
                value={draft.scriptType}
                options={[
                  { value: 'inlineScript', label: '内联脚本' },
                  { value: 'externalScript', label: '外部脚本' },
                ]}
                onChange={(scriptType) => set({ scriptType })}
              />
            </Form.Item>
            {draft.scriptType === 'inlineScript' && (
              <Form.Item label="脚本内容" required {...item(errors, 'value')}>
                <Input.TextArea
                  aria-label="脚本内容"
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  value={draft.value}
                  onChange={(e) => set({ value: e.target.value })}
                />
              </Form.Item>
            )}
            {draft.scriptType === 'externalScript' && (
              <Form.Item label="资源地址" required {...item(errors, 'resource')}>
                <Input aria-label="资源地址" value={draft.resource} onChange={(e) => set({ resource: e.target.value })} />
              </Form.Item>
            )}
          </>
        )}
        {kind === 'task' && draft.event === 'timeout' && (
          <>
            <Form.Item label="定时器类型">
              <Select
                aria-label="定时器类型"
                value={draft.eventDefinitionType ?? 'null'}
                options={TIMER_TYPES}
                onChange={(eventDefinitionType) => set({ eventDefinitionType })}
              />
            </Form.Item>
            {draft.eventDefinitionType && draft.eventDefinitionType !== 'null' && (
              <Form.Item label="定时器" required {...item(errors, 'eventTimeDefinitions')}>
                <Input
                  aria-label="定时器"
                  value={draft.eventTimeDefinitions}
                  onChange={(e) => set({ eventTimeDefinitions: e.target.value })}
                />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', margin: '12px 0 8px' }}>
        <span>注入字段：</span>
        <Button size="small" type="primary" onClick={() => setFieldDialog({ index: -1, field: null })}>
          添加字段
        </Button>
      </div>
      <Table
        size="small"
        rowKey="_key"
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={withKeys(draft.fields)}
        columns={[
          { title: '序号', width: 56, render: (_v, _r, index) => index + 1 },
          { title: '字段名称', dataIndex: 'name', ellipsis: true },
          {
            title: '字段类型',
            ellipsis: true,
            render: (_v, field: ListenerField) => FIELD_TYPES.find((t) => t.value === field.fieldType)?.label,
          },
          {
            title: '字段值/表达式',
            ellipsis: true,
            render: (_v, field: ListenerField) => (field.fieldType === 'string' ? field.string : field.expression),
          },
          editRemoveColumn<ListenerField>(modal, REMOVE_FIELD, (field, index) => setFieldDialog({ index, field }), (index) => set({ fields: draft.fields.filter((_, i) => i !== index) })),
        ]}
      />
      {fieldDialog && (
        <FieldDialog
          field={fieldDialog.field}
          onCancel={() => setFieldDialog(null)}
          onSave={(field) => {
            const fields =
              fieldDialog.index < 0
                ? [...draft.fields, field]
                : draft.fields.map((f, i) => (i === fieldDialog.index ? field : f));
            set({ fields });
            setFieldDialog(null);
          }}
        />
      )}
    </Drawer>
  );
}

/** Execution listeners (every element) or task listeners (user tasks). */
export function ListenerSection({ ctx, element, kind }: ListenerSectionProps) {
  const modal = useModalApi();
  const listeners = readListeners(ctx, element, kind);
  const events: readonly { value: string; label: string }[] = kind === 'execution' ? EXECUTION_EVENTS : TASK_EVENTS;
  const [editing, setEditing] = useState<{ index: number; listener: ListenerInput } | null>(null);

  return (
    <div>
      <Table
        size="small"
        rowKey="_key"
        pagination={false}
        dataSource={withKeys(listeners)}
        columns={[
          { title: '序号', width: 56, render: (_v, _r, index) => index + 1 },
          {
            title: '事件类型',
            ellipsis: true,
            render: (_v, l: ListenerInput) => events.find((e) => e.value === l.event)?.label ?? l.event,
          },
          ...(kind === 'task' ? [{ title: '监听器ID', dataIndex: 'id', ellipsis: true }] : []),
          { title: '监听器类型', ellipsis: true, render: (_v, l: ListenerInput) => listenerTypeLabel(l.listenerType) },
          editRemoveColumn<ListenerInput>(modal, REMOVE_LISTENER, (listener, index) => setEditing({ index, listener }), (index) => removeListener(ctx, element, kind, index)),
        ]}
      />
      <Button
        type="primary"
        size="small"
        block
        style={{ marginTop: 8 }}
        onClick={() => setEditing({ index: -1, listener: emptyListener(kind) })}
      >
        添加监听器
      </Button>
      {editing && (
        <ListenerDrawer
          kind={kind}
          initial={editing.listener}
          onClose={() => setEditing(null)}
          onSave={(listener) => {
            if (editing.index < 0) addListener(ctx, element, kind, listener);
            else updateListener(ctx, element, kind, editing.index, listener);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
