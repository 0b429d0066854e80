import { afterAll, beforeAll, it, expect } from 'vitest';
import { createTestApp, type TestApp } from '/work/main/apps/server/test/test-app';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());
it('probe', async () => {
  const token = await t.login('admin', 'admin123');
  const res = await t.app.inject({ method: 'PUT', url: '/admin-api/system/notify-message/update-all-read', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json;charset=utf-8' } });
  console.info('EMPTY-JSON', res.statusCode, res.body);
  expect(1).toBe(1);
});
