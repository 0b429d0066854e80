import { Alert, Button, Drawer, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import {
  FORM_FIELD_TYPES,
  readForm,
  removeFormField,
  saveFormField,
  updateBusinessKey,
  updateFormKey,
  type FormFieldInput,
} from '../model/form';
import { PanelField, PanelForm } from './PanelForm';
import { CommitInput } from './commit-fields';
import { editRemoveColumn } from './row-actions';
import { REMOVE_FIELD } from './confirm-remove';
import type { SectionProps } from './section-props';
import { withKeys } from './with-keys';
import { useModalApi } from './use-panel-ui';

const KNOWN_TYPES: string[] = FORM_FIELD_TYPES.filter((t) => t.value !== 'custom').map((t) => t.value);

const emptyField = (): FormFieldInput => ({
  id: '',
  label: '',
  type: 'string',
  defaultValue: '',
  datePattern: '',
  values: [],
  constraints: [],
  properties: [],
});

type Pair = Record<string, string>;

/** Editable list of two-column rows (enum values, constraints, properties); no validation by design. */
function PairList<T extends Pair>({
  title,
  keys,
  labels,
  rows,
  onChange,
}: {
  title: string;
  keys: [keyof T & string, keyof T & string];
  labels: [string, string];
  rows: T[];
  onChange: (rows: T[]) => void;
}) {
  const update = (index: number, key: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 6 }}>
        <span>{title}：</span>
        <Button size="small" onClick={() => onChange([...rows, { [keys[0]]: '', [keys[1]]: '' } as T])}>
          添加
        </Button>
      </div>
      {rows.map((row, index) => (
        <Space.Compact key={index} style={{ display: 'flex', marginBottom: 4 }}>
          <Input
            aria-label={`${title}${labels[0]}`}
            placeholder={labels[0]}
            value={row[keys[0]]}
            onChange={(e) => update(index, keys[0], e.target.value)}
          />
          <Input
            aria-label={`${title}${labels[1]}`}
            placeholder={labels[1]}
            value={row[keys[1]]}
            onChange={(e) => update(index, keys[1], e.target.value)}
          />
          <Button danger onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            移除
          </Button>
        </Space.Compact>
      ))}
    </div>
  );
}

function FieldDrawer({
  initial,
  onSave,
  onClose,
}: {
  initial: FormFieldInput;
  onSave: (field: FormFieldInput) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<FormFieldInput>(initial);
  const [custom, setCustom] = useState(!!initial.type && !KNOWN_TYPES.includes(initial.type));
  const set = (patch: Partial<FormFieldInput>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Drawer
      open
      title="表单字段"
      size={480}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取 消</Button>
          <Button type="primary" onClick={() => onSave(draft)}>
            保 存
          </Button>
        </Space>
      }
    >
      <Form layout="horizontal" labelCol={{ span: 6 }} size="small">
        <Form.Item label="字段ID">
          <Input aria-label="字段ID" value={draft.id} onChange={(e) => set({ id: e.target.value })} />
        </Form.Item>
        <Form.Item label="类型">
          <Select
            aria-label="类型"
            value={custom ? 'custom' : draft.type}
            options={FORM_FIELD_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(type: string) => {
              setCustom(type === 'custom');
              set({ type: type === 'custom' ? '' : type });
            }}
          />
        </Form.Item>
        {custom && (
          <Form.Item label="类型名称">
            <Input aria-label="类型名称" value={draft.type} onChange={(e) => set({ type: e.target.value })} />
          </Form.Item>
        )}
        <Form.Item label="名称">
          <Input aria-label="名称" value={draft.label} onChange={(e) => set({ label: e.target.value })} />
        </Form.Item>
        {draft.type === 'date' && (
          <Form.Item label="时间格式">
            <Input aria-label="时间格式" value={draft.datePattern} onChange={(e) => set({ datePattern: e.target.value })} />
          </Form.Item>
        )}
        <Form.Item label="默认值">
          <Input aria-label="默认值" value={draft.defaultValue} onChange={(e) => set({ defaultValue: e.target.value })} />
        </Form.Item>
      </Form>
      {draft.type === 'enum' && (
        <PairList
          title="枚举值"
          keys={['id', 'name']}
          labels={['编号', '名称']}
          rows={draft.values}
          onChange={(values) => set({ values })}
        />
      )}
      <PairList
        title="约束条件"
        keys={['name', 'config']}
        labels={['名称', '配置']}
        rows={draft.constraints}
        onChange={(constraints) => set({ constraints })}
      />
      <PairList
        title="字段属性"
        keys={['id', 'value']}
        labels={['编号', '值']}
        rows={draft.properties}
        onChange={(properties) => set({ properties })}
      />
    </Drawer>
  );
}

/** Form config of user tasks and start events (legacy engine form), with the hint to use the process form. */
export function FormSection({ ctx, element }: SectionProps) {
  const modal = useModalApi();
  const form = readForm(ctx, element);
  const [editing, setEditing] = useState<{ index: number; field: FormFieldInput } | null>(null);
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <span>
            表单配置请使用{' '}
            <a href="/bpm/manager/form" target="_blank" rel="noopener noreferrer">
              流程表单
            </a>{' '}
            设计表单，并在流程模型中选择该表单。以下为引擎原生表单配置，仅供参考。
          </span>
        }
      />
      <PanelForm>
        <PanelField label="表单标识">
          <CommitInput aria-label="表单标识" value={form.formKey} onCommit={(value) => updateFormKey(ctx, element, value)} />
        </PanelField>
        <PanelField label="业务标识">
          <Select
            aria-label="业务标识"
            value={form.businessKey}
            onChange={(value: string) => updateBusinessKey(ctx, element, value)}
            options={[
              { value: '', label: '无' },
              ...form.fields.filter((f) => f.id).map((f) => ({ value: f.id, label: f.label || f.id })),
            ]}
          />
        </PanelField>
      </PanelForm>
      <Table
        size="small"
        rowKey="_key"
        pagination={false}
        dataSource={withKeys(form.fields)}
        columns={[
          { title: '序号', width: 56, render: (_v, _r, index) => index + 1 },
          { title: '字段名称', ellipsis: true, render: (_v, f: FormFieldInput) => f.label || f.id },
          {
            title: '字段类型',
            ellipsis: true,
            render: (_v, f: FormFieldInput) => FORM_FIELD_TYPES.find((t) => t.value === f.type)?.label ?? f.type,
          },
          { title: '默认值', dataIndex: 'defaultValue', ellipsis: true },
          editRemoveColumn<FormFieldInput>(modal, REMOVE_FIELD, (field, index) => setEditing({ index, field }), (index) => removeFormField(ctx, element, index)),
        ]}
      />
      <Button
        type="primary"
        size="small"
        block
        style={{ marginTop: 8 }}
        onClick={() => setEditing({ index: -1, field: emptyField() })}
      >
        添加字段
      </Button>
      {editing && (
        <FieldDrawer
          initial={editing.field}
          onClose={() => setEditing(null)}
          onSave={(field) => {
            saveFormField(ctx, element, editing.index, field);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
