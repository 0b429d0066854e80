import { and, asc, eq, sql } from 'drizzle-orm';
import { CommonStatus, PayError, PayNotifyType, PayOrderStatus, PayRefundStatus, WALLET_PAY_APP_KEY, type PayCashierOrderResp, type PayOrderSubmitResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail, type ErrorCode } from '../../../core/errors';
import { getChannelAdapter } from '../channel/channel-adapter';
import { MOCK_PAY_APP_KEY, channelAllowed, channelRefusal, demoPaymentsOn } from '../channel/mock-policy';
import { builtInPayApp, notifyApp, notifyTaskInsert, tellBuiltInApp } from '../notify/notify.service';
import { guardColumn, isGuardRefused } from '../../../core/all-or-nothing';
import { executePrepared } from '../../../core/prepared';
import { payApp, payChannel, payOrder, payRefund, payWallet, type PayAppRow, type PayOrderRow } from '../pay.schema';
import { bizNo } from './pay-no';
import { channelFee, payable } from './pay.machine';
import '../channel/channels';

/**
 * Apps by key, cached for a few seconds (a handful of rows read on every order): this instance clears it on every app
 * write; other instances see a change within APP_CACHE_MS.
 */
const APP_CACHE_MS = 5_000;
const appCache = new Map<string, { row: PayAppRow; at: number }>();
export function clearPayAppCache(): void {
  appCache.clear();
}
export async function requireApp(db: Db, appKey: string): Promise<PayAppRow> {
  const cached = appCache.get(appKey);
  if (cached && Date.now() - cached.at < APP_CACHE_MS) return cached.row;
  const [row] = await db.select().from(payApp).where(eq(payApp.appKey, appKey));
  if (!row) fail(PayError.APP_NOT_FOUND);
  appCache.set(appKey, { row, at: Date.now() });
  return row;
}
export interface CreatePayOrderInput {
  appKey: string;
  merchantOrderId: string;
  subject: string;
  body?: string | null;
  price: number;
  expireTime: Date;
  userId: number;
  userIp?: string | null;
}

/** Creates the pay order of a merchant order (one per merchant order and app). */
export async function createPayOrder(db: Db, input: CreatePayOrderInput): Promise<PayOrderRow> {
  const app = await requireApp(db, input.appKey);
  if (app.status !== CommonStatus.ENABLE) fail(PayError.APP_IS_DISABLE);
  const [row] = await db
    .insert(payOrder)
    .values({
      no: bizNo('P'),
      appId: app.id,
      userId: input.userId,
      merchantOrderId: input.merchantOrderId,
      subject: input.subject.slice(0, 128),
      body: input.body ?? null,
      notifyUrl: app.orderNotifyUrl,
      price: input.price,
      status: PayOrderStatus.WAITING,
      userIp: input.userIp ?? null,
      expireTime: input.expireTime,
      creator: String(input.userId),
      updater: String(input.userId),
    })
    .returning();
  return row;
}

/** The member's own pay order (another member's or a missing one → 404 支付订单不存在). */
export async function requireOwnPayOrder(db: Db, id: number, userId: number): Promise<PayOrderRow> {
  const [row] = await db.select().from(payOrder).where(and(eq(payOrder.id, id), eq(payOrder.userId, userId)));
  if (!row) fail(PayError.ORDER_NOT_FOUND);
  return row;
}

/** The app's enabled channels that this server implements and lets this app use (模拟支付: 接入示例 only). */
async function openChannels(db: Db, appId: number) {
  const rows = await db
    .select({ code: payChannel.code, appKey: payApp.appKey })
    .from(payChannel)
    .innerJoin(payApp, eq(payApp.id, payChannel.appId))
    .where(and(eq(payChannel.appId, appId), eq(payChannel.status, CommonStatus.ENABLE)))
    .orderBy(asc(payChannel.id));
  return rows.filter((c) => getChannelAdapter(c.code) && channelAllowed(c.code, c.appKey));
}

