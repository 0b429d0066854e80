import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  ProductBenefitType,
  ProductError,
  ProductSpuStatus,
  TRADE_ORDER_PAY_TIMEOUT_MINUTES,
  TradeError,
  TradeOrderCancelType,
  TradeOrderStatus,
  TradeOrderType,
  type TradeOrderCreateReq,
} from '@gprs/contract';
import type { z } from 'zod';
import type { TradeOrderCreateReq as CreateSchema } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { productSku, productSpu } from '../../product/product.schema';
import { registerBuiltInPayApp } from '../../pay/notify/notify.service';
import { bizNo } from '../../pay/order/pay-no';
import { closePayOrder, createPayOrder } from '../../pay/order/pay-order.service';
import type { PayOrderRow } from '../../pay/pay.schema';
import { tradeOrder, tradeOrderItem, tradeOrderLog, type TradeOrderRow } from '../trade.schema';
import { changeBenefit } from './benefit.service';
import { nextOrderStatus, type OrderEvent } from './order.machine';

/** App key of the mall in the pay centre: its notifications are handled in-process (docs/decisions/0021). */
export const MALL_PAY_APP_KEY = 'mall';

/** Who changed an order: 0 the system (scheduler, pay result), 1 a member, 2 staff. */
export const Actor = { SYSTEM: 0, MEMBER: 1, ADMIN: 2 } as const;
export interface ActorRef {
  userType: number;
  userId: number | null;
}

type CreateInput = z.output<typeof CreateSchema>;

/**
 * Creates a member's order: each SKU's stock is taken with one conditional UPDATE (stock >= count in the WHERE clause),
 * so concurrent buyers can never drive it below 0; prices are copied onto the items; the pay order is created with
 * the same 30-minute deadline. Everything in the caller's transaction: a refusal rolls all of it back.
 */
