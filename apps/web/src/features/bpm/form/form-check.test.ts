import { describe, expect, it } from 'vitest';
import { checkForm, cspSafeValidator } from './form-check';

const schema = {
  type: 'object',
  required: ['kind', 'amount', 'tags'],
  properties: {
    kind: { type: 'string', title: '类型', oneOf: [{ const: 'trip', title: '差旅费' }, { const: 'meal', title: '招待费' }] },
    amount: { type: 'number', title: '金额', minimum: 0, maximum: 10000 },
    day: { type: 'string', title: '日期', format: 'date' },
    tags: { type: 'array', title: '标签', minItems: 1, uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } },
    note: { type: 'string', title: '备注', maxLength: 3 },
  },
};

describe('checkForm (the browser form check without code generation)', () => {
  it('accepts a valid form', () => {
    expect(checkForm(schema, { kind: 'trip', amount: 5, day: '2026-11-20', tags: ['a'], note: 'ok' })).toEqual([]);
  });
  it('names every problem with the keyword ajv would use', () => {
    const errors = checkForm(schema, { kind: 'taxi', amount: -5, day: '2026-02-30', tags: ['a', 'a', 'c'], note: '太长了吧' });
    expect(errors.map((e) => [e.name, e.property])).toEqual([
      ['oneOf', '.kind'],
      ['minimum', '.amount'],
      ['format', '.day'],
      ['uniqueItems', '.tags'],
      ['enum', '.tags.2'],
      ['maxLength', '.note'],
    ]);
    expect(checkForm(schema, { amount: '5', tags: [] }).map((e) => [e.name, e.property])).toEqual([
      ['required', '.kind'],
      ['required', '.tags'],
      ['type', '.amount'],
    ]);
  });
  it('as rjsf validator: errors, an error schema and isValid', () => {
    const result = cspSafeValidator.validateFormData({ kind: 'trip', tags: ['a'] }, schema as never);
    expect(result.errors.map((e) => e.name)).toEqual(['required']);
    expect(result.errorSchema).toHaveProperty('amount');
    expect(cspSafeValidator.isValid(schema as never, { kind: 'trip', amount: 1, tags: ['b'] }, schema as never)).toBe(true);
  });
});
