import { TradeAfterSaleStatus, TradeOrderStatus } from '@gprs/contract';

type OrderStatus = (typeof TradeOrderStatus)[keyof typeof TradeOrderStatus];

export type OrderEvent =
  /** payment confirmed by the pay centre; virtual services complete at once, goods wait for shipping */
  | { type: 'pay'; virtual: boolean }
  | { type: 'deliver' }
  | { type: 'receive' }
  /** member / staff cancel or the pay deadline passed */
  | { type: 'cancel' }
  /** the whole order refunded through an after-sale */
  | { type: 'refund' };

/**
 * The trade order's state machine: the next status, or null when the event is not allowed in this status.
 * 待支付 → (pay) 待发货 | 已完成 (virtual) · 待支付 → (cancel) 已取消 · 待发货 → (deliver) 已发货 → (receive) 已完成 ·
 * a paid order (待发货 / 已发货 / 已完成) → (refund) 已取消.
 */
export function nextOrderStatus(status: number, event: OrderEvent): OrderStatus | null {
  switch (event.type) {
    case 'pay':
      return status === TradeOrderStatus.UNPAID ? (event.virtual ? TradeOrderStatus.COMPLETED : TradeOrderStatus.UNDELIVERED) : null;
    case 'cancel':
      return status === TradeOrderStatus.UNPAID ? TradeOrderStatus.CANCELED : null;
    case 'deliver':
      return status === TradeOrderStatus.UNDELIVERED ? TradeOrderStatus.DELIVERED : null;
    case 'receive':
      return status === TradeOrderStatus.DELIVERED ? TradeOrderStatus.COMPLETED : null;
    case 'refund':
      return status === TradeOrderStatus.UNDELIVERED || status === TradeOrderStatus.DELIVERED || status === TradeOrderStatus.COMPLETED
        ? TradeOrderStatus.CANCELED
        : null;
  }
}

/**
 * The pay event as one conditional UPDATE needs it (the order's type picks the target in SQL): from 待支付 to 已完成
 * (virtual services) or 待发货 (goods), taken from the machine above.
 */
export function payTransition(): { from: OrderStatus; toVirtual: OrderStatus; toGoods: OrderStatus } {
  const from = TradeOrderStatus.UNPAID;
  const toVirtual = nextOrderStatus(from, { type: 'pay', virtual: true });
  const toGoods = nextOrderStatus(from, { type: 'pay', virtual: false });
  if (toVirtual === null || toGoods === null) throw new Error('the order machine does not allow paying an unpaid order');
  return { from, toVirtual, toGoods };
}

type AfterSaleStatus = (typeof TradeAfterSaleStatus)[keyof typeof TradeAfterSaleStatus];
export type AfterSaleEvent = 'agree' | 'disagree' | 'member-cancel' | 'refunded';

/**
 * The after-sale (refund-only) state machine: 申请售后 → (agree) 等待退款 → (refunded) 退款成功;
 * 申请售后 → (disagree) 商家拒绝 | (member-cancel) 买家取消.
 */
export function nextAfterSaleStatus(status: number, event: AfterSaleEvent): AfterSaleStatus | null {
  if (status === TradeAfterSaleStatus.APPLY) {
    if (event === 'agree') return TradeAfterSaleStatus.WAIT_REFUND;
    if (event === 'disagree') return TradeAfterSaleStatus.SELLER_DISAGREE;
    if (event === 'member-cancel') return TradeAfterSaleStatus.BUYER_CANCEL;
  }
  if (status === TradeAfterSaleStatus.WAIT_REFUND && event === 'refunded') return TradeAfterSaleStatus.COMPLETE;
  return null;
}

/** Statuses from which the event leads somewhere (for the WHERE clause of the conditional UPDATE). */
export function orderStatusesAllowing(event: OrderEvent): number[] {
  return Object.values(TradeOrderStatus).filter((s) => nextOrderStatus(s, event) !== null);
}
