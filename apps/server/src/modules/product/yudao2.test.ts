import { describe, expect, it } from 'vitest';
import { productPropertyViews, spuFromYudao2, spuPicUrls } from '@gprs/contract';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// The official yudao 2.x admin (Vue 2) against our product API: its calls, its SPU body, the fields it reads.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const call = (method: string, path: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token: admin, payload });

describe('yudao 2.x product calls', () => {
  it('商品品牌 → 新增 from the Vue 2 admin: 品牌排序 is a text input, its digits save; other text is refused', async () => {
    const body = { name: `品牌-${Date.now()}`, picUrl: '/admin-api/infra/file/1/get/20261128/ab_pic.png', sort: '9', status: 0 };
    const created = await call('POST', '/product/brand/create', body);
    expect(created.code, created.msg).toBe(0);
    expect((await call('GET', `/product/brand/get?id=${created.data}`)).data).toMatchObject({ name: body.name, sort: 9 });
    expect((await call('POST', '/product/brand/create', { ...body, name: `${body.name}-x`, sort: '9x' })).code).toBe(400);
    expect((await call('POST', '/product/brand/create', { ...body, name: `${body.name}-y`, sort: '' })).code).toBe(400);
  });

  it('GET /product/brand/list answers the enabled brands', async () => {
    const res = await call('GET', '/product/brand/list');
    expect(res.code).toBe(0);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), picUrl: expect.any(String), status: 0 }));
    expect((await call('GET', `/product/brand/list?name=${encodeURIComponent(res.data[0].name)}`)).data.map((b: { id: number }) => b.id)).toContain(res.data[0].id);
  });

  it('GET /product/property/get-value-list answers every property with its values', async () => {
    const res = await call('GET', '/product/property/get-value-list');
    expect(res.code).toBe(0);
    const duration = res.data.find((p: { name: string }) => p.name === '时长');
    expect(duration.values.map((v: { name: string }) => v.name)).toEqual(expect.arrayContaining(['月卡', '季卡', '年卡']));
  });

  it('POST /product/spu/create takes the 2.x body (picUrls, numeric specType, text stock, no keyword) and get-detail answers picUrls, totalStock, productPropertyViews', async () => {
    const [cat] = (await t.database.pool.query("select id from product_category where name = '投资书籍'")).rows;
    const brands = (await call('GET', '/product/brand/list')).data;
    const props = (await call('GET', '/product/property/get-value-list')).data;
    const binding = props.find((p: { name: string }) => p.name === '装帧') ?? props[0];
    const [v1, v2] = binding.values;
    const body = {
      name: '2.x 商品',
      sellPoint: '从 Vue 2 后台创建',
      picUrls: ['https://example.com/a.png', 'https://example.com/b.png'],
      brandId: brands[0].id,
      categoryIds: [Number(cat.id)],
      categoryId: Number(cat.id),
      status: 0,
      specType: 2,
      sort: '3',
      showStock: true,
      virtualSalesCount: '0',
      description: '<p>详情</p>',
      skus: [
        { spec: [v1.name], properties: [{ propertyId: binding.id, valueId: v1.id }], marketPrice: 1234.0000000000002, price: 999.9999999999999, costPrice: 0, stock: '12', warnStock: '', volume: '', weight: '', barCode: '' },
        { spec: [v2.name], properties: [{ propertyId: binding.id, valueId: v2.id }], marketPrice: 2000, price: 1500, costPrice: 100, stock: '8', barCode: '' },
      ],
    };
    const created = await call('POST', '/product/spu/create', body);
    expect(created.code, created.msg).toBe(0);
    const detail = (await call('GET', `/product/spu/get-detail?id=${created.data}`)).data;
    expect(detail).toMatchObject({ name: '2.x 商品', keyword: '2.x 商品', introduction: '从 Vue 2 后台创建', picUrl: 'https://example.com/a.png', specType: true, sort: 3, totalStock: 20, stock: 20 });
    expect(detail.picUrls).toEqual(['https://example.com/a.png', 'https://example.com/b.png']);
    expect(detail.skus.map((s: { price: number; stock: number }) => [s.price, s.stock])).toEqual([[1000, 12], [1500, 8]]);
    expect(detail.productPropertyViews).toEqual([{ propertyId: binding.id, name: binding.name, propertyValues: [{ id: v1.id, name: v1.name }, { id: v2.id, name: v2.name }] }]);
    const page = (await call('GET', `/product/spu/page?pageSize=100&name=${encodeURIComponent('2.x 商品')}`)).data;
    expect(page.list.find((r: { id: number }) => r.id === created.data)).toMatchObject({ totalStock: 20, picUrls: detail.picUrls });
    // our own shape still validates as before
    expect((await call('POST', '/product/spu/create', { ...body, picUrls: undefined, specType: true, sort: 1, skus: [{ price: 1, marketPrice: 1, costPrice: 0, stock: 1 }] })).msg).toContain('keyword');
  });
});

describe('2.x helpers', () => {
  it('spuPicUrls puts the cover first without repeating it', () => {
    expect(spuPicUrls('a', ['a', 'b'])).toEqual(['a', 'b']);
  });
  it('productPropertyViews groups the SKUs’ values by property', () => {
    expect(
      productPropertyViews([
        { properties: [{ propertyId: 1, propertyName: '时长', valueId: 10, valueName: '月卡' }, { propertyId: 2, propertyName: '版本', valueId: 20, valueName: '标准版' }] },
        { properties: [{ propertyId: 1, propertyName: '时长', valueId: 11, valueName: '年卡' }, { propertyId: 2, propertyName: '版本', valueId: 20, valueName: '标准版' }] },
      ]),
    ).toEqual([
      { propertyId: 1, name: '时长', propertyValues: [{ id: 10, name: '月卡' }, { id: 11, name: '年卡' }] },
      { propertyId: 2, name: '版本', propertyValues: [{ id: 20, name: '标准版' }] },
    ]);
  });
  it('spuFromYudao2 leaves our own shape alone', () => {
    const ours = { name: 'x', specType: false, skus: [] };
    expect(spuFromYudao2(ours)).toBe(ours);
  });
});
