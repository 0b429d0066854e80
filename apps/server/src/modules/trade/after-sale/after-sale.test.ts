import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  // these tests pay the mall's orders with 模拟支付: a demo-payments install, where staff may add it to the mall
  t = await createTestApp({ demoPayments: true });
  admin = await t.login('admin', 'admin123');
  const [mall] = (await t.database.pool.query("select id from pay_app where app_key = 'mall'")).rows;
  const mock = await t.call({ method: 'POST', url: '/admin-api/pay/channel/create', token: admin, payload: { appId: Number(mall.id), code: 'mock', status: 0 } });
  if (mock.code !== 0) throw new Error(mock.msg);
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const call = (method: string, path: string, token: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

async function paidVipOrder(channelCode: 'mock' | 'wallet', skuName = '年卡') {
  const spus = (await call('GET', '/product/spu/on-sale-list?benefitType=1', member)).data;
  const sku = spus[0].skus.find((s: any) => s.name === skuName);
  const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId: sku.id, count: 1 }] })).data;
  const paid = await call('POST', '/pay/order/submit', member, { id: o.payOrderId, channelCode });
  expect(paid.code, paid.msg).toBe(0);
  return o as { id: number; payOrderId: number };
}

describe('refund through 售后', () => {
  it('member asks, staff agree: the pay centre refunds, the order closes and the VIP days are taken back', async () => {
    const vipBefore = (await call('GET', '/system/user/profile/get', member)).data.vip;
    const o = await paidVipOrder('wallet');
    const vipPaid = (await call('GET', '/system/user/profile/get', member)).data.vip;
    expect(vipPaid.expireTime - (vipBefore?.expireTime ?? Date.now())).toBeGreaterThan(364 * 86_400_000);
    const walletPaid = (await call('GET', '/pay/wallet/my-get', member)).data.balance;

    const created = await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: '不想要了', description: '买错了' });
    expect(created.code, created.msg).toBe(0);
    expect((await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: '再来一次' })).code).toBe(1_011_000_104);
    const mine = (await call('GET', '/trade/after-sale/my-page', member)).data.list[0];
    expect(mine).toMatchObject({ id: created.data, status: 10, orderId: o.id, refundPrice: 26800, reason: '不想要了', way: 10, type: 20 });
    expect((await call('GET', `/trade/order/my-get?id=${o.id}`, member)).data.refundStatus).toBe(10);

    const detail = (await call('GET', `/trade/after-sale/get-detail?id=${created.data}`, admin)).data;
    expect(detail.order).toMatchObject({ id: o.id, status: 30 });
    expect((await call('PUT', `/trade/after-sale/agree?id=${created.data}`, admin)).data).toBe(true);

    const after = (await call('GET', `/trade/after-sale/get-detail?id=${created.data}`, admin)).data;
    expect(after).toMatchObject({ status: 50, auditUserId: 1 });
    expect(after.payRefundId).toBeTruthy();
    const order = (await call('GET', `/trade/order/get-detail?id=${o.id}`, admin)).data;
    expect(order).toMatchObject({ status: 40, cancelType: 20, refundPrice: 26800, refundStatus: 20 });
    expect(order.logs.map((l: any) => l.operateType)).toEqual(['创建订单', '支付成功', '申请售后', '售后退款']);
    const refund = (await call('GET', `/pay/refund/get-detail?id=${after.payRefundId}`, admin)).data;
    expect(refund).toMatchObject({ status: 10, refundPrice: 26800, payPrice: 26800, channelCode: 'wallet', appName: '会员商城' });
    expect((await call('GET', `/pay/order/get-detail?id=${o.payOrderId}`, admin)).data).toMatchObject({ status: 20, refundPrice: 26800 });
    expect((await call('GET', '/pay/wallet/my-get', member)).data.balance).toBe(walletPaid + 26800);
    const vipAfter = (await call('GET', '/system/user/profile/get', member)).data.vip;
    expect(vipAfter?.expireTime ?? null).toBe(vipBefore?.expireTime ?? null);

    // agreeing again or asking again is refused
    expect((await call('PUT', `/trade/after-sale/agree?id=${created.data}`, admin)).code).toBe(1_011_000_105);
    expect((await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: 'x' })).code).toBe(1_011_000_106);
  });

  it('staff refuse with a reason; the member may ask again and withdraw', async () => {
    const o = await paidVipOrder('mock', '月卡');
    const id = (await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: '不满意' })).data;
    expect((await call('PUT', '/trade/after-sale/disagree', admin, { id, auditReason: '' })).code).toBe(400);
    expect((await call('PUT', '/trade/after-sale/disagree', admin, { id, auditReason: '服务已使用' })).data).toBe(true);
    expect((await call('GET', `/trade/after-sale/get-detail?id=${id}`, admin)).data).toMatchObject({ status: 62, auditReason: '服务已使用' });
    expect((await call('GET', `/trade/order/my-get?id=${o.id}`, member)).data).toMatchObject({ status: 30, refundStatus: 0 });
    expect((await call('PUT', `/trade/after-sale/agree?id=${id}`, admin)).code).toBe(1_011_000_105);
    const again = (await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: '再申请' })).data;
    expect((await call('PUT', `/trade/after-sale/my-cancel?id=${again}`, member)).data).toBe(true);
    expect((await call('GET', `/trade/after-sale/get-detail?id=${again}`, admin)).data.status).toBe(61);
    expect((await call('PUT', `/trade/after-sale/my-cancel?id=${again}`, member)).code).toBe(1_011_000_111);
  });

  it('an unpaid order cannot be refunded; pages filter', async () => {
    const spus = (await call('GET', '/product/spu/on-sale-list?benefitType=1', member)).data;
    const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId: spus[0].skus[0].id, count: 1 }] })).data;
    expect(await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: 'x' })).toMatchObject({ code: 1_011_000_103, msg: '订单未支付，无法申请售后' });
    expect((await call('POST', '/trade/after-sale/create', member, { orderId: o.id, reason: '' })).code).toBe(400);
    const all = (await call('GET', '/trade/after-sale/page?pageSize=50', admin)).data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/trade/after-sale/page?status=50', admin)).data.list.every((x: any) => x.status === 50)).toBe(true);
    const seeded = await q("select no from trade_after_sale where reason = '重复购买'");
    expect((await call('GET', `/trade/after-sale/page?no=${seeded[0].no}`, admin)).data.list[0]).toMatchObject({ status: 50, userNickname: expect.any(String) });
    expect((await call('GET', '/trade/after-sale/page', member)).code).toBe(403);
  });
});
