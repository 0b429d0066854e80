import { and, eq, inArray } from 'drizzle-orm';
import { TradeAfterSaleStatus, TradeAfterSaleType, TradeAfterSaleWay, TradeError, TradeOrderCancelType, TradeOrderRefundStatus, TradeOrderStatus, ProductBenefitType } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { bizNo } from '../../pay/order/pay-no';
import { createPayRefund } from '../../pay/order/pay-order.service';
import { tradeAfterSale, tradeOrder, tradeOrderItem, tradeOrderLog, type TradeAfterSaleRow, type TradeOrderRow } from '../trade.schema';
import { changeBenefit } from '../order/benefit.service';
import { nextAfterSaleStatus, type AfterSaleEvent } from '../order/order.machine';
import { Actor, MALL_PAY_APP_KEY, transitionOrder, type ActorRef } from '../order/order.service';

/** One after-sale state change with the current status in the WHERE clause; null when not allowed or raced. */
async function transitionAfterSale(db: Db, row: TradeAfterSaleRow, event: AfterSaleEvent, set: Partial<typeof tradeAfterSale.$inferInsert>): Promise<TradeAfterSaleRow | null> {
  const next = nextAfterSaleStatus(row.status, event);
  if (next === null) return null;
  const [updated] = await db
    .update(tradeAfterSale)
    .set({ ...set, status: next })
    .where(and(eq(tradeAfterSale.id, row.id), eq(tradeAfterSale.status, row.status)))
    .returning();
  return updated ?? null;
}

/** A member asks for the refund of a whole paid order (one open request per order). */
export async function createAfterSale(db: Db, order: TradeOrderRow, input: { reason: string; description: string | null }): Promise<number> {
  if (order.status === TradeOrderStatus.UNPAID) fail(TradeError.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_PAID);
  if (order.refundStatus === TradeOrderRefundStatus.SUCCESS) fail(TradeError.AFTER_SALE_CREATE_FAIL_REFUNDED);
  if (order.status === TradeOrderStatus.CANCELED) fail(TradeError.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_CANCELED);
  // claim the order's refund slot: 未售后 → 售后中, checked in the WHERE clause (two requests at once → one wins)
  const claimed = await db
    .update(tradeOrder)
    .set({ refundStatus: TradeOrderRefundStatus.APPLY })
    .where(and(eq(tradeOrder.id, order.id), eq(tradeOrder.refundStatus, TradeOrderRefundStatus.NONE)))
    .returning({ id: tradeOrder.id });
  if (!claimed.length) fail(TradeError.AFTER_SALE_CREATE_FAIL_EXISTS);
  await db.update(tradeOrderItem).set({ afterSaleStatus: TradeOrderRefundStatus.APPLY }).where(eq(tradeOrderItem.orderId, order.id));
  const items = await db.select({ spuName: tradeOrderItem.spuName }).from(tradeOrderItem).where(eq(tradeOrderItem.orderId, order.id));
  const [row] = await db
    .insert(tradeAfterSale)
    .values({
      no: bizNo('A'),
      status: TradeAfterSaleStatus.APPLY,
      type: order.status === TradeOrderStatus.UNDELIVERED ? TradeAfterSaleType.IN_SALE : TradeAfterSaleType.AFTER_SALE,
      way: TradeAfterSaleWay.REFUND,
      userId: order.userId,
      reason: input.reason,
      description: input.description,
      orderId: order.id,
      orderNo: order.no,
      spuName: items.map((i) => i.spuName).join('、').slice(0, 255),
      refundPrice: order.payPrice,
      creator: String(order.userId),
      updater: String(order.userId),
    })
    .returning({ id: tradeAfterSale.id });
  await db.insert(tradeOrderLog).values({ orderId: order.id, userId: order.userId, userType: Actor.MEMBER, beforeStatus: order.status, afterStatus: order.status, operateType: '申请售后', content: `会员申请退款：${input.reason}` });
  return row.id;
}

