import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let staff: string;
let member: string;
let stock: { code: string; name: string; pinyin: string };
let industry: { code: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  stock = (await t.database.pool.query('select code, name, pinyin from stock_info order by code limit 1')).rows[0];
  industry = (await t.database.pool.query('select code, name from stock_concept where type = 1 order by code limit 1')).rows[0];
});
afterAll(() => t.close());

const get = (path: string, token?: string) => t.call({ method: 'GET', url: `/admin-api/stock-admin/${path}`, token });

describe('pickers', () => {
  it('401 without a token, 403 for a member', async () => {
    for (const path of ['stock/simple-list?keyword=6', 'concept/simple-list']) {
      expect((await get(path)).code).toBe(401);
      expect((await get(path, member)).code).toBe(403);
    }
  });

  it('finds stocks by code, name or pinyin; the exact code first; by a list of codes', async () => {
    const byCode = (await get(`stock/simple-list?keyword=${stock.code}`, staff)).data;
    expect(byCode[0]).toEqual({ code: stock.code, name: stock.name, marketType: expect.any(String), board: expect.any(String) });
    const byName = (await get(`stock/simple-list?keyword=${encodeURIComponent(stock.name)}`, staff)).data;
    expect(byName.map((s: { code: string }) => s.code)).toContain(stock.code);
    const byPinyin = (await get(`stock/simple-list?keyword=${stock.pinyin.toLowerCase()}&limit=50`, staff)).data;
    expect(byPinyin.map((s: { code: string }) => s.code)).toContain(stock.code);
    const limited = (await get('stock/simple-list?keyword=0&limit=3', staff)).data;
    expect(limited.length).toBeLessThanOrEqual(3);
    const listed = (await get(`stock/simple-list?codes=${stock.code},999999`, staff)).data;
    expect(listed).toEqual([{ code: stock.code, name: stock.name, marketType: expect.any(String), board: expect.any(String) }]);
    expect((await get('stock/simple-list?limit=0', staff)).code).toBe(400);
  });

  it('lists boards by type and keyword, or by codes', async () => {
    const industries = (await get('concept/simple-list?type=1', staff)).data as { code: string; type: number }[];
    expect(industries.length).toBeGreaterThan(0);
    expect(industries.every((c) => c.type === 1)).toBe(true);
    expect(industries.map((c) => c.code)).toContain(industry.code);
    const named = (await get(`concept/simple-list?keyword=${encodeURIComponent(industry.name)}`, staff)).data;
    expect(named).toContainEqual({ code: industry.code, name: industry.name, type: 1 });
    expect((await get(`concept/simple-list?codes=${industry.code.toLowerCase()}`, staff)).data).toEqual([{ code: industry.code, name: industry.name, type: 1 }]);
    expect((await get('concept/simple-list?type=3', staff)).code).toBe(400);
  });
});
