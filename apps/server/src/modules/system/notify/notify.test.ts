import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { extractTemplateParams, renderTemplate } from './notify.service';

let t: TestApp;
let admin: string;
let member: string;
let staff: string;
const ADMIN_ID = 1;
let memberId: number;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
  staff = await t.login('staff', 'staff123');
  const users = await t.database.pool.query(`select id, username from system_users`);
  memberId = users.rows.find((u) => u.username === 'member').id;
  staffId = users.rows.find((u) => u.username === 'staff').id;
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/system/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: unknown, token = admin) => t.call({ method: 'POST', url: api(path), payload: payload as object, token });
const put = (path: string, payload: unknown, token = admin) => t.call({ method: 'PUT', url: api(path), payload: payload as object, token });
const del = (path: string, token = admin) => t.call({ method: 'DELETE', url: api(path), token });
const send = (payload: unknown, token = admin) => post('notify-template/send-notify', payload, token);

async function readXlsx(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const sample = { name: '跌停提醒', code: 'stock-limit-down', nickname: '盯盘助手', content: '你的自选股 {name}（{code}）已跌停，{name} 最新价 {price} 元。', type: 2, status: 0, remark: '跌停时发送' };

describe('template text', () => {
  it('extracts placeholder names once each, in order', () => {
    expect(extractTemplateParams('{name}（{code}）{name} {price}')).toEqual(['name', 'code', 'price']);
    expect(extractTemplateParams('没有参数 {} { x }')).toEqual([]);
    expect(extractTemplateParams('{股票}')).toEqual(['股票']);
  });
  it('renders the given params and leaves unknown braces alone', () => {
    expect(renderTemplate('{name}（{code}）{other}', { name: '贵州茅台', code: 600519 })).toBe('贵州茅台（600519）{other}');
    expect(renderTemplate('{a}', { a: '{b}', b: 'x' })).toBe('{b}');
  });
});

describe('access', () => {
  const templateRoutes: [string, string][] = [
    ['GET', 'notify-template/page'],
    ['GET', 'notify-template/get?id=1'],
    ['POST', 'notify-template/create'],
    ['PUT', 'notify-template/update'],
    ['DELETE', 'notify-template/delete?id=1'],
    ['GET', 'notify-template/export'],
    ['POST', 'notify-template/send-notify'],
    ['GET', 'notify-message/page'],
    ['GET', 'notify-message/get?id=1'],
  ];
  const ownRoutes: [string, string][] = [
    ['GET', 'notify-message/my-page'],
    ['PUT', 'notify-message/update-read?ids=1'],
    ['PUT', 'notify-message/update-all-read'],
    ['GET', 'notify-message/get-unread-list'],
    ['GET', 'notify-message/get-unread-count'],
  ];
  it('every endpoint answers 401 without a token', async () => {
    for (const [method, path] of [...templateRoutes, ...ownRoutes]) {
      const res = await t.call({ method: method as any, url: api(path), payload: method === 'POST' ? {} : undefined });
      expect(res.code, `${method} ${path}`).toBe(401);
    }
  });
  it('a member gets 403 on templates and the admin message list, and writes nothing', async () => {
    const before = [await t.count('system_notify_template'), await t.count('system_notify_message')];
    for (const [method, path] of templateRoutes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...sample, id: 1, userId: 3, userType: 1, templateCode: 'register', templateParams: { nickname: 'x' } } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, `${method} ${path}`).toBe(403);
    }
    expect([await t.count('system_notify_template'), await t.count('system_notify_message')]).toEqual(before);
  });
  it('a member may use his own message endpoints', async () => {
    for (const [method, path] of ownRoutes) {
      expect((await t.call({ method: method as any, url: api(path), token: member })).code, `${method} ${path}`).toBe(0);
    }
  });
});

