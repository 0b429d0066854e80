import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { cancelExpiredOrders } from './order.service';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
let other: string;
let memberId: number;
beforeAll(async () => {
  // these tests pay the mall's orders with 模拟支付: a demo-payments install, where staff may add it to the mall
  t = await createTestApp({ demoPayments: true });
  admin = await t.login('admin', 'admin123');
  const [mall] = (await t.database.pool.query("select id from pay_app where app_key = 'mall'")).rows;
  const mock = await t.call({ method: 'POST', url: '/admin-api/pay/channel/create', token: admin, payload: { appId: Number(mall.id), code: 'mock', status: 0 } });
  if (mock.code !== 0) throw new Error(mock.msg);
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  // a second member, registered as /register does
  await t.database.pool.query("update infra_config set value = 'true' where config_key = 'system.user.register-enabled'");
  const reg = await t.call({ method: 'POST', url: '/admin-api/system/auth/register', payload: { username: 'buyer2', password: 'buyer123', nickname: '买家二号' } });
  if (reg.code !== 0) throw new Error(reg.msg);
  other = await t.login('buyer2', 'buyer123');
  memberId = (await t.call({ url: '/admin-api/system/user/profile/get', token: member })).data.id;
});
afterAll(() => t.close());

const call = (method: string, path: string, token: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

async function vipSkus(): Promise<{ id: number; name: string; price: number; benefitDays: number }[]> {
  const res = await call('GET', '/product/spu/on-sale-list?benefitType=1', member);
  return res.data[0].skus;
}

/** A fresh single-spec virtual SPU with the given stock; returns its SKU id. */
async function productWithStock(stock: number, name = `限量服务${Math.random().toString(36).slice(2, 7)}`): Promise<{ spuId: number; skuId: number }> {
  const [cat] = await q("select id from product_category where parent_id <> 0 and name = '付费专栏'");
  const [brand] = await q('select id from product_brand order by id limit 1');
  const res = await call('POST', '/product/spu/create', admin, {
    name,
    keyword: '测试',
    introduction: '测试商品',
    description: '<p>测试</p>',
    categoryId: Number(cat.id),
    brandId: Number(brand.id),
    picUrl: 'https://example.com/a.png',
    sort: 0,
    specType: false,
    benefitType: 3,
    benefitLevel: 0,
    skus: [{ price: 100, marketPrice: 200, costPrice: 0, stock, benefitDays: 7 }],
  });
  expect(res.code, res.msg).toBe(0);
  const [sku] = await q('select id from product_sku where spu_id = $1', [res.data]);
  return { spuId: res.data, skuId: Number(sku.id) };
}

/** A new member (created by staff) signed in; returns the access token. */
async function newBuyer(name: string): Promise<string> {
  const username = `${name}${Math.random().toString(36).slice(2, 7)}`;
  const created = await call('POST', '/system/user/create', admin, { username, nickname: username, password: 'buyer123' });
  expect(created.code, created.msg).toBe(0);
  return t.login(username, 'buyer123');
}

describe('repeated lines and open orders', () => {
  it('merges repeated lines of one SKU; the 99 limit applies to the merged count', async () => {
    const { skuId } = await productWithStock(5000);
    const buyer = await newBuyer('merge');
    const flood = await call('POST', '/trade/order/create', buyer, { items: Array.from({ length: 20 }, () => ({ skuId, count: 99 })) });
    expect(flood).toMatchObject({ code: 400, msg: expect.stringContaining('同一规格的购买数量合计不能超过 99') });
    expect((await call('POST', '/trade/order/create', buyer, { items: [{ skuId, count: 50 }, { skuId, count: 50 }] })).code).toBe(400);
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(5000);
    const ok = await call('POST', '/trade/order/create', buyer, { items: [{ skuId, count: 40 }, { skuId, count: 59 }] });
    expect(ok.code, ok.msg).toBe(0);
    const items = await q('select sku_id, count from trade_order_item where order_id = $1', [ok.data.id]);
    expect(items).toEqual([{ sku_id: skuId, count: 99 }]);
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(5000 - 99);
  });

  it('caps the unpaid orders a member holds at 10, also under simultaneous requests; paying or cancelling frees a place', async () => {
    const { skuId } = await productWithStock(1000);
    const buyer = await newBuyer('cap');
    const results = await Promise.all(Array.from({ length: 14 }, () => call('POST', '/trade/order/create', buyer, { items: [{ skuId, count: 1 }] })));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((r) => r.code !== 0)) expect(r).toMatchObject({ code: 1_011_000_033, msg: '待支付的订单已有 10 笔，请先支付或取消后再下单' });
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(990);
    // another member is not affected
    expect((await call('POST', '/trade/order/create', await newBuyer('cap2'), { items: [{ skuId, count: 1 }] })).code).toBe(0);
    expect((await call('PUT', `/trade/order/my-cancel?id=${ok[0].data.id}`, buyer)).code).toBe(0);
    expect((await call('POST', '/trade/order/create', buyer, { items: [{ skuId, count: 1 }] })).code).toBe(0);
    expect((await call('POST', '/trade/order/create', buyer, { items: [{ skuId, count: 1 }] })).code).toBe(1_011_000_033);
  });
});