/** SQL condition on the pay app `a` that admits the channel for it ({@link channelAllowed}, in the statement). */
function appAdmits(channelCode: string) {
  if (channelCode === 'wallet') return sql`a.app_key <> ${WALLET_PAY_APP_KEY}`;
  return channelCode === 'mock' && !demoPaymentsOn() ? sql`a.app_key = ${MOCK_PAY_APP_KEY}` : sql`true`;
}

/** GET /pay/order/get: what the cashier shows. */
export async function cashierView(db: Db, order: PayOrderRow, now = new Date()): Promise<PayCashierOrderResp> {
  const state = payable(order, now);
  const channels = state === 'ok' ? await openChannels(db, order.appId) : [];
  let walletBalance: number | null = null;
  if (channels.some((c) => c.code === 'wallet')) {
    const [w] = await db.select({ balance: payWallet.balance }).from(payWallet).where(eq(payWallet.userId, order.userId));
    walletBalance = w?.balance ?? 0;
  }
  return {
    id: order.id,
    no: order.no,
    subject: order.subject,
    body: order.body,
    price: order.price,
    status: order.status,
    expireTime: order.expireTime.getTime(),
    successTime: order.successTime?.getTime() ?? null,
    channelCode: order.channelCode,
    expired: state === 'expired',
    channels: channels.map((c) => ({ code: c.code, name: getChannelAdapter(c.code)!.name })),
    walletBalance,
  };
}

/**
 * A pay_order row as `db.execute` returns it (snake_case columns, timestamps as text) → the typed row.
 */
export function payOrderFromRaw(r: Record<string, unknown>): PayOrderRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    id: Number(r.id),
    no: String(r.no),
    appId: Number(r.app_id),
    channelId: num(r.channel_id),
    channelCode: str(r.channel_code),
    userId: Number(r.user_id),
    merchantOrderId: String(r.merchant_order_id),
    subject: String(r.subject),
    body: str(r.body),
    notifyUrl: String(r.notify_url),
    price: Number(r.price),
    channelFeeRate: Number(r.channel_fee_rate),
    channelFeePrice: Number(r.channel_fee_price),
    refundPrice: Number(r.refund_price),
    status: Number(r.status),
    userIp: str(r.user_ip),
    expireTime: date(r.expire_time)!,
    successTime: date(r.success_time),
    channelOrderNo: str(r.channel_order_no),
    channelNotifyData: str(r.channel_notify_data),
    creator: str(r.creator),
    createTime: date(r.create_time)!,
    updater: str(r.updater),
    updateTime: date(r.update_time)!,
  };
}

/**
 * Pays a pay order through a channel (the seed and tests pass the row they hold; the cashier calls
 * {@link submitOwnPayOrder}). See payWithChannel.
 */
export async function submitPayOrder(db: Db, order: PayOrderRow, channelCode: string, now = new Date()): Promise<PayOrderSubmitResp> {
  const state = payable(order, now);
  if (state === 'paid') fail(PayError.ORDER_STATUS_IS_SUCCESS);
  if (state === 'closed') fail(PayError.ORDER_STATUS_IS_NOT_WAITING);
  if (state === 'expired') fail(PayError.ORDER_IS_EXPIRED);
  return payWithChannel(db, order.id, order.userId, channelCode, now);
}

/** The cashier's submit: the member's own pay order (another member's or a missing one → 404 支付订单不存在). */
export function submitOwnPayOrder(db: Db, id: number, userId: number, channelCode: string, now = new Date()): Promise<PayOrderSubmitResp> {
  return payWithChannel(db, id, userId, channelCode, now);
}

/**
 * The cashier's submit without a transaction, for a channel that pays at once with no I/O of its own (模拟支付) and an
 * app that is told by HTTP later or gives its in-process writes as CTEs (BuiltInPayApp.orderAtOnce): one check (the
 * member's waiting, unexpired order and the app's enabled channel), then one statement that records 支付成功 with the
 * channel — again only while the order is waiting and unexpired and the channel enabled —, the notify task and the
 * merchant's writes (the mall: order 已完成, its log, the entitlement), all or nothing (core/all-or-nothing). A double
 * click: the second statement waits on the first one's row lock, then finds the order paid and writes nothing. Null
 * when it cannot be done so; the caller then runs submitOwnPayOrder in a transaction, which answers with the reason.
 */
