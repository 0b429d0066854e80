import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginLogType, LoginResult } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { ADDRESS_RULE, PAIR_RULE, cleanStaleLoginFailures, formatWait, throttleWaitSeconds } from '../auth/login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, headers: Record<string, string> = {}, extra: { remoteAddress?: string } = {}) =>
  t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username, password }, headers, ...extra });

async function logRows(username: string) {
  const r = await t.database.pool.query(
    'select log_type, username, user_id, user_type, result, user_ip, user_agent from system_login_log where username = $1 order by id',
    [username],
  );
  return r.rows;
}

/** Rows of the throttle table, keyed `username@ip` ('*' for the address row). */
async function throttles() {
  const r = await t.database.pool.query(
    `select username, user_ip, fail_count, round(extract(epoch from blocked_until - last_failure_time))::int as wait,
            blocked_until > now() as blocked from system_login_throttle order by id`,
  );
  return Object.fromEntries(r.rows.map((row) => [`${row.username || '*'}@${row.user_ip}`, row]));
}
const unblock = (ip: string) => t.database.pool.query("update system_login_throttle set blocked_until = now() - interval '1 millisecond' where user_ip = $1", [ip]);
const holdBlock = (ip: string) => t.database.pool.query("update system_login_throttle set blocked_until = now() + interval '30 seconds' where user_ip = $1 and blocked_until is not null", [ip]);
const from = (remoteAddress: string) => ({ remoteAddress });