describe('member buys VIP and pays at the cashier', () => {
  it('creates the order with items, price snapshot, 30-minute deadline and a pay order; pays with 模拟支付; VIP shows in the profile', async () => {
    const before = (await call('GET', '/system/user/profile/get', member)).data.vip;
    const sku = (await vipSkus()).find((s) => s.name === '月卡')!;
    const [{ stock: stockBefore }] = await q('select stock from product_sku where id = $1', [sku.id]);
    const created = await call('POST', '/trade/order/create', member, { items: [{ skuId: sku.id, count: 2 }] });
    expect(created.code, created.msg).toBe(0);
    const { id, payOrderId } = created.data;
    const [{ stock: stockAfter }] = await q('select stock from product_sku where id = $1', [sku.id]);
    expect(stockAfter).toBe(stockBefore - 2);

    const detail = (await call('GET', `/trade/order/my-get?id=${id}`, member)).data;
    expect(detail).toMatchObject({ status: 0, type: 10, payPrice: 6000, totalPrice: 6000, productCount: 2, payStatus: false, user: null, payOrder: null });
    expect(detail.items).toEqual([expect.objectContaining({ skuId: sku.id, spuName: 'VIP 会员', count: 2, price: 3000, payPrice: 6000, benefitDays: 30, benefitType: 1 })]);
    expect(detail.items[0].properties[0]).toMatchObject({ propertyName: '时长', valueName: '月卡' });
    expect(detail.payExpireTime - detail.createTime).toBe(30 * 60_000);
    expect(detail.logs.map((l: any) => l.operateType)).toEqual(['创建订单']);

    const cashier = (await call('GET', `/pay/order/get?id=${payOrderId}`, member)).data;
    expect(cashier).toMatchObject({ id: payOrderId, subject: 'VIP 会员 月卡', price: 6000, status: 0, expired: false, expireTime: detail.payExpireTime });
    expect(cashier.channels).toEqual([{ code: 'wallet', name: '钱包支付' }, { code: 'mock', name: '模拟支付' }]);

    const paid = await call('POST', '/pay/order/submit', member, { id: payOrderId, channelCode: 'mock' });
    expect(paid).toMatchObject({ code: 0, data: { status: 10, displayMode: 'none' } });
    const after = (await call('GET', `/trade/order/my-get?id=${id}`, member)).data;
    expect(after).toMatchObject({ status: 30, payStatus: true, payChannelCode: 'mock' });
    expect(after.logs.map((l: any) => l.operateType)).toEqual(['创建订单', '支付成功']);
    const profile = (await call('GET', '/system/user/profile/get', member)).data;
    expect(profile.vip.level).toBe(1);
    const base = before && before.expireTime > Date.now() ? before.expireTime : Date.now();
    expect(Math.abs(profile.vip.expireTime - (base + 60 * 86_400_000))).toBeLessThan(60_000);
    expect(profile.benefits).toContainEqual({ type: 1, level: 1, expireTime: profile.vip.expireTime });

    // buying again extends from the current expiry
    const again = await call('POST', '/trade/order/create', member, { items: [{ skuId: sku.id, count: 1 }] });
    await call('POST', '/pay/order/submit', member, { id: again.data.payOrderId, channelCode: 'mock' });
    const extended = (await call('GET', '/system/user/profile/get', member)).data.vip.expireTime;
    expect(extended - profile.vip.expireTime).toBe(30 * 86_400_000);
  });

  it('pays with the wallet: balance taken once, refused when short', async () => {
    const sku = (await vipSkus()).find((s) => s.name === '年卡')!;
    const wallet = (await call('GET', '/pay/wallet/my-get', other)).data;
    expect(wallet.balance).toBe(0);
    const o = (await call('POST', '/trade/order/create', other, { items: [{ skuId: sku.id, count: 1 }] })).data;
    const short = await call('POST', '/pay/order/submit', other, { id: o.payOrderId, channelCode: 'wallet' });
    expect(short).toMatchObject({ code: 1_007_007_001, msg: '钱包余额不足' });
    expect((await call('GET', `/trade/order/my-get?id=${o.id}`, other)).data.status).toBe(0);
    const otherId = wallet.userId;
    expect((await call('PUT', '/pay/wallet/update-balance', admin, { userId: otherId, balance: 30000, remark: '活动' })).code).toBe(0);
    expect((await call('POST', '/pay/order/submit', other, { id: o.payOrderId, channelCode: 'wallet' })).data.status).toBe(10);
    expect((await call('GET', '/pay/wallet/my-get', other)).data).toMatchObject({ balance: 30000 - 26800, totalRecharge: 30000, totalExpense: 26800 });
    const tx = (await call('GET', '/pay/wallet/my-transaction-page?pageSize=10', other)).data;
    expect(tx.list.map((x: any) => [x.bizType, x.price, x.balance])).toEqual([
      [3, -26800, 3200],
      [1, 30000, 30000],
    ]);
  });
});

