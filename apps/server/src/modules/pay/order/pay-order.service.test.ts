import { describe, expect, it } from 'vitest';
import { payOrderFromRaw } from './pay-order.service';

describe('payOrderFromRaw', () => {
  it('maps a raw pay_order row (snake_case, timestamps as text) to the typed row', () => {
    const row = payOrderFromRaw({
      id: 7, no: 'P1', app_id: 1, channel_id: null, channel_code: null, user_id: 3, merchant_order_id: 'O1', subject: 'VIP 会员 月卡', body: null,
      notify_url: 'http://x', price: 3000, channel_fee_rate: 0.6, channel_fee_price: 0, refund_price: 0, status: 0, user_ip: '127.0.0.1',
      expire_time: '2026-11-26 12:00:00.123+00', success_time: null, channel_order_no: null, channel_notify_data: null,
      creator: '3', create_time: '2026-11-26 11:30:00+00', updater: '3', update_time: new Date('2026-11-26T11:30:00Z'),
    });
    expect(row).toMatchObject({ id: 7, appId: 1, channelId: null, userId: 3, merchantOrderId: 'O1', price: 3000, channelFeeRate: 0.6, status: 0, successTime: null, body: null });
    expect(row.expireTime.toISOString()).toBe('2026-11-26T12:00:00.123Z');
    expect(row.createTime.toISOString()).toBe('2026-11-26T11:30:00.000Z');
    expect(row.updateTime.toISOString()).toBe('2026-11-26T11:30:00.000Z');
  });
});