describe('seeded notify data', () => {
  it('has the register, limit-up and system-notice templates with their params', async () => {
    const page = await get('notify-template/page?pageSize=50');
    const byCode = Object.fromEntries(page.data.list.map((x: any) => [x.code, x]));
    expect(byCode.register).toMatchObject({ name: '欢迎注册', params: ['nickname'], type: 2, status: 0 });
    expect(byCode['stock-limit-up']).toMatchObject({ name: '涨停提醒', params: ['name', 'code', 'price'] });
    expect(byCode['system-notice']).toMatchObject({ name: '系统通知', type: 1, params: ['title', 'content'] });
  });
  it('gives admin four unread messages, newest first', async () => {
    expect(await get('notify-message/get-unread-count')).toMatchObject({ code: 0, data: 4 });
    const unread = await get('notify-message/get-unread-list');
    expect(unread.data).toHaveLength(4);
    const times = unread.data.map((m: any) => m.createTime);
    expect([...times].sort((a: number, b: number) => b - a)).toEqual(times);
    expect(unread.data[0].templateContent).toContain('连板梯队');
    expect(unread.data.find((m: any) => m.templateCode === 'stock-limit-up').templateContent).toMatch(/（\d{6}）已封涨停/);
    expect(Object.keys(unread.data[0]).sort()).toEqual(
      ['createTime', 'id', 'readStatus', 'readTime', 'templateCode', 'templateContent', 'templateId', 'templateNickname', 'templateParams', 'templateType', 'userId', 'userType'].sort(),
    );
  });
});

describe('notify templates', () => {
  it('creates with extracted params, reads, pages, updates and deletes', async () => {
    const created = await post('notify-template/create', sample);
    expect(created.code).toBe(0);
    const got = await get(`notify-template/get?id=${created.data}`);
    expect(got.data).toEqual({ id: created.data, ...sample, params: ['name', 'code', 'price'], createTime: expect.any(Number) });
    expect((await get('notify-template/page?code=limit-down')).data).toMatchObject({ total: 1, list: [{ id: created.data }] });
    expect((await get(`notify-template/page?name=${encodeURIComponent('跌停')}&status=0`)).data.total).toBe(1);
    expect((await get('notify-template/page?status=1')).data.total).toBe(0);
    const now = Date.now();
    expect((await get(`notify-template/page?code=limit-down&createTime[0]=${now - 60_000}&createTime[1]=${now + 60_000}`)).data.total).toBe(1);
    expect((await get(`notify-template/page?code=limit-down&createTime[0]=0&createTime[1]=${now - 3_600_000}`)).data.total).toBe(0);

    const changed = { ...sample, id: created.data, content: '{stock} 跌停', status: 1, remark: null };
    expect(await put('notify-template/update', changed)).toMatchObject({ code: 0, data: true });
    expect((await get(`notify-template/get?id=${created.data}`)).data).toMatchObject({ content: '{stock} 跌停', params: ['stock'], status: 1, remark: null });

    expect(await del(`notify-template/delete?id=${created.data}`)).toMatchObject({ code: 0, data: true });
    expect((await get(`notify-template/get?id=${created.data}`)).data).toBeNull();
    expect((await del(`notify-template/delete?id=${created.data}`)).code).toBe(1_002_026_000);
    expect((await put('notify-template/update', changed)).code).toBe(1_002_026_000);
  });

  it('refuses a duplicate code', async () => {
    expect(await post('notify-template/create', { ...sample, code: 'register' })).toMatchObject({ code: 1_002_026_001, msg: '已经存在编码为【register】的站内信模板' });
    const id = (await post('notify-template/create', { ...sample, code: 'dup-test' })).data;
    expect((await put('notify-template/update', { ...sample, id, code: 'system-notice' })).code).toBe(1_002_026_001);
    await del(`notify-template/delete?id=${id}`);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_notify_template');
    const bad = [
      {},
      { ...sample, name: undefined },
      { ...sample, code: '' },
      { ...sample, nickname: ' ' },
      { ...sample, content: undefined },
      { ...sample, type: 3 },
      { ...sample, type: '1' },
      { ...sample, status: null },
      { ...sample, code: "x'; drop table system_notify_template; --" },
      { ...sample, name: '名'.repeat(64) },
      { ...sample, code: 'c'.repeat(65) },
      { ...sample, nickname: 'n'.repeat(256) },
      { ...sample, content: '内'.repeat(1025) },
      { ...sample, remark: 'r'.repeat(256) },
    ];
    for (const payload of bad) expect((await post('notify-template/create', payload)).code, JSON.stringify(payload)).toBe(400);
    expect((await put('notify-template/update', sample)).code).toBe(400);
    expect(await t.count('system_notify_template')).toBe(before);
  });

  it('stores SQL metacharacters literally', async () => {
    const name = `"; DROP TABLE system_users; --`;
    const content = `' OR '1'='1 {who}`;
    const id = (await post('notify-template/create', { ...sample, code: 'sql-meta', name, content })).data;
    expect((await get(`notify-template/get?id=${id}`)).data).toMatchObject({ name, content, params: ['who'] });
    const msgId = (await send({ userId: memberId, userType: 1, templateCode: 'sql-meta', templateParams: { who: `'); DELETE FROM system_notify_message; --` } })).data;
    expect((await get(`notify-message/get?id=${msgId}`)).data.templateContent).toBe(`' OR '1'='1 '); DELETE FROM system_notify_message; --`);
    expect(await t.count('system_users')).toBeGreaterThanOrEqual(3);
  });

  it('exports the templates as a real xlsx with type and status labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('notify-template/export?code=stock-limit-up'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('站内信模板.xlsx')}`);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['编号', '模板名称', '模板编码', '发送人名称', '模板内容', '模板参数', '类型', '状态', '备注', '创建时间']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(1, 8)).toEqual(['涨停提醒', 'stock-limit-up', '盯盘助手', '你的自选股 {name}（{code}）已封涨停，最新价 {price} 元，注意炸板风险。', 'name,code,price', '系统消息', '开启']);
  });
});

