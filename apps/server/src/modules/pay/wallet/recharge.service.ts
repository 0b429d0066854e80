import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CommonStatus,
  PayOrderStatus,
  PayWalletBizType,
  WALLET_PAY_APP_KEY,
  WALLET_RECHARGE_MAX_UNPAID,
  WALLET_RECHARGE_PAY_MINUTES,
  WalletRechargeError,
  rechargeAmounts,
  rechargeTitle,
  type PayCashierChannel,
  type PayOrderNotifyBody,
  type PayWalletRechargePackageResp,
  type PayWalletRechargeResp,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { getChannelAdapter } from '../channel/channel-adapter';
import { channelAllowed } from '../channel/mock-policy';
import { registerBuiltInPayApp } from '../notify/notify.service';
import { createPayOrder, requireApp } from '../order/pay-order.service';
import { payApp, payChannel, payOrder, payWalletRecharge, payWalletRechargePackage, type PayOrderRow, type PayWalletRechargeRow } from '../pay.schema';
import { changeWalletBalance, ensureWallet } from './wallet.service';

/** First key of the per-member advisory lock that one member's recharges queue on (the unpaid cap). */
const MEMBER_RECHARGE_LOCK = 0x7761_6c6c; // 'wall'

export function toRechargeResp(r: PayWalletRechargeRow): PayWalletRechargeResp {
  return {
    id: r.id,
    userId: r.userId,
    totalPrice: r.totalPrice,
    payPrice: r.payPrice,
    bonusPrice: r.bonusPrice,
    packageId: r.packageId,
    payStatus: r.payStatus,
    payOrderId: r.payOrderId,
    payChannelCode: r.payChannelCode,
    payTime: r.payTime?.getTime() ?? null,
    createTime: r.createTime.getTime(),
  };
}

/** The enabled 充值套餐, cheapest first. */
export async function rechargePackages(db: Db): Promise<PayWalletRechargePackageResp[]> {
  const rows = await db.select().from(payWalletRechargePackage).where(eq(payWalletRechargePackage.status, CommonStatus.ENABLE)).orderBy(payWalletRechargePackage.payPrice, payWalletRechargePackage.id);
  return rows.map((r) => ({ id: r.id, name: r.name, payPrice: r.payPrice, bonusPrice: r.bonusPrice }));
}

/**
 * The channels that can pay a top-up on this server: the 钱包充值 app's enabled, implemented channels that the policy
 * admits (never the wallet itself; 模拟支付 only with demo payments). Empty on a fresh install: no real provider is built.
 */
export async function rechargeChannels(db: Db): Promise<PayCashierChannel[]> {
  const rows = await db
    .select({ code: payChannel.code })
    .from(payChannel)
    .innerJoin(payApp, eq(payApp.id, payChannel.appId))
    .where(and(eq(payApp.appKey, WALLET_PAY_APP_KEY), eq(payApp.status, CommonStatus.ENABLE), eq(payChannel.status, CommonStatus.ENABLE)))
    .orderBy(payChannel.id);
  return rows.filter((c) => getChannelAdapter(c.code) && channelAllowed(c.code, WALLET_PAY_APP_KEY)).map((c) => ({ code: c.code, name: getChannelAdapter(c.code)!.name }));
}

/**
 * 钱包充值 create (runs in the request's transaction): the amounts from the package or the free amount, the recharge row,
 * then its pay order in the 钱包充值 app (merchant order id = the recharge id). One member's requests queue on an
 * advisory lock, so the unpaid cap holds under parallel clicks.
 */