export async function createOrder(db: Db, userId: number, input: CreateInput, userIp: string | null, now = new Date()): Promise<{ id: number; no: string; payOrderId: number }> {
  // one line per SKU (the same SKU twice counts once with the summed count); lock SKUs in id order to avoid deadlocks
  const counts = new Map<number, number>();
  for (const i of input.items) counts.set(i.skuId, (counts.get(i.skuId) ?? 0) + i.count);
  const skuIds = [...counts.keys()].sort((a, b) => a - b);
  const skus = await db
    .select({ sku: productSku, spu: productSpu })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(inArray(productSku.id, skuIds));
  if (skus.length !== skuIds.length) fail(ProductError.SKU_NOT_EXISTS);
  const bySku = new Map(skus.map((s) => [s.sku.id, s]));
  for (const { spu } of skus) if (spu.status !== ProductSpuStatus.ENABLE) fail(TradeError.ORDER_CREATE_FAIL_SPU_NOT_ENABLE, spu.name);
  const virtual = skus.every((s) => s.spu.benefitType !== ProductBenefitType.PHYSICAL);
  if (!virtual && !(input.receiverName && input.receiverMobile && input.receiverDetailAddress)) fail(TradeError.ORDER_CREATE_FAIL_RECEIVER_REQUIRED);

  const lines = skuIds.map((skuId) => {
    const { sku, spu } = bySku.get(skuId)!;
    const count = counts.get(skuId)!;
    return { sku, spu, count, payPrice: sku.price * count };
  });
  const totalPrice = lines.reduce((s, l) => s + l.payPrice, 0);
  const productCount = lines.reduce((s, l) => s + l.count, 0);
  const payExpireTime = new Date(now.getTime() + TRADE_ORDER_PAY_TIMEOUT_MINUTES * 60_000);
  const no = bizNo('O', now);
  const subject =
    lines.length === 1
      ? `${lines[0].spu.name}${lines[0].sku.properties.length ? ` ${lines[0].sku.properties.map((p) => p.valueName).join(' / ')}` : ''}`
      : `${lines[0].spu.name} 等 ${lines.length} 件商品`;
  // the pay order first (its merchant order id is the order number), so the order row is written once
  const pay = await createPayOrder(db, { appKey: MALL_PAY_APP_KEY, merchantOrderId: no, subject, body: no, price: totalPrice, expireTime: payExpireTime, userId, userIp });
  const [order] = await db
    .insert(tradeOrder)
    .values({
      no,
      type: virtual ? TradeOrderType.VIRTUAL : TradeOrderType.NORMAL,
      userId,
      userIp,
      userRemark: input.remark ?? null,
      status: TradeOrderStatus.UNPAID,
      productCount,
      totalPrice,
      payPrice: totalPrice,
      payOrderId: pay.id,
      payExpireTime,
      receiverName: virtual ? null : (input.receiverName ?? null),
      receiverMobile: virtual ? null : (input.receiverMobile ?? null),
      receiverDetailAddress: virtual ? null : (input.receiverDetailAddress ?? null),
      creator: String(userId),
      updater: String(userId),
      createTime: now,
    })
    .returning({ id: tradeOrder.id });
  await db.insert(tradeOrderItem).values(
    lines.map((l) => ({
      orderId: order.id,
      userId,
      spuId: l.spu.id,
      spuName: l.spu.name,
      skuId: l.sku.id,
      properties: l.sku.properties,
      picUrl: l.sku.picUrl || l.spu.picUrl,
      count: l.count,
      price: l.sku.price,
      payPrice: l.payPrice,
      benefitType: l.spu.benefitType,
      benefitLevel: l.spu.benefitLevel,
      benefitDays: l.sku.benefitDays,
      creator: String(userId),
      updater: String(userId),
    })),
  );
  await db.insert(tradeOrderLog).values({ orderId: order.id, userId, userType: Actor.MEMBER, beforeStatus: null, afterStatus: TradeOrderStatus.UNPAID, operateType: '创建订单', content: `会员下单，应付 ¥${(totalPrice / 100).toFixed(2)}`, createTime: now });
  // the stock last: the SKU row stays locked only from here to the commit, which is what serialises buyers of one SKU
  for (const skuId of skuIds) {
    const count = counts.get(skuId)!;
    const taken = await db
      .update(productSku)
      .set({ stock: sql`${productSku.stock} - ${count}` })
      .where(and(eq(productSku.id, skuId), sql`${productSku.stock} >= ${count}`))
      .returning({ id: productSku.id });
    if (!taken.length) fail(TradeError.ORDER_CREATE_FAIL_STOCK_NOT_ENOUGH, bySku.get(skuId)!.spu.name);
  }

  return { id: order.id, no, payOrderId: pay.id };
}

/**
 * One state change of an order: the next status from the machine, applied with the current status in the WHERE
 * clause (a concurrent change makes it affect no row → `stale`), plus its timeline line.
 */
export async function transitionOrder(
  db: Db,
  order: TradeOrderRow,
  event: OrderEvent,
  set: Partial<typeof tradeOrder.$inferInsert>,
  log: { actor: ActorRef; operateType: string; content: string },
): Promise<TradeOrderRow | null> {
  const next = nextOrderStatus(order.status, event);
  if (next === null) return null;
  const [updated] = await db
    .update(tradeOrder)
    .set({ ...set, status: next, updater: String(log.actor.userId ?? 0) })
    .where(and(eq(tradeOrder.id, order.id), eq(tradeOrder.status, order.status)))
    .returning();
  if (!updated) return null;
  await db.insert(tradeOrderLog).values({
    orderId: order.id,
    userId: log.actor.userId,
    userType: log.actor.userType,
    beforeStatus: order.status,
    afterStatus: next,
    operateType: log.operateType,
    content: log.content,
  });
  return updated;
}

async function returnStock(db: Db, orderId: number): Promise<void> {
  const items = await db.select({ skuId: tradeOrderItem.skuId, count: tradeOrderItem.count }).from(tradeOrderItem).where(eq(tradeOrderItem.orderId, orderId)).orderBy(asc(tradeOrderItem.skuId));
  for (const i of items) await db.update(productSku).set({ stock: sql`${productSku.stock} + ${i.count}` }).where(eq(productSku.id, i.skuId));
}

