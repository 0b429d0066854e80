import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueNotifyTasks } from './notify/notify.service';
import { createPayOrder, submitPayOrder } from './order/pay-order.service';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
let memberId: number;
beforeAll(async () => {
  // these tests try the channel mechanics with 模拟支付 on apps of their own: a demo-payments install
  // (mock-channel.test.ts covers a default install)
  t = await createTestApp({ demoPayments: true });
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  memberId = (await t.call({ url: '/admin-api/system/user/profile/get', token: member })).data.id;
});
afterAll(() => t.close());

const call = (method: string, path: string, token: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

async function readXlsx(url: string): Promise<unknown[][]> {
  const res = await t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: { authorization: `Bearer ${admin}` } });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('apps and channels', () => {
  it('lists the seeded apps with their channels; CRUD with validation; built-in apps are kept', async () => {
    const page = (await call('GET', '/pay/app/page', admin)).data;
    expect(page.list.map((a: any) => [a.appKey, a.builtIn, a.channelCodes])).toEqual([
      ['mall', true, ['wallet']],
      ['demo', true, ['mock', 'wallet']],
      ['wallet', true, []],
    ]);
    const sample = { appKey: 'shop', name: '外部商城', status: 0, orderNotifyUrl: 'http://127.0.0.1:9/pay', refundNotifyUrl: 'http://127.0.0.1:9/refund', remark: null };
    expect((await call('POST', '/pay/app/create', admin, { ...sample, orderNotifyUrl: 'ftp://x' })).code).toBe(400);
    const id = (await call('POST', '/pay/app/create', admin, sample)).data;
    expect((await call('POST', '/pay/app/create', admin, sample)).code).toBe(1_007_000_005);
    expect((await call('GET', `/pay/app/get?id=${id}`, admin)).data).toMatchObject({ ...sample, id, builtIn: false });
    expect((await call('PUT', '/pay/app/update-status', admin, { id, status: 1 })).data).toBe(true);
    expect((await call('GET', '/pay/app/list', admin)).data.map((a: any) => a.id)).not.toContain(id);

    expect((await call('GET', '/pay/channel/supported-list', admin)).data).toEqual([{ code: 'mock', name: '模拟支付' }, { code: 'wallet', name: '钱包支付' }]);
    expect((await call('POST', '/pay/channel/create', admin, { appId: id, code: 'alipay_pc', status: 0 })).code).toBe(400);
    expect((await call('POST', '/pay/channel/create', admin, { appId: id, code: 'mock', status: 0, config: '[1]' })).code).toBe(400);
    const ch = (await call('POST', '/pay/channel/create', admin, { appId: id, code: 'mock', status: 0, feeRate: 0.6 })).data;
    expect((await call('POST', '/pay/channel/create', admin, { appId: id, code: 'mock', status: 0 })).code).toBe(1_007_001_004);
    expect((await call('GET', `/pay/channel/get?appId=${id}&code=mock`, admin)).data).toMatchObject({ id: ch, feeRate: 0.6, config: '{}' });
    expect((await call('PUT', '/pay/channel/update', admin, { id: ch, appId: id, code: 'mock', status: 1, feeRate: 1 })).data).toBe(true);
    expect((await call('GET', `/pay/channel/get-enable-code-list?appId=${id}`, admin)).data).toEqual([]);
    expect((await call('DELETE', `/pay/channel/delete?id=${ch}`, admin)).data).toBe(true);
    expect((await call('DELETE', `/pay/app/delete?id=${id}`, admin)).data).toBe(true);
    const [mall] = await q("select id from pay_app where app_key = 'mall'");
    expect((await call('DELETE', `/pay/app/delete?id=${mall.id}`, admin)).code).toBe(1_007_000_006);
    expect((await call('GET', '/pay/app/page', staff)).code).toBe(403);
    expect((await call('GET', '/pay/app/page', member)).code).toBe(403);
  });
});

