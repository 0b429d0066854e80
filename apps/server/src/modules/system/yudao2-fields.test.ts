import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// Fields the official yudao 2.x admin (Vue 2) reads on system pages, sent beside ours.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const get = async (url: string) => (await t.call({ url: `/admin-api${url}`, token: admin })).data;

describe('yudao 2.x fields on system pages', () => {
  it('user rows carry dept as an object', async () => {
    const rows = (await get('/system/user/page?pageSize=100')).list;
    const staff = rows.find((r: { username: string }) => r.username === 'staff');
    expect(staff.dept).toEqual({ id: staff.deptId, name: staff.deptName });
    expect(staff.dept.name).toBe('运营部');
  });

  it('notice rows name their creator in createBy', async () => {
    const created = await t.call({ method: 'POST', url: '/admin-api/system/notice/create', token: admin, payload: { title: '2.x 公告', type: 1, content: '<p>x</p>', status: 0 } });
    expect(created.code, created.msg).toBe(0);
    const row = (await get('/system/notice/page?pageSize=100')).list.find((n: { id: number }) => n.id === created.data);
    const me = await get('/system/user/profile/get');
    expect(row.createBy).toBe(me.nickname);
    expect((await get(`/system/notice/get?id=${created.data}`)).createBy).toBe(me.nickname);
  });

  it('operate-log rows carry userName, subType, action and bizId', async () => {
    const id = (await t.call({ method: 'POST', url: '/admin-api/system/notice/create', token: admin, payload: { title: '日志', type: 1, content: '<p>y</p>', status: 0 } })).data;
    await t.call({ method: 'PUT', url: '/admin-api/system/notice/update', token: admin, payload: { id, title: '日志 2', type: 1, content: '<p>y</p>', status: 0 } });
    await t.app.requestLog.flush();
    const rows = (await get('/system/operate-log/page?module=system/notice&pageSize=10')).list;
    const update = rows.find((r: { requestUrl: string }) => r.requestUrl === '/admin-api/system/notice/update');
    const me = await get('/system/user/profile/get');
    expect(update).toMatchObject({ userName: me.nickname, subType: '修改(update)', bizId: id, action: expect.stringContaining('/admin-api/system/notice/update') });
    expect(rows.find((r: { requestUrl: string }) => r.requestUrl === '/admin-api/system/notice/create').bizId).toBe(0);
  });
});
