import { asc, eq, inArray } from 'drizzle-orm';
import { yudao2OrderPrices, type TradeOrderDetailResp, type TradeOrderItemResp, type TradeOrderLogResp, type TradeOrderResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { systemUsers } from '../../system/user/user.schema';
import { payOrder } from '../../pay/pay.schema';
import { tradeOrderItem, tradeOrderLog, type TradeOrderItemRow, type TradeOrderRow } from '../trade.schema';

const ms = (d: Date | null) => d?.getTime() ?? null;

function toItemResp(i: TradeOrderItemRow): TradeOrderItemResp {
  return {
    id: i.id,
    orderId: i.orderId,
    spuId: i.spuId,
    spuName: i.spuName,
    skuId: i.skuId,
    properties: i.properties,
    picUrl: i.picUrl,
    count: i.count,
    price: i.price,
    payPrice: i.payPrice,
    benefitType: i.benefitType,
    benefitLevel: i.benefitLevel,
    benefitDays: i.benefitDays,
    afterSaleStatus: i.afterSaleStatus,
    originalUnitPrice: i.price,
    originalPrice: i.price * i.count,
  };
}

export function toOrderResp(o: TradeOrderRow, items: TradeOrderItemRow[], nickname: string): TradeOrderResp {
  return {
    id: o.id,
    no: o.no,
    type: o.type,
    userId: o.userId,
    userNickname: nickname,
    userIp: o.userIp,
    userRemark: o.userRemark,
    status: o.status,
    productCount: o.productCount,
    remark: o.remark,
    totalPrice: o.totalPrice,
    payPrice: o.payPrice,
    refundPrice: o.refundPrice,
    payStatus: o.payStatus,
    payOrderId: o.payOrderId,
    payTime: ms(o.payTime),
    payChannelCode: o.payChannelCode,
    payExpireTime: o.payExpireTime.getTime(),
    finishTime: ms(o.finishTime),
    cancelTime: ms(o.cancelTime),
    cancelType: o.cancelType,
    logisticsName: o.logisticsName,
    logisticsNo: o.logisticsNo,
    deliveryTime: ms(o.deliveryTime),
    receiveTime: ms(o.receiveTime),
    receiverName: o.receiverName,
    receiverMobile: o.receiverMobile,
    receiverDetailAddress: o.receiverDetailAddress,
    refundStatus: o.refundStatus,
    createTime: o.createTime.getTime(),
    ...yudao2OrderPrices(o.totalPrice),
    items: items.filter((i) => i.orderId === o.id).map(toItemResp),
  };
}

/** Orders with their items and member nicknames, in the given order. */
export async function orderResps(db: Db, orders: TradeOrderRow[]): Promise<TradeOrderResp[]> {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const userIds = [...new Set(orders.map((o) => o.userId))];
  const [items, users] = await Promise.all([
    db.select().from(tradeOrderItem).where(inArray(tradeOrderItem.orderId, ids)).orderBy(asc(tradeOrderItem.id)),
    db.select({ id: systemUsers.id, nickname: systemUsers.nickname }).from(systemUsers).where(inArray(systemUsers.id, userIds)),
  ]);
  const nick = new Map(users.map((u) => [u.id, u.nickname]));
  return orders.map((o) => toOrderResp(o, items, nick.get(o.userId) ?? ''));
}

/** The detail: items, timeline and — for staff — the member and the pay order. */
export async function orderDetail(db: Db, order: TradeOrderRow, forAdmin: boolean): Promise<TradeOrderDetailResp> {
  const [[resp], logs] = await Promise.all([
    orderResps(db, [order]),
    db.select().from(tradeOrderLog).where(eq(tradeOrderLog.orderId, order.id)).orderBy(asc(tradeOrderLog.id)),
  ]);
  let user: TradeOrderDetailResp['user'] = null;
  let pay: TradeOrderDetailResp['payOrder'] = null;
  if (forAdmin) {
    const [u] = await db
      .select({ id: systemUsers.id, nickname: systemUsers.nickname, username: systemUsers.username, mobile: systemUsers.mobile, avatar: systemUsers.avatar })
      .from(systemUsers)
      .where(eq(systemUsers.id, order.userId));
    user = u ? { ...u, mobile: u.mobile ?? '', avatar: u.avatar ?? '' } : null;
    if (order.payOrderId) {
      const [p] = await db.select().from(payOrder).where(eq(payOrder.id, order.payOrderId));
      pay = p ? { id: p.id, no: p.no, status: p.status, channelCode: p.channelCode, price: p.price, successTime: ms(p.successTime) } : null;
    }
  }
  const timeline: TradeOrderLogResp[] = logs.map((l) => ({
    id: l.id,
    userType: l.userType,
    userId: l.userId,
    beforeStatus: l.beforeStatus,
    afterStatus: l.afterStatus,
    operateType: l.operateType,
    content: l.content,
    createTime: l.createTime.getTime(),
  }));
  return { ...resp, logs: timeline, user, payOrder: pay };
}

