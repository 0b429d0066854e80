import { describe, expect, it } from 'vitest';
import { checkTemplate, evaluateJuel, JuelSyntaxError, parseJuel, resolveTemplate } from './juel';

const ev = (src: string, vars: Record<string, unknown> = {}) => evaluateJuel(parseJuel(src), vars);

describe('JUEL subset evaluator', () => {
  it('reads variables and dotted paths; a missing one is null', () => {
    expect(ev('days', { days: 5 })).toBe(5);
    expect(ev('form.amount', { form: { amount: 12.5 } })).toBe(12.5);
    expect(ev('nope')).toBeNull();
    expect(ev('form.x.y', { form: 1 })).toBeNull();
  });
  it('literals', () => {
    expect(ev('3.5')).toBe(3.5);
    expect(ev("'a b'")).toBe('a b');
    expect(ev('"x\\"y"')).toBe('x"y');
    expect(ev('true')).toBe(true);
    expect(ev('null')).toBeNull();
  });
  it('comparison with JUEL coercion, symbols and words', () => {
    expect(ev('days > 3', { days: 5 })).toBe(true);
    expect(ev('days > 3', { days: 3 })).toBe(false);
    expect(ev('days <= 3', { days: '3' })).toBe(true);
    expect(ev('days gt 3', { days: 4 })).toBe(true);
    expect(ev('approved == true', { approved: true })).toBe(true);
    expect(ev('approved == true', { approved: 'true' })).toBe(true);
    expect(ev('approved eq false', { approved: true })).toBe(false);
    expect(ev("type == 'sick'", { type: 'sick' })).toBe(true);
    expect(ev('type != 2', { type: '2' })).toBe(false);
    expect(ev('x > 1', {})).toBe(false);
  });
  it('&& || ! and their words, with short circuit', () => {
    expect(ev('a && !b', { a: true, b: false })).toBe(true);
    expect(ev('a and not b', { a: true, b: true })).toBe(false);
    expect(ev('a || b.c.d', { a: true })).toBe(true);
    expect(ev('a or b', { a: false, b: 0 })).toBe(false);
  });
  it('empty, ternary, arithmetic and precedence', () => {
    expect(ev('empty reason', { reason: '' })).toBe(true);
    expect(ev('empty list', { list: [1] })).toBe(false);
    expect(ev('!empty reason', { reason: 'x' })).toBe(true);
    expect(ev('days > 3 ? "long" : "short"', { days: 4 })).toBe('long');
    expect(ev('1 + 2 * 3')).toBe(7);
    expect(ev('(1 + 2) * 3')).toBe(9);
    expect(ev('-days + 10 % 4', { days: 1 })).toBe(1);
    expect(ev('a > 1 && b < 2 || c', { a: 0, b: 0, c: true })).toBe(true);
  });
  it('never reaches host objects', () => {
    expect(ev('constructor', {})).toBeNull();
    expect(ev('x.__proto__', { x: {} })).toBeNull();
    expect(ev('x.constructor.name', { x: {} })).toBeNull();
    expect(() => parseJuel('process.exit()')).toThrow(JuelSyntaxError);
    expect(() => parseJuel('f(1)')).toThrow(/不支持函数调用/);
  });
  it('refuses syntax errors with a message', () => {
    expect(() => parseJuel('days >')).toThrow(/表达式不完整/);
    expect(() => parseJuel('days > 3)')).toThrow(/意外的/);
    expect(() => parseJuel("'abc")).toThrow(/字符串未闭合/);
    expect(() => parseJuel('a ? b')).toThrow(/缺少 ":"/);
    expect(() => parseJuel('a # b')).toThrow(/无法识别/);
    expect(() => parseJuel('')).toThrow(/表达式为空/);
  });
  it('templates: whole expression keeps its type, embedded parts become text', () => {
    expect(resolveTemplate('${days > 3}', { days: 4 })).toBe(true);
    expect(resolveTemplate('${initiator}', { initiator: 7 })).toBe(7);
    expect(resolveTemplate('PT${hours}H', { hours: 2 })).toBe('PT2H');
    expect(resolveTemplate('PT1H', {})).toBe('PT1H');
    expect(() => checkTemplate('${days >}')).toThrow(JuelSyntaxError);
    expect(() => checkTemplate('${days > 3')).toThrow(/缺少 "}"/);
    expect(() => checkTemplate('${amount > 1}}')).toThrow(/表达式外多了 "}"/);
    expect(() => checkTemplate('} ${amount > 1}')).toThrow(JuelSyntaxError);
    expect(() => checkTemplate('审批人 ${initiator} 已同意')).not.toThrow();
    expect(() => checkTemplate('#{x}')).toThrow(JuelSyntaxError);
    expect(() => checkTemplate('${a} and ${b == 1}')).not.toThrow();
  });
});
