import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, HolderOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Form, Input, InputNumber, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type DragEvent } from 'react';
import { FIELD_TYPE_LABELS, FIELD_TYPES, hasOptions, moveItem, newField, nextFieldName, type FieldOption, type FormFieldDef, type FormFieldType } from './form-schema';

const PALETTE_MIME = 'application/x-bpm-field-type';
const MOVE_MIME = 'application/x-bpm-field-index';

export interface FormDesignerProps {
  fields: FormFieldDef[];
  onChange(fields: FormFieldDef[]): void;
}

/** 默认值 input of the field's kind. */
function DefaultValueInput({ field, onChange }: { field: FormFieldDef; onChange(value: unknown): void }) {
  const value = field.defaultValue;
  const options = field.options.map((o) => ({ label: o.label, value: o.value }));
  switch (field.type) {
    case 'number':
      return <InputNumber aria-label="默认值" style={{ width: '100%' }} value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v ?? undefined)} />;
    case 'select':
    case 'radio':
      return <Select aria-label="默认值" allowClear options={options} value={(value as string) ?? undefined} onChange={(v) => onChange(v)} />;
    case 'checkbox':
      return <Select aria-label="默认值" mode="multiple" allowClear options={options} value={Array.isArray(value) ? value : []} onChange={(v) => onChange(v)} />;
    case 'date':
      return (
        <DatePicker
          aria-label="默认值"
          style={{ width: '100%' }}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)}
        />
      );
    case 'daterange': {
      const [a, b] = Array.isArray(value) ? (value as string[]) : [];
      return (
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          value={a && b ? [dayjs(a), dayjs(b)] : null}
          onChange={(r) => onChange(r && r[0] && r[1] ? [r[0].format('YYYY-MM-DD'), r[1].format('YYYY-MM-DD')] : undefined)}
        />
      );
    }
    case 'switch':
      return <Switch aria-label="默认值" checked={value === true} onChange={(v) => onChange(v)} />;
    case 'upload':
      return <Typography.Text type="secondary">文件字段没有默认值</Typography.Text>;
    default:
      return <Input aria-label="默认值" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)} />;
  }
}