describe('idempotent payment', () => {
  it('paying the same order twice, at once or later, changes state once', async () => {
    const sku = (await vipSkus())[0];
    const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId: sku.id, count: 1 }] })).data;
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/pay/order/submit', member, { id: o.payOrderId, channelCode: 'mock' })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 0)) expect(r).toMatchObject({ code: 1_007_002_002, msg: '订单已支付，请刷新页面' });
    const again = await call('POST', '/pay/order/submit', member, { id: o.payOrderId, channelCode: 'wallet' });
    expect(again.code).toBe(1_007_002_002);
    const logs = await q("select count(*)::int as n from trade_order_log where order_id = $1 and operate_type = '支付成功'", [o.id]);
    expect(logs[0].n).toBe(1);
    const tasks = await q('select status, notify_times from pay_notify_task where data_id = $1 and type = 1', [o.payOrderId]);
    expect(tasks).toEqual([{ status: 10, notify_times: 1 }]);
    const cashier = (await call('GET', `/pay/order/get?id=${o.payOrderId}`, member)).data;
    expect(cashier).toMatchObject({ status: 10, channels: [] });
  });
  it('a payment the order no longer takes writes nothing: the pay order stays 待支付 and the member is told why', async () => {
    const sku = (await vipSkus())[0];
    const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId: sku.id, count: 1 }] })).data;
    await q('update trade_order set status = 40 where id = $1', [o.id]); // as if cancelled while its pay order is still open
    const paid = await call('POST', '/pay/order/submit', member, { id: o.payOrderId, channelCode: 'mock' });
    expect(paid.code).toBe(1_011_000_012);
    expect((await q('select status, channel_code from pay_order where id = $1', [o.payOrderId]))[0]).toEqual({ status: 0, channel_code: null });
    expect((await q('select count(*)::int as n from pay_notify_task where data_id = $1 and type = 1', [o.payOrderId]))[0].n).toBe(0);
  });
});

describe('stock under concurrency', () => {
  it('100 simultaneous orders on a SKU with stock 10 → exactly 10 orders, stock 0', async () => {
    const { skuId, spuId } = await productWithStock(10);
    // four fresh buyers (a member may hold 10 unpaid orders): 25 requests each, 40 could pass the cap, 10 the stock
    const buyers = await Promise.all([1, 2, 3, 4].map((i) => newBuyer(`rush${i}`)));
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => call('POST', '/trade/order/create', buyers[i % 4], { items: [{ skuId, count: 1 }] })));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((r) => r.code !== 0)) expect(r.code).toBe(1_011_000_031);
    const [{ stock }] = await q('select stock from product_sku where id = $1', [skuId]);
    expect(stock).toBe(0);
    const [{ n }] = await q('select count(*)::int as n from trade_order_item where sku_id = $1', [skuId]);
    expect(n).toBe(10);
    expect((await call('GET', `/product/spu/get-detail?id=${spuId}`, admin)).data).toMatchObject({ stock: 0, salesCount: 0 });
    const paid = ok[0].data;
    const payer = buyers[results.indexOf(ok[0]) % 4];
    await call('POST', '/pay/order/submit', payer, { id: paid.payOrderId, channelCode: 'mock' });
    const detail = (await call('GET', `/product/spu/get-detail?id=${spuId}`, admin)).data;
    expect(detail).toMatchObject({ stock: 0, salesCount: 1 });
    expect(detail.skus[0]).toMatchObject({ stock: 0, salesCount: 1 });
  });
});

