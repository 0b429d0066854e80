import type { z } from 'zod';

/**
 * Checks a request's query, body or path parameters before zod sees them, for the classes of bad input that zod
 * either lets through or turns into something else (decision 0015):
 * - a NUL byte in any string or key (PostgreSQL refuses \u0000 in text, so it would surface as a 500);
 * - a prototype key (`__proto__`, `constructor`, `prototype`) anywhere in the value;
 * - nesting deeper than {@link MAX_DEPTH} or more than {@link MAX_NODES} values (the JSON parser bounds the text too);
 * - a value that `z.coerce.number()` would quietly turn into a number although it is none: booleans (`false` → 0),
 *   empty or blank strings (→ 0), arrays (`[5]` → 5) and objects. Numbers and numeric strings pass. `null` for an
 *   optional, non-nullable number of an object means "not given" (a cleared antd InputNumber sends it): the key is
 *   removed, so zod sees it absent instead of turning it into 0. In a query string an empty value is how a client
 *   writes null (`userId=`, the yudao Vue 3 admin's cleared filters; Spring binds it to null): with `query` set, an
 *   empty string for such a field is removed the same way.
 * The schema guides the last check only; every other check looks at the value alone. Returns the reason, or null.
 */
export function findBadInput(value: unknown, schema?: z.ZodType, options: { query?: boolean } = {}): string | null {
  const state = { nodes: 0, query: options.query === true };
  return walk(value, schema, [], state);
}

export const MAX_DEPTH = 32;
export const MAX_NODES = 100_000;
const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Path = (string | number)[];
const at = (path: Path) => (path.length ? `${path.join('.')} ` : '');

function walk(value: unknown, schema: z.ZodType | undefined, path: Path, state: { nodes: number; query: boolean }): string | null {
  if (++state.nodes > MAX_NODES) return '参数数量过多';
  if (path.length > MAX_DEPTH) return `嵌套层级不能超过 ${MAX_DEPTH}`;
  const expected = schema ? coercedNumberAt(schema) : undefined;
  if (expected && !isNumberLike(value, expected.nullable)) return `${at(path)}必须是数字`;
  if (typeof value === 'string') return value.includes('\u0000') ? `${at(path)}不能包含 NUL 字符`.trimStart() : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    const element = schema ? elementOf(schema) : undefined;
    for (let i = 0; i < value.length; i++) {
      const reason = walk(value[i], element, [...path, i], state);
      if (reason) return reason;
    }
    return null;
  }
  const shape = schema ? shapeOf(schema) : undefined;
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return '参数名不能包含 NUL 字符';
    if (PROTO_KEYS.has(key)) return `参数名不能是 ${key}`;
    const field = shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
    const record = value as Record<string, unknown>;
    if ((record[key] === null || (state.query && record[key] === '')) && field) {
      const number = coercedNumberAt(field);
      if (number?.optional && !number.nullable) {
        delete record[key];
        continue;
      }
    }
    const reason = walk(record[key], field, [...path, key], state);
    if (reason) return reason;
  }
  return null;
}

/** What `Number(v)` turns into a number that the sender meant as one: finite numbers and numeric strings. */
function isNumberLike(value: unknown, nullable: boolean): boolean {
  if (value === undefined) return true; // optional / default wrappers and zod decide
  if (value === null) return nullable; // Number(null) is 0
  if (typeof value === 'number') return true;
  if (typeof value === 'string') return value.trim() !== '';
  return false;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Unwraps optional/default/nullable/… and the input side of pipes; stops at transforms (preprocess), unions, etc. */
function unwrap(schema: z.ZodType, seen?: { nullable: boolean; optional: boolean }): Def | undefined {
  let def = defOf(schema);
  for (let i = 0; i < 20; i++) {
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      if (seen && def.type === 'nullable') seen.nullable = true;
      if (seen && def.type === 'optional') seen.optional = true;
      def = defOf(def.innerType);
    } else if (def.type === 'pipe' && def.in) {
      const inner = defOf(def.in);
      if (inner.type === 'transform') return undefined;
      def = inner;
    } else {
      return def;
    }
  }
  return undefined;
}

function coercedNumberAt(schema: z.ZodType): { nullable: boolean; optional: boolean } | undefined {
  const seen = { nullable: false, optional: false };
  const def = unwrap(schema, seen);
  return def && (def.type === 'number' || def.type === 'bigint') && def.coerce === true ? seen : undefined;
}

function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = unwrap(schema);
  return def?.type === 'array' ? def.element : undefined;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = unwrap(schema);
  return def?.type === 'object' ? def.shape : undefined;
}

/**
 * Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). Stops counting once
 * past `limit`, so `[` × 20,000 costs a scan and no recursion.
 */
export function jsonDepthExceeds(text: string, limit = MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
