import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../../src/core/route';
import { createTestApp, type TestApp } from '../test-app';
import { sampleOf, shapeKeys } from './schema-sample';
import { changedTables, snapshot } from './snapshot';

/**
 * The access matrix of decision 0015, generated from the route table (core/route.ts registers every route): a route
 * added tomorrow is covered without editing this file. Failures are collected and reported all at once.
 */
let t: TestApp;
let routes: RegisteredRoute[];
const tokens: Record<'admin' | 'member' | 'member2' | 'narrow', string> = { admin: '', member: '', member2: '', narrow: '' };
/** the one permission the narrow staff role holds */
const NARROW_PERMISSION = 'system:notice:query';
let memberId = 0;

beforeAll(async () => {
  t = await createTestApp();
  routes = registeredRoutes().filter((r) => r.url.startsWith('/admin-api/'));
  const q = (sql: string, params: unknown[] = []) => t.database.pool.query(sql, params);
  const hash = await bcrypt.hash('secure123', 4);
  const role = await q("insert into system_role (name, code, sort, status, type) values ('安全测试窄权限', 'sec_narrow', 0, 0, 2) returning id");
  await q('insert into system_role_menu (role_id, menu_id) select $1, id from system_menu where permission = $2', [role.rows[0].id, NARROW_PERMISSION]);
  const staff = await q("insert into system_users (username, password, nickname, user_type) values ('sec_narrow', $1, '窄权限员工', 2) returning id", [hash]);
  await q('insert into system_user_role (user_id, role_id) values ($1, $2)', [staff.rows[0].id, role.rows[0].id]);
  await q("insert into system_users (username, password, nickname, user_type) values ('sec_member2', $1, '第二会员', 1)", [hash]);
  tokens.admin = await t.login('admin', 'admin123');
  tokens.member = await t.login('member', 'member123');
  tokens.member2 = await t.login('sec_member2', 'secure123');
  tokens.narrow = await t.login('sec_narrow', 'secure123');
  memberId = (await q("select id from system_users where username = 'member'")).rows[0].id;
});
afterAll(() => t.close());

/** Runs `fn` over the items, a few at a time (one app, one pool of 8 connections). */
async function inParallel<T>(items: T[], fn: (item: T) => Promise<void>, width = 6) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

const fillPath = (url: string, id = '1') => url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, 'x.png');
const permissionsOf = (r: RegisteredRoute) => (r.def.permission === undefined ? [] : ([] as string[]).concat(r.def.permission));

/** Calls a route with an empty request (or the given one) and answers the envelope code, or `HTTP n` for a non-JSON answer. */
async function codeOf(r: RegisteredRoute, token: string | undefined, input: { query?: unknown; body?: unknown; path?: string } = {}) {
  const writes = r.method === 'POST' || r.method === 'PUT';
  const res = await t.app.inject({
    method: r.method,
    url: input.path ?? fillPath(r.url),
    query: input.query as Record<string, string> | undefined,
    payload: writes ? ((input.body ?? {}) as object) : undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  try {
    const json = res.json() as { code: number; msg: string };
    return { code: json.code, body: res.body };
  } catch {
    return { code: `HTTP ${res.statusCode}`, body: res.body };
  }
}

describe('the route table', () => {
  it('holds every admin-api route and each declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(200);
    const undeclared = routes.filter((r) => !r.def.permission && !r.def.auth).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('two snapshots with nothing in between are equal (the checksum is stable)', async () => {
    expect(changedTables(await snapshot(t.database.pool), await snapshot(t.database.pool))).toEqual([]);
  });
});

describe('access matrix', () => {
  it('every route that is not public answers 401 without a token, and nothing changes', async () => {
    const before = await snapshot(t.database.pool);
    const failures: string[] = [];
    await inParallel(routes.filter((x) => x.def.auth !== 'public'), async (r) => {
      const { code } = await codeOf(r, undefined);
      if (code !== 401) failures.push(`${r.method} ${r.url} → ${code}`);
      const bad = await codeOf(r, 'not-a-token');
      if (bad.code !== 401) failures.push(`${r.method} ${r.url} (bad token) → ${bad.code}`);
    });
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(t.database.pool))).toEqual([]);
  });

  it.each(['member', 'narrow'] as const)('every permission route answers 403 to a %s token, and nothing changes', async (who) => {
    const before = await snapshot(t.database.pool);
    const failures: string[] = [];
    let checked = 0;
    await inParallel(routes.filter((x) => x.def.permission), async (r) => {
      if (who === 'narrow' && permissionsOf(r).includes(NARROW_PERMISSION)) return;
      checked++;
      // a request the route would accept from an admin, so a missing check cannot hide behind a 400
      const input = { query: r.def.query ? sampleOf(r.def.query) : undefined, body: r.def.body ? sampleOf(r.def.body) : undefined };
      const { code } = await codeOf(r, tokens[who], input);
      if (code !== 403) failures.push(`${r.method} ${r.url} → ${code}`);
    });
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(t.database.pool))).toEqual([]);
  });

  it('the narrow staff token still reaches its one permission (the 403s above are not a broken token)', async () => {
    const r = routes.find((x) => permissionsOf(x).includes(NARROW_PERMISSION) && x.method === 'GET')!;
    expect((await codeOf(r, tokens.narrow, { query: r.def.query ? sampleOf(r.def.query) : undefined })).code).toBe(0);
  });
});

