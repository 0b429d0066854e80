import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../test-app';

/** Issue 15 "No 500 on bad input": each case answered code 500; each must be a clear 400 that writes nothing. */
let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a NUL byte in any query or body string is refused before it reaches PostgreSQL', () => {
  it.each([
    '/stock/concept/get?code=%00',
    '/infra/config/get-value-by-key?key=%00',
    '/system/oauth2/authorize?clientId=%00',
    '/infra/codegen/db/table/list?name=%00',
    '/system/user/page?username=a%00b',
  ])('GET %s', async (url) => {
    const res = await t.call({ method: 'GET', url: `/admin-api${url}`, token: admin });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/^请求参数不正确:.*NUL/);
  });

  it('in a JSON body, nested or in a key', async () => {
    const before = await t.count('system_post');
    for (const payload of [
      { name: 'x\u0000y', code: 'nul1', sort: 1, status: 0 },
      { name: 'ok', code: 'nul2', sort: 1, status: 0, remark: 'a\u0000' },
      { name: 'ok', code: 'nul3', sort: 1, status: 0, 'k\u0000': 1 },
    ]) {
      const res = await t.call({ method: 'POST', url: '/admin-api/system/post/create', token: admin, payload });
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.count('system_post')).toBe(before);
  });

  it('in a path parameter', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/infra/file/1/get/a%00b.png' });
    expect(res.code).toBe(400);
  });
});

describe('ids beyond the integer range', () => {
  it.each([
    '/infra/file/99999999999999999999/get/x',
    '/infra/file/-1/get/x',
    '/infra/file/1.5/get/x',
  ])('path %s → 400', async (url) => {
    expect((await t.call({ method: 'GET', url: `/admin-api${url}` })).code).toBe(400);
  });

  it.each([
    '/system/post/get?id=99999999999999999999',
    '/system/post/get?id=9223372036854775808',
    '/system/post/get?id=1e400',
    '/system/post/get?id=NaN',
    '/system/post/get?id=',
    '/system/post/get?id=1&id=2',
    '/system/post/page?pageSize=100000000',
    '/system/post/page?pageNo=99999999999999999999',
  ])('query %s → 400', async (url) => {
    expect((await t.call({ method: 'GET', url: `/admin-api${url}`, token: admin })).code).toBe(400);
  });

  it('a sort beyond int4 in a body is refused, not a database error', async () => {
    const before = await t.count('system_post');
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/post/create',
      token: admin,
      payload: { name: '超大排序', code: 'bigsort', sort: 3_000_000_000, status: 0 },
    });
    expect(res.code).toBe(400);
    expect(await t.count('system_post')).toBe(before);
  });
});

