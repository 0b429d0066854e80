import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayError } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A fresh install (the seeded template, default configuration): 模拟支付 must not pay a member's order.
let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const call = (app: TestApp, method: string, path: string, token: string, payload?: object) => app.call({ method: method as any, url: `/admin-api${path}`, token, payload });
const q = async (app: TestApp, sql: string, params: unknown[] = []) => (await app.database.pool.query(sql, params)).rows;

async function vipOrder(app: TestApp, token: string) {
  const skus = (await call(app, 'GET', '/product/spu/on-sale-list?benefitType=1', token)).data[0].skus;
  const sku = skus.find((s: { name: string }) => s.name === '月卡');
  const created = await call(app, 'POST', '/trade/order/create', token, { items: [{ skuId: sku.id, count: 1 }] });
  expect(created.code, created.msg).toBe(0);
  return created.data as { id: number; payOrderId: number };
}

describe('模拟支付 on a fresh install', () => {
  it('seeds 模拟支付 for 接入示例 only; the mall offers the wallet', async () => {
    const rows = await q(t, 'select a.app_key, c.code from pay_channel c join pay_app a on a.id = c.app_id order by a.app_key, c.code');
    expect(rows).toEqual([
      { app_key: 'demo', code: 'mock' },
      { app_key: 'demo', code: 'wallet' },
      { app_key: 'mall', code: 'wallet' },
    ]);
  });

  it('does not let a member buy VIP with 模拟支付: not offered, refused, the order stays unpaid and no VIP is granted', async () => {
    const vipBefore = (await call(t, 'GET', '/system/user/profile/get', member)).data.vip;
    const order = await vipOrder(t, member);
    const cashier = (await call(t, 'GET', `/pay/order/get?id=${order.payOrderId}`, member)).data;
    expect(cashier.channels).toEqual([{ code: 'wallet', name: '钱包支付' }]);
    const paid = await call(t, 'POST', '/pay/order/submit', member, { id: order.payOrderId, channelCode: 'mock' });
    expect(paid.code).toBe(PayError.CHANNEL_MOCK_DEMO_ONLY.code);
    expect(paid.msg).toBe('模拟支付仅用于接入示例应用');
    expect((await q(t, 'select status, channel_code from pay_order where id = $1', [order.payOrderId]))[0]).toEqual({ status: 0, channel_code: null });
    expect((await call(t, 'GET', `/trade/order/my-get?id=${order.id}`, member)).data).toMatchObject({ status: 0, payStatus: false });
    expect((await call(t, 'GET', '/system/user/profile/get', member)).data.vip).toEqual(vipBefore);
  });

  it('refuses 模拟支付 for the mall even where an older install left an enabled mock channel row', async () => {
    const [mall] = await q(t, "select id from pay_app where app_key = 'mall'");
    await q(t, "insert into pay_channel (app_id, code, status, fee_rate, config) values ($1, 'mock', 0, 0, '{}')", [mall.id]);
    const order = await vipOrder(t, member);
    expect((await call(t, 'GET', `/pay/order/get?id=${order.payOrderId}`, member)).data.channels.map((c: { code: string }) => c.code)).toEqual(['wallet']);
    expect((await call(t, 'GET', `/pay/channel/get-enable-code-list?appId=${mall.id}`, admin)).data).toEqual(['wallet']);
    expect((await call(t, 'POST', '/pay/order/submit', member, { id: order.payOrderId, channelCode: 'mock' })).code).toBe(PayError.CHANNEL_MOCK_DEMO_ONLY.code);
    expect((await q(t, 'select status from pay_order where id = $1', [order.payOrderId]))[0].status).toBe(0);
    // staff may switch that row off, never on
    const [row] = await q(t, "select id from pay_channel where app_id = $1 and code = 'mock'", [mall.id]);
    expect((await call(t, 'PUT', '/pay/channel/update', admin, { id: Number(row.id), appId: Number(mall.id), code: 'mock', status: 0, feeRate: 0 })).code).toBe(PayError.CHANNEL_MOCK_DEMO_ONLY.code);
    expect((await call(t, 'PUT', '/pay/channel/update', admin, { id: Number(row.id), appId: Number(mall.id), code: 'mock', status: 1, feeRate: 0 })).code).toBe(0);
    await q(t, 'delete from pay_channel where id = $1', [row.id]);
  });

  it('tells the 支付应用 page which channels each app may add', async () => {
    const page = (await call(t, 'GET', '/pay/app/page', admin)).data.list;
    expect(page.map((a: { appKey: string; allowedChannelCodes: string[] }) => [a.appKey, a.allowedChannelCodes])).toEqual([
      ['mall', ['wallet']],
      ['demo', ['mock', 'wallet']],
      // 钱包充值: the wallet cannot pay its own top-up, 模拟支付 only with demo payments (decision 0041)
      ['wallet', []],
    ]);
  });

  it('refuses to add 模拟支付 to the mall or another app; the wallet may be added anywhere', async () => {
    const appId = (await call(t, 'POST', '/pay/app/create', admin, { appKey: 'shop', name: '外部商城', status: 0, orderNotifyUrl: 'http://127.0.0.1:9/n', refundNotifyUrl: 'http://127.0.0.1:9/r' })).data;
    expect((await call(t, 'POST', '/pay/channel/create', admin, { appId, code: 'mock', status: 0 })).code).toBe(PayError.CHANNEL_MOCK_DEMO_ONLY.code);
    expect((await call(t, 'POST', '/pay/channel/create', admin, { appId, code: 'wallet', status: 0 })).code).toBe(0);
  });

  it('still pays a 接入示例 order with 模拟支付', async () => {
    const id = (await call(t, 'POST', '/pay/demo-order/create', admin, { spuId: 2 })).data;
    const row = (await call(t, 'GET', '/pay/demo-order/page', admin)).data.list.find((x: { id: number }) => x.id === id);
    const cashier = (await call(t, 'GET', `/pay/order/get?id=${row.payOrderId}`, admin)).data;
    expect(cashier.channels.map((c: { code: string }) => c.code)).toEqual(['mock', 'wallet']);
    expect((await call(t, 'POST', '/pay/order/submit', admin, { id: row.payOrderId, channelCode: 'mock' })).data.status).toBe(10);
  });

  it('lets a member pay the VIP order with the wallet', async () => {
    const memberId = (await call(t, 'GET', '/system/user/profile/get', member)).data.id;
    await call(t, 'PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: 3000 });
    const order = await vipOrder(t, member);
    expect((await call(t, 'POST', '/pay/order/submit', member, { id: order.payOrderId, channelCode: 'wallet' })).data.status).toBe(10);
    expect((await call(t, 'GET', `/trade/order/my-get?id=${order.id}`, member)).data).toMatchObject({ status: 30, payStatus: true, payChannelCode: 'wallet' });
  });
});

describe('模拟支付 with demo payments on (DEMO_PAYMENTS=true)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({ demoPayments: true });
  });
  afterAll(() => d.close());

  it('lets staff add 模拟支付 to the mall and a member pay with it', async () => {
    const a = await d.login('admin', 'admin123');
    const m = await d.login('member', 'member123');
    const [mall] = await q(d, "select id from pay_app where app_key = 'mall'");
    expect((await call(d, 'POST', '/pay/channel/create', a, { appId: Number(mall.id), code: 'mock', status: 0 })).code).toBe(0);
    const order = await vipOrder(d, m);
    expect((await call(d, 'POST', '/pay/order/submit', m, { id: order.payOrderId, channelCode: 'mock' })).data.status).toBe(10);
  });
});
