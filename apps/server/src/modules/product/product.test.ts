import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const call = (method: string, path: string, token: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });

describe('categories (two levels)', () => {
  it('lists the seeded tree; creates, refuses a third level, a missing parent and deleting a parent with children', async () => {
    const list = (await call('GET', '/product/category/list', admin)).data;
    const top = list.filter((c: any) => c.parentId === 0);
    expect(top.map((c: any) => c.name)).toEqual(['会员服务', '周边商品']);
    expect(list.filter((c: any) => c.parentId === top[0].id).map((c: any) => c.name)).toEqual(['VIP 会员', 'Level-2 行情', '付费专栏']);
    const sample = { parentId: 0, name: '数据服务', picUrl: 'https://example.com/c.png', sort: 5, status: 0 };
    expect((await call('POST', '/product/category/create', admin, { ...sample, picUrl: '' })).msg).toContain('分类图片不能为空');
    expect((await call('POST', '/product/category/create', admin, { ...sample, name: '' })).msg).toContain('分类名称不能为空');
    const parent = (await call('POST', '/product/category/create', admin, sample)).data;
    const child = (await call('POST', '/product/category/create', admin, { ...sample, parentId: parent, name: '龙虎榜' })).data;
    expect((await call('POST', '/product/category/create', admin, { ...sample, parentId: child, name: '三级' })).code).toBe(1_008_001_002);
    expect((await call('POST', '/product/category/create', admin, { ...sample, parentId: 999999 })).code).toBe(1_008_001_001);
    expect((await call('PUT', '/product/category/update', admin, { ...sample, id: parent, parentId: top[0].id })).code).toBe(1_008_001_007);
    expect((await call('DELETE', `/product/category/delete?id=${parent}`, admin)).code).toBe(1_008_001_003);
    expect((await call('GET', `/product/category/list?parentId=${parent}`, admin)).data.map((c: any) => c.id)).toEqual([child]);
    expect((await call('DELETE', `/product/category/delete?id=${child}`, admin)).data).toBe(true);
    expect((await call('DELETE', `/product/category/delete?id=${parent}`, admin)).data).toBe(true);
    const used = list.find((c: any) => c.name === 'VIP 会员');
    expect((await call('DELETE', `/product/category/delete?id=${used.id}`, admin)).code).toBe(1_008_001_005);
  });
});

describe('brands, properties and values', () => {
  it('brand CRUD with a unique name and a simple list', async () => {
    const b = { name: '新品牌', picUrl: 'https://example.com/b.png', sort: 3, status: 0, description: null };
    const id = (await call('POST', '/product/brand/create', admin, b)).data;
    expect((await call('POST', '/product/brand/create', admin, b)).code).toBe(1_008_002_002);
    expect((await call('GET', `/product/brand/get?id=${id}`, admin)).data).toMatchObject({ ...b, id });
    expect((await call('GET', `/product/brand/page?name=${encodeURIComponent('新品')}`, admin)).data.total).toBe(1);
    expect((await call('GET', '/product/brand/list-all-simple', admin)).data.map((x: any) => x.name)).toContain('新品牌');
    expect((await call('DELETE', `/product/brand/delete?id=${id}`, admin)).data).toBe(true);
    const seeded = (await call('GET', '/product/brand/page', admin)).data.list[0];
    expect((await call('DELETE', `/product/brand/delete?id=${seeded.id}`, admin)).code).toBe(1_008_002_003);
  });

  it('properties with their values; a used value cannot be deleted', async () => {
    const props = (await call('GET', '/product/property/simple-list', admin)).data;
    expect(props.map((p: any) => p.name)).toEqual(['时长', '版本', '装帧']);
    const duration = props[0];
    const values = (await call('GET', `/product/property/value/simple-list?propertyId=${duration.id}`, admin)).data;
    expect(values.map((v: any) => v.name)).toEqual(['月卡', '季卡', '年卡']);
    expect((await call('GET', `/product/property/value/page?propertyId=${duration.id}`, admin)).data.total).toBe(3);
    expect((await call('POST', '/product/property/value/create', admin, { propertyId: duration.id, name: '月卡' })).code).toBe(1_008_004_001);
    expect((await call('POST', '/product/property/value/create', admin, { propertyId: 999999, name: 'x' })).code).toBe(1_008_003_000);
    const week = (await call('POST', '/product/property/value/create', admin, { propertyId: duration.id, name: '周卡' })).data;
    expect((await call('DELETE', `/product/property/value/delete?id=${week}`, admin)).data).toBe(true);
    expect((await call('DELETE', `/product/property/value/delete?id=${values[0].id}`, admin)).code).toBe(1_008_004_002);
    expect((await call('DELETE', `/product/property/delete?id=${duration.id}`, admin)).code).toBe(1_008_003_002);
    expect((await call('POST', '/product/property/create', admin, { name: '时长' })).code).toBe(1_008_003_001);
    const color = (await call('POST', '/product/property/create', admin, { name: '颜色', remark: null })).data;
    expect((await call('DELETE', `/product/property/delete?id=${color}`, admin)).data).toBe(true);
  });
});

