import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CRUD_ROUTES, expectGuarded, resourceClient } from './admin-test-kit';

let t: TestApp;
let staff: string;
let member: string;
let stocks: { code: string; name: string; industry_code: string }[];
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  stocks = (await t.database.pool.query('select code, name, industry_code from stock_info order by code limit 3')).rows;
});
afterAll(() => t.close());

const r = () => resourceClient(t, 'concept');
const sample = { code: 'GN9901', type: 2, name: '测试概念', description: '用于测试' };
const stock = async (code: string) => (await t.database.pool.query('select industry_code, industry_name, concept_names from stock_info where code = $1', [code])).rows[0];
const concept = async (code: string) => (await t.database.pool.query('select * from stock_concept where code = $1', [code])).rows[0];
const members = (code: string, token = staff) => r().get(`member/list?conceptCode=${code}`, token);

describe('access', () => {
  it('401 without a token, 403 for a member on the board and member routes; nothing written', async () => {
    await expectGuarded(
      t,
      'concept',
      [...CRUD_ROUTES, ['GET', 'member/list?conceptCode=GN9901'], ['POST', 'member/add'], ['PUT', 'member/update-reason'], ['DELETE', 'member/remove?conceptCode=GN9901&stockCode=600000']],
      member,
      'stock_concept',
    );
  });
});