describe('orders of several SKUs', () => {
  it('take every stock or none: one short line writes nothing and gives the other stock back; a full order is one pay order with the summed price', async () => {
    const a = await productWithStock(5, '组合甲');
    const b = await productWithStock(1, '组合乙');
    const before = await t.count('trade_order');
    const short = await call('POST', '/trade/order/create', member, { items: [{ skuId: a.skuId, count: 2 }, { skuId: b.skuId, count: 2 }] });
    expect(short).toMatchObject({ code: 1_011_000_031, msg: '商品【组合乙】库存不足' });
    expect((await q('select stock from product_sku where id = $1', [a.skuId]))[0].stock).toBe(5);
    expect(await t.count('trade_order')).toBe(before);
    // the same SKU twice counts once; lines in SKU order
    const ok = await call('POST', '/trade/order/create', member, { items: [{ skuId: b.skuId, count: 1 }, { skuId: a.skuId, count: 1 }, { skuId: a.skuId, count: 1 }] });
    expect(ok.code, ok.msg).toBe(0);
    const detail = (await call('GET', `/trade/order/my-get?id=${ok.data.id}`, member)).data;
    expect(detail).toMatchObject({ productCount: 3, totalPrice: 300, payPrice: 300, type: 10 });
    expect(detail.items.map((i: any) => [i.spuName, i.count, i.payPrice])).toEqual([
      ['组合甲', 2, 200],
      ['组合乙', 1, 100],
    ]);
    expect(detail.logs[0]).toMatchObject({ operateType: '创建订单', content: '会员下单，应付 ¥3.00' });
    expect((await call('GET', `/pay/order/get?id=${ok.data.payOrderId}`, member)).data).toMatchObject({ subject: '组合甲 等 2 件商品', price: 300 });
    expect((await q('select stock from product_sku where id in ($1, $2) order by id', [a.skuId, b.skuId])).map((r) => r.stock)).toEqual([3, 0]);
    // paying grants the 专栏 once per benefit type, with the days of both items (7 × 3) added
    const [had] = await q('select expire_time from trade_member_benefit where user_id = $1 and type = 3', [memberId]);
    expect((await call('POST', '/pay/order/submit', member, { id: ok.data.payOrderId, channelCode: 'mock' })).data.status).toBe(10);
    const [got] = await q('select expire_time from trade_member_benefit where user_id = $1 and type = 3', [memberId]);
    const base = had && new Date(had.expire_time).getTime() > Date.now() ? new Date(had.expire_time).getTime() : Date.now();
    expect(Math.abs(new Date(got.expire_time).getTime() - (base + 21 * 86_400_000))).toBeLessThan(60_000);
    expect((await call('GET', `/trade/order/my-get?id=${ok.data.id}`, member)).data).toMatchObject({ status: 30, payStatus: true });
  });
});