describe('SPU with SKUs', () => {
  async function ids() {
    const cats = (await call('GET', '/product/category/list', admin)).data;
    const props = (await call('GET', '/product/property/simple-list', admin)).data;
    const dur = (await call('GET', `/product/property/value/simple-list?propertyId=${props[0].id}`, admin)).data;
    const ed = (await call('GET', `/product/property/value/simple-list?propertyId=${props[1].id}`, admin)).data;
    const brand = (await call('GET', '/product/brand/list-all-simple', admin)).data[0];
    return { vipCat: cats.find((c: any) => c.name === 'VIP 会员').id, topCat: cats.find((c: any) => c.name === '会员服务').id, brand: brand.id, props, dur, ed };
  }
  const sku = (properties: object[], price: number, extra: object = {}) => ({ properties, price, marketPrice: price * 2, costPrice: 0, stock: 100, benefitDays: 30, ...extra });

  it('creates a two-property product (matrix of SKUs), reads it, updates the SKUs, exports, recycles and deletes', async () => {
    const { vipCat, brand, props, dur, ed } = await ids();
    const p = (prop: any, v: any) => ({ propertyId: prop.id, valueId: v.id });
    const body = {
      name: 'VIP 尊享版',
      keyword: 'VIP',
      introduction: '尊享',
      description: '<p onclick="x()">详情<script>alert(1)</script></p>',
      categoryId: vipCat,
      brandId: brand,
      picUrl: '/admin-api/infra/file/1/get/a.png',
      sliderPicUrls: ['/admin-api/infra/file/1/get/a.png'],
      sort: 1,
      specType: true,
      benefitType: 1,
      benefitLevel: 2,
      skus: [sku([p(props[0], dur[0]), p(props[1], ed[0])], 3000), sku([p(props[0], dur[0]), p(props[1], ed[1])], 5000), sku([p(props[0], dur[2]), p(props[1], ed[0])], 20000, { benefitDays: 365 })],
    };
    const id = (await call('POST', '/product/spu/create', admin, body)).data;
    expect(id).toBeGreaterThan(0);
    const d = (await call('GET', `/product/spu/get-detail?id=${id}`, admin)).data;
    expect(d).toMatchObject({ name: 'VIP 尊享版', status: 1, price: 3000, marketPrice: 6000, stock: 300, specType: true, benefitLevel: 2 });
    expect(d.description).toBe('<p>详情</p>');
    expect(d.skus.map((s: any) => s.name)).toEqual(['月卡 / 标准版', '月卡 / 专业版', '年卡 / 标准版']);
    expect(d.skus[0].properties[1]).toEqual({ propertyId: props[1].id, propertyName: '版本', valueId: ed[0].id, valueName: '标准版' });

    // update: keep the first SKU (by id), change its price, drop the others, add one
    const upd = { ...body, id, skus: [{ ...body.skus[0], id: d.skus[0].id, price: 2800 }, sku([p(props[0], dur[1]), p(props[1], ed[1])], 9000, { benefitDays: 90 })] };
    expect((await call('PUT', '/product/spu/update', admin, upd)).data).toBe(true);
    const d2 = (await call('GET', `/product/spu/get-detail?id=${id}`, admin)).data;
    expect(d2.skus.map((s: any) => [s.id === d.skus[0].id, s.name, s.price])).toEqual([
      [true, '月卡 / 标准版', 2800],
      [false, '季卡 / 专业版', 9000],
    ]);
    expect(d2).toMatchObject({ price: 2800, stock: 200 });
    expect((await call('GET', `/product/sku/get-option-list?spuId=${id}`, admin)).data.map((s: any) => s.name)).toEqual(['月卡 / 标准版', '季卡 / 专业版']);

    // tabs and counts
    expect((await call('GET', '/product/spu/page?tabType=0&pageSize=50', admin)).data.list.map((s: any) => s.id)).toContain(id);
    const counts = (await call('GET', '/product/spu/get-count', admin)).data;
    expect(counts['0']).toBeGreaterThanOrEqual(5);
    expect(Object.keys(counts).sort()).toEqual(['0', '1', '2', '3', '4']);
    expect((await call('GET', '/product/spu/get-simple-list', admin)).data.map((s: any) => s.name)).toContain('VIP 尊享版');
    // members see on-sale products only
    expect((await call('GET', '/product/spu/on-sale-list', member)).data.map((s: any) => s.name)).toContain('VIP 尊享版');
    expect((await call('PUT', '/product/spu/update-status', admin, { id, status: 0 })).data).toBe(true);
    expect((await call('GET', '/product/spu/on-sale-list', member)).data.map((s: any) => s.name)).not.toContain('VIP 尊享版');
    expect((await call('GET', '/product/spu/page?tabType=1', admin)).data.list.map((s: any) => s.id)).toContain(id);

    // export
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/product/spu/export?tabType=1', headers: { authorization: `Bearer ${admin}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['商品编号', '商品名称', '商品分类', '商品品牌', '商品类型', '销售价（元）', '市场价（元）', '成本价（元）', '库存', '销量', '状态', '排序', '创建时间']);
    expect(rows.find((r) => r[1] === 'VIP 尊享版')).toEqual(expect.arrayContaining(['VIP 会员', 'VIP 会员', '28.00', '下架']));

    // delete: only from the recycle bin; without orders it is gone
    expect((await call('DELETE', `/product/spu/delete?id=${id}`, admin)).code).toBe(1_008_005_004);
    await call('PUT', '/product/spu/update-status', admin, { id, status: -1 });
    expect((await call('GET', '/product/spu/page?tabType=4', admin)).data.list.map((s: any) => s.id)).toContain(id);
    expect((await call('DELETE', `/product/spu/delete?id=${id}`, admin)).data).toBe('deleted');
    expect((await call('GET', `/product/spu/get-detail?id=${id}`, admin)).data).toBeNull();
  });

  it('a SPU with orders is moved to the recycle bin instead of being deleted', async () => {
    const vip = (await call('GET', '/product/spu/page?name=VIP', admin)).data.list.find((s: any) => s.name === 'VIP 会员');
    expect((await call('DELETE', `/product/spu/delete?id=${vip.id}`, admin)).data).toBe('recycled');
    expect((await call('GET', `/product/spu/get-detail?id=${vip.id}`, admin)).data.status).toBe(-1);
    expect((await call('DELETE', `/product/spu/delete?id=${vip.id}`, admin)).data).toBe('recycled');
    expect((await call('GET', `/product/spu/get-detail?id=${vip.id}`, admin)).data).not.toBeNull();
  });

  it('validates per field and per rule with clear messages, writing nothing', async () => {
    const { vipCat, topCat, brand, props, dur } = await ids();
    const before = await t.count('product_spu');
    const base = {
      name: '单规格',
      keyword: 'k',
      introduction: 'i',
      description: '<p>d</p>',
      categoryId: vipCat,
      brandId: brand,
      picUrl: 'https://example.com/p.png',
      sort: 0,
      specType: false,
      benefitType: 3,
      benefitLevel: 0,
      skus: [sku([], 100)],
    };
    const cases: [object, number | string][] = [
      [{ ...base, name: '' }, '商品名称不能为空'],
      [{ ...base, picUrl: '' }, '商品封面图不能为空'],
      [{ ...base, skus: [] }, '商品 SKU 不能为空'],
      [{ ...base, skus: [sku([], -1)] }, '销售价不能小于 0'],
      [{ ...base, skus: [sku([], 1.5)] }, '销售价必须是整数（单位：分）'],
      [{ ...base, skus: [{ ...sku([], 100), stock: -1 }] }, '库存不能小于 0'],
      [{ ...base, categoryId: topCat }, 1_008_005_001],
      [{ ...base, brandId: 999999 }, 1_008_002_000],
      [{ ...base, skus: [sku([], 100), sku([], 200)] }, 1_008_006_003],
      [{ ...base, specType: true }, 1_008_006_002],
      [{ ...base, specType: true, skus: [sku([{ propertyId: props[0].id, valueId: dur[0].id }], 1), sku([{ propertyId: props[0].id, valueId: dur[0].id }], 2)] }, 1_008_006_001],
      [{ ...base, specType: true, skus: [sku([{ propertyId: props[1].id, valueId: dur[0].id }], 1)] }, 1_008_006_005],
      [{ ...base, benefitType: 1, benefitLevel: 0 }, 1_008_005_005],
      [{ ...base, skus: [sku([], 100, { benefitDays: 0 })] }, 1_008_005_006],
    ];
    for (const [body, expected] of cases) {
      const res = await call('POST', '/product/spu/create', admin, body);
      if (typeof expected === 'number') expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(expected);
      else expect(res.msg, JSON.stringify(body).slice(0, 80)).toContain(expected);
    }
    expect(await t.count('product_spu')).toBe(before);
    expect((await call('POST', '/product/spu/create', admin, base)).code).toBe(0);
  });

  it('permissions: staff and members cannot manage products', async () => {
    expect((await call('GET', '/product/spu/page', staff)).code).toBe(403);
    expect((await call('GET', '/product/category/list', member)).code).toBe(403);
    expect((await call('PUT', '/product/spu/update-status', member, { id: 1, status: 0 })).code).toBe(403);
    expect((await t.call({ url: '/admin-api/product/spu/on-sale-list' })).code).toBe(401);
  });

  it('on-sale-list refuses a benefit type that is not one of the numbers, whatever its shape', async () => {
    for (const q of ['benefitType[a]=1', 'benefitType=abc', 'benefitType=9', 'benefitType=true', 'benefitType[]=1']) {
      const res = await call('GET', `/product/spu/on-sale-list?${q}`, member);
      expect(res.code, q).toBe(400);
    }
    expect((await call('GET', '/product/spu/on-sale-list?benefitType=1', member)).code).toBe(0);
  });
});