describe('notify to an app by HTTP', () => {
  it('posts the result, retries on the 15 s, 15 s, 30 s, 3 min… schedule and logs every attempt', async () => {
    const received: unknown[] = [];
    let answer = 500;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        if (answer === 200) res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
        else if (answer === 201) res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1,"msg":"not yet"}');
        else res.writeHead(500).end('boom');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const appId = (await call('POST', '/pay/app/create', admin, { appKey: 'ext', name: '外部应用', status: 0, orderNotifyUrl: `http://127.0.0.1:${port}/notify`, refundNotifyUrl: `http://127.0.0.1:${port}/refund` })).data;
      await call('POST', '/pay/channel/create', admin, { appId, code: 'mock', status: 0 });
      const db = t.app.db;
      const order = await db.transaction(async (tx: any) => createPayOrder(tx, { appKey: 'ext', merchantOrderId: 'EXT-1', subject: '外部订单', price: 990, expireTime: new Date(Date.now() + 600_000), userId: memberId }));
      expect((await call('POST', '/pay/order/submit', member, { id: order.id, channelCode: 'mock' })).data.status).toBe(10);
      const [task] = await q('select * from pay_notify_task where data_id = $1 and type = 1', [order.id]);
      expect(task).toMatchObject({ status: 0, notify_times: 0, max_notify_times: 9 });

      const t0 = new Date(Date.now() + 1000);
      expect(await runDueNotifyTasks(db, t0)).toEqual({ sent: 1, succeeded: 0 });
      expect(received).toEqual([{ merchantOrderId: 'EXT-1', payOrderId: order.id }]);
      let [row] = await q('select status, notify_times, next_notify_time from pay_notify_task where id = $1', [task.id]);
      expect(row).toMatchObject({ status: 22, notify_times: 1 });
      expect(row.next_notify_time.getTime() - t0.getTime()).toBe(15_000);
      // not due before then
      expect((await runDueNotifyTasks(db, new Date(t0.getTime() + 14_000))).sent).toBe(0);
      answer = 201;
      const t1 = new Date(t0.getTime() + 15_000);
      await runDueNotifyTasks(db, t1);
      [row] = await q('select status, notify_times, next_notify_time from pay_notify_task where id = $1', [task.id]);
      expect(row).toMatchObject({ status: 21, notify_times: 2 });
      expect(row.next_notify_time.getTime() - t1.getTime()).toBe(15_000);
      answer = 500;
      const t2 = new Date(t1.getTime() + 15_000);
      await runDueNotifyTasks(db, t2);
      [row] = await q('select next_notify_time from pay_notify_task where id = $1', [task.id]);
      expect(row.next_notify_time.getTime() - t2.getTime()).toBe(30_000);
      const t3 = new Date(t2.getTime() + 30_000);
      await runDueNotifyTasks(db, t3);
      [row] = await q('select next_notify_time from pay_notify_task where id = $1', [task.id]);
      expect(row.next_notify_time.getTime() - t3.getTime()).toBe(180_000);
      answer = 200;
      await runDueNotifyTasks(db, new Date(t3.getTime() + 180_000));
      [row] = await q('select status, notify_times, next_notify_time from pay_notify_task where id = $1', [task.id]);
      expect(row).toMatchObject({ status: 10, notify_times: 5, next_notify_time: null });
      expect(received).toHaveLength(5);

      const detail = (await call('GET', `/pay/notify/get-detail?id=${task.id}`, admin)).data;
      expect(detail).toMatchObject({ appName: '外部应用', type: 1, status: 10, notifyTimes: 5, merchantOrderId: 'EXT-1' });
      expect(detail.logs.map((l: any) => [l.notifyTimes, l.status])).toEqual([
        [1, 22],
        [2, 21],
        [3, 22],
        [4, 22],
        [5, 10],
      ]);
      expect(detail.logs[0].response).toContain('HTTP 500');
      expect(detail.logs[1].response).toContain('not yet');
      expect((await call('GET', `/pay/notify/page?appId=${appId}`, admin)).data.total).toBe(1);
      // a replayed submit does not notify again
      expect((await call('POST', '/pay/order/submit', member, { id: order.id, channelCode: 'mock' })).code).toBe(1_007_002_002);
      expect((await q('select count(*)::int as n from pay_notify_task where data_id = $1 and type = 1', [order.id]))[0].n).toBe(1);
    } finally {
      server.close();
    }
  });

  it('gives up after the last attempt with 通知失败', async () => {
    const db = t.app.db;
    const order = await db.transaction(async (tx: any) => {
      const o = await createPayOrder(tx, { appKey: 'ext', merchantOrderId: 'EXT-2', subject: '外部订单', price: 10, expireTime: new Date(Date.now() + 600_000), userId: memberId });
      await submitPayOrder(tx, o, 'mock');
      return o;
    });
    // nothing listens on port 9
    await q("update pay_notify_task set notify_url = 'http://127.0.0.1:9/x' where data_id = $1", [order.id]);
    let now = Date.now() + 1000;
    for (let i = 0; i < 9; i++) {
      await runDueNotifyTasks(db, new Date(now));
      now += 3_600_000;
    }
    const [row] = await q('select status, notify_times from pay_notify_task where data_id = $1 and type = 1', [order.id]);
    expect(row).toEqual({ status: 20, notify_times: 9 });
    expect((await runDueNotifyTasks(db, new Date(now))).sent).toBe(0);
  });
});