describe('pay deadline', () => {
  it('the cancel job closes unpaid orders past their deadline and returns the stock; the cashier says expired', async () => {
    const { skuId } = await productWithStock(5);
    const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId, count: 3 }] })).data;
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(2);
    // not yet due
    await cancelExpiredOrders(t.app.db, new Date(Date.now() + 29 * 60_000));
    expect((await call('GET', `/trade/order/my-get?id=${o.id}`, member)).data.status).toBe(0);
    // the cashier refuses after the deadline even before the job ran
    await q("update pay_order set expire_time = now() - interval '1 second' where id = $1", [o.payOrderId]);
    expect((await call('GET', `/pay/order/get?id=${o.payOrderId}`, member)).data).toMatchObject({ expired: true, channels: [] });
    expect(await call('POST', '/pay/order/submit', member, { id: o.payOrderId, channelCode: 'mock' })).toMatchObject({ code: 1_007_002_003, msg: '支付订单已经过期' });
    const cancelled = await cancelExpiredOrders(t.app.db, new Date(Date.now() + 31 * 60_000));
    expect(cancelled).toBeGreaterThanOrEqual(1);
    const detail = (await call('GET', `/trade/order/my-get?id=${o.id}`, member)).data;
    expect(detail).toMatchObject({ status: 40, cancelType: 10 });
    expect(detail.logs.at(-1)).toMatchObject({ operateType: '取消订单', content: '超时未支付，系统自动取消', userType: 0 });
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(5);
    expect((await q('select status from pay_order where id = $1', [o.payOrderId]))[0].status).toBe(30);
    // running it again changes nothing
    expect(await cancelExpiredOrders(t.app.db, new Date(Date.now() + 31 * 60_000))).toBe(0);
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(5);
  });

  it('the job is registered and seeded', async () => {
    const jobs = await q("select handler_name, cron_expression from infra_job where handler_name in ('tradeOrderAutoCancelJob', 'payNotifyJob') order by handler_name");
    expect(jobs).toEqual([
      { handler_name: 'payNotifyJob', cron_expression: '*/5 * * * * ?' },
      { handler_name: 'tradeOrderAutoCancelJob', cron_expression: '0 * * * * ?' },
    ]);
  });

  it('a member cancels an unpaid order; a paid one cannot be cancelled', async () => {
    const { skuId } = await productWithStock(2);
    const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId, count: 2 }] })).data;
    expect((await call('PUT', `/trade/order/my-cancel?id=${o.id}`, member)).data).toBe(true);
    expect((await q('select stock from product_sku where id = $1', [skuId]))[0].stock).toBe(2);
    expect((await call('PUT', `/trade/order/my-cancel?id=${o.id}`, member)).code).toBe(1_011_000_022);
    expect((await call('POST', '/pay/order/submit', member, { id: o.payOrderId, channelCode: 'mock' })).code).toBe(1_007_002_001);
  });
});

describe("another member's order", () => {
  it('is refused for reading, cancelling, paying and refund requests', async () => {
    const o = (await call('POST', '/trade/order/create', member, { items: [{ skuId: (await vipSkus())[0].id, count: 1 }] })).data;
    expect(await call('GET', `/trade/order/my-get?id=${o.id}`, other)).toMatchObject({ code: 404, msg: '订单不存在' });
    expect((await call('PUT', `/trade/order/my-cancel?id=${o.id}`, other)).code).toBe(404);
    expect(await call('GET', `/pay/order/get?id=${o.payOrderId}`, other)).toMatchObject({ code: 404, msg: '支付订单不存在' });
    expect((await call('POST', '/pay/order/submit', other, { id: o.payOrderId, channelCode: 'mock' })).code).toBe(404);
    expect((await call('POST', '/trade/after-sale/create', other, { orderId: o.id, reason: 'x' })).code).toBe(404);
    expect((await call('GET', '/trade/order/my-page', other)).data.list.map((x: any) => x.id)).not.toContain(o.id);
    expect((await call('GET', `/trade/order/my-get?id=${o.id}`, member)).data.status).toBe(0);
  });
});

