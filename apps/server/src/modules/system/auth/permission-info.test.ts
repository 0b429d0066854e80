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
  it('gives every menu entry a children key, an empty list on a leaf', async () => {
    const admin = await t.login('admin', 'admin123');
    const info = (await t.call({ url: '/admin-api/system/auth/get-permission-info', token: admin })).data;
    const all = walk(info.menus);
    expect(all.length).toBeGreaterThan(20);
    for (const m of all) expect(Array.isArray(m.children), m.name).toBe(true);
    const leaf = all.find((m) => m.children!.length === 0)!;
    expect(leaf).toHaveProperty('children', []);
  });

  it('names the user with both spellings: username / nickname and userName / nickName', async () => {
    const admin = await t.login('admin', 'admin123');
    const { user } = (await t.call({ url: '/admin-api/system/auth/get-permission-info', token: admin })).data;
    expect(user).toMatchObject({ username: 'admin', userName: 'admin' });
    expect(user.nickName).toBe(user.nickname);
    expect(user.nickName).toBeTruthy();
  });
});