export async function submitOwnPayOrderAtOnce(db: Db, id: number, userId: number, channelCode: string, now = new Date()): Promise<PayOrderSubmitResp | null> {
  const adapter = getChannelAdapter(channelCode);
  if (!adapter?.instant) return null;
  const found = await executePrepared(db, sql`
    select o.*, c.id as pay_channel_id, c.fee_rate as pay_channel_fee_rate, c.config as channel_config, a.app_key
    from pay_order o join pay_channel c on c.app_id = o.app_id and c.code = ${channelCode} and c.status = ${CommonStatus.ENABLE} join pay_app a on a.id = o.app_id
    where o.id = ${id} and o.user_id = ${userId} and o.status = ${PayOrderStatus.WAITING} and o.expire_time > ${now} and ${appAdmits(channelCode)}`);
  const raw = found.rows[0];
  if (!raw) return null;
  const appKey = String(raw.app_key);
  const app = builtInPayApp(appKey);
  if (app && !app.orderAtOnce) return null;
  const order = { ...payOrderFromRaw(raw), channelId: Number(raw.pay_channel_id), channelCode, channelFeeRate: Number(raw.pay_channel_fee_rate) };
  const result = await adapter.pay({ db, order, config: String(raw.channel_config) });
  if (result.status !== 'success') return null;
  const fee = channelFee(order.price, order.channelFeeRate);
  const merchant = app?.orderAtOnce?.({ merchantOrderId: order.merchantOrderId, payOrderId: order.id }, { payOrderId: order.id, channelCode, successTime: now });
  const notify = notifyTaskInsert({ appId: order.appId, appKey }, PayNotifyType.ORDER, { dataId: order.id, merchantOrderId: order.merchantOrderId, notifyUrl: order.notifyUrl }, now, sql`exists (select 1 from p)`);
  try {
    await executePrepared(db, sql`
      with p as (
        update pay_order set channel_id = ${order.channelId}, channel_code = ${channelCode}, channel_fee_rate = ${order.channelFeeRate}, status = ${PayOrderStatus.SUCCESS},
               success_time = ${now}, channel_order_no = ${result.channelOrderNo}, channel_notify_data = ${result.raw}, channel_fee_price = ${fee},
               updater = ${String(order.userId)}, update_time = ${new Date()}
        where id = ${order.id} and user_id = ${userId} and status = ${PayOrderStatus.WAITING} and expire_time > ${now}
          and exists (select 1 from pay_channel where id = ${order.channelId} and status = ${CommonStatus.ENABLE})
        returning id),
      ${notify}${merchant ? sql`, ${merchant.ctes}` : sql``}
      select ${guardColumn(merchant ? ['p', merchant.done] : ['p'])}`);
  } catch (err) {
    if (isGuardRefused(err)) return null;
    throw err;
  }
  return { status: PayOrderStatus.SUCCESS, displayMode: 'none', displayContent: '' };
}

/**
 * The 待支付 → 支付成功 change is guarded by one UPDATE … WHERE status = 待支付 AND not expired, which also takes the row
 * lock and checks the owner and the app's channel (enabled, implemented) in the same statement: a double click, a
 * second tab or a replayed callback changes it once, the loser waits on the lock, finds it paid and is told so. Then
 * the channel pays (inside this transaction), and 支付成功 plus the app's notification are written.
 */
