import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { lastDays } from './dashboard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lastDays', () => {
  it('counts Beijing dates, so 20:00 UTC is already tomorrow', () => {
    expect(lastDays(3, new Date('2026-11-21T20:00:00Z'))).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(lastDays(14)).toHaveLength(14);
  });
});

describe('/system/dashboard/summary', () => {
  it('reports real counts: users, today sign-ins, unread messages, content and a 14-day trend', async () => {
    const admin = await t.login('admin', 'admin123');
    await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'wrong-one' } });
    const res = await t.call({ method: 'GET', url: '/admin-api/system/dashboard/summary', token: admin });
    expect(res.code).toBe(0);
    const users = await t.database.pool.query('select user_type, count(*)::int as n from system_users group by 1');
    const byType = new Map(users.rows.map((r) => [r.user_type, r.n]));
    expect(res.data.adminUserCount).toBe(byType.get(2));
    expect(res.data.memberCount).toBe(byType.get(1));
    expect(res.data.todayLoginCount).toBeGreaterThanOrEqual(1);
    const unread = await t.database.pool.query('select count(*)::int as n from system_notify_message where user_id = 1 and read_status = false');
    expect(res.data.unreadMessageCount).toBe(unread.rows[0].n);
    const stocks = await t.database.pool.query('select count(*)::int as n from stock_info');
    expect(res.data.content.stocks).toBe(stocks.rows[0].n);
    expect(res.data.loginTrend).toHaveLength(14);
    const today = res.data.loginTrend[13];
    expect(today.success).toBeGreaterThanOrEqual(1);
    expect(today.failure).toBeGreaterThanOrEqual(1);
  });

  it('is for back-office users only', async () => {
    const member = await t.login('member', 'member123');
    expect((await t.call({ method: 'GET', url: '/admin-api/system/dashboard/summary', token: member })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/dashboard/summary' })).code).toBe(401);
  });
});