describe('send-notify', () => {
  it('renders the template into a message for that user and answers its id', async () => {
    const res = await send({ userId: memberId, userType: 1, templateCode: 'stock-limit-up', templateParams: { name: '贵州茅台', code: '600519', price: 1688.8 } });
    expect(res.code).toBe(0);
    expect(typeof res.data).toBe('number');
    const msg = await get(`notify-message/get?id=${res.data}`);
    expect(msg.data).toMatchObject({
      id: res.data,
      userId: memberId,
      userType: 1,
      templateCode: 'stock-limit-up',
      templateNickname: '盯盘助手',
      templateContent: '你的自选股 贵州茅台（600519）已封涨停，最新价 1688.8 元，注意炸板风险。',
      templateType: 2,
      templateParams: { name: '贵州茅台', code: '600519', price: 1688.8 },
      readStatus: false,
      readTime: null,
    });
    const mine = await get('notify-message/my-page', member);
    expect(mine.data.list.map((m: any) => m.id)).toContain(res.data);
    expect((await get('notify-message/my-page?pageSize=100')).data.list.map((m: any) => m.id)).not.toContain(res.data);
  });

  it('refuses a missing parameter, naming it, and writes nothing', async () => {
    const before = await t.count('system_notify_message');
    expect(await send({ userId: memberId, userType: 1, templateCode: 'stock-limit-up', templateParams: { name: '贵州茅台', code: '600519' } })).toMatchObject({
      code: 1_002_026_002,
      msg: '模板参数(price)缺失',
    });
    expect((await send({ userId: memberId, userType: 1, templateCode: 'stock-limit-up', templateParams: { name: 'x', code: 'y', price: null } })).code).toBe(1_002_026_002);
    expect((await send({ userId: memberId, userType: 1, templateCode: 'register' })).code).toBe(1_002_026_002);
    expect(await t.count('system_notify_message')).toBe(before);
  });

  it('refuses unknown templates and users; a disabled template sends nothing', async () => {
    const before = await t.count('system_notify_message');
    expect((await send({ userId: memberId, userType: 1, templateCode: 'no-such-template' })).code).toBe(1_002_026_000);
    expect((await send({ userId: 999_999, userType: 1, templateCode: 'register', templateParams: { nickname: 'x' } })).code).toBe(1_002_003_003);
    // the member is not an admin user
    expect((await send({ userId: memberId, userType: 2, templateCode: 'register', templateParams: { nickname: 'x' } })).code).toBe(1_002_003_003);
    const id = (await post('notify-template/create', { ...sample, code: 'disabled-one', status: 1 })).data;
    expect(await send({ userId: memberId, userType: 1, templateCode: 'disabled-one', templateParams: { name: 'a', code: 'b', price: 1 } })).toMatchObject({ code: 0, data: null });
    await del(`notify-template/delete?id=${id}`);
    expect(await t.count('system_notify_message')).toBe(before);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_notify_message');
    const base = { userId: memberId, userType: 1, templateCode: 'register', templateParams: { nickname: '股友' } };
    const bad = [
      {},
      { ...base, userId: undefined },
      { ...base, userId: 'abc' },
      { ...base, userType: 3 },
      { ...base, templateCode: '' },
      { ...base, templateCode: 't'.repeat(65) },
      { ...base, templateParams: 'nickname' },
      { ...base, templateParams: { nickname: { nested: true } } },
      { ...base, templateParams: { nickname: 'x'.repeat(1001) } },
      { ...base, templateParams: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i])) },
    ];
    for (const payload of bad) expect((await send(payload)).code, JSON.stringify(payload).slice(0, 80)).toBe(400);
    expect(await t.count('system_notify_message')).toBe(before);
  });

  it('a message keeps its content when the template changes or goes', async () => {
    const id = (await post('notify-template/create', { ...sample, code: 'short-lived', content: '临时通知 {x}' })).data;
    const msgId = (await send({ userId: memberId, userType: 1, templateCode: 'short-lived', templateParams: { x: '一' } })).data;
    await del(`notify-template/delete?id=${id}`);
    expect((await get(`notify-message/get?id=${msgId}`)).data).toMatchObject({ templateContent: '临时通知 一', templateId: id, templateCode: 'short-lived' });
  });
});

