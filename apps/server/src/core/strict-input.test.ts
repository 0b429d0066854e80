import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findBadInput, jsonDepthExceeds } from './strict-input';
import { maskSecrets } from './request-log';

const Rec = z.object({
  id: z.coerce.number().int().positive().optional(),
  open: z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1)])).default(1),
  parentId: z.coerce.number().int().nullable().optional(),
  tags: z.array(z.coerce.number()).optional(),
  name: z.string().optional(),
  flag: z.boolean().optional(),
});

describe('findBadInput', () => {
  it('lets numbers, numeric strings and absent values through', () => {
    expect(findBadInput({ id: 5, open: '0', tags: [1, '2'], name: 'x', flag: false }, Rec)).toBeNull();
    expect(findBadInput({}, Rec)).toBeNull();
    expect(findBadInput({ parentId: null }, Rec)).toBeNull();
  });
  it('takes null for an optional number as not given (a cleared number input), and keeps it where null is allowed', () => {
    const body: Record<string, unknown> = { id: null, parentId: null, name: 'x' };
    expect(findBadInput(body, Rec)).toBeNull();
    expect(body).toEqual({ parentId: null, name: 'x' });
    expect(Rec.parse(body).id).toBeUndefined();
  });
  it.each([
    [{ open: false }, 'open 必须是数字'],
    [{ open: true }, 'open 必须是数字'],
    [{ open: '' }, 'open 必须是数字'],
    [{ open: '  ' }, 'open 必须是数字'],
    [{ open: null }, 'open 必须是数字'],
    [{ id: [5] }, 'id 必须是数字'],
    [{ id: { a: 1 } }, 'id 必须是数字'],
    [{ tags: [1, true] }, 'tags.1 必须是数字'],
    [{ name: 'a\u0000b' }, 'name 不能包含 NUL 字符'],
    [{ 'a\u0000': 1 }, '参数名不能包含 NUL 字符'],
    [JSON.parse('{"__proto__":{"x":1}}'), '参数名不能是 __proto__'],
    [{ constructor: 1 }, '参数名不能是 constructor'],
    [{ valueOf: 'a\u0000' }, 'valueOf 不能包含 NUL 字符'],
  ])('%j → %s', (value, reason) => {
    expect(findBadInput(value, Rec)).toBe(reason);
  });
  it('checks strings without a schema too, and bounds nesting', () => {
    expect(findBadInput({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b 不能包含 NUL 字符');
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(findBadInput(deep)).toMatch(/嵌套层级/);
  });
});

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds('['.repeat(20_000))).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'['.repeat(100)}"}`)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(32)}${']'.repeat(32)}`)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(33)}${']'.repeat(33)}`)).toBe(true);
  });
});

describe('maskSecrets', () => {
  it('cuts deep values so the copy always stringifies', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(() => JSON.stringify(maskSecrets(deep))).not.toThrow();
  });
});
