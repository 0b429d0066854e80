import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { expectGuarded, resourceClient } from './admin-test-kit';

let t: TestApp;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const r = () => resourceClient(t, 'navigation');
const sample = { navType: '2', name: '测试财经网', url: 'https://finance.example.com', icon: '', description: '测试链接', sort: 99 };

describe('navigation', () => {
  it('401 without a token, 403 for a member; nothing written', async () => {
    await expectGuarded(
      t,
      'navigation',
      [
        ['GET', 'page'],
        ['GET', 'get?id=1'],
        ['POST', 'create'],
        ['PUT', 'update'],
        ['DELETE', 'delete?id=1'],
      ],
      member,
      'stock_nav',
    );
  });

  it('creates, filters by type and name, updates, deletes; the public nav list shows it', async () => {
    const id = (await r().create(sample, staff)).data;
    expect(typeof id).toBe('number');
    expect((await r().get(`get?id=${id}`, staff)).data).toEqual({ id, ...sample, createTime: expect.any(Number) });
    expect((await r().get(`page?navType=2&name=${encodeURIComponent('测试财经')}`, staff)).data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await r().get(`page?navType=3&name=${encodeURIComponent('测试财经')}`, staff)).data.total).toBe(0);
    const pub = await t.call({ method: 'GET', url: '/admin-api/stock/nav/list' });
    expect(pub.data.find((g: any) => g.navType === '2').links.map((l: any) => l.id)).toContain(id);
    expect(await r().update({ ...sample, id, navType: '5', url: 'http://bbs.example.com/x?a=1' }, staff)).toMatchObject({ code: 0, data: true });
    expect((await r().get(`get?id=${id}`, staff)).data).toMatchObject({ navType: '5', url: 'http://bbs.example.com/x?a=1' });
    expect(await r().del(id, staff)).toMatchObject({ code: 0, data: true });
    expect((await r().del(id, staff)).code).toBe(1_100_030_030);
  });

  it('refuses a navType outside the dictionary and non-http(s) links; writes nothing', async () => {
    const before = await t.count('stock_nav');
    for (const bad of [
      {},
      { ...sample, navType: '6' },
      { ...sample, navType: 2 },
      { ...sample, url: 'javascript:alert(1)' },
      { ...sample, url: 'ftp://example.com' },
      { ...sample, url: '//example.com' },
      { ...sample, url: '' },
      { ...sample, name: '' },
      { ...sample, sort: -1 },
    ]) {
      expect((await r().create(bad, staff)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await r().update({ ...sample, id: 1, url: 'data:text/html,x' }, staff)).code).toBe(400);
    expect((await r().get('page?navType=9', staff)).code).toBe(400);
    expect(await t.count('stock_nav')).toBe(before);
  });
});