describe('login throttling per username and address', () => {
  it('wait times double after the free failures and stop at the cap; the message says how long', () => {
    expect([0, 1, 4, 5, 6, 7, 8, 14, 15, 40].map((n) => throttleWaitSeconds(n, PAIR_RULE))).toEqual([0, 0, 0, 1, 2, 4, 8, 512, 900, 900]);
    expect(throttleWaitSeconds(19, ADDRESS_RULE)).toBe(0);
    expect(throttleWaitSeconds(20, ADDRESS_RULE)).toBe(1);
    expect([0.2, 1, 59, 59.5, 61, 900].map(formatWait)).toEqual(['1 秒', '1 秒', '59 秒', '1 分钟', '2 分钟', '15 分钟']);
  });

  it('5 wrong passwords from one address make that address wait, not the account: the right password from elsewhere signs in', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', `wrong-${i}`, {}, from('10.1.0.1'))).code).toBe(1_002_000_000);
    let rows = await throttles();
    expect(rows['admin@10.1.0.1']).toMatchObject({ fail_count: 5, wait: 1 });
    expect(rows['*@10.1.0.1']).toMatchObject({ fail_count: 5, blocked: null });

    await holdBlock('10.1.0.1');
    // refused before the password is looked at, even the right one
    const refused = await login('admin', 'admin123', {}, from('10.1.0.1'));
    expect(refused).toMatchObject({ code: 1_002_000_010, data: null });
    expect(refused.msg).toMatch(/^登录失败次数过多，请 (29|30) 秒后重试$/);
    // the victim, from his own address, is not affected
    expect((await login('admin', 'admin123', {}, from('10.1.0.2'))).code).toBe(0);
    // nor are other accounts from the attacker's address
    expect((await login('staff', 'staff123', {}, from('10.1.0.1'))).code).toBe(0);

    // a second server instance on the same database sees the wait
    const second = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: t.database.db, logger: false });
    try {
      const res = await second.inject({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' }, remoteAddress: '10.1.0.1' });
      expect(res.json().code).toBe(1_002_000_010);
    } finally {
      await second.close();
    }

    // each further failure doubles the wait: 2 s, 4 s, 8 s
    for (const wait of [2, 4, 8]) {
      await unblock('10.1.0.1');
      expect((await login('admin', 'still-wrong', {}, from('10.1.0.1'))).code).toBe(1_002_000_000);
      expect((await throttles())['admin@10.1.0.1']).toMatchObject({ wait });
    }
    // a long wait is told in minutes
    await t.database.pool.query("update system_login_throttle set blocked_until = now() + interval '14 minutes 30 seconds' where username = 'admin' and user_ip = '10.1.0.1'");
    expect((await login('admin', 'admin123', {}, from('10.1.0.1'))).msg).toBe('登录失败次数过多，请 15 分钟后重试');

    // when the wait is over the right password works and that username + address starts again from zero
    await unblock('10.1.0.1');
    expect((await login('admin', 'admin123', {}, from('10.1.0.1'))).code).toBe(0);
    rows = await throttles();
    expect(rows['admin@10.1.0.1']).toBeUndefined();
    expect(rows['*@10.1.0.1'].fail_count).toBe(8);

    // every refusal is in the login log with its own result
    const results = (await logRows('admin')).map((r) => r.result);
    expect(results.filter((r) => r === LoginResult.LOCKED)).toHaveLength(3);
    expect(results.filter((r) => r === LoginResult.BAD_CREDENTIALS)).toHaveLength(8);
    expect((await logRows('admin')).filter((r) => r.result === LoginResult.LOCKED).every((r) => r.user_ip === '10.1.0.1')).toBe(true);
  });

  it('counts are forgotten an hour after the last failure', async () => {
    for (let i = 0; i < 4; i++) await login('staff', 'nope', {}, from('10.2.0.1'));
    await t.database.pool.query("update system_login_throttle set last_failure_time = now() - interval '61 minutes' where user_ip = '10.2.0.1'");
    await login('staff', 'nope', {}, from('10.2.0.1'));
    expect((await throttles())['staff@10.2.0.1'].fail_count).toBe(1);
  });

  it('many usernames from one address: after 20 failures the address waits for every username', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`user${i}`, 'guess-1', {}, from('10.3.0.1'))).code).toBe(1_002_000_000);
    expect((await throttles())['*@10.3.0.1']).toMatchObject({ fail_count: 20, wait: 1 });
    await holdBlock('10.3.0.1');
    const refused = await login('member', 'member123', {}, from('10.3.0.1'));
    expect(refused.code).toBe(1_002_000_011);
    expect(refused.msg).toMatch(/^该地址登录失败次数过多，请 (29|30) 秒后重试$/);
    expect((await login('member', 'member123', {}, from('10.3.0.2'))).code).toBe(0);
    expect((await logRows('member')).map((r) => r.result)).toEqual([LoginResult.IP_LOCKED, LoginResult.SUCCESS]);
  });

  it('counts unknown usernames too, without revealing that they do not exist', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody', 'whatever', {}, from('10.7.0.1'))).code).toBe(1_002_000_000);
    await holdBlock('10.7.0.1');
    expect((await login('nobody', 'whatever', {}, from('10.7.0.1'))).code).toBe(1_002_000_010);
  });

  it('concurrent wrong passwords are all counted', async () => {
    await Promise.all(Array.from({ length: 5 }, () => login('member', 'bad-pass', {}, from('10.4.0.1'))));
    expect((await throttles())['member@10.4.0.1']).toMatchObject({ fail_count: 5, blocked: true });
  });

  it('stale rows can be cleaned up, live ones stay', async () => {
    await t.database.pool.query("update system_login_throttle set last_failure_time = now() - interval '2 hours', blocked_until = null where user_ip <> '10.4.0.1'");
    const before = await t.count('system_login_throttle');
    expect(await cleanStaleLoginFailures(t.database.db)).toBe(before - 2);
    expect(Object.keys(await throttles()).sort()).toEqual(['*@10.4.0.1', 'member@10.4.0.1']);
  });
});

