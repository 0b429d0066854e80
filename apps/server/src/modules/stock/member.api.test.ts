import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: string; // the seeded demo member
let bob: string; // a second member
beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query(
    "insert into system_users (username, password, nickname, user_type) values ('member2', $1, '股友小王', 1)",
    [await bcrypt.hash('member234', 4)],
  );
  alice = await t.login('member', 'member123');
  bob = await t.login('member2', 'member234');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call({ method, url: `/admin-api${url}`, token, payload });

describe('member APIs need a signed-in user', () => {
  it.each([
    ['GET', '/stock/member/stock-group/list'],
    ['POST', '/stock/member/stock-group/create'],
    ['PUT', '/stock/member/stock-group/update'],
    ['DELETE', '/stock/member/stock-group/delete?id=1'],
    ['PUT', '/stock/member/stock-group/reorder'],
    ['GET', '/stock/member/watch/list'],
    ['GET', '/stock/member/watch/codes'],
    ['POST', '/stock/member/watch/add'],
    ['DELETE', '/stock/member/watch/remove?groupId=1&stockCode=600519'],
    ['PUT', '/stock/member/watch/reorder'],
    ['GET', '/stock/member/favorite/page?targetType=1'],
    ['GET', '/stock/member/favorite/check?targetType=1&targetId=1'],
    ['POST', '/stock/member/favorite/add'],
    ['DELETE', '/stock/member/favorite/remove?targetType=1&targetId=1'],
    ['GET', '/stock/member/record/page'],
    ['GET', '/stock/member/record/get?id=1'],
    ['POST', '/stock/member/record/create'],
    ['PUT', '/stock/member/record/update'],
    ['DELETE', '/stock/member/record/delete?id=1'],
    ['GET', '/stock/member/history/page'],
    ['DELETE', '/stock/member/history/clear'],
    ['DELETE', '/stock/member/history/delete?id=1'],
    ['GET', '/stock/member/history/get-switch'],
    ['PUT', '/stock/member/history/switch'],
  ] as const)('%s %s → 401 without a token', async (method, url) => {
    expect((await api(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).code).toBe(401);
  });
});

describe('stock groups and the watch list', () => {
  it('shows the seeded watch list with live quote fields', async () => {
    const groups = (await api('GET', '/stock/member/stock-group/list', alice)).data;
    expect(groups.map((g: any) => g.name)).toEqual(['我的自选', '白酒观察']);
    const items = (await api('GET', `/stock/member/watch/list?groupId=${groups[0].id}`, alice)).data;
    expect(items.length).toBe(groups[0].count);
    expect(items[0]).toMatchObject({ code: '600519', name: '贵州茅台', price: expect.any(Number), changePercent: expect.any(Number), itemId: expect.any(Number), sort: 1 });
    expect((await api('GET', '/stock/member/watch/list', bob)).data).toEqual([]);
  });

  it('creates, renames, reorders and deletes groups; names are unique per member', async () => {
    const id = (await api('POST', '/stock/member/stock-group/create', bob, { name: '科技' })).data;
    expect(id).toEqual(expect.any(Number));
    expect(await api('POST', '/stock/member/stock-group/create', bob, { name: '科技' })).toMatchObject({ code: 1_100_010_001 });
    expect((await api('POST', '/stock/member/stock-group/create', alice, { name: '科技' })).code).toBe(0);
    expect((await api('POST', '/stock/member/stock-group/create', bob, { name: '' })).code).toBe(400);
    const id2 = (await api('POST', '/stock/member/stock-group/create', bob, { name: '消费' })).data;
    expect((await api('PUT', '/stock/member/stock-group/update', bob, { id, name: '硬科技' })).code).toBe(0);
    expect((await api('PUT', '/stock/member/stock-group/reorder', bob, { ids: [id2, id] })).code).toBe(0);
    expect((await api('GET', '/stock/member/stock-group/list', bob)).data.map((g: any) => g.name)).toEqual(['消费', '硬科技']);
    expect((await api('DELETE', `/stock/member/stock-group/delete?id=${id2}`, bob)).data).toBe(true);
    expect((await api('GET', '/stock/member/stock-group/list', bob)).data.map((g: any) => g.name)).toEqual(['硬科技']);
  });

  it("never reaches another member's group", async () => {
    const aliceGroup = (await api('GET', '/stock/member/stock-group/list', alice)).data[0];
    const before = await t.count('stock_member_group_item');
    expect((await api('PUT', '/stock/member/stock-group/update', bob, { id: aliceGroup.id, name: 'hacked' })).code).toBe(404);
    expect((await api('DELETE', `/stock/member/stock-group/delete?id=${aliceGroup.id}`, bob)).code).toBe(404);
    expect((await api('PUT', '/stock/member/stock-group/reorder', bob, { ids: [aliceGroup.id] })).code).toBe(404);
    const list = await api('GET', `/stock/member/watch/list?groupId=${aliceGroup.id}`, bob);
    expect(list).toMatchObject({ code: 404, data: null });
    expect((await api('POST', '/stock/member/watch/add', bob, { groupId: aliceGroup.id, stockCode: '000858' })).code).toBe(404);
    expect((await api('DELETE', `/stock/member/watch/remove?groupId=${aliceGroup.id}&stockCode=600519`, bob)).code).toBe(404);
    expect((await api('PUT', '/stock/member/watch/reorder', bob, { groupId: aliceGroup.id, stockCodes: ['600519'] })).code).toBe(404);
    expect(await t.count('stock_member_group_item')).toBe(before);
    expect((await api('GET', '/stock/member/stock-group/list', alice)).data[0].name).toBe('我的自选');
  });

  it('adds, reorders and removes stocks', async () => {
    const [group] = (await api('GET', '/stock/member/stock-group/list', bob)).data;
    for (const code of ['600519', '300750', '000858']) expect((await api('POST', '/stock/member/watch/add', bob, { groupId: group.id, stockCode: code })).code).toBe(0);
    expect(await api('POST', '/stock/member/watch/add', bob, { groupId: group.id, stockCode: '600519' })).toMatchObject({ code: 1_100_010_003 });
    expect(await api('POST', '/stock/member/watch/add', bob, { groupId: group.id, stockCode: '999999' })).toMatchObject({ code: 1_100_000_000 });
    expect((await api('POST', '/stock/member/watch/add', bob, { groupId: group.id, stockCode: '12' })).code).toBe(400);
    expect((await api('PUT', '/stock/member/watch/reorder', bob, { groupId: group.id, stockCodes: ['000858', '600519', '300750'] })).code).toBe(0);
    expect((await api('PUT', '/stock/member/watch/reorder', bob, { groupId: group.id, stockCodes: ['000858'] })).code).toBe(1_100_010_006);
    const items = (await api('GET', `/stock/member/watch/list?groupId=${group.id}`, bob)).data;
    expect(items.map((i: any) => i.code)).toEqual(['000858', '600519', '300750']);
    expect((await api('DELETE', `/stock/member/watch/remove?groupId=${group.id}&stockCode=600519`, bob)).data).toBe(true);
    expect((await api('DELETE', `/stock/member/watch/remove?groupId=${group.id}&stockCode=600519`, bob)).code).toBe(404);
    const codes = (await api('GET', '/stock/member/watch/codes', bob)).data;
    expect(codes.map((c: any) => c.stockCode).sort()).toEqual(['000858', '300750']);
  });

  it('adding without a group uses the first group, creating 我的自选 when there is none', async () => {
    await t.database.pool.query("insert into system_users (username, password, nickname, user_type) values ('member3', $1, '新股友', 1)", [await bcrypt.hash('member345', 4)]);
    const carol = await t.login('member3', 'member345');
    expect((await api('POST', '/stock/member/watch/add', carol, { stockCode: '601318' })).code).toBe(0);
    const groups = (await api('GET', '/stock/member/stock-group/list', carol)).data;
    expect(groups).toMatchObject([{ name: '我的自选', count: 1 }]);
  });
});

describe('favourites', () => {
  it('adds, checks, lists and removes news, information and concept favourites', async () => {
    const news = (await api('GET', '/stock/news/page?pageSize=1')).data.list[0];
    const info = (await api('GET', '/stock/information/page?pageSize=1')).data.list[0];
    const concept = (await api('GET', '/stock/concept/page?pageSize=1')).data.list[0];
    for (const [targetType, targetId] of [[1, news.id], [2, info.id], [3, concept.id]]) {
      expect((await api('POST', '/stock/member/favorite/add', bob, { targetType, targetId })).code).toBe(0);
      expect(await api('POST', '/stock/member/favorite/add', bob, { targetType, targetId })).toMatchObject({ code: 1_100_011_000 });
      expect((await api('GET', `/stock/member/favorite/check?targetType=${targetType}&targetId=${targetId}`, bob)).data).toBe(true);
      expect((await api('GET', `/stock/member/favorite/check?targetType=${targetType}&targetId=${targetId}`, alice)).data).toBe(false);
      const page = (await api('GET', `/stock/member/favorite/page?targetType=${targetType}`, bob)).data;
      expect(page.total).toBe(1);
      expect(page.list[0].target).toMatchObject({ id: targetId });
    }
    expect(await api('POST', '/stock/member/favorite/add', bob, { targetType: 1, targetId: 99999999 })).toMatchObject({ code: 1_100_011_002 });
    expect((await api('POST', '/stock/member/favorite/add', bob, { targetType: 4, targetId: 1 })).code).toBe(400);
    expect((await api('DELETE', `/stock/member/favorite/remove?targetType=1&targetId=${news.id}`, bob)).data).toBe(true);
    expect((await api('DELETE', `/stock/member/favorite/remove?targetType=1&targetId=${news.id}`, bob)).code).toBe(404);
    // alice's seeded favourites are hers only
    const aliceNews = (await api('GET', '/stock/member/favorite/page?targetType=1', alice)).data;
    expect(aliceNews.total).toBe(3);
    expect((await api('DELETE', `/stock/member/favorite/remove?targetType=1&targetId=${aliceNews.list[0].targetId}`, bob)).code).toBe(404);
    expect((await api('GET', '/stock/member/favorite/page?targetType=1', alice)).data.total).toBe(3);
    expect((await api('GET', '/stock/member/favorite/page?targetType=1&pageSize=0', alice)).code).toBe(400);
  });
});

describe('stock essays (records)', () => {
  it('creates with sanitised HTML, updates, lists and deletes own records; public ones are visible to all', async () => {
    const id = (
      await api('POST', '/stock/member/record/create', bob, {
        title: '我的复盘',
        content: '<p onclick="steal()">看好<b>机器人</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        stockCodes: ['300124', '300124'],
        isOpenRecord: 0,
      })
    ).data;
    const own = (await api('GET', `/stock/member/record/get?id=${id}`, bob)).data;
    expect(own.content).toBe('<p>看好<b>机器人</b></p><a>x</a>');
    expect(own.stockCodes).toEqual(['300124']);
    const pub = (await api('GET', '/stock/record/page?pageSize=50')).data;
    expect(pub.list.some((r: any) => r.id === id && r.nickname === '股友小王')).toBe(true);
    expect(pub.list.every((r: any) => r.isOpenRecord === 0)).toBe(true);
    expect((await api('PUT', '/stock/member/record/update', bob, { id, title: '改为私密', content: '', isOpenRecord: 1 })).code).toBe(0);
    expect((await api('GET', '/stock/record/page?pageSize=50')).data.list.some((r: any) => r.id === id)).toBe(false);
    expect((await api('GET', `/stock/record/get?id=${id}`)).code).toBe(404);
    expect((await api('GET', `/stock/record/get?id=${id}`, bob)).data.title).toBe('改为私密');
    expect((await api('GET', '/stock/member/record/page?isOpenRecord=1', bob)).data.total).toBe(1);
    expect((await api('POST', '/stock/member/record/create', bob, { title: '', content: '' })).code).toBe(400);
    expect((await api('POST', '/stock/member/record/create', bob, { title: 'x', isOpenRecord: 3 })).code).toBe(400);
    expect((await api('DELETE', `/stock/member/record/delete?id=${id}`, bob)).data).toBe(true);
    expect((await api('GET', `/stock/member/record/get?id=${id}`, bob)).code).toBe(404);
  });

  it("refuses another member's records", async () => {
    const mine = (await api('GET', '/stock/member/record/page', alice)).data.list;
    const secret = mine.find((r: any) => r.isOpenRecord === 1);
    expect((await api('GET', `/stock/member/record/get?id=${secret.id}`, bob))).toMatchObject({ code: 404, data: null });
    expect((await api('GET', `/stock/record/get?id=${secret.id}`, bob))).toMatchObject({ code: 404, data: null });
    expect((await api('PUT', '/stock/member/record/update', bob, { id: secret.id, title: 'hacked', content: '' })).code).toBe(404);
    expect((await api('DELETE', `/stock/member/record/delete?id=${secret.id}`, bob)).code).toBe(404);
    expect((await api('GET', `/stock/member/record/get?id=${secret.id}`, alice)).data.title).toBe(secret.title);
    expect((await api('GET', '/stock/member/record/page', bob)).data.list.some((r: any) => r.id === secret.id)).toBe(false);
  });
});

describe('browsing history', () => {
  it('records views of a signed-in member, obeys the switch and clears', async () => {
    await api('GET', '/stock/stock/get?code=600519', bob);
    const news = (await api('GET', '/stock/news/page?pageSize=1')).data.list[0];
    await api('GET', `/stock/news/get?id=${news.id}`, bob);
    await api('GET', '/stock/stock/get?code=600519', bob);
    const page = (await api('GET', '/stock/member/history/page', bob)).data;
    expect(page.list.map((h: any) => [h.targetType, h.targetKey])).toEqual([
      ['stock', '600519'],
      ['news', String(news.id)],
    ]);
    expect((await api('GET', '/stock/member/history/page', alice)).data.total).toBe(0);
    expect((await api('GET', '/stock/member/history/page?targetType=news', bob)).data.total).toBe(1);
    expect((await api('PUT', '/stock/member/history/switch', bob, { enabled: false })).code).toBe(0);
    expect((await api('GET', '/stock/member/history/get-switch', bob)).data).toEqual({ enabled: false });
    await api('GET', '/stock/stock/get?code=300750', bob);
    expect((await api('GET', '/stock/member/history/page', bob)).data.total).toBe(2);
    expect((await api('PUT', '/stock/member/history/switch', bob, { enabled: 'no' })).code).toBe(400);
    expect((await api('DELETE', '/stock/member/history/clear', bob)).data).toBe(true);
    expect((await api('GET', '/stock/member/history/page', bob)).data.total).toBe(0);
  });
});