describe("a member's own objects are refused to another member", () => {
  const SECRET = 'SEC-PRIVATE-7f3a';
  /** member-owned rows: every table with a user_id column, checksummed for the first member only */
  async function ownedSnapshot() {
    const tables = await t.database.pool.query<{ table_name: string }>(
      "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { table_name } of tables.rows) {
      if (/log|token|login_failure/.test(table_name)) continue;
      const r = await t.database.pool.query(`select count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as v from ${table_name} x where user_id = $1`, [memberId]);
      out[table_name] = r.rows[0].v;
    }
    return out;
  }

  it('every user route, called by a second member with the first member’s ids in every id field, reads and changes none of them', async () => {
    const api = (method: string, url: string, payload?: object) =>
      t.call({ method: method as 'GET', url: `/admin-api${url}`, token: tokens.member, payload });
    // the first member's objects: a private record, a group with a stock, a favorite, a history row, an in-site message
    await api('POST', '/stock/member/stock-group/create', { name: `${SECRET}`.slice(0, 20) });
    const groups = (await api('GET', '/stock/member/stock-group/list')).data as { id: number }[];
    await api('POST', '/stock/member/watch/add', { groupId: groups.at(-1)!.id, stockCode: '600519' });
    expect((await api('POST', '/stock/member/record/create', { title: SECRET, content: `<p>${SECRET}</p>`, isOpenRecord: 1 })).code).toBe(0);
    await t.database.pool.query(
      "insert into system_notify_message (user_id, user_type, template_id, template_code, template_nickname, template_content, template_type) values ($1, 1, 1, 'sec', 'sec', $2, 1)",
      [memberId, SECRET],
    );
    const tables = await t.database.pool.query<{ table_name: string }>(
      "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' and table_name in (select table_name from information_schema.columns where column_name = 'id') order by 1",
    );
    const ids = new Set<number>();
    for (const { table_name } of tables.rows) {
      if (/log|token|login_failure/.test(table_name)) continue;
      const r = await t.database.pool.query(`select id from ${table_name} where user_id = $1 order by id desc limit 3`, [memberId]);
      for (const row of r.rows) ids.add(Number(row.id));
    }
    expect(ids.size).toBeGreaterThan(5);

    const before = await ownedSnapshot();
    const failures: string[] = [];
    const userRoutes = routes.filter((r) => r.def.auth === 'user' || r.def.auth === 'public');
    await inParallel(userRoutes, async (r) => {
      const queryKeys = Object.keys(shapeKeys(r.def.query)).filter((k) => /id$|ids$/i.test(k));
      const bodyKeys = Object.keys(shapeKeys(r.def.body)).filter((k) => /id$|ids$/i.test(k));
      const pathIds = /:[A-Za-z]*[iI]d\b/.test(r.url);
      if (!queryKeys.length && !bodyKeys.length && !pathIds) return;
      for (const id of ids) {
        const put = (sample: unknown, keys: string[]) => {
          const v = { ...(sample as Record<string, unknown>) };
          for (const k of keys) v[k] = /ids$/i.test(k) ? [id] : id;
          return v;
        };
        const query = r.def.query ? put(sampleOf(r.def.query), queryKeys) : undefined;
        const body = r.def.body ? put(sampleOf(r.def.body), bodyKeys) : undefined;
        const res = await codeOf(r, tokens.member2, { query, body, path: fillPath(r.url, String(id)) });
        if (res.body.includes(SECRET)) failures.push(`${r.method} ${r.url} id=${id} showed the first member's data`);
        if (typeof res.code !== 'number' || res.code === 500) failures.push(`${r.method} ${r.url} id=${id} → ${res.code}`);
      }
    });
    expect(failures).toEqual([]);
    expect(changedTables(before, await ownedSnapshot())).toEqual([]);
  });
});