describe('client address and proxies', () => {
  it('without TRUSTED_PROXIES X-Forwarded-For is ignored: a spoofed header neither dodges nor frames anyone', async () => {
    for (let i = 0; i < 5; i++) await login('staff', 'wrong-pw', { 'x-forwarded-for': `203.0.113.${i}` }, from('10.5.0.1'));
    const rows = await throttles();
    expect(rows['staff@10.5.0.1'].fail_count).toBe(5);
    expect(Object.keys(rows).some((k) => k.includes('203.0.113'))).toBe(false);
    expect((await logRows('staff')).at(-1)?.user_ip).toBe('10.5.0.1');
  });

  it('behind a trusted proxy the client address comes from X-Forwarded-For (only when the proxy is trusted)', async () => {
    const proxied = await createTestApp({ trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });
    try {
      const call = (password: string, forwardedFor: string, remoteAddress = '10.9.9.9') =>
        proxied.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password }, headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });
      for (let i = 0; i < 5; i++) expect((await call('wrong-pw', '198.51.100.7')).code).toBe(1_002_000_000);
      await proxied.database.pool.query("update system_login_throttle set blocked_until = now() + interval '30 seconds' where blocked_until is not null");
      expect((await call('admin123', '198.51.100.7')).code).toBe(1_002_000_010);
      // another client behind the same proxy signs in
      expect((await call('admin123', '198.51.100.8')).code).toBe(0);
      // a request from an untrusted address cannot choose its address by header
      expect((await call('admin123', '198.51.100.8', '192.0.2.50')).code).toBe(0);
      const ips = (await proxied.database.pool.query('select user_ip from system_login_log order by id')).rows.map((r) => r.user_ip);
      expect(ips).toEqual([...Array(6).fill('198.51.100.7'), '198.51.100.8', '192.0.2.50']);
    } finally {
      await proxied.close();
    }
  });
});

describe('登录限制: GET /system/login-throttle/page, DELETE /system/login-throttle/delete', () => {
  it('staff sees the current throttles, only system:login-throttle:delete lifts one; then the right password works', async () => {
    for (let i = 0; i < 5; i++) await login('admin', 'wrong-pw', {}, from('10.6.0.1'));
    await holdBlock('10.6.0.1');
    const member = await t.login('member', 'member123');
    const staff = await t.login('staff', 'staff123');
    const admin = await t.login('admin', 'admin123');
    const page = (token?: string, query = 'pageNo=1&pageSize=50') => t.call({ method: 'GET', url: `/admin-api/system/login-throttle/page?${query}`, token });
    const del = (id: number, token?: string) => t.call({ method: 'DELETE', url: `/admin-api/system/login-throttle/delete?id=${id}`, token });

    expect((await page()).code).toBe(401);
    expect((await page(member)).code).toBe(403);
    const list = await page(staff);
    expect(list.code).toBe(0);
    // the blocking rows come first
    const row = list.data.list.find((r: { username: string; userIp: string }) => r.username === 'admin' && r.userIp === '10.6.0.1');
    expect(row).toMatchObject({ failCount: 5, lastFailureTime: expect.any(Number), blockedUntil: expect.any(Number) });
    expect(list.data.list[0].blockedUntil).toBeGreaterThan(Date.now());
    expect((await page(staff, `pageNo=1&userIp=10.6.0.1`)).data.total).toBe(2);
    expect((await page(staff, `pageNo=1&username=dmi&userIp=10.6`)).data.list.map((r: { username: string }) => r.username)).toEqual(['admin']);

    expect((await del(row.id, member)).code).toBe(403);
    expect((await del(row.id, staff)).code).toBe(403);
    expect((await login('admin', 'admin123', {}, from('10.6.0.1'))).code).toBe(1_002_000_010);
    expect(await del(row.id, admin)).toMatchObject({ code: 0, data: true });
    expect((await login('admin', 'admin123', {}, from('10.6.0.1'))).code).toBe(0);
    expect((await del(row.id, admin)).data).toBe(false);
    expect((await del(0, admin)).code).toBe(400);
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
    const sameIp = (await t.database.pool.query('select count(*)::int as n from system_login_log where user_ip = $1', [ip])).rows[0].n;
    expect((await page(token, `pageNo=1&userIp=${encodeURIComponent(ip)}`)).data.total).toBe(sameIp);
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
    expect(['账号或密码不正确', '失败过多，限制登录']).toContain(sheet.getRow(2).getCell(6).value);
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
