import { describe, expect, it } from 'vitest';
import { adminOrderActions, cashierState, countdown, memberOrderActions, orderItemsText } from './order-rules';

const base = { status: 0, type: 10, refundStatus: 0, payExpireTime: 1_000_000 };

describe('order rules', () => {
  it('writes the items in one line', () => {
    expect(orderItemsText([{ spuName: 'VIP 会员', count: 2, properties: [{ valueName: '月卡' }, { valueName: '标准' }] }, { spuName: '专栏', count: 1, properties: [] }])).toBe('VIP 会员（月卡 / 标准） ×2，专栏 ×1');
  });

  it('offers staff only what the state allows', () => {
    expect(adminOrderActions(base)).toEqual({ deliver: false, receive: false, cancel: true });
    expect(adminOrderActions({ ...base, status: 10, type: 0 })).toEqual({ deliver: true, receive: false, cancel: false });
    expect(adminOrderActions({ ...base, status: 10, type: 10 }).deliver).toBe(false); // virtual services are never shipped
    expect(adminOrderActions({ ...base, status: 20, type: 0 })).toEqual({ deliver: false, receive: true, cancel: false });
  });

  it('offers the member pay / cancel / refund by state', () => {
    expect(memberOrderActions(base, 999_999)).toEqual({ pay: true, cancel: true, refund: false });
    expect(memberOrderActions(base, 1_000_000).pay).toBe(false); // past the deadline
    expect(memberOrderActions({ ...base, status: 30 }, 0)).toEqual({ pay: false, cancel: false, refund: true });
    expect(memberOrderActions({ ...base, status: 30, refundStatus: 10 }, 0).refund).toBe(false);
    expect(memberOrderActions({ ...base, status: 40 }, 0)).toEqual({ pay: false, cancel: false, refund: false });
  });

  it('counts down to the deadline', () => {
    expect(countdown(30 * 60_000, 0)).toBe('30:00');
    expect(countdown(61_500, 0)).toBe('01:01');
    expect(countdown(3_600_000 + 5000, 0)).toBe('1:00:05');
    expect(countdown(0, 5000)).toBe('00:00');
  });

  it('lets the cashier pay only a waiting, unexpired order with a channel', () => {
    const order = { status: 0, expired: false, expireTime: 1000, channels: [{ code: 'mock' }] };
    expect(cashierState(order, 0)).toEqual({ kind: 'pay' });
    expect(cashierState({ ...order, status: 10 }, 0).kind).toBe('paid');
    expect(cashierState({ ...order, status: 30 }, 0).kind).toBe('closed');
    expect(cashierState({ ...order, status: 20 }, 0).kind).toBe('refunded');
    expect(cashierState({ ...order, expired: true }, 0).kind).toBe('expired');
    expect(cashierState(order, 1000).kind).toBe('expired');
    expect(cashierState({ ...order, channels: [] }, 0).kind).toBe('no-channel');
  });
});

describe('safeReturnUrl', () => {
  it('keeps site paths only', async () => {
    const { safeReturnUrl } = await import('./order-rules');
    expect(safeReturnUrl('/userOrder?id=3', '/x')).toBe('/userOrder?id=3');
    expect(safeReturnUrl('https://evil.example/', '/x')).toBe('/x');
    expect(safeReturnUrl('//evil.example', '/x')).toBe('/x');
    expect(safeReturnUrl('/\\evil.example', '/x')).toBe('/x');
    expect(safeReturnUrl(null, '/x')).toBe('/x');
  });
});

describe('memberReturnLabel', () => {
  it('names the way back after paying', async () => {
    const { memberReturnLabel } = await import('./order-rules');
    expect(memberReturnLabel('/userWallet')).toBe('返回钱包');
    expect(memberReturnLabel('/userWallet?x=1')).toBe('返回钱包');
    expect(memberReturnLabel('/vip')).toBe('返回会员服务');
    expect(memberReturnLabel('/userOrder')).toBe('查看订单');
    expect(memberReturnLabel('/userWalletX')).toBe('查看订单');
  });
});
