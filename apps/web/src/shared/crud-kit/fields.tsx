import type { ReactNode } from 'react';
import { DatePicker, Descriptions, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useDictStore } from '../stores/dict-store';
import { DictTag, getBoolDictOptions, getIntDictOptions, getStrDictOptions } from '../dict';
import { formatDate } from '../utils/date';
import { getIn } from './rules';
import type { DetailItem, DictSource, FormField, Option, Row, SearchField } from './types';

/** The options of a field: its own list, else its dictionary (int values unless told otherwise). */
export function useOptions(source: DictSource): Option[] {
  const dictMap = useDictStore((s) => s.dictMap);
  if (source.options) return typeof source.options === 'function' ? source.options() : source.options;
  if (!source.dict) return [];
  const read = source.dictValue === 'str' ? getStrDictOptions : source.dictValue === 'bool' ? getBoolDictOptions : getIntDictOptions;
  return read(source.dict, dictMap).map((o) => ({ label: o.label, value: o.value }));
}

export function SearchInput({ field, value, onChange, id }: { field: SearchField; value?: any; onChange?(v: any): void; id?: string }) {
  const options = useOptions(field);
  const width = field.width ?? (field.type === 'dateRange' ? 240 : 200);
  switch (field.type) {
    case 'select':
      return (
        <Select
          id={id}
          value={value}
          onChange={onChange}
          options={options}
          allowClear
          showSearch={field.showSearch ? { optionFilterProp: 'label' } : undefined}
          placeholder={field.placeholder ?? `请选择${field.label}`}
          style={{ width }}
        />
      );
    case 'number':
      return <InputNumber id={id} value={value} onChange={onChange} placeholder={field.placeholder ?? `请输入${field.label}`} style={{ width }} />;
    case 'dateRange':
      return <DatePicker.RangePicker id={id} value={value} onChange={onChange} style={{ width }} placeholder={['开始日期', '结束日期']} />;
    default:
      return (
        <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={field.placeholder ?? `请输入${field.label}`} allowClear style={{ width }} />
      );
  }
}

export function FormInput({ field, disabled, value, onChange, id }: { field: FormField<any>; disabled?: boolean; value?: any; onChange?(v: any): void; id?: string }) {
  const options = useOptions(field);
  const placeholder = field.placeholder;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea id={id} value={value} onChange={(e) => onChange?.(e.target.value)} rows={field.rows ?? 3} placeholder={placeholder ?? '请输入内容'} disabled={disabled} />;
    case 'password':
      return <Input.Password id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder ?? `请输入${field.label}`} disabled={disabled} />;
    case 'number':
      return (
        <InputNumber id={id} value={value} onChange={onChange} min={field.min} max={field.max} precision={0} placeholder={placeholder ?? `请输入${field.label}`} disabled={disabled} style={{ width: '100%' }} />
      );
    case 'select':
      return <Select id={id} value={value} onChange={onChange} options={options} placeholder={placeholder ?? `请选择${field.label}`} disabled={disabled} allowClear />;
    case 'radio':
      return <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} options={options as { label: ReactNode; value: string | number }[]} disabled={disabled} />;
    case 'switch':
      return <Switch id={id} checked={!!value} onChange={onChange} disabled={disabled} />;
    default:
      return <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder ?? `请输入${field.label}`} disabled={disabled} />;
  }
}

/** A cell or description value by type: DictTag, date-time or text. */
export function renderValue(type: string | undefined, dict: string | undefined, value: unknown): ReactNode {
  if (type === 'dict' && dict) return <DictTag type={dict} value={value as string | number | boolean | null} />;
  if (type === 'datetime') return formatDate(value as number);
  if (type === 'pre') return <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 300, overflow: 'auto' }}>{value == null ? '' : String(value)}</pre>;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function DetailList<T extends Row>({ items, row }: { items: DetailItem<T>[]; row: T }) {
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      styles={{ label: { width: 140 } }}
      items={items.map((item, i) => {
        const value = item.dataIndex ? getIn(row, item.dataIndex) : undefined;
        return { key: item.dataIndex ?? String(i), label: item.label, span: item.span, children: item.render ? item.render(value, row) : renderValue(item.type, item.dict, value) };
      })}
    />
  );
}
