import { describe, expect, it } from 'vitest';
import { schemaToFormCreate, formCreateToSchema } from './form-create';

// The seeded 费用报销 form writes its choices as a plain JSON Schema enum; the official yudao admin renders the
// translated field and must get a select with those choices, not a free text input.
describe('schemaToFormCreate with enum choices', () => {
  const schema = {
    type: 'object' as const,
    required: ['expenseType'],
    properties: {
      expenseType: { type: 'string', title: '报销类型', enum: ['差旅费', '招待费', '办公用品', '其他'] },
      tags: { type: 'array', title: '标签', items: { type: 'string', enum: ['甲', '乙'] }, uniqueItems: true },
    },
  };

  it('gives a select whose options are the enum values, labelled by themselves', () => {
    const [type, tags] = schemaToFormCreate(schema, {}).fields.map((f) => JSON.parse(f));
    expect(type).toMatchObject({ type: 'select', field: 'expenseType', $required: true });
    expect(type.options).toEqual(['差旅费', '招待费', '办公用品', '其他'].map((v) => ({ label: v, value: v })));
    expect(tags).toMatchObject({ type: 'checkbox', options: [{ label: '甲', value: '甲' }, { label: '乙', value: '乙' }] });
  });

  it('a value the select offers is one the translated-back schema accepts', () => {
    const back = formCreateToSchema(schemaToFormCreate(schema, {}).fields);
    const prop = back.schema.properties.expenseType as { oneOf: { const: unknown }[] };
    expect(prop.oneOf.map((o) => o.const)).toEqual(['差旅费', '招待费', '办公用品', '其他']);
  });
});
