import { describe, expect, it } from 'vitest';
import { rulePicker, ruleOptionsText, RULE_TYPE } from './assign-rule-rules';

describe('assignment rules', () => {
  it('gives each of the 7 types its picker', () => {
    expect(Object.values(RULE_TYPE).map(rulePicker)).toEqual(['role', 'dept', 'dept', 'post', 'user', 'group', 'script']);
    expect(rulePicker(null)).toBeUndefined();
    expect(rulePicker(99)).toBeUndefined();
  });

  it('names the values of a rule, #id for unknown ones', () => {
    const none = new Map<number, string>();
    const labels = { role: new Map([[1, '超级管理员']]), dept: none, post: none, user: new Map([[1, '芋道'], [2, '运营']]), group: none, script: new Map([[10, '流程发起人']]) };
    expect(ruleOptionsText(RULE_TYPE.USER, [2, 1, 9], labels)).toBe('运营、芋道、#9');
    expect(ruleOptionsText(RULE_TYPE.SCRIPT, [10], labels)).toBe('流程发起人');
    expect(ruleOptionsText(null, [1], labels)).toBe('');
  });
});
