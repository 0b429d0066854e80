import { describe, expect, it } from 'vitest';
import { TradeAfterSaleStatus as A, TradeOrderStatus as S } from '@gprs/contract';
import { nextAfterSaleStatus, nextOrderStatus, orderStatusesAllowing, payTransition } from './order.machine';

describe('nextOrderStatus', () => {
  it('pay: virtual completes at once, goods wait for shipping; only from 待支付', () => {
    expect(nextOrderStatus(S.UNPAID, { type: 'pay', virtual: true })).toBe(S.COMPLETED);
    expect(nextOrderStatus(S.UNPAID, { type: 'pay', virtual: false })).toBe(S.UNDELIVERED);
    for (const s of [S.UNDELIVERED, S.DELIVERED, S.COMPLETED, S.CANCELED]) expect(nextOrderStatus(s, { type: 'pay', virtual: true })).toBeNull();
  });
  it('cancel only an unpaid order', () => {
    expect(nextOrderStatus(S.UNPAID, { type: 'cancel' })).toBe(S.CANCELED);
    for (const s of [S.UNDELIVERED, S.DELIVERED, S.COMPLETED, S.CANCELED]) expect(nextOrderStatus(s, { type: 'cancel' })).toBeNull();
  });
  it('deliver then receive', () => {
    expect(nextOrderStatus(S.UNDELIVERED, { type: 'deliver' })).toBe(S.DELIVERED);
    expect(nextOrderStatus(S.UNPAID, { type: 'deliver' })).toBeNull();
    expect(nextOrderStatus(S.COMPLETED, { type: 'deliver' })).toBeNull();
    expect(nextOrderStatus(S.DELIVERED, { type: 'receive' })).toBe(S.COMPLETED);
    expect(nextOrderStatus(S.UNDELIVERED, { type: 'receive' })).toBeNull();
  });
  it('refund closes a paid order only', () => {
    for (const s of [S.UNDELIVERED, S.DELIVERED, S.COMPLETED]) expect(nextOrderStatus(s, { type: 'refund' })).toBe(S.CANCELED);
    expect(nextOrderStatus(S.UNPAID, { type: 'refund' })).toBeNull();
    expect(nextOrderStatus(S.CANCELED, { type: 'refund' })).toBeNull();
  });
  it('lists the statuses an event may start from', () => {
    expect(orderStatusesAllowing({ type: 'refund' }).sort()).toEqual([S.UNDELIVERED, S.DELIVERED, S.COMPLETED].sort());
    expect(orderStatusesAllowing({ type: 'cancel' })).toEqual([S.UNPAID]);
  });
});

describe('nextAfterSaleStatus', () => {
  it('申请售后 → agree / disagree / member-cancel; 等待退款 → refunded', () => {
    expect(nextAfterSaleStatus(A.APPLY, 'agree')).toBe(A.WAIT_REFUND);
    expect(nextAfterSaleStatus(A.APPLY, 'disagree')).toBe(A.SELLER_DISAGREE);
    expect(nextAfterSaleStatus(A.APPLY, 'member-cancel')).toBe(A.BUYER_CANCEL);
    expect(nextAfterSaleStatus(A.APPLY, 'refunded')).toBeNull();
    expect(nextAfterSaleStatus(A.WAIT_REFUND, 'refunded')).toBe(A.COMPLETE);
    expect(nextAfterSaleStatus(A.WAIT_REFUND, 'agree')).toBeNull();
    for (const s of [A.COMPLETE, A.BUYER_CANCEL, A.SELLER_DISAGREE]) {
      for (const e of ['agree', 'disagree', 'member-cancel', 'refunded'] as const) expect(nextAfterSaleStatus(s, e)).toBeNull();
    }
  });
});

describe('payTransition', () => {
  it('is the machine\'s pay event from 待支付: 已完成 for virtual services, 待发货 for goods', () => {
    expect(payTransition()).toEqual({ from: S.UNPAID, toVirtual: S.COMPLETED, toGoods: S.UNDELIVERED });
    expect(orderStatusesAllowing({ type: 'pay', virtual: true })).toEqual([payTransition().from]);
  });
});
