import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginLogType, LoginResult } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { cleanStaleLoginFailures } from '../auth/login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username, password }, headers });

async function logRows(username: string) {
  const r = await t.database.pool.query(
    'select log_type, username, user_id, user_type, result, user_ip, user_agent from system_login_log where username = $1 order by id',
    [username],
  );
  return r.rows;
}

describe('login throttling', () => {
  it('locks a username for 15 minutes after 5 wrong passwords; even the right password is refused meanwhile', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('admin', `wrong-${i}`)).code).toBe(1_002_000_000);
    }
    const locked = await login('admin', 'admin123');
    expect(locked).toMatchObject({ code: 1_002_000_010, msg: '登录失败次数过多，账号已锁定 15 分钟，请稍后重试', data: null });
    expect((await login('admin', 'wrong')).code).toBe(1_002_000_010);
    // other accounts are not affected
    expect((await login('staff', 'staff123')).code).toBe(0);

    // the counts live in PostgreSQL: a second server instance on the same database sees the lock
    const rows = await t.database.pool.query("select fail_count, locked_until from system_login_failure where username = 'admin'");
    expect(rows.rows[0].fail_count).toBe(5);
    expect(new Date(rows.rows[0].locked_until).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const second = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: t.database.db, logger: false });
    try {
      const res = await second.inject({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });
      expect(res.json().code).toBe(1_002_000_010);
    } finally {
      await second.close();
    }

    // 3 minutes later the message counts the minutes left
    await t.database.pool.query("update system_login_failure set locked_until = now() + interval '11 minutes 30 seconds' where username = 'admin'");
    expect((await login('admin', 'admin123')).msg).toBe('登录失败次数过多，账号已锁定 12 分钟，请稍后重试');

    // when the lock ends the right password works again and the count starts over
    await t.database.pool.query("update system_login_failure set locked_until = now() - interval '1 second' where username = 'admin'");
    expect((await login('admin', 'admin123')).code).toBe(0);
    expect(await t.count('system_login_failure')).toBe(0);

    const results = (await logRows('admin')).map((r) => r.result);
    expect(results).toEqual([10, 10, 10, 10, 10, 50, 50, 50, 50, 0]);
  });

  it('only counts failures within 15 minutes, and a success resets the count', async () => {
    for (let i = 0; i < 4; i++) await login('staff', 'nope');
    // the first four are older than the window: the next failure starts a new count
    await t.database.pool.query("update system_login_failure set window_start = now() - interval '16 minutes' where username = 'staff'");
    await login('staff', 'nope');
    expect((await t.database.pool.query("select fail_count from system_login_failure where username = 'staff'")).rows[0].fail_count).toBe(1);
    for (let i = 0; i < 3; i++) await login('staff', 'nope');
    expect((await login('staff', 'staff123')).code).toBe(0);
    for (let i = 0; i < 4; i++) await login('staff', 'nope');
    expect((await login('staff', 'staff123')).code).toBe(0);
  });

  it('counts unknown usernames too, without revealing that they do not exist', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody', 'whatever')).code).toBe(1_002_000_000);
    expect((await login('nobody', 'whatever')).code).toBe(1_002_000_010);
  });

  it('stale failure rows can be cleaned up, live ones stay', async () => {
    await t.database.pool.query("update system_login_failure set window_start = now() - interval '20 minutes' where username = 'nobody'");
    await t.database.pool.query("update system_login_failure set locked_until = now() - interval '1 minute' where username = 'nobody'");
    await login('ghost', 'wrong-pass');
    expect(await cleanStaleLoginFailures(t.database.db)).toBe(1);
    expect((await t.database.pool.query('select username from system_login_failure')).rows.map((r) => r.username)).toEqual(['ghost']);
    await t.database.pool.query("delete from system_login_failure where username = 'ghost'");
  });

  it('concurrent wrong passwords are all counted', async () => {
    await Promise.all(Array.from({ length: 5 }, () => login('member', 'bad-pass')));
    expect((await login('member', 'member123')).code).toBe(1_002_000_010);
  });
});