function OptionsEditor({ options, onChange }: { options: FieldOption[]; onChange(options: FieldOption[]): void }) {
  const set = (i: number, patch: Partial<FieldOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <div data-testid="field-options">
      {options.map((o, i) => (
        <Space.Compact key={i} style={{ display: 'flex', marginBottom: 6 }}>
          <Input aria-label={`选项${i + 1}名称`} placeholder="选项名称" value={o.label} onChange={(e) => set(i, { label: e.target.value })} />
          <Input aria-label={`选项${i + 1}值`} placeholder="选项值" value={o.value} onChange={(e) => set(i, { value: e.target.value })} style={{ width: 110 }} />
          <Button aria-label="删除选项" icon={<MinusCircleOutlined />} onClick={() => onChange(options.filter((_, j) => j !== i))} />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => {
          let n = options.length + 1;
          while (options.some((o) => o.value === String(n))) n++;
          onChange([...options, { label: `选项${n}`, value: String(n) }]);
        }}
      >
        添加选项
      </Button>
    </div>
  );
}

function FieldProperties({ field, onChange }: { field: FormFieldDef; onChange(patch: Partial<FormFieldDef>): void }) {
  return (
    <Form layout="vertical" size="small" data-testid="field-properties">
      <Form.Item label="字段名" tooltip="提交后作为流程变量名，可在条件表达式中使用，如 ${days > 3}">
        <Input aria-label="字段名" value={field.name} onChange={(e) => onChange({ name: e.target.value.trim() })} />
      </Form.Item>
      <Form.Item label="标题">
        <Input aria-label="标题" value={field.label} onChange={(e) => onChange({ label: e.target.value })} />
      </Form.Item>
      <Form.Item label="必填">
        <Switch aria-label="必填" checked={field.required} onChange={(required) => onChange({ required })} />
      </Form.Item>
      {field.type !== 'switch' && field.type !== 'upload' && (
        <Form.Item label="占位提示">
          <Input aria-label="占位提示" value={field.placeholder ?? ''} onChange={(e) => onChange({ placeholder: e.target.value || undefined })} />
        </Form.Item>
      )}
      <Form.Item label="帮助文字">
        <Input.TextArea aria-label="帮助文字" rows={2} value={field.help ?? ''} onChange={(e) => onChange({ help: e.target.value || undefined })} />
      </Form.Item>
      {hasOptions(field.type) && (
        <Form.Item label="选项">
          <OptionsEditor
            options={field.options}
            onChange={(options) => {
              const values = new Set(options.map((o) => o.value));
              const d = field.defaultValue;
              // a default that is no longer an option goes
              const defaultValue = Array.isArray(d) ? d.filter((v) => values.has(String(v))) : d !== undefined && !values.has(String(d)) ? undefined : d;
              onChange({ options, defaultValue });
            }}
          />
        </Form.Item>
      )}
      <Form.Item label="默认值">
        <DefaultValueInput field={field} onChange={(defaultValue) => onChange({ defaultValue })} />
      </Form.Item>
    </Form>
  );
}

/**
 * 表单设计器: a palette of field kinds (click or drag onto the form), the form's fields (drag or arrows to order,
 * click to edit, copy, delete) and the selected field's properties.
 */
export function FormDesigner({ fields, onChange }: FormDesignerProps) {
  const [selected, setSelected] = useState(0);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const current = fields[selected];

  const insert = (type: FormFieldType, at = fields.length) => {
    const next = [...fields];
    next.splice(at, 0, newField(type, fields));
    onChange(next);
    setSelected(at);
  };
  const update = (i: number, patch: Partial<FormFieldDef>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (from: number, to: number) => {
    onChange(moveItem(fields, from, to));
    setSelected(to);
  };
  const remove = (i: number) => {
    onChange(fields.filter((_, j) => j !== i));
    setSelected(Math.max(0, Math.min(i, fields.length - 2)));
  };
  const copy = (i: number) => {
    const source = fields[i]!;
    const next = [...fields];
    next.splice(i + 1, 0, { ...source, name: nextFieldName(fields), options: source.options.map((o) => ({ ...o })) });
    onChange(next);
    setSelected(i + 1);
  };

  const onDrop = (e: DragEvent, at: number) => {
    e.preventDefault();
    setDropAt(null);
    const type = e.dataTransfer.getData(PALETTE_MIME) as FormFieldType;
    if (type) return insert(type, at);
    const from = Number(e.dataTransfer.getData(MOVE_MIME));
    if (Number.isInteger(from) && e.dataTransfer.getData(MOVE_MIME) !== '') move(from, from < at ? at - 1 : at);
  };
  const dragOver = (e: DragEvent, at: number) => {
    e.preventDefault();
    if (dropAt !== at) setDropAt(at);
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '180px minmax(0, 1fr) 320px', gap: 12, alignItems: 'start' }}>
      <Card size="small" title="字段" data-testid="field-palette">
        <Space orientation="vertical" style={{ width: '100%' }} size={6}>
          {FIELD_TYPES.map((t) => (
            <Button
              key={t.type}
              block
              draggable
              data-field-type={t.type}
              onDragStart={(e) => {
                e.dataTransfer.setData(PALETTE_MIME, t.type);
                e.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => insert(t.type)}
              style={{ textAlign: 'left', cursor: 'grab' }}
            >
              {t.label}
            </Button>
          ))}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          点击或拖动到表单中添加字段
        </Typography.Paragraph>
      </Card>
      <Card size="small" title={`表单（${fields.length} 个字段）`} data-testid="form-canvas">
        <div
          onDragOver={(e) => dragOver(e, fields.length)}
          onDragLeave={() => setDropAt(null)}
          onDrop={(e) => onDrop(e, fields.length)}
          style={{ minHeight: 320 }}
        >
          {fields.length === 0 && <Empty description="从左侧拖入或点击字段开始设计表单" style={{ paddingTop: 80 }} />}
          {fields.map((f, i) => (
            <div
              key={`${i}-${f.name}`}
              data-testid="canvas-field"
              draggable
              onDragStart={(e) => {
                e.dataTransfer.setData(MOVE_MIME, String(i));
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                e.stopPropagation();
                dragOver(e, i);
              }}
              onDrop={(e) => {
                e.stopPropagation();
                onDrop(e, i);
              }}
              onClick={() => setSelected(i)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '10px 12px',
                marginBottom: 8,
                borderRadius: 6,
                cursor: 'pointer',
                border: `1px ${i === selected ? 'solid var(--ant-color-primary, #1677ff)' : 'dashed var(--ant-color-border, #d9d9d9)'}`,
                borderTop: dropAt === i ? '3px solid var(--ant-color-primary, #1677ff)' : undefined,
                background: i === selected ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
              }}
            >
              <HolderOutlined style={{ cursor: 'grab', color: '#999' }} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <div>
                  {f.required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
                  <strong>{f.label || '（未命名）'}</strong>
                  <Tag style={{ marginLeft: 8 }}>{FIELD_TYPE_LABELS[f.type]}</Tag>
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {f.name}
                  {f.help ? ` · ${f.help}` : ''}
                </Typography.Text>
              </div>
              <Space size={0} onClick={(e) => e.stopPropagation()}>
                <Tooltip title="上移">
                  <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} />
                </Tooltip>
                <Tooltip title="下移">
                  <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} />
                </Tooltip>
                <Tooltip title="复制">
                  <Button type="text" size="small" aria-label="复制" icon={<CopyOutlined />} onClick={() => copy(i)} />
                </Tooltip>
                <Tooltip title="删除">
                  <Button type="text" size="small" danger aria-label="删除" icon={<DeleteOutlined />} onClick={() => remove(i)} />
                </Tooltip>
              </Space>
            </div>
          ))}
          {dropAt === fields.length && fields.length > 0 && <div style={{ borderTop: '3px solid var(--ant-color-primary, #1677ff)' }} />}
        </div>
      </Card>
      <Card size="small" title="字段属性">
        {current ? <FieldProperties field={current} onChange={(patch) => update(selected, patch)} /> : <Empty description="请选择一个字段" />}
      </Card>
    </div>
  );
}
