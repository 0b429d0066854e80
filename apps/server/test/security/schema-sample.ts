import type { z } from 'zod';

type AnyDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  defaultValue?: unknown;
};
export const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: AnyDef } })._zod.def;

const STRINGS = [
  'sec',
  '600519',
  'BK0001',
  '13800138000',
  'sec@example.com',
  'https://example.com/a',
  '2025-01-02',
  '2025-01-02 09:30:00',
  '0 0 12 * * ?',
  'system:post:query',
  'sec_test',
  'Abc12345',
  'a',
];
const NUMBERS = [1, 0, 2, 10, 100, 1000, 20, 3, 200, 1_700_000_000_000];

const ok = (schema: z.ZodType, v: unknown) => schema.safeParse(v).success;

/**
 * A value the schema accepts, built from its structure (zod 4 definitions), or the best guess when none is found.
 * Optional object keys get a value too, so a request made from it reaches as deep as the route goes.
 */
export function sampleOf(schema: z.ZodType, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 12) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'default':
    case 'prefault':
      return sampleOf(def.innerType!, key, depth + 1);
    case 'lazy':
      return sampleOf(def.getter!(), key, depth + 1);
    case 'pipe': {
      const inner = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
      const v = sampleOf(inner, key, depth + 1);
      if (ok(schema, v)) return v;
      return firstOk(schema, key) ?? v;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(def.shape ?? {})) {
        const v = sampleOf(s, k, depth + 1);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'array': {
      const v = sampleOf(def.element!, key, depth + 1);
      return ok(schema, [v]) ? [v] : ok(schema, []) ? [] : [v, v];
    }
    case 'tuple':
      return (def.items ?? []).map((s) => sampleOf(s, key, depth + 1));
    case 'record':
      return { k: sampleOf(def.valueType!, key, depth + 1) };
    case 'union':
      for (const o of def.options ?? []) {
        const v = sampleOf(o, key, depth + 1);
        if (ok(o, v)) return v;
      }
      return sampleOf(def.options![0], key, depth + 1);
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'boolean':
      return true;
    default:
      return firstOk(schema, key) ?? (def.type === 'number' || def.type === 'int' ? 1 : 'sec');
  }
}

function firstOk(schema: z.ZodType, key: string): unknown {
  const byName = /stockcode|^code$/i.test(key) ? ['600519'] : /mobile/i.test(key) ? ['13800138000'] : /mail/i.test(key) ? ['sec@example.com'] : [];
  for (const c of [...byName, ...NUMBERS, ...STRINGS, ...NUMBERS.map(String), true, [], {}]) if (ok(schema, c)) return c;
  for (let n = 2; n <= 64; n *= 2) if (ok(schema, 'a'.repeat(n))) return 'a'.repeat(n);
  return undefined;
}

/** The keys of an object schema (through optional/default/pipe wrappers), or none. */
export function shapeKeys(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  let def = defOf(schema);
  for (let i = 0; i < 10; i++) {
    if (def.type === 'object') return def.shape ?? {};
    const next = def.innerType ?? (def.type === 'pipe' ? (defOf(def.in!).type === 'transform' ? def.out : def.in) : undefined);
    if (!next) return {};
    def = defOf(next);
  }
  return {};
}