describe('pay and refund orders', () => {
  it('pages, filters, details and exports', async () => {
    const page = (await call('GET', '/pay/order/page?pageSize=50', admin)).data;
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.list.every((o: any) => typeof o.price === 'number' && o.appName)).toBe(true);
    expect((await call('GET', '/pay/order/page?status=20', admin)).data.list.every((o: any) => o.status === 20)).toBe(true);
    expect((await call('GET', '/pay/order/page?channelCode=wallet', admin)).data.list.every((o: any) => o.channelCode === 'wallet')).toBe(true);
    const one = page.list[0];
    expect((await call('GET', `/pay/order/get-detail?id=${one.id}`, admin)).data).toMatchObject({ id: one.id, no: one.no });
    const rows = await readXlsx('/pay/order/export?status=10');
    expect(rows[0]).toContain('支付单号');
    expect(rows.slice(1).every((r) => r.includes('支付成功'))).toBe(true);
    const refunds = (await call('GET', '/pay/refund/page', admin)).data;
    expect(refunds.total).toBeGreaterThanOrEqual(1);
    expect(refunds.list[0]).toMatchObject({ status: 10, appName: '会员商城' });
    const rrows = await readXlsx('/pay/refund/export');
    expect(rrows[0]).toContain('退款单号');
    expect((await call('GET', '/pay/order/page', staff)).code).toBe(403);
  });

  it('a member cannot read pay orders through the admin routes', async () => {
    expect((await call('GET', '/pay/order/page', member)).code).toBe(403);
    expect((await call('GET', '/pay/order/get-detail?id=1', member)).code).toBe(403);
  });
});

