import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;

/** A local HTTP listener standing in for an SMS gateway: records each request; answers 500 for mobile 13900000500. */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let hook: http.Server;
let hookUrl = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (JSON.parse(body).mobile === '13900000500') {
        res.writeHead(500).end('gateway down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ serialNo: `gw-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
  await t.close();
});

const api = (path: string) => `/admin-api/system/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: unknown, token = admin) => t.call({ method: 'POST', url: api(path), payload: payload as object, token });
const put = (path: string, payload: unknown, token = admin) => t.call({ method: 'PUT', url: api(path), payload: payload as object, token });
const del = (path: string, token = admin) => t.call({ method: 'DELETE', url: api(path), token });

async function readXlsx(url: string): Promise<unknown[][]> {
  const res = await t.app.inject({ method: 'GET', url: api(url), headers: { authorization: `Bearer ${admin}` } });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const channel = () => ({ signature: '热搜测试', code: 'WEBHOOK', status: 0, remark: '测试网关', apiKey: 'key-123', apiSecret: 'secret-456', apiUrl: hookUrl, callbackUrl: '' });
const template = (channelId: number) => ({
  type: 2,
  status: 0,
  code: 'test-alert',
  name: '测试提醒',
  content: '您关注的 {name} 涨幅达到 {rate}%',
  remark: null,
  apiTemplateId: 'SMS_0001',
  channelId,
});

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'sms-channel/page'],
    ['GET', 'sms-channel/get?id=1'],
    ['POST', 'sms-channel/create'],
    ['PUT', 'sms-channel/update'],
    ['DELETE', 'sms-channel/delete?id=1'],
    ['GET', 'sms-template/page'],
    ['GET', 'sms-template/get?id=1'],
    ['POST', 'sms-template/create'],
    ['PUT', 'sms-template/update'],
    ['DELETE', 'sms-template/delete?id=1'],
    ['GET', 'sms-template/export'],
    ['POST', 'sms-template/send-sms'],
    ['GET', 'sms-log/page'],
    ['GET', 'sms-log/export'],
  ];
  it('401 without a token, 403 for a member and for staff writes; nothing written', async () => {
    const before = [await t.count('system_sms_channel'), await t.count('system_sms_template'), await t.count('system_sms_log')];
    for (const [method, path] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...channel(), ...template(1), mobile: '13900000001', templateCode: 'stock-limit-up', id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload })).code, path).toBe(401);
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post('sms-channel/create', channel(), staff)).code).toBe(403);
    expect((await post('sms-template/create', template(1), staff)).code).toBe(403);
    expect((await post('sms-template/send-sms', { mobile: '13900000001', templateCode: 'stock-limit-up', templateParams: {} }, staff)).code).toBe(403);
    expect((await del('sms-channel/delete?id=1', staff)).code).toBe(403);
    for (const p of ['sms-channel/page', 'sms-template/page', 'sms-log/page']) expect((await get(p, staff)).code, p).toBe(0);
    expect([await t.count('system_sms_channel'), await t.count('system_sms_template'), await t.count('system_sms_log')]).toEqual(before);
  });
});

describe('sms channels', () => {
  it('lists the seeded LOG and WEBHOOK channels', async () => {
    const page = await get('sms-channel/page');
    expect(page.data.list.map((c: any) => c.code).sort()).toEqual(['LOG', 'WEBHOOK']);
    const dict = await t.database.pool.query("select value from system_dict_data where dict_type = 'system_sms_channel_code' order by sort, id");
    expect(dict.rows.map((r) => r.value)).toEqual(['LOG', 'WEBHOOK']);
  });

  it('creates, masks the key and secret, keeps them when the mask is sent back, deletes', async () => {
    const id = (await post('sms-channel/create', channel())).data;
    expect(id).toEqual(expect.any(Number));
    const read = (await get(`sms-channel/get?id=${id}`)).data;
    expect(read).toEqual({ id, ...channel(), apiKey: '******', apiSecret: '******', createTime: expect.any(Number) });
    const page = await get('sms-channel/page?code=WEBHOOK');
    expect(JSON.stringify(page)).not.toMatch(/key-123|secret-456/);
    expect(await put('sms-channel/update', { ...read, signature: '热搜网关' })).toMatchObject({ code: 0, data: true });
    const stored = (await t.database.pool.query('select api_key, api_secret, signature from system_sms_channel where id = $1', [id])).rows[0];
    expect(stored).toEqual({ api_key: 'key-123', api_secret: 'secret-456', signature: '热搜网关' });
    expect((await put('sms-channel/update', { ...read, apiSecret: 'rotated' })).code).toBe(0);
    expect((await t.database.pool.query('select api_secret from system_sms_channel where id = $1', [id])).rows[0].api_secret).toBe('rotated');
    expect(await del(`sms-channel/delete?id=${id}`)).toMatchObject({ code: 0, data: true });
    expect((await del(`sms-channel/delete?id=${id}`)).code).toBe(1_002_011_000);
  });

  it('refuses to delete a channel that templates use', async () => {
    const logId = (await get('sms-channel/page?code=LOG')).data.list[0].id;
    expect(await del(`sms-channel/delete?id=${logId}`)).toMatchObject({ code: 1_002_011_002 });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_sms_channel');
    for (const bad of [{}, { ...channel(), code: 'ALIYUN' }, { ...channel(), apiUrl: '' }, { ...channel(), apiUrl: 'not-a-url' }, { ...channel(), signature: '' }, { ...channel(), signature: 'x'.repeat(13) }, { ...channel(), status: 3 }, { ...channel(), apiSecret: '******' }]) {
      expect((await post('sms-channel/create', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await put('sms-channel/update', channel())).code).toBe(400);
    expect(await t.count('system_sms_channel')).toBe(before);
  });
});

describe('sms templates and sending', () => {
  it('creates a template (params extracted), refuses a duplicate code or a disabled channel, exports', async () => {
    const channelId = (await post('sms-channel/create', { ...channel(), signature: '模板测试' })).data;
    const id = (await post('sms-template/create', template(channelId))).data;
    expect((await get(`sms-template/get?id=${id}`)).data).toEqual({ id, ...template(channelId), params: ['name', 'rate'], channelCode: 'WEBHOOK', createTime: expect.any(Number) });
    expect(await post('sms-template/create', template(channelId))).toMatchObject({ code: 1_002_012_001, msg: '已经存在编码为【test-alert】的短信模板' });
    expect((await post('sms-template/create', { ...template(999_999), code: 'other' })).code).toBe(1_002_011_000);
    const disabled = (await post('sms-channel/create', { ...channel(), signature: '停用', status: 1 })).data;
    expect((await post('sms-template/create', { ...template(disabled), code: 'other' })).code).toBe(1_002_011_001);
    expect((await put('sms-template/update', { ...template(channelId), id, content: '{name} 跌停' })).code).toBe(0);
    expect((await get(`sms-template/get?id=${id}`)).data.params).toEqual(['name']);
    expect((await put('sms-template/update', { ...template(channelId), id })).code).toBe(0);
    const rows = await readXlsx('sms-template/export?code=test-alert');
    expect(rows[0].slice(0, 5)).toEqual(['编号', '短信类型', '开启状态', '模板编码', '模板名称']);
    expect(rows.length).toBe(2);
    expect(rows[1].slice(1, 4)).toEqual(['通知', '开启', 'test-alert']);
    expect((await get('sms-template/page?channelId=' + channelId)).data.total).toBe(1);
  });

  it('sends through the WEBHOOK channel to a local listener and logs it', async () => {
    received.length = 0;
    const res = await post('sms-template/send-sms', { mobile: '13900000001', templateCode: 'test-alert', templateParams: { name: '贵州茅台', rate: 9.98 } });
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) });
    expect(received).toHaveLength(1);
    const body = JSON.parse(received[0].body);
    expect(body).toEqual({ mobile: '13900000001', signature: '模板测试', templateCode: 'test-alert', apiTemplateId: 'SMS_0001', params: { name: '贵州茅台', rate: '9.98' }, content: '您关注的 贵州茅台 涨幅达到 9.98%' });
    expect(received[0].headers.authorization).toBe('Bearer key-123');
    expect(received[0].headers['x-signature']).toBe(crypto.createHmac('sha256', 'secret-456').update(received[0].body).digest('hex'));
    const log = (await get(`sms-log/get?id=${res.data}`)).data;
    expect(log).toMatchObject({ mobile: '13900000001', channelCode: 'WEBHOOK', templateCode: 'test-alert', templateType: 2, sendStatus: 10, apiSerialNo: 'gw-1', userId: 1, templateContent: '您关注的 贵州茅台 涨幅达到 9.98%' });
  });

  it('records a failing send as failed', async () => {
    const res = await post('sms-template/send-sms', { mobile: '13900000500', templateCode: 'test-alert', templateParams: { name: '平安银行', rate: 3 } });
    expect(res.code).toBe(0);
    const log = (await get(`sms-log/get?id=${res.data}`)).data;
    expect(log).toMatchObject({ sendStatus: 20, apiSendMsg: 'HTTP 500 gateway down' });
    expect((await get('sms-log/page?sendStatus=20&mobile=13900000500')).data.total).toBe(1);
  });

  it('sends through the LOG channel, skips disabled templates, and checks the parameters', async () => {
    const ok = await post('sms-template/send-sms', { mobile: '13900000002', templateCode: 'stock-limit-up', templateParams: { name: '宁德时代', code: '300750', price: 250.1 } });
    expect((await get(`sms-log/get?id=${ok.data}`)).data).toMatchObject({ channelCode: 'LOG', sendStatus: 10, templateContent: '【股票热搜】您的自选股 宁德时代（300750）已封涨停，最新价 250.1 元。' });
    const before = await t.count('system_sms_log');
    expect(await post('sms-template/send-sms', { mobile: '13900000002', templateCode: 'stock-limit-up', templateParams: { name: 'x' } })).toMatchObject({ code: 1_002_013_001, msg: '模板参数(code)缺失' });
    expect((await post('sms-template/send-sms', { mobile: '13900000002', templateCode: 'nope', templateParams: {} })).code).toBe(1_002_013_002);
    expect((await post('sms-template/send-sms', { mobile: '123', templateCode: 'stock-limit-up', templateParams: {} })).code).toBe(400);
    expect(await t.count('system_sms_log')).toBe(before);
    await t.database.pool.query("update system_sms_template set status = 1 where code = 'vip-promotion'");
    const skipped = await post('sms-template/send-sms', { mobile: '13900000003', templateCode: 'vip-promotion', templateParams: { nickname: '老王', discount: 8 } });
    expect((await get(`sms-log/get?id=${skipped.data}`)).data).toMatchObject({ sendStatus: 30, sendTime: null });
  });

  it('exports the SMS log as xlsx', async () => {
    const rows = await readXlsx('sms-log/export?mobile=13900000001');
    expect(rows[0].slice(0, 4)).toEqual(['编号', '手机号', '短信内容', '发送状态']);
    expect(rows.length).toBe(2);
    expect(rows[1][3]).toBe('发送成功');
    expect(rows[1][5]).toBe('Webhook');
  });

  it('answers 400 for bad template input and writes nothing', async () => {
    const before = await t.count('system_sms_template');
    for (const bad of [{}, { ...template(1), type: 4 }, { ...template(1), code: '' }, { ...template(1), content: '' }, { ...template(1), channelId: 0 }, { ...template(1), content: 'x'.repeat(256) }]) {
      expect((await post('sms-template/create', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.count('system_sms_template')).toBe(before);
  });
});

describe('sign-in codes go through the managed templates', () => {
  const sendCode = (mobile: string) => t.call({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: { mobile, scene: 1 } });
  it('follows the user-sms-login template: its channel, its text, its on/off switch', async () => {
    const tpl = (await get('sms-template/page?code=user-sms-login')).data.list[0];
    expect(tpl).toMatchObject({ type: 1, channelCode: 'LOG', params: ['code', 'minutes'] });
    const hookChannel = (await post('sms-channel/create', { ...channel(), signature: '登录网关' })).data;
    expect((await put('sms-template/update', { ...tpl, channelId: hookChannel, content: '登录验证码 {code}（{minutes} 分钟）' })).code).toBe(0);
    received.length = 0;
    expect((await sendCode('13700000001')).code).toBe(0);
    expect(received).toHaveLength(1);
    const body = JSON.parse(received[0].body);
    expect(body).toMatchObject({ mobile: '13700000001', templateCode: 'user-sms-login', content: `登录验证码 ${body.params.code}（5 分钟）` });
    const row = (await t.database.pool.query("select channel_code, template_id, send_status from system_sms_log where mobile = '13700000001'")).rows[0];
    expect(row).toMatchObject({ channel_code: 'WEBHOOK', send_status: 10 });
    expect(Number(row.template_id)).toBe(tpl.id);
    // switched off: nothing is sent and the sign-in code request fails
    await t.database.pool.query("update system_sms_template set status = 1 where code = 'user-sms-login'");
    expect(await sendCode('13700000002')).toMatchObject({ code: 1_002_014_007, msg: '短信发送失败，原因：短信模板或短信渠道未开启' });
    expect((await t.database.pool.query("select send_status from system_sms_log where mobile = '13700000002'")).rows).toEqual([{ send_status: 30 }]);
    expect(await t.count("system_sms_code where mobile = '13700000002'")).toBe(0);
  });
});
