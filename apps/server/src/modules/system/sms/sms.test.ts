import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginLogType, LoginResult } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setSmsChannel } from './sms-channel';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setSmsChannel(undefined));

const ADMIN_MOBILE = '15612345678';
const STAFF_MOBILE = '15687654321';
const MEMBER_MOBILE = '13800138000';

const send = (mobile: string, scene: unknown = 1) => t.call({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: { mobile, scene } });
const smsLogin = (payload: object) => t.call({ method: 'POST', url: '/admin-api/system/auth/sms-login', payload });

/** The code as the SMS carried it: read from the SMS log (the `log` channel writes there). */
async function lastCode(mobile: string): Promise<string> {
  const r = await t.database.pool.query('select template_params from system_sms_log where mobile = $1 order by id desc limit 1', [mobile]);
  return r.rows[0].template_params.code;
}
/** Lets the 60-second send interval pass without sleeping. */
const age = (mobile: string, seconds: number) =>
  t.database.pool.query(`update system_sms_code set create_time = create_time - interval '${seconds} seconds' where mobile = $1`, [mobile]);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /system/auth/send-sms-code', () => {
  it('sends a 6-digit code through the log channel, storing only its hash', async () => {
    const res = await send(ADMIN_MOBILE);
    expect(res).toEqual({ code: 0, msg: '', data: true });
    const code = await lastCode(ADMIN_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    const log = (await t.database.pool.query('select * from system_sms_log where mobile = $1', [ADMIN_MOBILE])).rows[0];
    expect(log).toMatchObject({ channel_code: 'LOG', template_code: 'user-sms-login', send_status: 10 });
    expect(log.template_content).toContain(code);
    expect(log.template_content).toContain('5 分钟内有效');
    const stored = (await t.database.pool.query('select * from system_sms_code where mobile = $1', [ADMIN_MOBILE])).rows[0];
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = new Date(stored.expires_time).getTime() - new Date(stored.create_time).getTime();
    expect(ttl).toBe(5 * 60_000);
  });

  it('allows one send per mobile per 60 seconds', async () => {
    await send(STAFF_MOBILE);
    const before = await t.count('system_sms_log');
    expect(await send(STAFF_MOBILE)).toMatchObject({ code: 1_002_014_005, msg: '短信发送过于频繁' });
    expect(await t.count('system_sms_log')).toBe(before);
    await age(STAFF_MOBILE, 61);
    expect((await send(STAFF_MOBILE)).code).toBe(0);
  });

  it('allows at most 10 codes per mobile a day', async () => {
    const mobile = '13900009999';
    await t.database.pool.query(
      `insert into system_sms_code (mobile, scene, code_hash, salt, expires_time, create_time)
       select $1, 1, repeat('0', 64), 'salt', now(), greatest(date_trunc('day', now()), now() - interval '2 minutes') from generate_series(1, 10)`,
      [mobile],
    );
    expect(await send(mobile)).toMatchObject({ code: 1_002_014_004, msg: '超过每日短信发送数量' });
    await t.database.pool.query("update system_sms_code set create_time = create_time - interval '1 day' where mobile = $1", [mobile]);
    expect((await send(mobile)).code).toBe(0);
  });

  it('concurrent sends to one mobile send once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => send('13700001111')));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1_002_014_005)).toHaveLength(3);
    expect(await t.count("system_sms_code where mobile = '13700001111'")).toBe(1);
  });

  it('answers 400 for a bad mobile or scene and sends nothing', async () => {
    const before = [await t.count('system_sms_code'), await t.count('system_sms_log')];
    for (const [mobile, scene] of [['12345678901', 1], ['1561234567', 1], ['156123456789', 1], ['abc', 1], [ADMIN_MOBILE, 7], [ADMIN_MOBILE, 'x']] as const) {
      expect((await send(mobile, scene)).code, `${mobile} ${scene}`).toBe(400);
    }
    expect((await t.call({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: {} })).code).toBe(400);
    expect([await t.count('system_sms_code'), await t.count('system_sms_log')]).toEqual(before);
  });

  it('a failing channel answers the reason, keeps the failure in the SMS log and leaves no code', async () => {
    setSmsChannel({ code: 'broken', send: async () => ({ ok: false, error: '余额不足' }) });
    const codes = await t.count('system_sms_code');
    expect(await send('13600002222')).toMatchObject({ code: 1_002_014_007, msg: '短信发送失败，原因：余额不足' });
    expect(await t.count('system_sms_code')).toBe(codes);
    const log = (await t.database.pool.query("select channel_code, send_status, api_send_msg from system_sms_log where mobile = '13600002222'")).rows;
    expect(log).toEqual([{ channel_code: 'broken', send_status: 20, api_send_msg: '余额不足' }]);
  });
});