describe('wallet', () => {
  it('staff recharge and deduct; never below 0; every change is in 钱包流水', async () => {
    const before = (await call('GET', '/pay/wallet/my-get', member)).data;
    expect((await call('PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: 0 })).code).toBe(400);
    expect((await call('PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: 12.5 })).code).toBe(400);
    expect((await call('PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: 1000, remark: '补偿' })).data).toBe(true);
    expect(await call('PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: -(before.balance + 1001) })).toMatchObject({ code: 1_007_007_003, msg: '扣减后钱包余额不能小于 0' });
    expect((await call('PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: -500 })).data).toBe(true);
    const after = (await call('GET', '/pay/wallet/my-get', member)).data;
    expect(after.balance).toBe(before.balance + 500);
    const page = (await call('GET', '/pay/wallet/page?nickname=', admin)).data;
    const w = page.list.find((x: any) => x.userId === memberId);
    expect(w).toMatchObject({ balance: after.balance });
    const tx = (await call('GET', `/pay/wallet/transaction-page?walletId=${w.id}&pageSize=2`, admin)).data;
    expect(tx.list.map((x: any) => [x.bizType, x.price, x.title])).toEqual([
      [5, -500, '后台扣减'],
      [1, 1000, '后台充值：补偿'],
    ]);
    expect((await call('PUT', '/pay/wallet/update-balance', staff, { userId: memberId, balance: 1 })).code).toBe(403);
    expect((await call('PUT', '/pay/wallet/update-balance', member, { userId: memberId, balance: 1 })).code).toBe(403);
  });

  it('concurrent wallet payments never overdraw', async () => {
    const db = t.app.db;
    const appId = (await call('POST', '/pay/app/create', admin, { appKey: 'ext-wallet', name: '钱包测试', status: 0, orderNotifyUrl: 'http://127.0.0.1:9/a', refundNotifyUrl: 'http://127.0.0.1:9/b' })).data;
    await call('POST', '/pay/channel/create', admin, { appId, code: 'wallet', status: 0 });
    await q("update pay_wallet set balance = 300 where user_id = $1", [memberId]);
    const orders = await Promise.all(
      Array.from({ length: 5 }, (_, i) => db.transaction(async (tx: any) => createPayOrder(tx, { appKey: 'ext-wallet', merchantOrderId: `W-${i}`, subject: '并发', price: 100, expireTime: new Date(Date.now() + 600_000), userId: memberId }))),
    );
    const results = await Promise.all(orders.map((o) => call('POST', '/pay/order/submit', member, { id: o.id, channelCode: 'wallet' })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    expect((await call('GET', '/pay/wallet/my-get', member)).data.balance).toBe(0);
  });
});

describe('接入示例', () => {
  it('creates a demo order, pays it at the cashier, refunds it', async () => {
    expect((await call('POST', '/pay/demo-order/create', admin, { spuId: 99 })).code).toBe(400);
    const id = (await call('POST', '/pay/demo-order/create', admin, { spuId: 2 })).data;
    let row = (await call('GET', '/pay/demo-order/page', admin)).data.list.find((x: any) => x.id === id);
    expect(row).toMatchObject({ spuName: '小米电视', price: 10, payStatus: false });
    // 发起订单 reads the new order to take the user to its cashier
    expect((await call('GET', `/pay/demo-order/get?id=${id}`, admin)).data).toEqual(row);
    expect((await call('GET', '/pay/demo-order/get?id=999999', admin)).code).toBe(1_007_900_000);
    expect((await call('PUT', `/pay/demo-order/refund?id=${id}`, admin)).code).toBe(1_007_900_005);
    // the cashier belongs to whoever created it
    expect((await call('GET', `/pay/order/get?id=${row.payOrderId}`, member)).code).toBe(404);
    const cashier = (await call('GET', `/pay/order/get?id=${row.payOrderId}`, admin)).data;
    expect(cashier).toMatchObject({ subject: '小米电视', price: 10, status: 0 });
    expect((await call('POST', '/pay/order/submit', admin, { id: row.payOrderId, channelCode: 'mock' })).data.status).toBe(10);
    row = (await call('GET', '/pay/demo-order/page', admin)).data.list.find((x: any) => x.id === id);
    expect(row).toMatchObject({ payStatus: true, payChannelCode: 'mock' });
    expect((await call('PUT', `/pay/demo-order/refund?id=${id}`, admin)).data).toBe(true);
    row = (await call('GET', '/pay/demo-order/page', admin)).data.list.find((x: any) => x.id === id);
    expect(row).toMatchObject({ refundPrice: 10 });
    expect(row.refundTime).toBeGreaterThan(0);
    expect((await call('PUT', `/pay/demo-order/refund?id=${id}`, admin)).code).toBe(1_007_900_006);
  });
});

describe('cashier channel checks and fee', () => {
  it('refuses an unimplemented, missing or disabled channel without touching the order; records the fee on success', async () => {
    const appId = (await call('POST', '/pay/app/create', admin, { appKey: 'ext-fee', name: '手续费应用', status: 0, orderNotifyUrl: 'http://127.0.0.1:9/n', refundNotifyUrl: 'http://127.0.0.1:9/r' })).data;
    const ch = (await call('POST', '/pay/channel/create', admin, { appId, code: 'mock', status: 1, feeRate: 0.6 })).data;
    const order = await t.app.db.transaction(async (tx: any) => createPayOrder(tx, { appKey: 'ext-fee', merchantOrderId: 'FEE-1', subject: '手续费', price: 1250, expireTime: new Date(Date.now() + 600_000), userId: memberId }));
    const submit = (channelCode: string) => call('POST', '/pay/order/submit', member, { id: order.id, channelCode });
    expect((await submit('alipay_pc')).code).toBe(1_007_001_005);
    expect((await submit('wallet')).code).toBe(1_007_001_000);
    expect((await submit('mock')).code).toBe(1_007_001_001);
    expect((await q('select status, channel_code from pay_order where id = $1', [order.id]))[0]).toEqual({ status: 0, channel_code: null });
    expect((await call('PUT', '/pay/channel/update', admin, { id: ch, appId, code: 'mock', status: 0, feeRate: 0.6 })).data).toBe(true);
    expect((await submit('mock')).data.status).toBe(10);
    // 1250 × 0.6 % = 7.5 分 → 8 (half up)
    expect((await q('select status, channel_id, channel_code, channel_fee_rate, channel_fee_price from pay_order where id = $1', [order.id]))[0]).toEqual({
      status: 10,
      channel_id: ch,
      channel_code: 'mock',
      channel_fee_rate: 0.6,
      channel_fee_price: 8,
    });
  });
});
