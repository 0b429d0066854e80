import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CRUD_ROUTES, expectGuarded, resourceClient } from './admin-test-kit';

let t: TestApp;
let staff: string;
let member: string;
let stockA: { code: string; name: string };
let conceptA: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  stockA = (await t.database.pool.query('select code, name from stock_info order by code limit 1')).rows[0];
  conceptA = (await t.database.pool.query('select code from stock_concept where type = 2 order by code limit 1')).rows[0].code;
});
afterAll(() => t.close());

const at = Date.UTC(2026, 10, 20, 2, 0, 0); // 2026-11-20 10:00 Beijing

describe('access', () => {
  it.each([
    ['news', 'stock_news'],
    ['information', 'stock_information'],
    ['announcement', 'stock_announcement'],
  ])('%s: 401 without a token, 403 for a member', async (resource, table) => {
    await expectGuarded(t, resource, CRUD_ROUTES, member, table);
  });
});

describe('news', () => {
  const r = () => resourceClient(t, 'news');
  const sample = () => ({
    title: '测试新闻：机器人板块走强',
    summary: '摘要',
    content: '<p onclick="alert(1)">正文<script>alert("x")</script><a href="javascript:alert(1)">链接</a><img src="https://img.example.com/a.png"></p>',
    source: '测试社',
    url: 'https://news.example.com/1',
    publishTime: at,
    stockCodes: [stockA.code],
    conceptCodes: [conceptA],
  });

  it('creates with the HTML sanitised, reads, filters, updates, deletes', async () => {
    const created = await r().create(sample(), staff);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    const got = (await r().get(`get?id=${id}`, staff)).data;
    expect(got).toMatchObject({ id, title: '测试新闻：机器人板块走强', publishTime: at, stockCodes: [stockA.code], conceptCodes: [conceptA], views: 0 });
    expect(got.content).toContain('正文');
    expect(got.content).toContain('<img src="https://img.example.com/a.png">');
    expect(got.content).not.toMatch(/script|onclick|javascript:/i);
    const { rows } = await t.database.pool.query('select content, creator from stock_news where id = $1', [id]);
    expect(rows[0].content).not.toContain('<script');
    expect(rows[0].creator).not.toBe('');
    const page = (await r().get(`page?keyword=${encodeURIComponent('机器人板块走强')}&stockCode=${stockA.code}&conceptCode=${conceptA}`, staff)).data;
    expect(page.list.map((n: any) => n.id)).toEqual([id]);
    const range = `publishTime[0]=${at - 1000}&publishTime[1]=${at + 1000}`;
    expect((await r().get(`page?${range}&source=${encodeURIComponent('测试社')}`, staff)).data.total).toBe(1);
    expect(await r().update({ ...sample(), id, title: '改过的标题', content: '<b>粗</b><script>x()</script>', stockCodes: [] }, staff)).toMatchObject({ code: 0, data: true });
    expect((await r().get(`get?id=${id}`, staff)).data).toMatchObject({ title: '改过的标题', content: '<b>粗</b>', stockCodes: [] });
    // an uploaded cover is a path on this site
    expect((await r().update({ ...sample(), id, cover: '/admin-api/infra/file/4/get/cover.png' }, staff)).code).toBe(0);
    expect((await r().get(`get?id=${id}`, staff)).data.cover).toBe('/admin-api/infra/file/4/get/cover.png');
    expect(await r().del(id, staff)).toMatchObject({ code: 0, data: true });
    expect((await r().get(`get?id=${id}`, staff)).data).toBeNull();
    expect((await r().del(id, staff)).code).toBe(1_100_003_000);
  });

  it('refuses unknown related stocks or concepts and bad input; writes nothing', async () => {
    const before = await t.count('stock_news');
    expect(await r().create({ ...sample(), stockCodes: ['600000', '999999'].filter((c) => c !== stockA.code) }, staff)).toMatchObject({ code: 1_100_030_004 });
    expect(await r().create({ ...sample(), conceptCodes: ['GN0000X'] }, staff)).toMatchObject({ code: 1_100_030_005, msg: '关联的板块不存在：GN0000X' });
    for (const bad of [{}, { ...sample(), title: '' }, { ...sample(), publishTime: 'yesterday' }, { ...sample(), url: 'javascript:alert(1)' }, { ...sample(), cover: '//evil.example.com/x.png' }, { ...sample(), stockCodes: ['12'] }]) {
      expect((await r().create(bad, staff)).code, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.count('stock_news')).toBe(before);
  });

  it('exports the filtered rows as xlsx', async () => {
    const id = (await r().create({ ...sample(), title: '导出专用新闻' }, staff)).data;
    const rows = await r().exportRows(`keyword=${encodeURIComponent('导出专用')}`, staff);
    expect(rows[0]).toEqual(['编号', '标题', '摘要', '来源', '发布时间', '相关股票', '相关板块', '阅读数', '原文链接']);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1].slice(0, 2)).toEqual([id, '导出专用新闻']);
    expect(rows[1][4]).toBe('2026-11-20 10:00:00');
  });
});