describe('login log', () => {
  it('records success and failure with user, ip and user agent; logout too', async () => {
    const ok = await login('staff', 'staff123', { 'user-agent': 'vitest-agent/1.0' });
    await login('staff', 'badbadbad', { 'user-agent': 'vitest-agent/1.0' });
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: ok.data.accessToken });
    const rows = await logRows('staff');
    const last3 = rows.slice(-3);
    expect(last3[0]).toMatchObject({ log_type: LoginLogType.USERNAME, user_id: 2, user_type: 2, result: LoginResult.SUCCESS, user_agent: 'vitest-agent/1.0' });
    expect(last3[0].user_ip).toBeTruthy();
    expect(last3[1]).toMatchObject({ log_type: LoginLogType.USERNAME, user_id: 2, result: LoginResult.BAD_CREDENTIALS });
    expect(last3[2]).toMatchObject({ log_type: LoginLogType.LOGOUT_SELF, user_id: 2, result: LoginResult.SUCCESS });
  });

  it('records a disabled user as result 20', async () => {
    await t.database.pool.query("insert into system_users (username, password, nickname, status) select 'frozen', password, '冻结', 1 from system_users where username = 'staff'");
    expect((await login('frozen', 'staff123')).code).toBe(1_002_000_001);
    expect((await logRows('frozen')).map((r) => r.result)).toEqual([LoginResult.USER_DISABLED]);
  });

  it('a 400 request is not an attempt: nothing is logged', async () => {
    const before = await t.count('system_login_log');
    expect((await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'ad' } })).code).toBe(400);
    expect(await t.count('system_login_log')).toBe(before);
  });
});

describe('GET /system/login-log/page', () => {
  const page = (token: string | undefined, query: string) => t.call({ method: 'GET', url: `/admin-api/system/login-log/page?${query}`, token });

  it('needs system:login-log:query: 401 anonymous, 403 member, 0 for staff and admin', async () => {
    expect((await page(undefined, 'pageNo=1')).code).toBe(401);
    await t.database.pool.query('delete from system_login_failure'); // member was locked by the test above
    const memberToken = await t.login('member', 'member123');
    expect((await page(memberToken, 'pageNo=1')).code).toBe(403);
    const staffToken = await t.login('staff', 'staff123');
    expect((await page(staffToken, 'pageNo=1')).code).toBe(0);
  });

  it('filters by username, ip, status and time range, newest first', async () => {
    const token = await t.login('staff', 'staff123');
    const all = await page(token, 'pageNo=1&pageSize=200');
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(await t.count('system_login_log'));
    const ids = all.data.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(typeof all.data.list[0].createTime).toBe('number');

    const adminOnly = await page(token, 'pageNo=1&pageSize=200&username=dmi');
    expect(adminOnly.data.list.length).toBeGreaterThan(0);
    expect(adminOnly.data.list.every((r: { username: string }) => r.username === 'admin')).toBe(true);

    const okOnly = await page(token, 'pageNo=1&pageSize=200&status=true');
    expect(okOnly.data.list.every((r: { result: number }) => r.result === 0)).toBe(true);
    const failed = await page(token, 'pageNo=1&pageSize=200&status=false');
    expect(failed.data.list.every((r: { result: number }) => r.result !== 0)).toBe(true);
    expect(okOnly.data.total + failed.data.total).toBe(all.data.total);

    const ip = all.data.list[0].userIp as string;
    expect((await page(token, `pageNo=1&userIp=${encodeURIComponent(ip)}`)).data.total).toBe(all.data.total);
    expect((await page(token, 'pageNo=1&userIp=10.99.99.99')).data.total).toBe(0);

    await t.database.pool.query("update system_login_log set create_time = now() - interval '3 days' where username = 'nobody'");
    const from = Date.now() - 4 * 86_400_000;
    const to = Date.now() - 2 * 86_400_000;
    const old = await page(token, `pageNo=1&pageSize=200&createTime[0]=${from}&createTime[1]=${to}`);
    expect(old.data.total).toBe(6);
    expect(old.data.list.every((r: { username: string }) => r.username === 'nobody')).toBe(true);
  });

  it('exports the filtered log as a real .xlsx (admin yes, staff only reads)', async () => {
    const admin = await t.login('admin', 'admin123');
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/login-log/export?username=nobody', headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('日志编号');
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(2).getCell(2).value).toBe('账号登录');
    expect(['账号或密码不正确', '被锁定']).toContain(sheet.getRow(2).getCell(6).value);
    const staff = await t.login('staff', 'staff123');
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/export', token: staff })).code).toBe(403);
  });

  it('answers 400 for bad filters', async () => {
    const token = await t.login('admin', 'admin123');
    expect((await page(token, 'pageNo=0')).code).toBe(400);
    expect((await page(token, 'pageNo=1&status=maybe')).code).toBe(400);
    expect((await page(token, 'pageNo=1&createTime[0]=abc&createTime[1]=1')).code).toBe(400);
  });
});
