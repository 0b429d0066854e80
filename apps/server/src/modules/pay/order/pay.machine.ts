import { PayOrderStatus, PayRefundStatus } from '@gprs/contract';

export type PayOrderEvent = 'success' | 'close' | 'refund';

/**
 * The pay order's state machine: 待支付 → (success) 支付成功 | (close, deadline or merchant cancel) 支付关闭;
 * 支付成功 → (refund, when the whole price has been refunded) 已退款. Null when not allowed.
 */
export function nextPayOrderStatus(status: number, event: PayOrderEvent): number | null {
  if (status === PayOrderStatus.WAITING && event === 'success') return PayOrderStatus.SUCCESS;
  if (status === PayOrderStatus.WAITING && event === 'close') return PayOrderStatus.CLOSED;
  if (status === PayOrderStatus.SUCCESS && event === 'refund') return PayOrderStatus.REFUND;
  return null;
}

/** The refund's state machine: 未退款 → 退款成功 | 退款失败. */
export function nextPayRefundStatus(status: number, event: 'success' | 'failure'): number | null {
  if (status !== PayRefundStatus.WAITING) return null;
  return event === 'success' ? PayRefundStatus.SUCCESS : PayRefundStatus.FAILURE;
}

/** Whether the cashier may still take money for this order at `now`. */
export function payable(order: { status: number; expireTime: Date }, now: Date): 'ok' | 'paid' | 'expired' | 'closed' {
  if (order.status === PayOrderStatus.SUCCESS || order.status === PayOrderStatus.REFUND) return 'paid';
  if (order.status === PayOrderStatus.CLOSED) return 'closed';
  return order.expireTime.getTime() <= now.getTime() ? 'expired' : 'ok';
}

/** Channel fee in 分 for a price and a percentage rate, rounded half up. */
export function channelFee(price: number, feeRate: number): number {
  return Math.round((price * feeRate) / 100);
}
