import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Calls the official yudao 2.x admin (Vue 2) makes under other names than 1.x: answered like their 1.x twins.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: { authorization: `Bearer ${admin}` } });

describe('yudao 2.x call names', () => {
  it('every GET …/export is also …/export-excel, with the same file and the same permission', async () => {
    for (const path of ['/system/user', '/system/dict-type', '/infra/config', '/pay/order', '/trade/order']) {
      const res = await get(`${path}/export-excel`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      expect(wb.worksheets[0].rowCount, path).toBeGreaterThan(0);
    }
    const member = await t.login('member', 'member123');
    const refused = await t.app.inject({ method: 'GET', url: '/admin-api/system/user/export-excel', headers: { authorization: `Bearer ${member}` } });
    expect(refused.json().code).toBe(403);
  });

  it('trade/after-sale/get answers as get-detail', async () => {
    const page = (await get('/trade/after-sale/page')).json().data;
    const id = page.list[0].id;
    expect((await get(`/trade/after-sale/get?id=${id}`)).json().data).toEqual((await get(`/trade/after-sale/get-detail?id=${id}`)).json().data);
  });

  it('product/property/list answers the properties, by name too', async () => {
    const all = (await get('/product/property/list')).json().data;
    expect(all.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['时长', '版本']));
    expect((await get(`/product/property/list?name=${encodeURIComponent('时长')}`)).json().data.map((p: { name: string }) => p.name)).toEqual(['时长']);
  });

  it('infra/codegen/table/list answers the imported tables of the master data source', async () => {
    const res = (await get('/infra/codegen/table/list?dataSourceConfigId=0')).json();
    expect(res.code).toBe(0);
    expect(Array.isArray(res.data)).toBe(true);
    expect((await get('/infra/codegen/table/list?dataSourceConfigId=5')).json().data).toEqual([]);
  });
});

describe('yudao 2.x batch deletes on the CRUD kit', () => {
  const call = (method: string, url: string, payload?: object) => t.call({ method: method as never, url: `/admin-api${url}`, token: admin, payload });
  const post = async (name: string) => (await call('POST', '/system/post/create', { name, code: name, sort: 9, status: 0 })).data as number;

  it('deletes every row named by ids, through the single delete’s checks; one refusal deletes none', async () => {
    const a = await post('批量甲');
    const b = await post('批量乙');
    expect((await call('DELETE', `/system/post/delete-batch?ids=${a},${b}`)).data).toBe(true);
    expect(await t.count(`system_post where id in (${a}, ${b})`)).toBe(0);
    const c = await post('批量丙');
    // one missing id: nothing is deleted
    expect((await call('DELETE', `/system/post/delete-batch?ids=${c},999999`)).code).not.toBe(0);
    expect(await t.count(`system_post where id = ${c}`)).toBe(1);
    expect((await call('DELETE', `/system/post/delete-list?ids=${c}`)).data).toBe(true);
    expect((await call('DELETE', '/system/post/delete-list?ids=x')).code).toBe(400);
  });
});
