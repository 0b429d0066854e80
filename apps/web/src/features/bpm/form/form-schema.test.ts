import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  displayValue,
  fieldsToSchemas,
  moveItem,
  newField,
  nextFieldName,
  schemasToFields,
  toSchemas,
  translateError,
  validateFields,
  type FormFieldDef,
} from './form-schema';

const field = (over: Partial<FormFieldDef> & Pick<FormFieldDef, 'name' | 'type'>): FormFieldDef => ({
  label: over.name,
  required: false,
  options: [],
  ...over,
});

describe('fieldsToSchemas', () => {
  it('writes an object schema with properties in order, required names and ui:order', () => {
    const { schema, uiSchema } = fieldsToSchemas([
      field({ name: 'title', type: 'input', label: '标题', required: true, help: '简短一些', placeholder: '请输入' }),
      field({ name: 'amount', type: 'number', label: '金额', defaultValue: 100 }),
    ]);
    expect(schema).toEqual({
      type: 'object',
      properties: { title: { type: 'string', title: '标题' }, amount: { type: 'number', title: '金额', default: 100 } },
      required: ['title'],
    });
    expect(uiSchema).toEqual({ 'ui:order': ['title', 'amount'], title: { 'ui:help': '简短一些', 'ui:placeholder': '请输入' } });
  });

  it('maps choice fields to oneOf (checkbox: unique array items, at least one when required)', () => {
    const options = [
      { label: '甲', value: 'a' },
      { label: '乙', value: 'b' },
    ];
    const { schema, uiSchema } = fieldsToSchemas([
      field({ name: 's', type: 'select', options }),
      field({ name: 'r', type: 'radio', options }),
      field({ name: 'c', type: 'checkbox', options, required: true }),
    ]);
    const oneOf = [
      { const: 'a', title: '甲' },
      { const: 'b', title: '乙' },
    ];
    expect(schema.properties?.s).toMatchObject({ type: 'string', oneOf });
    expect(schema.properties?.c).toMatchObject({ type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string', oneOf } });
    expect(uiSchema.r).toEqual({ 'ui:widget': 'radio' });
    expect(uiSchema.c).toEqual({ 'ui:widget': 'checkboxes' });
  });

  it('gives dates, ranges, switches and uploads their formats and widgets; empty defaults are left out', () => {
    const { schema, uiSchema } = fieldsToSchemas([
      field({ name: 'd', type: 'date', defaultValue: '' }),
      field({ name: 'dr', type: 'daterange', required: true, defaultValue: [] }),
      field({ name: 'sw', type: 'switch', defaultValue: true }),
      field({ name: 'f', type: 'upload' }),
    ]);
    expect(schema.properties?.d).toEqual({ type: 'string', format: 'date', title: 'd' });
    expect(schema.properties?.dr).toEqual({ type: 'array', items: { type: 'string', format: 'date' }, minItems: 2, maxItems: 2, title: 'dr' });
    expect(schema.properties?.sw).toEqual({ type: 'boolean', title: 'sw', default: true });
    expect(uiSchema.dr).toEqual({ 'ui:widget': 'dateRange' });
    expect(uiSchema.f).toEqual({ 'ui:widget': 'fileUpload' });
  });
});

describe('schemasToFields', () => {
  it('round-trips every palette type', () => {
    let fields: FormFieldDef[] = [];
    for (const { type } of FIELD_TYPES) fields = [...fields, { ...newField(type, fields), required: type !== 'switch', help: `说明 ${type}` }];
    fields[0] = { ...fields[0]!, defaultValue: '默认', placeholder: '占位' };
    expect(schemasToFields(fieldsToSchemas(fields))).toEqual(fields);
  });

  it('reads plain enum choices (labels = values)', () => {
    const [f] = schemasToFields({ schema: { type: 'object', properties: { t: { type: 'string', enum: ['差旅费', '其他'] } } }, uiSchema: {} });
    expect(f).toMatchObject({ type: 'select', options: [{ label: '差旅费', value: '差旅费' }, { label: '其他', value: '其他' }] });
  });

  it('follows ui:order and appends properties it does not name', () => {
    const fields = schemasToFields({
      schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' }, c: { type: 'boolean' } } },
      uiSchema: { 'ui:order': ['c', 'missing', 'a'] },
    });
    expect(fields.map((f) => [f.name, f.type, f.label])).toEqual([
      ['c', 'switch', 'c'],
      ['a', 'input', 'a'],
      ['b', 'number', 'b'],
    ]);
  });
});

describe('field list edits', () => {
  it('names new fields field_N, skipping names in use', () => {
    expect(nextFieldName([])).toBe('field_1');
    expect(nextFieldName([field({ name: 'field_2', type: 'input' })])).toBe('field_3');
    const f = newField('radio', []);
    expect(f).toMatchObject({ name: 'field_1', label: '单选框', required: false });
    expect(f.options).toHaveLength(2);
    expect(newField('input', []).options).toEqual([]);
  });

  it('moves an item, ignoring out-of-range indexes', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('reports empty forms, bad or duplicate names, empty titles and bad options', () => {
    expect(validateFields([])).toEqual(['请至少添加一个字段']);
    const errors = validateFields([
      field({ name: '1x', type: 'input', label: '' }),
      field({ name: 'a', type: 'input' }),
      field({ name: 'a', type: 'select', options: [] }),
      field({ name: 'b', type: 'radio', options: [{ label: '甲', value: '1' }, { label: '乙', value: '1' }] }),
    ]);
    expect(errors).toEqual([
      '第 1 个字段的标题不能为空',
      '第 1 个字段的字段名「1x」需以字母或下划线开头，只含字母、数字、下划线',
      '字段名「a」重复',
      '第 3 个字段（a）至少需要一个选项',
      '第 4 个字段（b）的选项值「1」重复',
    ]);
    expect(validateFields([newField('checkbox', [])])).toEqual([]);
  });
});

describe('toSchemas / translateError / displayValue', () => {
  it('turns a missing or non-object schema into an empty object form', () => {
    expect(toSchemas(null, 'x')).toEqual({ schema: { type: 'object', properties: {} }, uiSchema: {} });
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    expect(toSchemas(schema, { 'ui:order': ['a'] })).toEqual({ schema, uiSchema: { 'ui:order': ['a'] } });
  });

  it('puts ajv errors in Chinese with the field title', () => {
    const schema = { type: 'object', properties: { days: { type: 'number', title: '天数' }, files: { type: 'array', title: '附件' } } };
    expect(translateError({ name: 'required', params: { missingProperty: 'days' }, property: '.days', stack: 'x' }, schema).message).toBe('天数不能为空');
    expect(translateError({ name: 'minItems', params: { limit: 1 }, property: '.files', stack: 'x' }, schema).stack).toBe('附件不能为空');
    expect(translateError({ name: 'minItems', params: { limit: 2 }, property: '.files', stack: 'x' }, schema).message).toBe('附件至少需要 2 项');
    expect(translateError({ name: 'pattern', message: 'must match', property: '.days', stack: 'x' }, schema).message).toBe('must match');
  });

  it('shows option labels, yes/no and joined arrays', () => {
    const options = [
      { label: '甲', value: 'a' },
      { label: '乙', value: 'b' },
    ];
    expect(displayValue(field({ name: 'x', type: 'radio', options }), 'b')).toBe('乙');
    expect(displayValue(field({ name: 'x', type: 'checkbox', options }), ['a', 'b'])).toBe('甲、乙');
    expect(displayValue(field({ name: 'x', type: 'switch' }), false)).toBe('否');
    expect(displayValue(field({ name: 'x', type: 'daterange' }), ['2026-01-01', '2026-01-03'])).toBe('2026-01-01 至 2026-01-03');
    expect(displayValue(field({ name: 'x', type: 'input' }), undefined)).toBe('');
  });
});
