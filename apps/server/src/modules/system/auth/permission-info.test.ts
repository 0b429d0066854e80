import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuVO } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function walk(menus: MenuVO[], out: MenuVO[] = []): MenuVO[] {
  for (const m of menus) {
    out.push(m);
    walk(m.children ?? [], out);
  }
  return out;
}

describe('GET /system/auth/get-permission-info (spec §2.3)', () => {
  it('gives every menu entry a children key: the sub-menus, null on a leaf (yudao admins read [] as a directory)', async () => {
    const admin = await t.login('admin', 'admin123');
    const info = (await t.call({ url: '/admin-api/system/auth/get-permission-info', token: admin })).data;
    const all = walk(info.menus);
    expect(all.length).toBeGreaterThan(20);
    for (const m of all) expect(m, m.name).toHaveProperty('children');
    for (const m of all) expect(m.children === null || m.children!.length > 0, m.name).toBe(true);
    // the official Vue 2 admin (store/modules/permission.js) gives a route with a truthy `children` the parent view
    const leaf = all.find((m) => m.component === 'system/user/index')!;
    expect(leaf).toHaveProperty('children', null);
    expect(!!leaf.children).toBe(false);
  });

  it('names the user with both spellings: username / nickname and userName / nickName', async () => {
    const admin = await t.login('admin', 'admin123');
    const { user } = (await t.call({ url: '/admin-api/system/auth/get-permission-info', token: admin })).data;
    expect(user).toMatchObject({ username: 'admin', userName: 'admin' });
    expect(user.nickName).toBe(user.nickname);
    expect(user.nickName).toBeTruthy();
  });
});