describe('POST /system/auth/sms-login', () => {
  it('signs in with the code (mobile trimmed), once only, and logs it', async () => {
    await age(ADMIN_MOBILE, 61);
    await send(ADMIN_MOBILE);
    const code = await lastCode(ADMIN_MOBILE);
    const res = await smsLogin({ mobile: ` ${ADMIN_MOBILE} `, code });
    expect(res.code).toBe(0);
    expect(res.data.userId).toBe(1);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: res.data.accessToken });
    expect(info.data.user.username).toBe('admin');
    expect(await smsLogin({ mobile: ADMIN_MOBILE, code })).toMatchObject({ code: 1_002_014_002, msg: '验证码已使用' });
    const logs = (await t.database.pool.query('select log_type, result, user_id, username from system_login_log where username = $1 order by id', [ADMIN_MOBILE])).rows;
    expect(logs).toEqual([
      { log_type: LoginLogType.MOBILE, result: LoginResult.SUCCESS, user_id: 1, username: ADMIN_MOBILE },
      { log_type: LoginLogType.MOBILE, result: LoginResult.CAPTCHA_NOT_FOUND, user_id: null, username: ADMIN_MOBILE },
    ]);
  });

  it('two concurrent logins with one code: only one gets in', async () => {
    await age(ADMIN_MOBILE, 61);
    await send(ADMIN_MOBILE);
    const code = await lastCode(ADMIN_MOBILE);
    const results = await Promise.all([smsLogin({ mobile: ADMIN_MOBILE, code }), smsLogin({ mobile: ADMIN_MOBILE, code }), smsLogin({ mobile: ADMIN_MOBILE, code })]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1_002_014_002)).toHaveLength(2);
  });

  it('accepts the earlier field name mobileCode', async () => {
    await age(ADMIN_MOBILE, 61);
    await send(ADMIN_MOBILE, 21);
    expect((await smsLogin({ mobile: ADMIN_MOBILE, mobileCode: await lastCode(ADMIN_MOBILE) })).code).toBe(0);
  });

  it('allows 5 wrong tries per code; then the code is dead even for the right answer', async () => {
    await age(MEMBER_MOBILE, 61);
    await send(MEMBER_MOBILE);
    const code = await lastCode(MEMBER_MOBILE);
    for (let i = 0; i < 5; i++) {
      expect(await smsLogin({ mobile: MEMBER_MOBILE, code: wrong(code) })).toMatchObject({ code: 1_002_014_003, msg: '验证码不正确' });
    }
    expect(await smsLogin({ mobile: MEMBER_MOBILE, code })).toMatchObject({ code: 1_002_014_006, msg: '验证码错误次数过多，请重新获取' });
    const row = (await t.database.pool.query('select tries from system_sms_code where mobile = $1 order by id desc limit 1', [MEMBER_MOBILE])).rows[0];
    expect(row.tries).toBe(5);
    // a fresh code works
    await age(MEMBER_MOBILE, 61);
    await send(MEMBER_MOBILE);
    expect((await smsLogin({ mobile: MEMBER_MOBILE, code: await lastCode(MEMBER_MOBILE) })).code).toBe(0);
  });

  it('refuses an expired code', async () => {
    await age(STAFF_MOBILE, 61);
    await send(STAFF_MOBILE);
    const code = await lastCode(STAFF_MOBILE);
    await t.database.pool.query("update system_sms_code set expires_time = now() - interval '1 second' where mobile = $1", [STAFF_MOBILE]);
    expect(await smsLogin({ mobile: STAFF_MOBILE, code })).toMatchObject({ code: 1_002_014_001, msg: '验证码已过期' });
  });

  it('only the latest code counts', async () => {
    await age(STAFF_MOBILE, 61);
    await send(STAFF_MOBILE);
    const first = await lastCode(STAFF_MOBILE);
    await age(STAFF_MOBILE, 61);
    await send(STAFF_MOBILE);
    const second = await lastCode(STAFF_MOBILE);
    if (first !== second) expect((await smsLogin({ mobile: STAFF_MOBILE, code: first })).code).toBe(1_002_014_003);
    expect((await smsLogin({ mobile: STAFF_MOBILE, code: second })).code).toBe(0);
  });

  it('no code sent: 验证码不存在; unknown mobile with a good code: 手机号不存在', async () => {
    expect(await smsLogin({ mobile: '13511112222', code: '123456' })).toMatchObject({ code: 1_002_014_000, msg: '验证码不存在' });
    await send('13511112222');
    expect(await smsLogin({ mobile: '13511112222', code: await lastCode('13511112222') })).toMatchObject({ code: 1_002_000_007, msg: '手机号不存在' });
  });

  it('a disabled account cannot sign in by SMS', async () => {
    await t.database.pool.query("update system_users set status = 1 where username = 'staff'");
    await age(STAFF_MOBILE, 61);
    await send(STAFF_MOBILE);
    expect((await smsLogin({ mobile: STAFF_MOBILE, code: await lastCode(STAFF_MOBILE) })).code).toBe(1_002_000_001);
    await t.database.pool.query("update system_users set status = 0 where username = 'staff'");
  });

  it('answers 400 for bad input and issues nothing', async () => {
    const tokens = await t.count('system_oauth2_access_token');
    for (const payload of [{}, { mobile: ADMIN_MOBILE }, { mobile: '123', code: '123456' }, { mobile: ADMIN_MOBILE, code: 'abcdef' }, { mobile: ADMIN_MOBILE, code: '1234567' }]) {
      expect((await smsLogin(payload)).code, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.count('system_oauth2_access_token')).toBe(tokens);
  });
});
