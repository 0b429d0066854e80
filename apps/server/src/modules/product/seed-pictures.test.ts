import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// The demo seed's pictures are stored files served by URL: no comma in any of them (the official Vue 2 admin's SPU
// form splits picture lists on commas), each one answers its bytes, and the seeded products save from that form.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const call = (method: string, path: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token: admin, payload });

/** What the browser gets for a picture URL (anonymous, as an <img> on a public page). */
async function fetchPicture(url: string) {
  expect(url).toMatch(/^\/admin-api\/infra\/file\/\d+\/get\/[\w/.-]+$/);
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
}

describe('seeded pictures', () => {
  it('every seeded category, brand, SPU and order-item picture is a comma-free stored file that serves its SVG', async () => {
    const categories = (await call('GET', '/product/category/list')).data as { picUrl: string }[];
    const brands = (await call('GET', '/product/brand/list')).data as { picUrl: string }[];
    const spus = (await call('GET', '/product/spu/page?pageSize=100')).data.list as { id: number; picUrl: string; sliderPicUrls: string[]; picUrls: string[] }[];
    const items = (await t.database.pool.query('select pic_url from trade_order_item')).rows.map((r) => r.pic_url as string);
    const urls = new Set([...categories.map((c) => c.picUrl), ...brands.map((b) => b.picUrl), ...spus.flatMap((s) => [s.picUrl, ...s.sliderPicUrls, ...s.picUrls]), ...items]);
    expect(categories.length).toBeGreaterThan(0);
    expect(spus.length).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url, url).not.toContain(',');
      const pic = await fetchPicture(url);
      expect(pic.status, url).toBe(200);
      expect(pic.type).toBe('image/svg+xml');
      expect(pic.body).toMatch(/^<svg [^>]*xmlns='http:\/\/www.w3.org\/2000\/svg'/);
    }
    // the rows in 文件列表 that hold them
    const files = (await call('GET', '/infra/file/page?pageSize=100')).data.list as { url: string }[];
    for (const url of urls) expect(files.map((f) => f.url)).toContain(url);
  });

  it('a seeded product saves from the Vue 2 admin’s 商品列表 → 修改 (picUrls split on commas, as its form does)', async () => {
    const spus = (await call('GET', '/product/spu/page?pageSize=100')).data.list as { id: number; name: string }[];
    const vip = spus.find((s) => s.name === 'VIP 会员')!;
    const data = (await call('GET', `/product/spu/get-detail?id=${vip.id}`)).data;
    const form = {
      id: data.id,
      name: data.name,
      sellPoint: data.sellPoint,
      categoryIds: data.categoryId,
      categoryId: data.categoryId,
      sort: data.sort,
      description: data.description,
      picUrls: (data.picUrls as string[]).flatMap((m) => m.split(',')),
      status: data.status,
      brandId: data.brandId,
      specType: 2,
      skus: data.skus.map((s: { properties: { propertyId: number; valueId: number }[]; price: number; marketPrice: number; costPrice: number; stock: number }) => ({
        properties: s.properties.map((p) => ({ propertyId: p.propertyId, valueId: p.valueId })),
        price: s.price / 100,
        marketPrice: s.marketPrice / 100,
        costPrice: s.costPrice / 100,
        stock: String(s.stock),
      })),
    };
    const saved = await call('PUT', '/product/spu/update', form);
    expect(saved.code, saved.msg).toBe(0);
    const after = (await call('GET', `/product/spu/get-detail?id=${vip.id}`)).data;
    expect(after.picUrl).toBe(data.picUrl);
    expect(after.picUrls).toEqual(data.picUrls);
  });
});
