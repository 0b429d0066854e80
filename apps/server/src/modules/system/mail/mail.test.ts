import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSmtpCatcher } from '../../../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;

// a local SMTP catcher: keeps every message with the credentials it was sent with
const { caught, port: smtpPort, closedPort } = useSmtpCatcher('bot@example.com', 'smtp-pass');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

/** Decodes a raw single-part message: unfolded headers (RFC 2047 words decoded) and the body. */
function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of headerText.split('\r\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line
      .slice(i + 1)
      .trim()
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_w, enc: string, text: string) =>
        enc.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
      );
  }
  let body = raw.slice(at + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    body = Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  return { headers, body };
}

const api = (path: string) => `/admin-api/system/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: unknown, token = admin) => t.call({ method: 'POST', url: api(path), payload: payload as object, token });
const put = (path: string, payload: unknown, token = admin) => t.call({ method: 'PUT', url: api(path), payload: payload as object, token });
const del = (path: string, token = admin) => t.call({ method: 'DELETE', url: api(path), token });

const account = () => ({ mail: 'bot@example.com', username: 'bot@example.com', password: 'smtp-pass', host: '127.0.0.1', port: smtpPort(), sslEnable: false, starttlsEnable: false, remark: '测试' });
const template = (accountId: number) => ({
  name: '涨停日报',
  code: 'limit-up-daily',
  accountId,
  nickname: '盯盘助手',
  title: '{date} 涨停复盘：{count} 只涨停',
  content: '<p>{nickname} 你好，今日涨停 <b>{count}</b> 只。</p><script>alert(1)</script>',
  status: 0,
  remark: null,
});

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'mail-account/page'],
    ['GET', 'mail-account/get?id=1'],
    ['POST', 'mail-account/create'],
    ['PUT', 'mail-account/update'],
    ['DELETE', 'mail-account/delete?id=1'],
    ['GET', 'mail-template/page'],
    ['GET', 'mail-template/get?id=1'],
    ['POST', 'mail-template/create'],
    ['PUT', 'mail-template/update'],
    ['DELETE', 'mail-template/delete?id=1'],
    ['POST', 'mail-template/send-mail'],
    ['GET', 'mail-log/page'],
    ['GET', 'mail-log/get?id=1'],
  ];
  it('401 without a token, 403 for a member and for staff writes; nothing written', async () => {
    const before = [await t.count('system_mail_account'), await t.count('system_mail_template'), await t.count('system_mail_log')];
    for (const [method, path] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...account(), ...template(1), mail: 'a@b.cn', templateCode: 'register-welcome', id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload })).code, path).toBe(401);
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post('mail-account/create', account(), staff)).code).toBe(403);
    expect((await post('mail-template/create', template(1), staff)).code).toBe(403);
    expect((await post('mail-template/send-mail', { mail: 'a@b.cn', templateCode: 'register-welcome', templateParams: { nickname: 'x' } }, staff)).code).toBe(403);
    for (const p of ['mail-account/page', 'mail-template/page', 'mail-log/page']) expect((await get(p, staff)).code, p).toBe(0);
    expect([await t.count('system_mail_account'), await t.count('system_mail_template'), await t.count('system_mail_log')]).toEqual(before);
  });
});

describe('mail accounts', () => {
  it('lists the seeded local account with the password masked', async () => {
    const page = await get('mail-account/page');
    expect(page.data.list).toEqual([expect.objectContaining({ host: '127.0.0.1', port: 2525, password: '******' })]);
    expect(JSON.stringify(page)).not.toContain('change-me');
    expect((await get('mail-template/page')).data.list.map((x: any) => x.code).sort()).toEqual(['register-welcome', 'reset-password-code']);
  });

  it('creates, masks, keeps the password when the mask comes back, refuses deleting a used account', async () => {
    const id = (await post('mail-account/create', account())).data;
    const read = (await get(`mail-account/get?id=${id}`)).data;
    expect(read).toEqual({ id, ...account(), password: '******', createTime: expect.any(Number) });
    expect((await put('mail-account/update', { ...read, remark: '已改' })).code).toBe(0);
    expect((await t.database.pool.query('select password, remark from system_mail_account where id = $1', [id])).rows[0]).toEqual({ password: 'smtp-pass', remark: '已改' });
    expect((await get('mail-account/list-all-simple')).data).toContainEqual({ id, mail: 'bot@example.com' });
    const seeded = (await get('mail-account/page?mail=gupiao')).data.list[0].id;
    expect(await del(`mail-account/delete?id=${seeded}`)).toMatchObject({ code: 1_002_023_001 });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_mail_account');
    for (const bad of [{}, { ...account(), mail: 'nope' }, { ...account(), port: 0 }, { ...account(), port: 70_000 }, { ...account(), sslEnable: 'yes' }, { ...account(), password: '' }, { ...account(), host: ' ' }, { ...account(), password: '******' }]) {
      expect((await post('mail-account/create', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.count('system_mail_account')).toBe(before);
  });
});

describe('mail templates and sending', () => {
  let accountId = 0;
  it('creates a template (sanitised, params from title and content), refuses duplicates and unknown accounts', async () => {
    accountId = (await post('mail-account/create', { ...account(), remark: '发送用' })).data;
    const id = (await post('mail-template/create', template(accountId))).data;
    const read = (await get(`mail-template/get?id=${id}`)).data;
    expect(read).toMatchObject({ id, code: 'limit-up-daily', params: ['date', 'count', 'nickname'], nickname: '盯盘助手' });
    expect(read.content).not.toContain('script');
    expect(await post('mail-template/create', template(accountId))).toMatchObject({ code: 1_002_024_001, msg: '邮件模版 code(limit-up-daily) 已存在' });
    expect((await post('mail-template/create', { ...template(999_999), code: 'x' })).code).toBe(1_002_023_000);
    const before = await t.count('system_mail_template');
    for (const bad of [{}, { ...template(accountId), code: '' }, { ...template(accountId), title: '' }, { ...template(accountId), accountId: 0 }, { ...template(accountId), status: 9 }]) {
      expect((await post('mail-template/create', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.count('system_mail_template')).toBe(before);
  });

  it('sends through the local SMTP catcher with the rendered subject and body, and logs it', async () => {
    caught.length = 0;
    const res = await post('mail-template/send-mail', { mail: 'reader@example.com', templateCode: 'limit-up-daily', templateParams: { date: '2026-11-20', count: 57, nickname: '<老王>' } });
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) });
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ from: 'bot@example.com', to: ['reader@example.com'], user: 'bot@example.com' });
    const mail = parseMail(caught[0].raw);
    expect(mail.headers.subject).toBe('2026-11-20 涨停复盘：57 只涨停');
    expect(mail.headers.from).toContain('盯盘助手');
    expect(mail.headers['content-type']).toContain('text/html');
    expect(mail.body).toContain('&lt;老王&gt; 你好，今日涨停 <b>57</b> 只。');
    const log = (await get(`mail-log/get?id=${res.data}`)).data;
    expect(log).toMatchObject({
      toMail: 'reader@example.com',
      fromMail: 'bot@example.com',
      accountId,
      templateCode: 'limit-up-daily',
      templateNickname: '盯盘助手',
      templateTitle: '2026-11-20 涨停复盘：57 只涨停',
      templateParams: { date: '2026-11-20', count: '57', nickname: '<老王>' },
      sendStatus: 10,
      sendTime: expect.any(Number),
      sendMessageId: expect.stringMatching(/^<.+>$/),
      sendException: null,
      userId: 1,
      userType: 2,
    });
    expect((await get('mail-log/page?toMail=reader&sendStatus=10')).data.total).toBe(1);
  });

  it('records a failing send (wrong password, unreachable server) as failed', async () => {
    const template2 = (await get('mail-template/page?code=limit-up-daily')).data.list[0];
    // wrong password: the catcher refuses the login
    const bad = (await post('mail-account/create', { ...account(), password: 'wrong' })).data;
    await put('mail-template/update', { ...template(bad), id: template2.id });
    const refused = await post('mail-template/send-mail', { mail: 'reader@example.com', templateCode: 'limit-up-daily', templateParams: { date: 'd', count: 1, nickname: 'n' } });
    expect(refused.code).toBe(0);
    expect((await get(`mail-log/get?id=${refused.data}`)).data).toMatchObject({ sendStatus: 20, sendException: expect.stringContaining('Invalid username or password') });
    // nobody listening
    await put('mail-account/update', { ...account(), id: bad, port: closedPort() });
    const down = await post('mail-template/send-mail', { mail: 'reader@example.com', templateCode: 'limit-up-daily', templateParams: { date: 'd', count: 1, nickname: 'n' } });
    expect((await get(`mail-log/get?id=${down.data}`)).data).toMatchObject({ sendStatus: 20, sendException: expect.stringContaining('ECONNREFUSED') });
    expect((await get('mail-log/page?sendStatus=20')).data.total).toBe(2);
  });

  it('checks parameters, skips a disabled template, and refuses an unknown template', async () => {
    const before = await t.count('system_mail_log');
    expect(await post('mail-template/send-mail', { mail: 'x@example.com', templateCode: 'register-welcome', templateParams: {} })).toMatchObject({ code: 1_002_025_000, msg: '模板参数(nickname)缺失' });
    expect((await post('mail-template/send-mail', { mail: 'x@example.com', templateCode: 'nope', templateParams: {} })).code).toBe(1_002_024_000);
    expect((await post('mail-template/send-mail', { mail: 'not-mail', templateCode: 'register-welcome', templateParams: {} })).code).toBe(400);
    expect(await t.count('system_mail_log')).toBe(before);
    await t.database.pool.query("update system_mail_template set status = 1 where code = 'register-welcome'");
    caught.length = 0;
    const skipped = await post('mail-template/send-mail', { mail: 'x@example.com', templateCode: 'register-welcome', templateParams: { nickname: '小李' } });
    expect((await get(`mail-log/get?id=${skipped.data}`)).data).toMatchObject({ sendStatus: 30, sendTime: null });
    expect(caught).toHaveLength(0);
  });
});
