import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayError, WalletRechargeError } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';

const call = (app: TestApp, method: string, path: string, token?: string, payload?: object) => app.call({ method: method as any, url: `/admin-api${path}`, token, payload });
const q = async (app: TestApp, sql: string, params: unknown[] = []) => (await app.database.pool.query(sql, params)).rows;

async function walletAppId(app: TestApp): Promise<number> {
  return Number((await q(app, "select id from pay_app where app_key = 'wallet'"))[0].id);
}

describe('钱包充值 on a fresh install (no demo payments)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin', 'admin123');
    member = await t.login('member', 'member123');
  });
  afterAll(() => t.close());

  it('has the 钱包充值 app and its packages, but no channel that can pay a top-up', async () => {
    const packages = (await call(t, 'GET', '/pay/wallet-recharge-package/list', member)).data;
    expect(packages.map((p: { payPrice: number; bonusPrice: number }) => [p.payPrice, p.bonusPrice])).toEqual([
      [10_000, 500],
      [30_000, 2_000],
      [50_000, 5_000],
    ]);
    expect((await call(t, 'GET', '/pay/wallet-recharge/channel-list', member)).data).toEqual([]);
  });

  it('refuses the wallet as a channel of 钱包充值 and 模拟支付 without demo payments', async () => {
    const appId = await walletAppId(t);
    expect((await call(t, 'POST', '/pay/channel/create', admin, { appId, code: 'wallet', status: 0 })).code).toBe(WalletRechargeError.CHANNEL_WALLET_FOR_RECHARGE.code);
    expect((await call(t, 'POST', '/pay/channel/create', admin, { appId, code: 'mock', status: 0 })).code).toBe(PayError.CHANNEL_MOCK_DEMO_ONLY.code);
    // a wallet row written behind the API's back is still never offered nor used
    await q(t, "insert into pay_channel (app_id, code, status, fee_rate, config) values ($1, 'wallet', 0, 0, '{}')", [appId]);
    expect((await call(t, 'GET', '/pay/wallet-recharge/channel-list', member)).data).toEqual([]);
    const created = await call(t, 'POST', '/pay/wallet-recharge/create', member, { payPrice: 1000 });
    expect(created.code, created.msg).toBe(0);
    const cashier = (await call(t, 'GET', `/pay/order/get?id=${created.data.payOrderId}`, member)).data;
    expect(cashier.channels).toEqual([]);
    const balanceBefore = (await call(t, 'GET', '/pay/wallet/my-get', member)).data.balance;
    const paid = await call(t, 'POST', '/pay/order/submit', member, { id: created.data.payOrderId, channelCode: 'wallet' });
    expect(paid.code).toBe(WalletRechargeError.CHANNEL_WALLET_FOR_RECHARGE.code);
    expect((await call(t, 'GET', '/pay/wallet/my-get', member)).data.balance).toBe(balanceBefore);
    expect((await q(t, 'select pay_status from pay_wallet_recharge where id = $1', [created.data.id]))[0].pay_status).toBe(false);
  });

  it('staff keep the 充值套餐: create, disable (members no longer see it), refuse a duplicate name or a bad amount; members cannot', async () => {
    const created = await call(t, 'POST', '/pay/wallet-recharge-package/create', admin, { name: '充 1000 元送 120 元', payPrice: 100_000, bonusPrice: 12_000, status: 0 });
    expect(created.code, created.msg).toBe(0);
    const id = created.data as number;
    const listed = async () => (await call(t, 'GET', '/pay/wallet-recharge-package/list', member)).data.map((p: { id: number }) => p.id);
    expect(await listed()).toContain(id);
    expect((await call(t, 'POST', '/pay/wallet-recharge-package/create', admin, { name: '充 1000 元送 120 元', payPrice: 100_000, bonusPrice: 0, status: 0 })).code).toBe(WalletRechargeError.PACKAGE_NAME_EXISTS.code);
    for (const bad of [{ payPrice: 50 }, { payPrice: 100.5 }, { bonusPrice: -1 }]) {
      expect((await call(t, 'POST', '/pay/wallet-recharge-package/create', admin, { name: '坏套餐', payPrice: 10_000, bonusPrice: 0, status: 0, ...bad })).code).toBe(400);
    }
    expect((await call(t, 'PUT', '/pay/wallet-recharge-package/update', admin, { id, name: '充 1000 元送 120 元', payPrice: 100_000, bonusPrice: 12_000, status: 1 })).code).toBe(0);
    expect(await listed()).not.toContain(id);
    expect((await call(t, 'POST', '/pay/wallet-recharge/create', member, { packageId: id })).code).toBe(WalletRechargeError.PACKAGE_NOT_FOUND.code);
    const page = (await call(t, 'GET', '/pay/wallet-recharge-package/page?pageNo=1&pageSize=10&status=1', admin)).data;
    expect(page.list).toEqual([expect.objectContaining({ id, status: 1, payPrice: 100_000, bonusPrice: 12_000 })]);
    expect((await call(t, 'GET', '/pay/wallet-recharge-package/page?pageNo=1&pageSize=10', member)).code).toBe(403);
    expect((await call(t, 'DELETE', `/pay/wallet-recharge-package/delete?id=${id}`, admin)).code).toBe(0);
    // the menu is there for staff
    const menus = await q(t, "select m.component from system_menu m where m.path = 'wallet-recharge-package'");
    expect(menus).toEqual([{ component: 'pay/wallet/rechargePackage/index' }]);
  });

  it('validates the request: a package or an amount, within limits', async () => {
    for (const body of [{}, { packageId: 1, payPrice: 1000 }, { payPrice: 99 }, { payPrice: 5_000_001 }, { payPrice: 10.5 }]) {
      expect((await call(t, 'POST', '/pay/wallet-recharge/create', member, body)).code).toBe(400);
    }
    expect((await call(t, 'POST', '/pay/wallet-recharge/create', member, { packageId: 9999 })).code).toBe(WalletRechargeError.PACKAGE_NOT_FOUND.code);
    expect((await call(t, 'POST', '/pay/wallet-recharge/create', undefined, { payPrice: 1000 })).code).toBe(401);
  });
});

