import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hasTemplateParams, q, rawq, statementOf } from './batch-write';

describe('hasTemplateParams', () => {
  it('every parameter the template names must be given and not null', () => {
    expect(hasTemplateParams(['a', 'b'], { a: 1, b: '' })).toBe(true);
    expect(hasTemplateParams([], {})).toBe(true);
    expect(hasTemplateParams(['a', 'b'], { a: 1 })).toBe(false);
    expect(hasTemplateParams(['a'], { a: null })).toBe(false);
    expect(hasTemplateParams(['a'], { a: undefined })).toBe(false);
  });
  it('inherited names do not count', () => {
    expect(hasTemplateParams(['toString'], {})).toBe(false);
  });
});

describe('Fragment (q`…`)', () => {
  const dialect = new PgDialect();
  it('every value is one parameter, numbered in order; nested Fragments are spliced in', () => {
    const when = new Date(0);
    const tail = q` and id <> ${'t1'}::uuid`;
    const built = dialect.sqlToQuery(statementOf(q`update x set a = ${1}, b = ${null}, c = ${when} where y = ${'{1,2}'}::int[]${tail}${rawq('')} returning id`));
    expect(built.sql).toBe('update x set a = $1, b = $2, c = $3 where y = $4::int[] and id <> $5::uuid returning id');
    expect(built.params).toEqual([1, null, when, '{1,2}', 't1']);
  });
  it('getSQL() gives the same statement through drizzle, for statements mixed with query builders', () => {
    const f = q`select ${'a'}::text, ${q`${2}::int`}`;
    const viaDrizzle = dialect.sqlToQuery(sql`with w0 as (${f.getSQL()}) select 1`);
    expect(viaDrizzle.sql).toBe('with w0 as (select $1::text, $2::int) select 1');
    expect(viaDrizzle.params).toEqual(['a', 2]);
  });
});