describe('multipart bodies', () => {
  const truncated = () => {
    const body = multipart({ name: 'a.png', content: PNG, type: 'image/png' });
    return { ...body, payload: body.payload.subarray(0, body.payload.length - 12) };
  };
  it.each([
    ['/infra/file/upload', 'infra_file'],
    ['/system/user/profile/update-avatar', 'infra_file'],
    ['/system/user/import', 'system_users'],
  ])('without the closing boundary: %s → 400', async (url, table) => {
    const before = await t.count(table);
    const { payload, headers } = truncated();
    const res = await t.call({ method: 'POST', url: `/admin-api${url}`, token: admin, payload, headers });
    expect(res.code).toBe(400);
    expect(await t.count(table)).toBe(before);
  });

  it('the same content uploaded twice at once stores both', async () => {
    const content = Buffer.concat([PNG, crypto.randomBytes(8)]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => {
        const { payload, headers } = multipart({ name: 'same.png', content, type: 'image/png' });
        return t.call({ method: 'POST', url: '/admin-api/infra/file/upload', token: member, payload, headers });
      }),
    );
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0]);
    const file = await t.app.inject({ method: 'GET', url: results[0].data.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it('two file parts in one upload: the first is stored, no 500', async () => {
    const boundary = 'b0undary';
    const part = (n: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${n}"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([part('a.png'), part('a.png'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/infra/file/upload',
      token: member,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([0, 400]).toContain(res.code);
  });
});

describe('deeply nested JSON', () => {
  it.each([
    ['[ × 20,000', '['.repeat(20_000)],
    ['closed arrays × 20,000', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['objects × 5,000', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    ['nested under a field', `{"name":"x","code":"y","sort":1,"status":0,"remark":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
  ])('%s → 400', async (_what, payload) => {
    const before = await t.count('system_post');
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/post/create',
      token: admin,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.code).toBe(400);
    expect(await t.count('system_post')).toBe(before);
    await t.app.requestLog.flush();
  });
});

describe('booleans, empty strings and arrays where the contract says a number', () => {
  it('isOpenRecord: false is refused, not stored as 0 (public)', async () => {
    const before = await t.count('stock_member_record');
    for (const isOpenRecord of [false, true, '', ' ', [0], null]) {
      const res = await t.call({
        method: 'POST',
        url: '/admin-api/stock/member/record/create',
        token: member,
        payload: { title: '布尔测试', content: '<p>x</p>', isOpenRecord },
      });
      expect(res.code, JSON.stringify(isOpenRecord)).toBe(400);
    }
    expect(await t.count('stock_member_record')).toBe(before);
    const ok = await t.call({
      method: 'POST',
      url: '/admin-api/stock/member/record/create',
      token: member,
      payload: { title: '数字', content: '<p>x</p>', isOpenRecord: '1' },
    });
    expect(ok.code).toBe(0);
  });

  it('status: true on a post is refused', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/post/create',
      token: admin,
      payload: { name: '布尔状态', code: 'boolstatus', sort: true, status: 0 },
    });
    expect(res.code).toBe(400);
  });

  it.each(['/system/post/page?status=', '/system/post/page?pageNo=&pageSize=10', '/system/post/page?pageNo=1&pageNo=2'])(
    'query %s gives a clear answer',
    async (url) => {
      const res = await t.call({ method: 'GET', url: `/admin-api${url}`, token: admin });
      expect(res.code === 0 || res.code === 400).toBe(true);
    },
  );
});

describe('prototype keys', () => {
  it.each(['valueOf', 'toString', 'hasOwnProperty', '__proto__', 'constructor'])('a query key named %s → a clear answer', async (key) => {
    const res = await t.call({ method: 'GET', url: `/admin-api/system/dict-type/get?${key}=`, token: admin });
    expect(res.code).toBe(400);
  });

  it.each([
    '{"__proto__":{"admin":true},"name":"p","code":"proto1","sort":1,"status":0}',
    '{"constructor":{"prototype":{"x":1}},"name":"p","code":"proto2","sort":1,"status":0}',
  ])('%s → 400', async (payload) => {
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/post/create',
      token: admin,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.code).toBe(400);
  });
});

describe('a query-string object where a schema step expects a value', () => {
  // the query-string parser builds objects without a prototype; Number() of one throws instead of giving NaN
  it.each([
    ['/product/spu/on-sale-list?benefitType[a]=1', 'member'],
    ['/system/notify-message/update-read?ids[0][a]=1', 'member'],
  ])('%s', async (url, who) => {
    const method = url.includes('update-read') ? 'PUT' : 'GET';
    const res = await t.call({ method, url: `/admin-api${url}`, token: who === 'member' ? member : admin });
    expect(res.code).toBe(400);
  });

  it('any schema step that throws on the input answers 400, not 500', async () => {
    const { route } = await import('../../src/core/route');
    const { z } = await import('zod');
    const Fastify = (await import('fastify')).default;
    const { parseQueryString } = await import('../../src/core/querystring');
    const { installEnvelope } = await import('../../src/core/envelope');
    const app = Fastify({ routerOptions: { querystringParser: parseQueryString } });
    installEnvelope(app);
    route(app, {
      method: 'GET',
      url: '/throws',
      auth: 'public',
      query: z.object({ n: z.preprocess((v) => Number(v), z.number()) }),
      handler: ({ query }) => query.n,
    });
    const bad = await app.inject({ method: 'GET', url: '/throws?n[a]=1' });
    expect(bad.json()).toMatchObject({ code: 400 });
    expect((await app.inject({ method: 'GET', url: '/throws?n=5' })).json()).toMatchObject({ code: 0, data: 5 });
    await app.close();
  });
});