describe('钱包充值 with demo payments (模拟支付 added to 钱包充值 by staff)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ demoPayments: true });
    admin = await t.login('admin', 'admin123');
    member = await t.login('member', 'member123');
    memberId = (await call(t, 'GET', '/system/user/profile/get', member)).data.id;
    const mock = await call(t, 'POST', '/pay/channel/create', admin, { appId: await walletAppId(t), code: 'mock', status: 0 });
    expect(mock.code, mock.msg).toBe(0);
  });
  afterAll(() => t.close());

  const balance = async () => (await call(t, 'GET', '/pay/wallet/my-get', member)).data as { balance: number; totalRecharge: number };

  it('a package pays its price at the cashier and credits price + bonus once, with one 钱包流水 row', async () => {
    expect((await call(t, 'GET', '/pay/wallet-recharge/channel-list', member)).data).toEqual([{ code: 'mock', name: '模拟支付' }]);
    const pkg = (await call(t, 'GET', '/pay/wallet-recharge-package/list', member)).data[0];
    const before = await balance();
    const created = await call(t, 'POST', '/pay/wallet-recharge/create', member, { packageId: pkg.id });
    expect(created.code, created.msg).toBe(0);
    const cashier = (await call(t, 'GET', `/pay/order/get?id=${created.data.payOrderId}`, member)).data;
    expect(cashier).toMatchObject({ subject: '钱包充值', price: pkg.payPrice, channels: [{ code: 'mock', name: '模拟支付' }] });
    // nothing is credited before the payment
    expect((await balance()).balance).toBe(before.balance);

    const paid = await call(t, 'POST', '/pay/order/submit', member, { id: created.data.payOrderId, channelCode: 'mock' });
    expect(paid.code, paid.msg).toBe(0);
    const after = await balance();
    expect(after.balance).toBe(before.balance + pkg.payPrice + pkg.bonusPrice);
    expect(after.totalRecharge).toBe(before.totalRecharge + pkg.payPrice + pkg.bonusPrice);
    const tx = (await call(t, 'GET', '/pay/wallet/my-transaction-page?pageNo=1&pageSize=5', member)).data.list[0];
    expect(tx).toMatchObject({ bizType: 1, bizId: String(created.data.id), price: pkg.payPrice + pkg.bonusPrice, balance: after.balance });
    expect(tx.title).toContain('赠送');
    const mine = (await call(t, 'GET', '/pay/wallet-recharge/my-page?pageNo=1&pageSize=5', member)).data.list[0];
    expect(mine).toMatchObject({ id: created.data.id, payStatus: true, payChannelCode: 'mock', totalPrice: pkg.payPrice + pkg.bonusPrice });

    // a second submit and repeated pay notifies credit nothing more
    expect((await call(t, 'POST', '/pay/order/submit', member, { id: created.data.payOrderId, channelCode: 'mock' })).code).toBe(PayError.ORDER_STATUS_IS_SUCCESS.code);
    for (let i = 0; i < 3; i++) {
      const again = await call(t, 'POST', '/pay/wallet-recharge/update-paid', undefined, { merchantOrderId: String(created.data.id), payOrderId: created.data.payOrderId });
      expect(again.code, again.msg).toBe(0);
    }
    expect((await balance()).balance).toBe(after.balance);
    const rows = await q(t, "select count(*)::int as n from pay_wallet_transaction where biz_type = 1 and biz_id = $1 and title like '钱包充值%'", [String(created.data.id)]);
    expect(rows[0].n).toBe(1);
  });

  it('a free amount credits exactly that amount; parallel pays of one recharge credit once', async () => {
    const before = await balance();
    const created = (await call(t, 'POST', '/pay/wallet-recharge/create', member, { payPrice: 1234 })).data;
    const results = await Promise.all([1, 2, 3].map(() => call(t, 'POST', '/pay/order/submit', member, { id: created.payOrderId, channelCode: 'mock' })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect((await balance()).balance).toBe(before.balance + 1234);
  });

  it('a notify for an unpaid recharge, a wrong pay order or another app is refused and credits nothing', async () => {
    const before = await balance();
    const created = (await call(t, 'POST', '/pay/wallet-recharge/create', member, { payPrice: 500 })).data;
    expect((await call(t, 'POST', '/pay/wallet-recharge/update-paid', undefined, { merchantOrderId: String(created.id), payOrderId: created.payOrderId })).code).toBe(
      WalletRechargeError.UPDATE_PAID_PAY_ORDER_STATUS_NOT_SUCCESS.code,
    );
    const [mallOrder] = await q(t, "select o.id, o.merchant_order_id from pay_order o join pay_app a on a.id = o.app_id where a.app_key = 'mall' limit 1");
    expect((await call(t, 'POST', '/pay/wallet-recharge/update-paid', undefined, { merchantOrderId: String(created.id), payOrderId: Number(mallOrder.id) })).code).toBe(
      WalletRechargeError.UPDATE_PAID_PAY_ORDER_ID_ERROR.code,
    );
    expect((await balance()).balance).toBe(before.balance);
  });

  it('another member cannot see or pay my recharge; staff list it', async () => {
    const created = (await call(t, 'POST', '/pay/wallet-recharge/create', member, { payPrice: 800 })).data;
    const staff = await t.login('admin', 'admin123');
    const list = (await call(t, 'GET', `/pay/wallet-recharge/page?pageNo=1&pageSize=10&userId=${memberId}`, staff)).data;
    expect(list.list.some((r: { id: number }) => r.id === created.id)).toBe(true);
    await t.database.pool.query("update infra_config set value = 'true' where config_key = 'system.user.register-enabled'");
    await call(t, 'POST', '/system/auth/register', undefined, { username: 'other_r', password: 'other123', nickname: '他人' });
    const other = await t.login('other_r', 'other123');
    expect((await call(t, 'GET', `/pay/order/get?id=${created.payOrderId}`, other)).code).toBe(404);
    expect((await call(t, 'POST', '/pay/order/submit', other, { id: created.payOrderId, channelCode: 'mock' })).code).toBe(404);
    expect((await call(t, 'GET', '/pay/wallet-recharge/my-page?pageNo=1&pageSize=10', other)).data.total).toBe(0);
  });

  it('caps unpaid recharges per member', async () => {
    const [{ n }] = await q(t, "select count(*)::int as n from pay_wallet_recharge r join pay_order o on o.id = r.pay_order_id where r.user_id = $1 and not r.pay_status and o.status = 0", [memberId]);
    for (let i = n; i < 10; i++) expect((await call(t, 'POST', '/pay/wallet-recharge/create', member, { payPrice: 100 })).code).toBe(0);
    expect((await call(t, 'POST', '/pay/wallet-recharge/create', member, { payPrice: 100 })).code).toBe(WalletRechargeError.TOO_MANY_UNPAID.code);
  });
});