describe('admin orders', () => {
  it('filters by number, member, status, type and time; detail has member, pay order and timeline', async () => {
    const page = (await call('GET', '/trade/order/page?pageSize=100', admin)).data;
    expect(page.total).toBeGreaterThanOrEqual(5);
    const seeded = page.list.find((o: any) => o.status === 30 && o.payChannelCode === 'wallet' && o.userId === memberId);
    expect(seeded).toBeTruthy();
    expect((await call('GET', `/trade/order/page?no=${seeded.no}`, admin)).data.list.map((o: any) => o.id)).toEqual([seeded.id]);
    expect((await call('GET', `/trade/order/page?userId=${memberId}&pageSize=100`, admin)).data.list.every((o: any) => o.userId === memberId)).toBe(true);
    expect((await call('GET', `/trade/order/page?userNickname=${encodeURIComponent('买家二号')}`, admin)).data.list.every((o: any) => o.userNickname === '买家二号')).toBe(true);
    for (const status of [0, 10, 30, 40]) {
      const list = (await call('GET', `/trade/order/page?status=${status}&pageSize=100`, admin)).data.list;
      expect(list.length, `status ${status}`).toBeGreaterThan(0);
      expect(list.every((o: any) => o.status === status)).toBe(true);
    }
    expect((await call('GET', '/trade/order/page?type=0', admin)).data.list.every((o: any) => o.type === 0)).toBe(true);
    expect((await call('GET', `/trade/order/page?createTime[0]=${Date.now() + 3_600_000}&createTime[1]=${Date.now() + 7_200_000}`, admin)).data.total).toBe(0);
    const detail = (await call('GET', `/trade/order/get-detail?id=${seeded.id}`, admin)).data;
    expect(detail.user).toMatchObject({ username: 'member' });
    expect(detail.payOrder).toMatchObject({ status: 10, channelCode: 'wallet' });
    expect(detail.logs.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/trade/order/get-detail?id=999999', admin)).data).toBeNull();
  });

  it('remark, delivery and receipt of goods; virtual orders are not shipped', async () => {
    const [o] = await q("select id from trade_order where status = 10 and type = 0 order by id limit 1");
    const id = Number(o.id);
    expect((await call('PUT', '/trade/order/update-remark', admin, { id, remark: '加急' })).data).toBe(true);
    expect((await call('PUT', '/trade/order/delivery', admin, { id, logisticsName: '', logisticsNo: 'SF1' })).code).toBe(400);
    expect((await call('PUT', '/trade/order/receive?id=' + id, admin)).code).toBe(1_011_000_019);
    expect((await call('PUT', '/trade/order/delivery', admin, { id, logisticsName: '顺丰速运', logisticsNo: 'SF1234567890' })).data).toBe(true);
    expect((await call('PUT', '/trade/order/delivery', admin, { id, logisticsName: '顺丰速运', logisticsNo: 'SF1234567890' })).code).toBe(1_011_000_017);
    expect((await call('PUT', '/trade/order/receive?id=' + id, admin)).data).toBe(true);
    const d = (await call('GET', `/trade/order/get-detail?id=${id}`, admin)).data;
    expect(d).toMatchObject({ status: 30, remark: '加急', logisticsName: '顺丰速运', logisticsNo: 'SF1234567890' });
    expect(d.logs.map((l: any) => l.operateType).slice(-2)).toEqual(['订单发货', '确认收货']);
    const [v] = await q('select id from trade_order where status = 30 and type = 10 limit 1');
    expect((await call('PUT', '/trade/order/delivery', admin, { id: Number(v.id), logisticsName: 'x', logisticsNo: 'y' })).code).toBe(1_011_000_018);
  });

  it('staff read orders but cannot change them; members cannot use admin routes', async () => {
    expect((await call('GET', '/trade/order/page', staff)).code).toBe(0);
    const [o] = await q('select id from trade_order order by id limit 1');
    expect((await call('GET', `/trade/order/get-detail?id=${o.id}`, staff)).code).toBe(0);
    expect((await call('PUT', '/trade/order/update-remark', staff, { id: Number(o.id), remark: 'x' })).code).toBe(403);
    expect((await call('GET', '/trade/after-sale/page', staff)).code).toBe(403);
    expect((await call('GET', '/trade/order/page', member)).code).toBe(403);
    expect((await t.call({ url: '/admin-api/trade/order/my-page' })).code).toBe(401);
  });

  it('exports the orders as xlsx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/trade/order/export?status=30', headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('rejects bad orders with clear messages and writes nothing', async () => {
    const before = await t.count('trade_order');
    expect((await call('POST', '/trade/order/create', member, { items: [] })).msg).toContain('请选择要购买的商品');
    expect((await call('POST', '/trade/order/create', member, { items: [{ skuId: 1, count: 0 }] })).msg).toContain('购买数量不能小于 1');
    expect((await call('POST', '/trade/order/create', member, { items: [{ skuId: 999999, count: 1 }] })).code).toBe(1_008_006_000);
    const [book] = await q("select k.id from product_sku k join product_spu s on s.id = k.spu_id where s.benefit_type = 0 limit 1");
    expect((await call('POST', '/trade/order/create', member, { items: [{ skuId: Number(book.id), count: 1 }] })).code).toBe(1_011_000_032);
    const { skuId, spuId } = await productWithStock(3);
    await call('PUT', '/product/spu/update-status', admin, { id: spuId, status: 0 });
    expect((await call('POST', '/trade/order/create', member, { items: [{ skuId, count: 1 }] })).code).toBe(1_011_000_030);
    expect(await t.count('trade_order')).toBe(before);
  });
});
