import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CRUD_ROUTES, expectGuarded, resourceClient } from './admin-test-kit';

let t: TestApp;
let staff: string;
let member: string;
let industry: { code: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  const { rows } = await t.database.pool.query('select code, name from stock_concept where type = 1 order by code limit 2');
  industry = rows[0];
});
afterAll(() => t.close());

const r = () => resourceClient(t, 'stock');
const sample = { code: '603999', name: '测试科技', listDate: '2024-03-01', totalShares: 100_000_000, floatShares: 60_000_000 };
const row = async (code: string) => (await t.database.pool.query('select * from stock_info where code = $1', [code])).rows[0];

describe('access', () => {
  it('401 without a token, 403 for a member; nothing written', async () => {
    await expectGuarded(t, 'stock', CRUD_ROUTES, member, 'stock_info');
  });
});

describe('stock CRUD', () => {
  it('creates with board, market and pinyin derived from the code and name; joins the industry board', async () => {
    const before = (await t.database.pool.query('select stock_count from stock_concept where code = $1', [industry.code])).rows[0].stock_count;
    const created = await r().create({ ...sample, industryCode: industry.code }, staff);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const got = (await r().get(`get?id=${created.data}`, staff)).data;
    expect(got).toMatchObject({ code: '603999', name: '测试科技', pinyin: 'CSKJ', marketType: 'SH', board: 'main', isSt: false, industryCode: industry.code, industryName: industry.name, price: null });
    const member_ = await t.database.pool.query('select * from stock_concept_member where stock_code = $1', ['603999']);
    expect(member_.rows.map((m) => m.concept_code)).toEqual([industry.code]);
    const after = (await t.database.pool.query('select stock_count from stock_concept where code = $1', [industry.code])).rows[0].stock_count;
    expect(after).toBe(before + 1);
    expect((await row('603999')).creator).not.toBe('');
  });

  it('derives ST from the name and 创业板 / 北交所 from the code', async () => {
    expect((await r().create({ ...sample, code: '300999', name: '*ST测试', board: 'gem', marketType: 'SZ' }, staff)).code).toBe(0);
    expect(await row('300999')).toMatchObject({ market_type: 'SZ', board: 'gem', is_st: true, pinyin: 'CS' });
    expect((await r().create({ ...sample, code: '920999', name: '北交测试' }, staff)).code).toBe(0);
    expect(await row('920999')).toMatchObject({ market_type: 'BJ', board: 'bse' });
  });

  it('refuses a code inconsistent with its market or board, an unknown prefix, a duplicate; writes nothing', async () => {
    const before = await t.count('stock_info');
    expect(await r().create({ ...sample, code: '688998', board: 'main' }, staff)).toMatchObject({ code: 1_100_030_001, msg: '股票代码【688998】属于科创板，与填写的主板不一致' });
    expect(await r().create({ ...sample, code: '000998', marketType: 'SH' }, staff)).toMatchObject({ code: 1_100_030_001, msg: '股票代码【000998】属于深交所，与填写的上交所不一致' });
    expect(await r().create({ ...sample, code: '900001' }, staff)).toMatchObject({ code: 1_100_030_002 });
    expect(await r().create(sample, staff)).toMatchObject({ code: 1_100_030_000, msg: '股票代码【603999】已经存在' });
    expect(await r().create({ ...sample, code: '603998', industryCode: 'NOPE' }, staff)).toMatchObject({ code: 1_100_030_006 });
    expect(await t.count('stock_info')).toBe(before);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('stock_info');
    for (const bad of [{}, { ...sample, code: '60399' }, { ...sample, name: ' ' }, { ...sample, listDate: '2024/03/01' }, { ...sample, floatShares: 200_000_000 }, { ...sample, totalShares: -1 }, { ...sample, board: 'xx' }]) {
      expect((await r().create(bad, staff)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await r().update({ ...sample }, staff)).code).toBe(400);
    expect((await r().get('page?marketType=HK', staff)).code).toBe(400);
    expect(await t.count('stock_info')).toBe(before);
  });

  it('filters the page by code, name or pinyin, market, board, industry and ST', async () => {
    const ids = async (q: string) => (await r().get(`page?pageSize=200&${q}`, staff)).data.list.map((s: any) => s.code);
    expect(await ids('code=603999')).toEqual(['603999']);
    expect(await ids(`keyword=${encodeURIComponent('测试科')}`)).toEqual(['603999']);
    expect(await ids('keyword=cskj')).toEqual(['603999']);
    expect(await ids('marketType=BJ&keyword=BJCS')).toEqual(['920999']);
    expect(await ids('board=gem&isSt=true')).toContain('300999');
    expect((await ids('board=gem&isSt=true')).every(Boolean)).toBe(true);
    expect(await ids(`industry=${industry.code}`)).toContain('603999');
    const page = (await r().get('page?pageNo=1&pageSize=5', staff)).data;
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThan(200);
  });

  it('updates the reference data, not the quote, and moves the industry membership', async () => {
    const id = (await row('603999')).id;
    const { rows } = await t.database.pool.query('select code from stock_concept where type = 1 order by code offset 1 limit 1');
    const other = rows[0].code;
    await t.database.pool.query("update stock_info set price = 12.34, prev_close = 10 where code = '603999'");
    const res = await r().update({ id, name: 'ST测试', industryCode: other, listDate: '2024-03-02', totalShares: 1000, floatShares: 500, price: 99, code: '000001' }, staff);
    expect(res).toMatchObject({ code: 0, data: true });
    expect(await row('603999')).toMatchObject({ name: 'ST测试', pinyin: 'CS', is_st: true, industry_code: other, total_shares: 1000, price: 12.34, limit_up_price: 10.5, limit_down_price: 9.5 });
    expect((await r().get(`get?id=${id}`, staff)).data).toMatchObject({ listDate: '2024-03-02', floatShares: 500, code: '603999' });
    const members = await t.database.pool.query('select concept_code from stock_concept_member where stock_code = $1', ['603999']);
    expect(members.rows.map((m) => m.concept_code)).toEqual([other]);
    expect((await r().update({ id: 999_999, ...sample }, staff)).code).toBe(1_100_000_000);
  });

  it('refuses to delete a stock in a member watch list; deletes others with their board memberships', async () => {
    const held = (await row('600519')) ?? (await t.database.pool.query('select s.* from stock_info s join stock_member_group_item i on i.stock_code = s.code limit 1')).rows[0];
    const refused = await r().del(held.id, staff);
    expect(refused.code).toBe(1_100_030_003);
    expect(refused.msg).toContain('自选股');
    expect(await row(held.code)).toBeTruthy();
    const id = (await row('603999')).id;
    expect(await r().del(id, staff)).toMatchObject({ code: 0, data: true });
    expect(await row('603999')).toBeUndefined();
    expect((await t.database.pool.query("select count(*)::int n from stock_concept_member where stock_code = '603999'")).rows[0].n).toBe(0);
    expect((await r().get(`get?id=${id}`, staff)).data).toBeNull();
    expect((await r().del(id, staff)).code).toBe(1_100_000_000);
  });

  it('exports the filtered rows as xlsx', async () => {
    const rows = await r().exportRows('board=bse&keyword=BJCS', staff);
    expect(rows[0].slice(0, 5)).toEqual(['股票代码', '股票名称', '拼音', '交易市场', '上市板块']);
    expect(rows.slice(1).map((x) => x[0])).toEqual(['920999']);
    expect(rows[1].slice(3, 5)).toEqual(['北交所', '北交所']);
    const all = await r().exportRows('', staff);
    expect(all.length - 1).toBe(await t.count('stock_info'));
  });
});