export async function createRecharge(db: Db, userId: number, input: { packageId?: number; payPrice?: number }, userIp: string | null, now = new Date()): Promise<{ id: number; payOrderId: number }> {
  await db.execute(sql`select pg_advisory_xact_lock(${MEMBER_RECHARGE_LOCK}::int, ${userId}::int)`);
  let amounts: ReturnType<typeof rechargeAmounts>;
  if (input.packageId !== undefined) {
    const [pkg] = await db
      .select()
      .from(payWalletRechargePackage)
      .where(and(eq(payWalletRechargePackage.id, input.packageId), eq(payWalletRechargePackage.status, CommonStatus.ENABLE)));
    if (!pkg) fail(WalletRechargeError.PACKAGE_NOT_FOUND);
    amounts = rechargeAmounts({ package: pkg });
  } else {
    amounts = rechargeAmounts({ payPrice: input.payPrice! });
  }
  const [{ unpaid }] = await db
    .select({ unpaid: count() })
    .from(payWalletRecharge)
    .innerJoin(payOrder, eq(payOrder.id, payWalletRecharge.payOrderId))
    .where(and(eq(payWalletRecharge.userId, userId), eq(payWalletRecharge.payStatus, false), eq(payOrder.status, PayOrderStatus.WAITING), gt(payOrder.expireTime, now)));
  if (unpaid >= WALLET_RECHARGE_MAX_UNPAID) fail(WalletRechargeError.TOO_MANY_UNPAID);
  await requireApp(db, WALLET_PAY_APP_KEY);
  const wallet = await ensureWallet(db, userId);
  const [row] = await db
    .insert(payWalletRecharge)
    .values({ walletId: wallet.id, userId, ...amounts, packageId: input.packageId ?? null, creator: String(userId), updater: String(userId) })
    .returning({ id: payWalletRecharge.id });
  const pay = await createPayOrder(db, {
    appKey: WALLET_PAY_APP_KEY,
    merchantOrderId: String(row.id),
    subject: '钱包充值',
    body: rechargeTitle(amounts),
    price: amounts.payPrice,
    expireTime: new Date(now.getTime() + WALLET_RECHARGE_PAY_MINUTES * 60_000),
    userId,
    userIp,
  });
  await db.update(payWalletRecharge).set({ payOrderId: pay.id }).where(eq(payWalletRecharge.id, row.id));
  return { id: row.id, payOrderId: pay.id };
}

/**
 * The pay centre says a recharge's pay order is paid (in-process, in the transaction that recorded 支付成功; or again
 * through /pay/wallet-recharge/update-paid). The recharge row is locked and checked (its pay order, the amount, the
 * pay order's status); 未支付 → 已支付 and the wallet credit happen once: a repeated notify for the same pay order finds
 * it paid and credits nothing.
 */
export async function onRechargePaid(db: Db, body: PayOrderNotifyBody, paid: PayOrderRow): Promise<'credited' | 'already'> {
  const [r] = await db.select().from(payWalletRecharge).where(eq(payWalletRecharge.id, Number(body.merchantOrderId))).for('update');
  if (!r) fail(WalletRechargeError.RECHARGE_NOT_FOUND);
  if (r.payOrderId !== body.payOrderId || paid.id !== body.payOrderId) fail(WalletRechargeError.UPDATE_PAID_PAY_ORDER_ID_ERROR);
  if (r.payStatus) return 'already';
  if (paid.status !== PayOrderStatus.SUCCESS) fail(WalletRechargeError.UPDATE_PAID_PAY_ORDER_STATUS_NOT_SUCCESS);
  if (paid.price !== r.payPrice) fail(WalletRechargeError.UPDATE_PAID_PAY_PRICE_NOT_MATCH);
  const rows = await db
    .update(payWalletRecharge)
    .set({ payStatus: true, payTime: paid.successTime ?? new Date(), payChannelCode: paid.channelCode, updater: String(r.userId) })
    .where(and(eq(payWalletRecharge.id, r.id), eq(payWalletRecharge.payStatus, false)))
    .returning({ id: payWalletRecharge.id });
  if (!rows.length) fail(WalletRechargeError.UPDATE_PAID_STATUS_NOT_UNPAID);
  await changeWalletBalance(db, { userId: r.userId, price: r.totalPrice, bizType: PayWalletBizType.RECHARGE, bizId: String(r.id), title: rechargeTitle(r) });
  return 'credited';
}

/** POST /pay/wallet-recharge/update-paid: the pay order as this server recorded it (never the caller's word). */
export async function rechargePaidNotify(db: Db, body: PayOrderNotifyBody): Promise<'credited' | 'already'> {
  const [p] = await db
    .select({ order: payOrder, appKey: payApp.appKey })
    .from(payOrder)
    .innerJoin(payApp, eq(payApp.id, payOrder.appId))
    .where(eq(payOrder.id, body.payOrderId));
  if (!p || p.appKey !== WALLET_PAY_APP_KEY || p.order.merchantOrderId !== body.merchantOrderId) fail(WalletRechargeError.UPDATE_PAID_PAY_ORDER_ID_ERROR);
  return onRechargePaid(db, body, p.order);
}

export async function myRechargePage(db: Db, userId: number | undefined, q: { pageNo: number; pageSize: number }) {
  const where = userId ? eq(payWalletRecharge.userId, userId) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(payWalletRecharge).where(where).orderBy(desc(payWalletRecharge.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize),
    db.select({ total: count() }).from(payWalletRecharge).where(where),
  ]);
  return { list: rows.map(toRechargeResp), total };
}

registerBuiltInPayApp(WALLET_PAY_APP_KEY, {
  order: async (db, body, paid) => {
    await onRechargePaid(db, body, paid);
  },
  // recharges are not refunded here (yudao's recharge refund is not built)
  refund: async () => undefined,
});
