import { describe, expect, it } from 'vitest';
import { useAdminApp, multipart, type TestApp } from '../../../test/test-app';

// Calls the official yudao admin (Vue 2 snapshot 2026.06, src/api/infra/*.js) makes from the pages our menus open,
// read the way its views read them (docs/yudao-admin-compat.md).

let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const upload = async (name: string) => {
  const body = multipart({ name, content: Buffer.from(`text of ${name}`), type: 'text/plain' });
  const res = await t.call({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: body.payload, headers: body.headers });
  expect(res.code).toBe(0);
  return res.data as string;
};

describe('文件列表 → 批量删除 (infra/file/delete-list)', () => {
  it('deletes every listed file, rows and bytes; an unknown id deletes none', async () => {
    const urls = [await upload('a.txt'), await upload('b.txt'), await upload('c.txt')];
    const page = await t.call({ method: 'GET', url: '/admin-api/infra/file/page?pageNo=1&pageSize=10', token: admin });
    const rows = page.data.list as { id: number; url: string }[];
    const ids = urls.map((url) => rows.find((f) => f.url === url)?.id ?? 0);
    expect(ids.every((id) => id > 0)).toBe(true);

    const refused = await t.call({ method: 'DELETE', url: `/admin-api/infra/file/delete-list?ids=${ids[0]},999999`, token: admin });
    expect(refused.code).toBe(1_001_003_000);
    expect((await t.app.inject({ method: 'GET', url: encodeURI(urls[0]) })).statusCode).toBe(200);

    const done = await t.call({ method: 'DELETE', url: `/admin-api/infra/file/delete-list?ids=${ids[0]},${ids[1]}`, token: admin });
    expect(done).toMatchObject({ code: 0, data: true });
    const after = await t.call({ method: 'GET', url: '/admin-api/infra/file/page?pageNo=1&pageSize=10', token: admin });
    expect((after.data.list as { id: number }[]).map((f) => f.id).filter((id) => ids.includes(id))).toEqual([ids[2]]);
    expect((await t.call({ method: 'GET', url: encodeURI(urls[0]) })).code).toBe(1_001_003_000);
    expect((await t.call({ method: 'GET', url: encodeURI(urls[1]) })).code).toBe(1_001_003_000);
    expect((await t.app.inject({ method: 'GET', url: encodeURI(urls[2]) })).statusCode).toBe(200);
  });
});

describe('Redis 监控 (infra/redis/get-monitor-info)', () => {
  it('says this server has no Redis instead of inventing figures; members are refused', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/infra/redis/get-monitor-info', token: admin });
    expect(res).toMatchObject({ code: 1_001_009_000, data: null });
    expect(res.msg).toContain('未使用 Redis');
    const member = await t.login('member', 'member123');
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/redis/get-monitor-info', token: member })).code).toBe(403);
  });
});

describe('cleared filters of the Vue 3 admin (userId=&userType=&duration=)', () => {
  it('an empty query value of an optional number is “not given”; a non-number is still refused', async () => {
    const get = (url: string) => t.call({ method: 'GET', url, token: admin });
    const all = await get('/admin-api/infra/api-access-log/page?pageNo=1&pageSize=10');
    const cleared = await get('/admin-api/infra/api-access-log/page?pageNo=1&pageSize=10&userId=&userType=&applicationName=&requestUrl=&duration=&resultCode=');
    expect(cleared.code, cleared.msg).toBe(0);
    expect(cleared.data.total).toBe(all.data.total);
    expect((await get('/admin-api/infra/api-error-log/page?pageNo=1&pageSize=10&userId=&userType=&applicationName=&requestUrl=&processStatus=')).code).toBe(0);
    expect((await get('/admin-api/system/oauth2-token/page?pageNo=1&pageSize=10&userId=&clientId=')).code).toBe(0);
    expect((await get('/admin-api/infra/api-access-log/page?userId=abc')).code).toBe(400);
    expect((await get('/admin-api/infra/api-access-log/page?userId=%20')).code).toBe(400);
  });
});
