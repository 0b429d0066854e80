import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// The official yudao 2.x admin (Vue 2) against our pay API.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const call = (method: string, path: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token: admin, payload });

describe('yudao 2.x pay calls', () => {
  it('GET /pay/refund/get answers the refund with its detail; get-detail answers the same', async () => {
    const id = (await call('POST', '/pay/demo-order/create', { spuId: 1 })).data;
    const order = (await call('GET', `/pay/demo-order/get?id=${id}`)).data;
    expect((await call('POST', '/pay/order/submit', { id: order.payOrderId, channelCode: 'mock' })).data.status).toBe(10);
    expect((await call('PUT', `/pay/demo-order/refund?id=${id}`)).data).toBe(true);
    const refundId = (await call('GET', `/pay/demo-order/get?id=${id}`)).data.payRefundId;
    const got = await call('GET', `/pay/refund/get?id=${refundId}`);
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({ id: refundId, merchantOrderId: String(id), channelCode: 'mock', refundPrice: order.price, channelOrderNo: expect.stringMatching(/^MOCK-/), updateTime: expect.any(Number) });
    expect(got.data.channelNotifyData).toContain('mock');
    expect((await call('GET', `/pay/refund/get-detail?id=${refundId}`)).data).toEqual(got.data);
    expect((await call('GET', '/pay/refund/get?id=999999')).data).toBeNull();
  });

  it('pay order detail carries extension.channelNotifyData', async () => {
    const id = (await call('POST', '/pay/demo-order/create', { spuId: 2 })).data;
    const { payOrderId } = (await call('GET', `/pay/demo-order/get?id=${id}`)).data;
    await call('POST', '/pay/order/submit', { id: payOrderId, channelCode: 'mock' });
    const detail = (await call('GET', `/pay/order/get-detail?id=${payOrderId}`)).data;
    expect(detail.extension).toEqual({ no: detail.no, channelNotifyData: detail.channelNotifyData });
    expect(detail.extension.channelNotifyData).toContain('mock');
  });
});