async function releaseOrder(db: Db, orderId: number, status: number, actor: ActorRef, operateType: string, content: string): Promise<void> {
  await db.update(tradeOrder).set({ refundStatus: TradeOrderRefundStatus.NONE }).where(and(eq(tradeOrder.id, orderId), eq(tradeOrder.refundStatus, TradeOrderRefundStatus.APPLY)));
  await db.update(tradeOrderItem).set({ afterSaleStatus: TradeOrderRefundStatus.NONE }).where(eq(tradeOrderItem.orderId, orderId));
  await db.insert(tradeOrderLog).values({ orderId, userId: actor.userId, userType: actor.userType, beforeStatus: status, afterStatus: status, operateType, content });
}

/** Staff refuse with a reason: 申请售后 → 商家拒绝; the order may be asked about again. */
export async function disagreeAfterSale(db: Db, row: TradeAfterSaleRow, reason: string, staffId: number): Promise<void> {
  const done = await transitionAfterSale(db, row, 'disagree', { auditUserId: staffId, auditTime: new Date(), auditReason: reason, updater: String(staffId) });
  if (!done) fail(TradeError.AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY);
  const [order] = await db.select({ status: tradeOrder.status }).from(tradeOrder).where(eq(tradeOrder.id, row.orderId));
  await releaseOrder(db, row.orderId, order.status, { userType: Actor.ADMIN, userId: staffId }, '拒绝售后', `商家拒绝退款：${reason}`);
}

/** The member withdraws the request: 申请售后 → 买家取消. */
export async function cancelAfterSale(db: Db, row: TradeAfterSaleRow): Promise<void> {
  const done = await transitionAfterSale(db, row, 'member-cancel', { updater: String(row.userId) });
  if (!done) fail(TradeError.AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY);
  const [order] = await db.select({ status: tradeOrder.status }).from(tradeOrder).where(eq(tradeOrder.id, row.orderId));
  await releaseOrder(db, row.orderId, order.status, { userType: Actor.MEMBER, userId: row.userId }, '取消售后', '会员撤销了退款申请');
}

/**
 * Staff agree: 申请售后 → 等待退款, the pay centre refunds the order's payment through its channel (synchronous for the
 * channels here), then → 退款成功, the order is closed (已取消, 退款关闭) and what it granted is taken back.
 */
export async function agreeAfterSale(db: Db, row: TradeAfterSaleRow, staffId: number, userIp: string | null, now = new Date()): Promise<void> {
  const waiting = await transitionAfterSale(db, row, 'agree', { auditUserId: staffId, auditTime: now, updater: String(staffId) });
  if (!waiting) fail(TradeError.AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY);
  const refund = await createPayRefund(
    db,
    { appKey: MALL_PAY_APP_KEY, merchantOrderId: row.orderNo, merchantRefundId: row.no, price: row.refundPrice, reason: `售后退款：${row.reason}`, userIp, operator: String(staffId) },
    now,
  );
  await db.update(tradeAfterSale).set({ payRefundId: refund.id }).where(eq(tradeAfterSale.id, row.id));
  if (refund.status !== 10) return; // 退款失败: stays 等待退款, visible in 退款订单 with the channel's error
  const completed = await transitionAfterSale(db, { ...waiting, payRefundId: refund.id }, 'refunded', { refundTime: now });
  if (!completed) fail(TradeError.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND);
  const [order] = await db.select().from(tradeOrder).where(eq(tradeOrder.id, row.orderId)).for('update');
  const closed = await transitionOrder(
    db,
    order,
    { type: 'refund' },
    { refundPrice: order.refundPrice + row.refundPrice, refundStatus: TradeOrderRefundStatus.SUCCESS, cancelType: TradeOrderCancelType.AFTER_SALE_CLOSE, cancelTime: now },
    { actor: { userType: Actor.ADMIN, userId: staffId }, operateType: '售后退款', content: `退款 ¥${(row.refundPrice / 100).toFixed(2)} 成功，订单关闭` },
  );
  if (!closed) fail(TradeError.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND);
  const items = await db.select().from(tradeOrderItem).where(eq(tradeOrderItem.orderId, order.id));
  await db.update(tradeOrderItem).set({ afterSaleStatus: TradeOrderRefundStatus.SUCCESS }).where(inArray(tradeOrderItem.id, items.map((i) => i.id)));
  for (const i of items) {
    if (i.benefitType !== ProductBenefitType.PHYSICAL && i.benefitDays > 0) await changeBenefit(db, order.userId, i.benefitType, i.benefitLevel, -i.benefitDays * i.count, now);
  }
}