describe('notify messages', () => {
  it('the admin list filters by user, user type, template code, template type and time', async () => {
    const all = await get('notify-message/page?pageSize=100');
    expect(all.data.total).toBe(await t.count('system_notify_message'));
    const adminOnly = await get(`notify-message/page?userId=${ADMIN_ID}&pageSize=100`);
    expect(adminOnly.data.list.every((m: any) => m.userId === ADMIN_ID)).toBe(true);
    expect(adminOnly.data.total).toBe(5);
    expect((await get('notify-message/page?userType=1&pageSize=100')).data.list.every((m: any) => m.userType === 1)).toBe(true);
    expect((await get('notify-message/page?templateCode=system-notice')).data.list.every((m: any) => m.templateCode === 'system-notice')).toBe(true);
    expect((await get('notify-message/page?templateType=1&pageSize=100')).data.list.every((m: any) => m.templateType === 1)).toBe(true);
    const now = Date.now();
    const lastHour = await get(`notify-message/page?userId=${ADMIN_ID}&createTime[0]=${now - 3_600_000}&createTime[1]=${now}`);
    expect(lastHour.data.total).toBe(1); // the seeded 新功能上线 notice
    expect((await get('notify-message/page?userType=5')).code).toBe(400);
    expect((await get('notify-message/get?id=999999')).data).toBeNull();
  });

  it('my-page lists only the caller\'s messages and filters by read status', async () => {
    const mine = await get('notify-message/my-page?pageSize=100');
    expect(mine.data.total).toBe(5);
    expect(mine.data.list.every((m: any) => m.userId === ADMIN_ID)).toBe(true);
    const read = await get('notify-message/my-page?readStatus=true');
    expect(read.data.total).toBe(1);
    expect(read.data.list[0]).toMatchObject({ readStatus: true, readTime: expect.any(Number) });
    expect((await get('notify-message/my-page?readStatus=false')).data.total).toBe(4);
    expect((await get('notify-message/my-page?readStatus=maybe')).code).toBe(400);
    const now = Date.now();
    expect((await get(`notify-message/my-page?createTime[0]=${now - 3 * 3_600_000}&createTime[1]=${now}`)).data.total).toBe(2);
    // staff has none yet
    expect(await get('notify-message/my-page', staff)).toMatchObject({ code: 0, data: { total: 0, list: [] } });
  });

  it('update-read touches only the caller\'s own messages; others\' ids are silently ignored', async () => {
    const a = (await send({ userId: staffId, userType: 2, templateCode: 'system-notice', templateParams: { title: '值班', content: '今晚你值班' } })).data;
    const b = (await send({ userId: staffId, userType: 2, templateCode: 'system-notice', templateParams: { title: '复盘', content: '周五复盘会' } })).data;
    const adminUnread = (await get('notify-message/get-unread-list')).data.map((m: any) => m.id);
    expect(await get('notify-message/get-unread-count', staff)).toMatchObject({ data: 2 });

    // staff marks one of his and two of admin's: only his changes
    const res = await t.call({ method: 'PUT', url: api(`notify-message/update-read?ids=${a}&ids=${adminUnread[0]}&ids=${adminUnread[1]}`), token: staff });
    expect(res).toMatchObject({ code: 0, data: true });
    expect((await get(`notify-message/get?id=${a}`)).data).toMatchObject({ readStatus: true, readTime: expect.any(Number) });
    expect((await get(`notify-message/get?id=${b}`)).data.readStatus).toBe(false);
    expect(await get('notify-message/get-unread-count')).toMatchObject({ data: 4 });
    expect(await get('notify-message/get-unread-count', staff)).toMatchObject({ data: 1 });

    // admin cannot read staff's messages either
    await t.call({ method: 'PUT', url: api(`notify-message/update-read?ids=${b}`), token: admin });
    expect((await get(`notify-message/get?id=${b}`)).data.readStatus).toBe(false);
    // comma-joined ids work too; marking twice keeps the first read time
    const firstRead = (await get(`notify-message/get?id=${a}`)).data.readTime;
    await t.call({ method: 'PUT', url: api(`notify-message/update-read?ids=${a},${b}`), token: staff });
    expect((await get(`notify-message/get?id=${a}`)).data.readTime).toBe(firstRead);
    expect(await get('notify-message/get-unread-count', staff)).toMatchObject({ data: 0 });
  });

  it('update-read needs valid ids', async () => {
    for (const q of ['', '?ids=', '?ids=abc', '?ids=-1', '?ids=1.5']) {
      expect((await t.call({ method: 'PUT', url: api(`notify-message/update-read${q}`), token: admin })).code, q).toBe(400);
    }
  });

  it('update-all-read marks only the caller\'s messages', async () => {
    const m1 = (await send({ userId: memberId, userType: 1, templateCode: 'register', templateParams: { nickname: '股友小李' } })).data;
    const memberUnreadBefore = (await get('notify-message/get-unread-count', member)).data;
    expect(memberUnreadBefore).toBeGreaterThan(0);
    expect(await t.call({ method: 'PUT', url: api('notify-message/update-all-read'), token: member })).toMatchObject({ code: 0, data: true });
    expect((await get('notify-message/get-unread-count', member)).data).toBe(0);
    expect((await get(`notify-message/get?id=${m1}`)).data.readStatus).toBe(true);
    expect((await get('notify-message/get-unread-count', admin)).data).toBe(4);
    expect((await get('notify-message/get-unread-list', member)).data).toEqual([]);
  });

  it('get-unread-list answers at most 10, newest first', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) {
      ids.push((await send({ userId: memberId, userType: 1, templateCode: 'stock-limit-up', templateParams: { name: `股票${i}`, code: `60000${i}`, price: i } })).data);
    }
    const list = await get('notify-message/get-unread-list', member);
    expect(list.data.map((m: any) => m.id)).toEqual(ids.slice(2).reverse());
    expect((await get('notify-message/get-unread-list?size=3', member)).data.map((m: any) => m.id)).toEqual(ids.slice(9).reverse());
    expect((await get('notify-message/get-unread-list?size=50', member)).data).toHaveLength(10);
    expect((await get('notify-message/get-unread-list?size=0', member)).code).toBe(400);
    expect(await get('notify-message/get-unread-count', member)).toMatchObject({ code: 0, data: 12 });
    // none of them shows up for admin
    expect((await get('notify-message/get-unread-list')).data.every((m: any) => m.userId === ADMIN_ID)).toBe(true);
  });
});