describe('information', () => {
  const r = () => resourceClient(t, 'information');
  const sample = () => ({ publishTime: at, title: '快讯标题', content: '重要快讯<script>alert(1)</script><img src=x onerror="alert(1)">', level: 1, source: '电报', stockCodes: [stockA.code] });

  it('creates sanitised, filters by level and stock, updates, deletes, exports', async () => {
    const id = (await r().create(sample(), staff)).data;
    expect(typeof id).toBe('number');
    const got = (await r().get(`get?id=${id}`, staff)).data;
    expect(got).toMatchObject({ level: 1, stockCodes: [stockA.code], publishTime: at });
    expect(got.content).toContain('重要快讯');
    expect(got.content).not.toMatch(/script|onerror/i);
    expect((await r().get(`page?level=1&stockCode=${stockA.code}&keyword=${encodeURIComponent('重要快讯')}`, staff)).data.list.map((x: any) => x.id)).toEqual([id]);
    expect((await r().get(`page?level=2&keyword=${encodeURIComponent('重要快讯')}`, staff)).data.total).toBe(0);
    expect((await r().update({ ...sample(), id, level: 2 }, staff)).code).toBe(0);
    expect((await r().get(`get?id=${id}`, staff)).data.level).toBe(2);
    const rows = await r().exportRows(`keyword=${encodeURIComponent('重要快讯')}`, staff);
    expect(rows[0]).toEqual(['编号', '发布时间', '级别', '标题', '内容', '来源', '相关股票']);
    expect(rows.slice(1).map((x) => [x[0], x[2], x[4]])).toEqual([[id, '普通', '重要快讯']]);
    expect((await r().del(id, staff)).data).toBe(true);
  });

  it('refuses bad input (content only a script, level 3, unknown stock); writes nothing', async () => {
    const before = await t.count('stock_information');
    expect((await r().create({ ...sample(), content: '<script>alert(1)</script>' }, staff)).code).toBe(400);
    expect((await r().create({ ...sample(), level: 3 }, staff)).code).toBe(400);
    expect((await r().create({ ...sample(), content: '' }, staff)).code).toBe(400);
    expect((await r().create({ ...sample(), stockCodes: ['999999'] }, staff)).code).toBe(1_100_030_004);
    expect(await t.count('stock_information')).toBe(before);
  });
});

describe('announcement', () => {
  const r = () => resourceClient(t, 'announcement');
  const sample = () => ({ stockCode: stockA.code, title: '关于测试事项的公告', type: '重大事项', annDate: '2026-11-20', url: 'https://static.example.com/a.pdf' });

  it('creates with the stock name filled in, filters, updates, deletes, exports', async () => {
    const id = (await r().create(sample(), staff)).data;
    expect((await r().get(`get?id=${id}`, staff)).data).toMatchObject({ id, stockCode: stockA.code, stockName: stockA.name, type: '重大事项', annDate: '2026-11-20' });
    expect((await r().get(`page?stockCode=${stockA.code}&type=${encodeURIComponent('重大事项')}&beginDate=2026-11-20&endDate=2026-11-20&keyword=${encodeURIComponent('测试事项')}`, staff)).data.list.map((a: any) => a.id)).toEqual([id]);
    expect((await r().update({ ...sample(), id, type: '风险提示' }, staff)).code).toBe(0);
    const rows = await r().exportRows(`keyword=${encodeURIComponent('测试事项')}`, staff);
    expect(rows[0]).toEqual(['编号', '股票代码', '股票名称', '公告标题', '公告类型', '公告日期', '链接']);
    expect(rows.slice(1)).toEqual([[id, stockA.code, stockA.name, '关于测试事项的公告', '风险提示', '2026-11-20', 'https://static.example.com/a.pdf']]);
    expect((await r().del(id, staff)).data).toBe(true);
    expect((await r().del(id, staff)).code).toBe(1_100_030_020);
  });

  it('refuses an unknown stock, an unknown type, a bad date; writes nothing', async () => {
    const before = await t.count('stock_announcement');
    expect((await r().create({ ...sample(), stockCode: '999999' }, staff)).code).toBe(1_100_030_004);
    expect((await r().create({ ...sample(), type: '八卦' }, staff)).code).toBe(400);
    expect((await r().create({ ...sample(), annDate: '20261120' }, staff)).code).toBe(400);
    expect((await r().get('page?type=xx', staff)).code).toBe(400);
    expect(await t.count('stock_announcement')).toBe(before);
  });
});