async function payWithChannel(db: Db, id: number, userId: number, channelCode: string, now: Date): Promise<PayOrderSubmitResp> {
  const adapter = getChannelAdapter(channelCode);
  const res = adapter
    ? await db.execute(sql`
        update pay_order o set channel_id = c.id, channel_code = c.code, channel_fee_rate = c.fee_rate, update_time = ${new Date()}
        from pay_channel c, pay_app a
        where o.id = ${id} and o.user_id = ${userId} and o.status = ${PayOrderStatus.WAITING} and o.expire_time > ${now}
          and c.app_id = o.app_id and c.code = ${channelCode} and c.status = ${CommonStatus.ENABLE} and a.id = o.app_id and ${appAdmits(channelCode)}
        returning o.*, c.config as channel_config, a.app_key`)
    : null;
  const raw = res?.rows[0];
  if (!adapter || !raw) fail(await whyNotPayable(db, id, userId, channelCode, now));
  const locked = payOrderFromRaw(raw);
  const fee = channelFee(locked.price, locked.channelFeeRate);
  const result = await adapter.pay({ db, order: locked, config: String(raw.channel_config) });
  if (result.status === 'waiting') {
    await db.update(payOrder).set({ channelFeePrice: fee }).where(eq(payOrder.id, locked.id));
    return { status: PayOrderStatus.WAITING, displayMode: result.displayMode, displayContent: result.displayContent };
  }
  await markPayOrderSuccess(db, locked, String(raw.app_key), { channelOrderNo: result.channelOrderNo, raw: result.raw, fee }, now);
  return { status: PayOrderStatus.SUCCESS, displayMode: 'none', displayContent: '' };
}

/** Why the lock found no row, in the order the checks answer: the order, its state, the channel. */
async function whyNotPayable(db: Db, id: number, userId: number, channelCode: string, now: Date): Promise<ErrorCode> {
  const [row] = await db
    .select({ status: payOrder.status, expireTime: payOrder.expireTime, channelStatus: payChannel.status, appKey: payApp.appKey })
    .from(payOrder)
    .innerJoin(payApp, eq(payApp.id, payOrder.appId))
    .leftJoin(payChannel, and(eq(payChannel.appId, payOrder.appId), eq(payChannel.code, channelCode)))
    .where(and(eq(payOrder.id, id), eq(payOrder.userId, userId)));
  if (!row) return PayError.ORDER_NOT_FOUND;
  const state = payable(row, now);
  if (state === 'paid') return PayError.ORDER_STATUS_IS_SUCCESS;
  if (state === 'closed') return PayError.ORDER_STATUS_IS_NOT_WAITING;
  if (state === 'expired') return PayError.ORDER_IS_EXPIRED;
  if (!getChannelAdapter(channelCode)) return PayError.CHANNEL_NOT_SUPPORTED;
  const refusal = channelRefusal(channelCode, row.appKey);
  if (refusal) return refusal;
  if (row.channelStatus === null) return PayError.CHANNEL_NOT_FOUND;
  if (row.channelStatus !== CommonStatus.ENABLE) return PayError.CHANNEL_IS_DISABLE;
  return PayError.ORDER_STATUS_IS_NOT_WAITING;
}

/**
 * 待支付 → 支付成功 (the row is already locked by this transaction) and the notify task in one statement, then the
 * app is told (a built-in app in-process, in this transaction).
 */
async function markPayOrderSuccess(db: Db, order: PayOrderRow, appKey: string, paid: { channelOrderNo: string; raw: string; fee: number }, now: Date): Promise<void> {
  const notify = notifyTaskInsert({ appId: order.appId, appKey }, PayNotifyType.ORDER, { dataId: order.id, merchantOrderId: order.merchantOrderId, notifyUrl: order.notifyUrl }, now, sql`exists (select 1 from p)`);
  const res = await db.execute(sql`
    with p as (
      update pay_order set status = ${PayOrderStatus.SUCCESS}, success_time = ${now}, channel_order_no = ${paid.channelOrderNo}, channel_notify_data = ${paid.raw},
             channel_fee_price = ${paid.fee}, updater = ${String(order.userId)}, update_time = ${new Date()}
      where id = ${order.id} and status = ${PayOrderStatus.WAITING}
      returning *),
    ${notify}
    select * from p`);
  if (!res.rows[0]) fail(PayError.ORDER_STATUS_IS_NOT_WAITING);
  await tellBuiltInApp(db, appKey, PayNotifyType.ORDER, { dataId: order.id, merchantOrderId: order.merchantOrderId, payOrder: payOrderFromRaw(res.rows[0]) });
}

/** 待支付 → 支付关闭 (deadline passed or merchant cancelled). False when it is no longer waiting (paid meanwhile). */
export async function closePayOrder(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(payOrder)
    .set({ status: PayOrderStatus.CLOSED })
    .where(and(eq(payOrder.id, id), eq(payOrder.status, PayOrderStatus.WAITING)))
    .returning({ id: payOrder.id });
  return rows.length === 1;
}

