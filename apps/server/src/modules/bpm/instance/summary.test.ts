import { describe, expect, it } from 'vitest';
import { instanceSummary } from './summary';

describe('instanceSummary', () => {
  const schema = {
    type: 'object' as const,
    properties: {
      amount: { type: 'number', title: '金额' },
      kind: { type: 'string', title: '类型', oneOf: [{ const: 'trip', title: '差旅费' }] },
      tags: { type: 'array', title: '标签', items: { type: 'string', oneOf: [{ const: 'a', title: '甲' }] } },
      urgent: { type: 'boolean', title: '加急' },
    },
  };
  it('the first fields in ui:order with their shown values', () => {
    expect(instanceSummary(schema as never, { 'ui:order': ['kind', 'amount'] }, { amount: 5, kind: 'trip', tags: ['a'], urgent: true })).toEqual([
      { key: '类型', value: '差旅费' },
      { key: '金额', value: '5' },
      { key: '标签', value: '甲' },
    ]);
    expect(instanceSummary(schema as never, null, { urgent: false }, 4).at(-1)).toEqual({ key: '加急', value: '否' });
    expect(instanceSummary(null, null, { a: 1 })).toEqual([]);
  });
});