describe('concept boards', () => {
  it('creates, reads, filters, refuses duplicates and bad input', async () => {
    const id = (await r().create({ ...sample, code: 'gn9901' }, staff)).data;
    expect(typeof id).toBe('number');
    expect((await r().get(`get?id=${id}`, staff)).data).toMatchObject({ id, code: 'GN9901', type: 2, name: '测试概念', description: '用于测试', stockCount: 0 });
    expect((await r().get(`page?type=2&name=${encodeURIComponent('测试概')}`, staff)).data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await r().get('page?type=1&code=GN9901', staff)).data.total).toBe(0);
    const before = await t.count('stock_concept');
    expect(await r().create(sample, staff)).toMatchObject({ code: 1_100_030_010, msg: '板块代码【GN9901】已经存在' });
    for (const bad of [{}, { ...sample, code: 'X' }, { ...sample, code: 'GN-1' }, { ...sample, type: 3 }, { ...sample, name: '' }]) {
      expect((await r().create(bad, staff)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await r().get('page?type=7', staff)).code).toBe(400);
    expect(await t.count('stock_concept')).toBe(before);
  });

  it('adds members with a reason, lists them, edits the reason, removes them; stock concept names follow', async () => {
    const [a, b] = stocks;
    expect(await r().call('POST', 'member/add', staff, { conceptCode: 'GN9901', stockCode: a.code, reason: '公司布局测试业务' })).toMatchObject({ code: 0, data: true });
    expect((await r().call('POST', 'member/add', staff, { conceptCode: 'gn9901', stockCode: b.code })).code).toBe(0);
    const list = (await members('GN9901')).data;
    expect(list.map((m: any) => m.stockCode).sort()).toEqual([a.code, b.code].sort());
    expect(list.find((m: any) => m.stockCode === a.code)).toMatchObject({ conceptCode: 'GN9901', stockName: a.name, reason: '公司布局测试业务' });
    expect((await concept('GN9901')).stock_count).toBe(2);
    expect((await stock(a.code)).concept_names).toContain('测试概念');

    expect(await r().call('POST', 'member/add', staff, { conceptCode: 'GN9901', stockCode: a.code })).toMatchObject({ code: 1_100_030_011 });
    expect(await r().call('POST', 'member/add', staff, { conceptCode: 'GN9901', stockCode: '999999' })).toMatchObject({ code: 1_100_000_000 });
    expect(await r().call('POST', 'member/add', staff, { conceptCode: 'NOPE01', stockCode: a.code })).toMatchObject({ code: 1_100_001_000 });
    expect((await r().call('POST', 'member/add', staff, { conceptCode: 'GN9901', stockCode: 'abc' })).code).toBe(400);
    expect((await r().call('POST', 'member/add', staff, { conceptCode: 'GN9901', stockCode: b.code, reason: 'x'.repeat(256) })).code).toBe(400);

    expect(await r().call('PUT', 'member/update-reason', staff, { conceptCode: 'GN9901', stockCode: b.code, reason: '新的理由' })).toMatchObject({ code: 0, data: true });
    expect((await members('GN9901')).data.find((m: any) => m.stockCode === b.code).reason).toBe('新的理由');
    expect((await r().call('PUT', 'member/update-reason', staff, { conceptCode: 'GN9901', stockCode: stocks[2].code, reason: 'x' })).code).toBe(1_100_030_012);

    // renaming the board renames it on its member stocks
    const id = (await concept('GN9901')).id;
    expect((await r().update({ id, type: 2, name: '测试概念二', description: '' }, staff)).code).toBe(0);
    expect((await stock(a.code)).concept_names).toContain('测试概念二');
    expect((await stock(a.code)).concept_names).not.toContain('测试概念');

    expect(await r().call('DELETE', `member/remove?conceptCode=GN9901&stockCode=${b.code}`, staff)).toMatchObject({ code: 0, data: true });
    expect((await r().call('DELETE', `member/remove?conceptCode=GN9901&stockCode=${b.code}`, staff)).code).toBe(1_100_030_012);
    expect((await members('GN9901')).data.map((m: any) => m.stockCode)).toEqual([a.code]);
    expect((await stock(b.code)).concept_names).not.toContain('测试概念二');
    expect((await concept('GN9901')).stock_count).toBe(1);
  });

  it('an industry board holds each stock once: adding moves it and sets the stock industry', async () => {
    const [, , c] = stocks;
    const id = (await r().create({ code: 'BK9901', type: 1, name: '测试行业', description: '' }, staff)).data;
    const previous = c.industry_code;
    expect((await r().call('POST', 'member/add', staff, { conceptCode: 'BK9901', stockCode: c.code, reason: '' })).code).toBe(0);
    expect(await stock(c.code)).toMatchObject({ industry_code: 'BK9901', industry_name: '测试行业' });
    if (previous) expect((await members(previous)).data.map((m: any) => m.stockCode)).not.toContain(c.code);
    expect((await r().del(id, staff)).data).toBe(true);
    expect(await stock(c.code)).toMatchObject({ industry_code: null, industry_name: null });
  });

  it('deletes a board with its memberships and its code in news', async () => {
    const [a] = stocks;
    const { rows } = await t.database.pool.query("insert into stock_news (title, publish_time, concept_codes) values ('带板块的新闻', now(), '{GN9901}') returning id");
    const id = (await concept('GN9901')).id;
    expect(await r().del(id, staff)).toMatchObject({ code: 0, data: true });
    expect((await t.database.pool.query("select count(*)::int n from stock_concept_member where concept_code = 'GN9901'")).rows[0].n).toBe(0);
    expect((await stock(a.code)).concept_names).not.toContain('测试概念二');
    expect((await t.database.pool.query('select concept_codes from stock_news where id = $1', [rows[0].id])).rows[0].concept_codes).toEqual([]);
    expect((await r().get(`get?id=${id}`, staff)).data).toBeNull();
    expect((await members('GN9901')).code).toBe(1_100_001_000);
  });

  it('exports the filtered rows as xlsx', async () => {
    const rows = await r().exportRows('type=1', staff);
    expect(rows[0]).toEqual(['板块代码', '板块名称', '类别', '成分股数', '涨跌幅%', '涨停家数', '领涨股', '简介', '创建时间']);
    const { rows: db } = await t.database.pool.query('select code from stock_concept where type = 1 order by code');
    expect(rows.slice(1).map((x) => x[0])).toEqual(db.map((x) => x.code));
    expect(rows.slice(1).every((x) => x[2] === '行业')).toBe(true);
  });
});