/**
 * Refunds (part of) a paid order through the channel it was paid with. Refunds here are synchronous: the refund row
 * is 退款成功 (or 退款失败) when this returns, the pay order's refunded amount grows (→ 已退款 when all of it is
 * refunded) and the app is told. One refund per merchantRefundId.
 */
export async function createPayRefund(
  db: Db,
  input: { appKey: string; merchantOrderId: string; merchantRefundId: string; price: number; reason: string; userIp?: string | null; operator: string },
  now = new Date(),
): Promise<{ id: number; status: number }> {
  const app = await requireApp(db, input.appKey);
  // lock the pay order: refunds of one order queue up here
  const [order] = await db
    .select()
    .from(payOrder)
    .where(and(eq(payOrder.appId, app.id), eq(payOrder.merchantOrderId, input.merchantOrderId)))
    .for('update');
  if (!order) fail(PayError.ORDER_NOT_FOUND);
  if (order.status !== PayOrderStatus.SUCCESS) fail(PayError.ORDER_REFUND_FAIL_STATUS_ERROR);
  if (input.price <= 0 || order.refundPrice + input.price > order.price) fail(PayError.REFUND_PRICE_EXCEED);
  const [exists] = await db.select({ id: payRefund.id }).from(payRefund).where(and(eq(payRefund.appId, app.id), eq(payRefund.merchantRefundId, input.merchantRefundId)));
  if (exists) fail(PayError.REFUND_EXISTS);
  const [refund] = await db
    .insert(payRefund)
    .values({
      no: bizNo('R'),
      appId: app.id,
      channelId: order.channelId,
      channelCode: order.channelCode ?? '',
      orderId: order.id,
      orderNo: order.no,
      merchantOrderId: order.merchantOrderId,
      merchantRefundId: input.merchantRefundId,
      status: PayRefundStatus.WAITING,
      payPrice: order.price,
      refundPrice: input.price,
      reason: input.reason.slice(0, 256),
      userIp: input.userIp ?? null,
      notifyUrl: app.refundNotifyUrl,
      creator: input.operator,
      updater: input.operator,
    })
    .returning();
  const adapter = getChannelAdapter(order.channelCode ?? '');
  const [channel] = order.channelId ? await db.select().from(payChannel).where(eq(payChannel.id, order.channelId)) : [];
  const result = adapter
    ? await adapter.refund({ db, order, refund, config: channel?.config ?? '{}' })
    : ({ status: 'failure', errorCode: 'CHANNEL_NOT_SUPPORTED', errorMsg: '该支付渠道暂不支持退款' } as const);
  if (result.status === 'failure') {
    await db
      .update(payRefund)
      .set({ status: PayRefundStatus.FAILURE, channelErrorCode: result.errorCode, channelErrorMsg: result.errorMsg })
      .where(and(eq(payRefund.id, refund.id), eq(payRefund.status, PayRefundStatus.WAITING)));
  } else {
    await db
      .update(payRefund)
      .set({ status: PayRefundStatus.SUCCESS, successTime: now, channelRefundNo: result.channelRefundNo, channelNotifyData: result.raw })
      .where(and(eq(payRefund.id, refund.id), eq(payRefund.status, PayRefundStatus.WAITING)));
    await db
      .update(payOrder)
      .set({
        refundPrice: sql`${payOrder.refundPrice} + ${input.price}`,
        status: sql`case when ${payOrder.refundPrice} + ${input.price} >= ${payOrder.price} then ${PayOrderStatus.REFUND} else ${payOrder.status} end`,
        updater: input.operator,
      })
      .where(and(eq(payOrder.id, order.id), eq(payOrder.status, PayOrderStatus.SUCCESS)));
  }
  await notifyApp(db, app, PayNotifyType.REFUND, { dataId: refund.id, merchantOrderId: order.merchantOrderId, merchantRefundId: input.merchantRefundId, notifyUrl: app.refundNotifyUrl }, now);
  return { id: refund.id, status: result.status === 'success' ? PayRefundStatus.SUCCESS : PayRefundStatus.FAILURE };
}