/**
 * Cancels an unpaid order: its pay order is closed first (the same lock order as a payment, so the two cannot deadlock;
 * if the payment won, nothing is cancelled), then 待支付 → 已取消 and the stock goes back. False when not cancelled.
 */
export async function cancelUnpaidOrder(db: Db, order: TradeOrderRow, cancelType: number, actor: ActorRef, now = new Date()): Promise<boolean> {
  if (order.status !== TradeOrderStatus.UNPAID) return false;
  if (order.payOrderId && !(await closePayOrder(db, order.payOrderId))) return false;
  const reason = cancelType === TradeOrderCancelType.PAY_TIMEOUT ? '超时未支付，系统自动取消' : actor.userType === Actor.MEMBER ? '会员取消订单' : '管理员取消订单';
  const done = await transitionOrder(db, order, { type: 'cancel' }, { cancelTime: now, cancelType }, { actor, operateType: '取消订单', content: reason });
  if (!done) return false;
  await returnStock(db, order.id);
  return true;
}

/**
 * The cancel job: every unpaid order past its deadline, each in its own transaction (row locked with SKIP LOCKED so two
 * instances never take the same one). Returns how many were cancelled.
 */
export async function cancelExpiredOrders(db: Db, now = new Date(), limit = 500): Promise<number> {
  const due = await db
    .select({ id: tradeOrder.id })
    .from(tradeOrder)
    .where(and(eq(tradeOrder.status, TradeOrderStatus.UNPAID), lte(tradeOrder.payExpireTime, now)))
    .orderBy(asc(tradeOrder.payExpireTime))
    .limit(limit);
  let cancelled = 0;
  for (const { id } of due) {
    const ok = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [order] = await tx.select().from(tradeOrder).where(and(eq(tradeOrder.id, id), eq(tradeOrder.status, TradeOrderStatus.UNPAID))).for('update', { skipLocked: true });
      if (!order) return false;
      return cancelUnpaidOrder(tx, order, TradeOrderCancelType.PAY_TIMEOUT, { userType: Actor.SYSTEM, userId: null }, now);
    });
    if (ok) cancelled++;
  }
  return cancelled;
}

/**
 * The pay centre's in-process notification that an order's payment succeeded (runs in the payment's transaction):
 * 待支付 → 已完成 (virtual services: entitlements granted now) or 待发货 (goods). Sales are summed from paid items on
 * read, so no product row is touched here.
 */
async function onOrderPaid(db: Db, merchantOrderId: string, pay: PayOrderRow): Promise<void> {
  const [order] = await db.select().from(tradeOrder).where(eq(tradeOrder.no, merchantOrderId));
  if (!order) fail(TradeError.ORDER_NOT_FOUND);
  if (order.payOrderId !== pay.id) fail(TradeError.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
  const now = pay.successTime ?? new Date();
  const virtual = order.type === TradeOrderType.VIRTUAL;
  const updated = await transitionOrder(
    db,
    order,
    { type: 'pay', virtual },
    { payStatus: true, payTime: now, payChannelCode: pay.channelCode, ...(virtual ? { finishTime: now } : {}) },
    { actor: { userType: Actor.MEMBER, userId: order.userId }, operateType: '支付成功', content: virtual ? `支付成功（${pay.channelCode}），权益已发放，订单完成` : `支付成功（${pay.channelCode}），等待发货` },
  );
  if (!updated) fail(TradeError.ORDER_UPDATE_PAID_STATUS_NOT_UNPAID);
  if (!virtual) return;
  const items = await db.select().from(tradeOrderItem).where(eq(tradeOrderItem.orderId, order.id));
  for (const i of items) {
    if (i.benefitType !== ProductBenefitType.PHYSICAL && i.benefitDays > 0) await changeBenefit(db, order.userId, i.benefitType, i.benefitLevel, i.benefitDays * i.count, now);
  }
}

registerBuiltInPayApp(MALL_PAY_APP_KEY, {
  order: (db, body, pay) => onOrderPaid(db, body.merchantOrderId, pay),
  // refunds are started by the after-sale service, which applies their effects itself in the same transaction
  refund: async () => undefined,
});

export type { TradeOrderCreateReq };
