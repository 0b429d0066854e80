import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../test/test-app';

// Calls the official yudao 2.x admin (Vue 2) makes under other names than 1.x: answered like their 1.x twins.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

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

describe('yudao 2.x batch deletes beside the kit', () => {
  const call = (method: string, url: string, payload?: object) => t.call({ method: method as never, url: `/admin-api${url}`, token: admin, payload });

  it('system/user/delete-batch deletes the users and ends their sessions', async () => {
    const ids: number[] = [];
    for (const name of ['batchu1', 'batchu2']) ids.push((await call('POST', '/system/user/create', { username: name, nickname: name, password: 'batch123' })).data);
    const token = await t.login('batchu1', 'batch123');
    expect((await call('DELETE', `/system/user/delete-batch?ids=${ids.join(',')}`)).data).toBe(true);
    expect(await t.count(`system_users where id in (${ids.join(',')})`)).toBe(0);
    expect((await t.call({ url: '/admin-api/system/auth/get-permission-info', token })).code).toBe(401);
  });

  it('infra/config/delete-list and system/dict-type/delete-batch go through their single delete’s checks', async () => {
    const c1 = (await call('POST', '/infra/config/create', { category: 'biz', name: '批量一', key: 'batch.one', value: '1', visible: true })).data;
    const c2 = (await call('POST', '/infra/config/create', { category: 'biz', name: '批量二', key: 'batch.two', value: '2', visible: true })).data;
    expect((await call('DELETE', `/infra/config/delete-list?ids=${c1},${c2}`)).data).toBe(true);
    expect(await t.count(`infra_config where id in (${c1}, ${c2})`)).toBe(0);
    // a dictionary type that still has data is refused, and the other one in the batch stays too
    const [used] = (await t.database.pool.query("select id from system_dict_type where type = 'common_status'")).rows;
    const free = (await call('POST', '/system/dict-type/create', { name: '批量字典', type: 'batch_dict', status: 0 })).data;
    expect((await call('DELETE', `/system/dict-type/delete-batch?ids=${free},${used.id}`)).code).not.toBe(0);
    expect(await t.count(`system_dict_type where id = ${free}`)).toBe(1);
    expect((await call('DELETE', `/system/dict-type/delete-batch?ids=${free}`)).data).toBe(true);
  });
});
