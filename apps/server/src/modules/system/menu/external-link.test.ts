import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MenuVO } from '@gprs/contract';
import { useAdminApp, type TestApp } from '../../../../test/test-app';

const URL_SSE = 'https://www.sse.com.cn/disclosure/listedinfo/announcement/';
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

async function sseMenu(): Promise<MenuVO | undefined> {
  const info = (await t.call({ url: '/admin-api/system/auth/get-permission-info', token: admin })).data;
  const all: MenuVO[] = [];
  const walk = (list: MenuVO[]) => list.forEach((m) => (all.push(m), walk(m.children ?? [])));
  walk(info.menus);
  return all.find((m) => m.name === '上交所信息披露');
}

describe('external-link menus keep their URL in path (yudao convention)', () => {
  it('serves 上交所信息披露 with the URL as its path and no component', async () => {
    expect(await sseMenu()).toMatchObject({ path: URL_SSE, component: null });
  });

  it('lets staff create an external link without a component; an internal menu still needs one', async () => {
    const base = { name: '深交所', type: 2, sort: 20, parentId: 0, status: 0, permission: '', icon: 'ep:link', componentName: '' };
    expect((await t.call({ method: 'POST', url: '/admin-api/system/menu/create', token: admin, payload: { ...base, path: 'https://www.szse.cn/', component: '' } })).code).toBe(0);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/menu/create', token: admin, payload: { ...base, name: '内部页', path: 'inner', component: '' } })).msg).toContain('组件路径不能为空');
  });

  it('migration 0029 moves the URL of an older database’s row from component to path', async () => {
    await t.database.pool.query("update system_menu set path = 'sse-disclosure', component = $1 where name = '上交所信息披露'", [URL_SSE]);
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations/0029_external_link_menu_path.sql');
    await t.database.pool.query(fs.readFileSync(file, 'utf8'));
    const [row] = (await t.database.pool.query("select path, component from system_menu where name = '上交所信息披露'")).rows;
    expect(row).toEqual({ path: URL_SSE, component: null });
  });
});
