import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { noticePlainText } from './notice.routes';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/system/notice/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (payload: unknown, token = admin) => t.call({ method: 'POST', url: api('create'), payload: payload as object, token });
const put = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('update'), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`delete?id=${id}`), token });
const push = (id: number | string, token = admin) => t.call({ method: 'POST', url: api(`push?id=${id}`), token });

const sample = { title: '盘后数据延迟说明', type: 1, content: '<p>今日盘后数据<strong>延迟</strong>发布。</p>', status: 0 };

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'page'],
    ['GET', 'get?id=1'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
    ['POST', 'push?id=1'],
  ];
  it('401 without a token, 403 for a member and for staff writes; nothing written', async () => {
    const before = [await t.count('system_notice'), await t.count('system_notify_message')];
    for (const [method, path] of routes) {
      const payload = method === 'PUT' || path === 'create' ? { ...sample, id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload })).code, path).toBe(401);
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post(sample, staff)).code).toBe(403);
    expect((await put({ ...sample, id: 1 }, staff)).code).toBe(403);
    expect((await del(1, staff)).code).toBe(403);
    expect((await push(1, staff)).code).toBe(403);
    expect((await get('page', staff)).code).toBe(0);
    expect([await t.count('system_notice'), await t.count('system_notify_message')]).toEqual(before);
  });
});

describe('notice CRUD', () => {
  it('lists the three seeded notices, newest first', async () => {
    const page = await get('page');
    expect(page.data.total).toBe(3);
    expect(page.data.list[2].title).toBe('关于春节休市安排的通知');
    expect((await get('page?type=2')).data.list.map((n: any) => n.title)).toEqual(['股票热搜 2.0 版本上线公告']);
    expect((await get(`page?title=${encodeURIComponent('维护')}`)).data.total).toBe(1);
  });

  it('creates (sanitising the HTML), reads, updates and deletes', async () => {
    const created = await post({ ...sample, content: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="x.png"></p>' });
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    const read = (await get(`get?id=${id}`)).data;
    expect(read).toMatchObject({ id, title: sample.title, type: 1, status: 0, creator: '1', createTime: expect.any(Number) });
    expect(read.content).not.toMatch(/script|onclick|javascript:/);
    expect(read.content).toContain('正文');
    expect(read.content).toContain('<img src="x.png">');
    expect(await put({ ...sample, id, title: '盘后数据延迟说明（更新）', type: 2, status: 1 })).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toMatchObject({ title: '盘后数据延迟说明（更新）', type: 2, status: 1, content: sample.content });
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toBeNull();
    expect(await del(id)).toMatchObject({ code: 1_002_008_001, msg: '当前通知公告不存在' });
    expect((await put({ ...sample, id })).code).toBe(1_002_008_001);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_notice');
    for (const bad of [{}, { ...sample, title: ' ' }, { ...sample, title: 'x'.repeat(51) }, { ...sample, type: 3 }, { ...sample, status: 2 }, { ...sample, content: 5 }]) {
      expect((await post(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(sample)).code).toBe(400);
    expect((await get('get?id=abc')).code).toBe(400);
    expect((await push('x')).code).toBe(400);
    expect(await t.count('system_notice')).toBe(before);
  });
});

describe('POST /system/notice/push', () => {
  it('sends the notice as an in-site message to every enabled back-office user', async () => {
    const id = (await post({ ...sample, title: '推送测试', content: '<p>收盘后&nbsp;<b>请查看</b>复盘</p>' })).data;
    const admins = await t.database.pool.query('select id from system_users where user_type = 2 and status = 0 order by id');
    expect(admins.rows.length).toBeGreaterThan(1);
    expect(await push(id)).toMatchObject({ code: 0, data: true });
    const msgs = await t.database.pool.query("select user_id, user_type, template_code, template_content from system_notify_message where template_code = 'system-notice' and template_content like '【推送测试】%' order by user_id");
    expect(msgs.rows.map((r) => Number(r.user_id))).toEqual(admins.rows.map((r) => Number(r.id)));
    expect(msgs.rows.every((r) => r.user_type === 2)).toBe(true);
    expect(msgs.rows[0].template_content).toBe('【推送测试】收盘后 请查看复盘');
    const unread = await t.call({ method: 'GET', url: '/admin-api/system/notify-message/get-unread-count', token: staff });
    expect(unread.data).toBeGreaterThan(0);
    expect(await push(999_999)).toMatchObject({ code: 1_002_008_001 });
  });

  it('strips markup for the message text', () => {
    expect(noticePlainText('<h2>标题</h2><p>A&amp;B &lt;C&gt;</p>')).toBe('标题 A&B <C>');
  });
});
