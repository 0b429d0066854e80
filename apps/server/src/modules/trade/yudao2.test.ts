import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// Fields the official yudao 2.x admin (Vue 2) reads on trade pages, sent beside ours.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const get = async (url: string) => (await t.call({ url: `/admin-api${url}`, token: admin })).data;

describe('yudao 2.x fields on trade pages', () => {
  it('order detail has the price breakdown and original item prices (no ¥NaN)', async () => {
    const page = (await get('/trade/order/page?pageSize=50')).list;
    const order = page.find((o: { productCount: number }) => o.productCount >= 1);
    const detail = await get(`/trade/order/get-detail?id=${order.id}`);
    expect(detail).toMatchObject({ originalPrice: detail.totalPrice, deliveryPrice: 0, adjustPrice: 0, discountPrice: 0, pointPrice: 0 });
    for (const item of detail.items) expect(item).toMatchObject({ originalUnitPrice: item.price, originalPrice: item.price * item.count });
  });

  it('after-sale rows carry the member as user.nickname', async () => {
    const rows = (await get('/trade/after-sale/page?pageSize=50')).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.user).toEqual({ id: r.userId, nickname: r.userNickname });
  });
});
