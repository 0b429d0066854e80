import { TradeOrderStatus, TradeOrderType, TradeOrderRefundStatus, PayOrderStatus } from '@gprs/contract';

interface ItemLike {
  spuName: string;
  count: number;
  properties: { valueName: string }[];
}

/** '专业版 VIP（月卡 / 标准）×2，Level-2 行情 ×1' — the items of an order in one line. */
export function orderItemsText(items: readonly ItemLike[]): string {
  return items.map((i) => `${i.spuName}${i.properties.length ? `（${i.properties.map((p) => p.valueName).join(' / ')}）` : ''} ×${i.count}`).join('，');
}

interface OrderLike {
  status: number;
  type: number;
  refundStatus: number;
  payExpireTime: number;
}

/** What staff may do with an order in its current state (the server checks the same in its WHERE clauses). */
export function adminOrderActions(o: OrderLike): { deliver: boolean; receive: boolean; cancel: boolean } {
  return {
    deliver: o.status === TradeOrderStatus.UNDELIVERED && o.type === TradeOrderType.NORMAL,
    receive: o.status === TradeOrderStatus.DELIVERED,
    cancel: o.status === TradeOrderStatus.UNPAID,
  };
}

/** What the member may do on 我的订单: pay (unpaid, before the deadline), cancel (unpaid), ask for a refund (paid, none asked yet). */
export function memberOrderActions(o: OrderLike, now: number): { pay: boolean; cancel: boolean; refund: boolean } {
  const unpaid = o.status === TradeOrderStatus.UNPAID;
  const paid = o.status === TradeOrderStatus.UNDELIVERED || o.status === TradeOrderStatus.DELIVERED || o.status === TradeOrderStatus.COMPLETED;
  return { pay: unpaid && now < o.payExpireTime, cancel: unpaid, refund: paid && o.refundStatus === TradeOrderRefundStatus.NONE };
}

/** '29:59' left until a deadline (mm:ss, or h:mm:ss past an hour); '00:00' once passed. */
export function countdown(deadline: number, now: number): string {
  const s = Math.max(0, Math.floor((deadline - now) / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

interface CashierLike {
  status: number;
  expired: boolean;
  expireTime: number;
  channels: readonly { code: string }[];
}

/** What the cashier shows for a pay order: pay, or why not. */
export function cashierState(o: CashierLike, now: number): { kind: 'pay' } | { kind: 'paid' | 'expired' | 'closed' | 'refunded' | 'no-channel'; message: string } {
  if (o.status === PayOrderStatus.SUCCESS) return { kind: 'paid', message: '该订单已支付，无需重复支付' };
  if (o.status === PayOrderStatus.REFUND) return { kind: 'refunded', message: '该订单已退款' };
  if (o.status === PayOrderStatus.CLOSED) return { kind: 'closed', message: '该订单已关闭，无法支付' };
  if (o.expired || now >= o.expireTime) return { kind: 'expired', message: '该订单已过支付期限，无法支付' };
  if (o.channels.length === 0) return { kind: 'no-channel', message: '暂无可用的支付方式，请联系客服' };
  return { kind: 'pay' };
}

/** A return address from the query, kept only when it is a path of this site ('/userOrder?x=1'), else the fallback. */
export function safeReturnUrl(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The cashier's way back, named for where it goes: 返回钱包 after a top-up, 返回会员服务, else 查看订单. */
export function memberReturnLabel(returnUrl: string): string {
  const path = returnUrl.split(/[?#]/)[0];
  if (path === '/userWallet') return '返回钱包';
  if (path === '/vip') return '返回会员服务';
  return '查看订单';
}
