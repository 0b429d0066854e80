import { describe, expect, it } from 'vitest';
import { PayNotifyStatus, PayOrderStatus as P, PayRefundStatus as R } from '@gprs/contract';
import { channelFee, nextPayOrderStatus, nextPayRefundStatus, payable } from './pay.machine';
import { afterNotifyAttempt, PAY_NOTIFY_MAX_TIMES } from '../notify/notify.rules';

describe('pay order machine', () => {
  it('waiting → success | closed; success → refund; nothing else', () => {
    expect(nextPayOrderStatus(P.WAITING, 'success')).toBe(P.SUCCESS);
    expect(nextPayOrderStatus(P.WAITING, 'close')).toBe(P.CLOSED);
    expect(nextPayOrderStatus(P.SUCCESS, 'refund')).toBe(P.REFUND);
    expect(nextPayOrderStatus(P.SUCCESS, 'success')).toBeNull();
    expect(nextPayOrderStatus(P.SUCCESS, 'close')).toBeNull();
    expect(nextPayOrderStatus(P.CLOSED, 'success')).toBeNull();
    expect(nextPayOrderStatus(P.WAITING, 'refund')).toBeNull();
    expect(nextPayOrderStatus(P.REFUND, 'refund')).toBeNull();
  });
  it('refund: waiting → success | failure once', () => {
    expect(nextPayRefundStatus(R.WAITING, 'success')).toBe(R.SUCCESS);
    expect(nextPayRefundStatus(R.WAITING, 'failure')).toBe(R.FAILURE);
    expect(nextPayRefundStatus(R.SUCCESS, 'failure')).toBeNull();
  });
  it('payable says why not', () => {
    const now = new Date(1_000_000);
    expect(payable({ status: P.WAITING, expireTime: new Date(1_000_001) }, now)).toBe('ok');
    expect(payable({ status: P.WAITING, expireTime: new Date(1_000_000) }, now)).toBe('expired');
    expect(payable({ status: P.SUCCESS, expireTime: new Date(2_000_000) }, now)).toBe('paid');
    expect(payable({ status: P.REFUND, expireTime: new Date(2_000_000) }, now)).toBe('paid');
    expect(payable({ status: P.CLOSED, expireTime: new Date(2_000_000) }, now)).toBe('closed');
  });
  it('channel fee rounds half up in 分', () => {
    expect(channelFee(10_000, 0.6)).toBe(60);
    expect(channelFee(99, 0.5)).toBe(0);
    expect(channelFee(100, 0.5)).toBe(1);
    expect(channelFee(100, 0)).toBe(0);
  });
});

describe('notify retry schedule', () => {
  const now = new Date(0);
  it('waits 15 s, 15 s, 30 s, 3 min, 30 min, 30 min, 30 min, 1 h, then gives up', () => {
    const waits: number[] = [];
    for (let attempt = 1; attempt < PAY_NOTIFY_MAX_TIMES; attempt++) {
      const r = afterNotifyAttempt(attempt, 'request-failed', now);
      expect(r.status).toBe(PayNotifyStatus.REQUEST_FAILURE);
      waits.push(r.nextNotifyTime!.getTime() / 1000);
    }
    expect(waits).toEqual([15, 15, 30, 180, 1800, 1800, 1800, 3600]);
    expect(afterNotifyAttempt(PAY_NOTIFY_MAX_TIMES, 'request-failed', now)).toEqual({ status: PayNotifyStatus.FAILURE, nextNotifyTime: null });
  });
  it('a bad answer is 请求成功，但是结果失败; success ends it', () => {
    expect(afterNotifyAttempt(1, 'bad-answer', now).status).toBe(PayNotifyStatus.REQUEST_SUCCESS);
    expect(afterNotifyAttempt(3, 'success', now)).toEqual({ status: PayNotifyStatus.SUCCESS, nextNotifyTime: null });
  });
});
