import { describe, expect, it } from 'vitest';
import { formCreateToSchema, schemaToFormCreate } from './form-create';

const yudaoFields = [
  { type: 'input', field: 'reason', title: '原因', info: '写清楚', $required: true, props: { type: 'textarea', placeholder: '请输入' } },
  { type: 'inputNumber', field: 'amount', title: '金额', $required: true, props: { min: 0, max: 9999 } },
  { type: 'select', field: 'kind', title: '类型', options: [{ label: '差旅费', value: 'trip' }, { label: '招待费', value: 'meal' }] },
  { type: 'radio', field: 'level', title: '级别', options: [{ label: '一', value: 1 }, { label: '二', value: 2 }], value: 1 },
  { type: 'checkbox', field: 'tags', title: '标签', validate: [{ required: true }], options: [{ label: '甲', value: 'a' }] },
  { type: 'datePicker', field: 'day', title: '日期', props: { type: 'date' } },
  { type: 'datePicker', field: 'range', title: '区间', props: { type: 'daterange' } },
  { type: 'switch', field: 'urgent', title: '加急' },
  { type: 'UploadFile', field: 'files', title: '附件' },
];

describe('form-create ↔ JSON Schema', () => {
  it('translates the kinds both know, keeping titles, required, defaults, help and placeholders', () => {
    const { schema, uiSchema } = formCreateToSchema(yudaoFields.map((f) => JSON.stringify(f)));
    expect(schema.required).toEqual(['reason', 'amount', 'tags']);
    expect(schema.properties.amount).toEqual({ type: 'number', minimum: 0, maximum: 9999, title: '金额' });
    expect(schema.properties.level).toEqual({ type: 'number', oneOf: [{ const: 1, title: '一' }, { const: 2, title: '二' }], title: '级别', default: 1 });
    expect(schema.properties.tags).toMatchObject({ type: 'array', minItems: 1, uniqueItems: true });
    expect(schema.properties.day).toEqual({ type: 'string', format: 'date', title: '日期' });
    expect(uiSchema).toMatchObject({ reason: { 'ui:widget': 'textarea', 'ui:help': '写清楚', 'ui:placeholder': '请输入' }, range: { 'ui:widget': 'dateRange' }, files: { 'ui:widget': 'fileUpload' } });
    expect(uiSchema['ui:order']).toEqual(yudaoFields.map((f) => f.field));
  });
  it('round-trips: our schema → form-create → our schema is the same', () => {
    const ours = formCreateToSchema(yudaoFields);
    const fc = schemaToFormCreate(ours.schema, ours.uiSchema);
    expect(fc.fields).toHaveLength(yudaoFields.length);
    expect(JSON.parse(fc.conf)).toHaveProperty('form');
    expect(formCreateToSchema(fc.fields)).toEqual(ours);
  });
  it('refuses what it cannot translate, by name', () => {
    expect(() => formCreateToSchema([{ type: 'cascader', field: 'area', title: '地区' }, { type: 'input', field: '1x', title: '坏名' }])).toThrow(
      '字段「地区（area）」的类型 cascader 不支持；字段「坏名」的字段名 1x 不能作为流程变量',
    );
  });
});
