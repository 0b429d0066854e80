import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { guardColumn, isGuardRefused } from './all-or-nothing';

describe('all-or-nothing guard', () => {
  it('requires a row from each named CTE', () => {
    const { sql } = new PgDialect().sqlToQuery(guardColumn(['p', 'o']));
    expect(sql).toBe(`cast(case when exists (select 1 from p) and exists (select 1 from o) then '1' else 'gprs: guarded write refused' end as int) as guard`);
    expect(new PgDialect().sqlToQuery(guardColumn([])).sql).toContain('case when true then');
  });
  it('refuses anything but a CTE name', () => {
    expect(() => guardColumn(['p; drop table x'])).toThrow();
  });
  it('tells its own failure from others, wrapped by drizzle or not', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "gprs: guarded write refused"'), { code: '22P02' });
    expect(isGuardRefused(pgError)).toBe(true);
    expect(isGuardRefused(new Error('Failed query: … gprs: guarded write refused …', { cause: pgError }))).toBe(true);
    expect(isGuardRefused(new Error('Failed query: … gprs: guarded write refused …', { cause: Object.assign(new Error('division by zero'), { code: '22012' }) }))).toBe(false);
    expect(isGuardRefused(Object.assign(new Error('invalid input syntax for type integer: "x"'), { code: '22P02' }))).toBe(false);
    expect(isGuardRefused(null)).toBe(false);
  });
});
