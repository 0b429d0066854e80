import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostCreateReq, PostFilter, PostUpdateReq, SystemError } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { systemPost } from '../modules/system/post/post.schema';
import { flattenMenus } from '../db/seed/menus';
import { crudPermissions, crudRoutes, defaultVO } from './crud';
import { fail } from './errors';

/** The kit exercised through a throw-away resource on the post table: /test/widget with every hook wired. */
const calls: string[] = [];
let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({}, {
    extend: (app) =>
      app.register(
        async (api) => {
          crudRoutes(api, {
            path: '/test/widget',
            table: systemPost,
            permission: 'system:post',
            create: PostCreateReq,
            update: PostUpdateReq,
            filter: PostFilter.extend({ mine: z.literal('1').optional() }),
            where: (f, ctx) => (f.mine ? eq(systemPost.creator, String(ctx.user.id)) : f.code ? eq(systemPost.code, f.code) : undefined),
            orderBy: [asc(systemPost.id)],
            notFound: SystemError.POST_NOT_FOUND,
            unique: [{ field: 'code', column: systemPost.code, error: SystemError.POST_CODE_DUPLICATE }],
            values: (input) => ({ ...input, remark: `${input.remark ?? ''}!` }),
            beforeCreate: (_ctx, input) => {
              calls.push(`beforeCreate ${input.code}`);
              if (input.code === 'refuse') fail(SystemError.POST_NOT_ENABLE, input.name);
            },
            afterCreate: async (ctx, id, input) => {
              calls.push(`afterCreate ${id}`);
              if (input.code === 'rollback') {
                await ctx.db.update(systemPost).set({ sort: 77 }).where(eq(systemPost.id, id));
                throw new Error('boom');
              }
            },
            beforeUpdate: (_ctx, input, existing) => {
              calls.push(`beforeUpdate ${existing.code}→${input.code}`);
            },
            beforeDelete: (_ctx, existing) => {
              calls.push(`beforeDelete ${existing.code}`);
              if (existing.code === 'keep') fail(SystemError.DEPT_EXITS_CHILDREN);
            },
            routes: ['page', 'get', 'create', 'update', 'delete'],
          });
        },
        { prefix: '/admin-api' },
      ),
  });
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
});
afterAll(() => t.close());

const url = (p: string) => `/admin-api/test/widget/${p}`;
const sample = { code: 'w1', name: '部件一', sort: 1, status: 0 };

describe('crudRoutes', () => {
  it('registers only the routes asked for', async () => {
    for (const p of ['export', 'list-all-simple']) {
      const res = await t.app.inject({ method: 'GET', url: url(p), headers: { authorization: `Bearer ${admin}` } });
      expect(res.json().code, p).toBe(404);
    }
  });

  it('create: unique check, hooks in order, values() applied, creator/updater from the user, id returned', async () => {
    calls.length = 0;
    const res = await t.call({ method: 'POST', url: url('create'), payload: sample, token: admin });
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) });
    expect(calls).toEqual(['beforeCreate w1', `afterCreate ${res.data}`]);
    const row = (await t.database.pool.query('select remark, creator, updater from system_post where id = $1', [res.data])).rows[0];
    expect(row).toEqual({ remark: '!', creator: '1', updater: '1' });
    expect((await t.call({ method: 'POST', url: url('create'), payload: sample, token: admin })).code).toBe(1_002_005_003);
  });

  it('a hook that fails refuses the request and a late failure rolls the transaction back', async () => {
    const before = await t.count('system_post');
    expect(await t.call({ method: 'POST', url: url('create'), payload: { ...sample, code: 'refuse' }, token: admin })).toMatchObject({ code: 1_002_005_001, msg: '岗位(部件一) 不处于开启状态，不允许选择' });
    expect((await t.call({ method: 'POST', url: url('create'), payload: { ...sample, code: 'rollback' }, token: admin })).code).toBe(500);
    expect(await t.count('system_post')).toBe(before);
  });

  it('page: the where() sees the filter and the caller; default VO turns dates into epoch ms and hides audit columns', async () => {
    const mine = await t.call({ method: 'GET', url: url('page?mine=1'), token: admin });
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ code: 'w1', createTime: expect.any(Number) });
    expect(mine.data.list[0]).not.toHaveProperty('creator');
    expect(mine.data.list[0]).not.toHaveProperty('updateTime');
    expect((await t.call({ method: 'GET', url: url('page?mine=1'), token: staff })).data.total).toBe(0);
    expect((await t.call({ method: 'GET', url: url('page?pageNo=1&pageSize=2'), token: admin })).data).toMatchObject({ total: 5, list: [{}, {}] });
    expect((await t.call({ method: 'GET', url: url('page?mine=2'), token: admin })).code).toBe(400);
  });

  it('update and delete: not-found error, hooks, updater; permissions are prefix:action', async () => {
    const id = (await t.call({ method: 'GET', url: url('page?code=w1'), token: admin })).data.list[0].id;
    calls.length = 0;
    expect((await t.call({ method: 'PUT', url: url('update'), payload: { ...sample, id, code: 'w2' }, token: staff })).code).toBe(403);
    expect((await t.call({ method: 'PUT', url: url('update'), payload: { ...sample, id, code: 'w2' }, token: admin })).data).toBe(true);
    expect(calls).toEqual(['beforeUpdate w1→w2']);
    expect((await t.call({ method: 'PUT', url: url('update'), payload: { ...sample, id: 999_999 }, token: admin })).code).toBe(1_002_005_000);
    expect((await t.call({ method: 'PUT', url: url('update'), payload: { ...sample, id, code: 'ceo' }, token: admin })).code).toBe(1_002_005_003);
    expect((await t.call({ method: 'GET', url: url(`get?id=${id}`), token: admin })).data).toMatchObject({ code: 'w2', remark: '!' });
    const keep = (await t.call({ method: 'POST', url: url('create'), payload: { ...sample, code: 'keep', name: '保留' }, token: admin })).data;
    expect((await t.call({ method: 'DELETE', url: url(`delete?id=${keep}`), token: admin })).code).toBe(1_002_004_003);
    expect((await t.call({ method: 'DELETE', url: url(`delete?id=${id}`), token: admin })).data).toBe(true);
    expect((await t.call({ method: 'DELETE', url: url(`delete?id=${id}`), token: admin })).code).toBe(1_002_005_000);
    expect((await t.call({ method: 'GET', url: url(`get?id=${id}`), token: admin })).data).toBeNull();
  });
});

describe('permissions', () => {
  it('every permission a kit route checks is a seeded button', () => {
    const seeded = new Set(flattenMenus().map((m) => m.permission).filter(Boolean));
    expect(crudPermissions).toContain('system:role:export');
    expect(crudPermissions).toContain('system:dept:delete');
    expect([...crudPermissions].filter((p) => !seeded.has(p))).toEqual([]);
  });
});

describe('defaultVO', () => {
  it('maps dates and drops creator, updater and updateTime', () => {
    const d = new Date(1_700_000_000_000);
    expect(defaultVO({ id: 1, name: 'a', createTime: d, updateTime: d, creator: '1', updater: '1', loginDate: null })).toEqual({ id: 1, name: 'a', createTime: 1_700_000_000_000, loginDate: null });
  });
});
