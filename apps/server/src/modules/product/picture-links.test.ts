import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../test/test-app';

// Picture and link fields take http(s), our own file paths and inline pictures only: a stored `javascript:` address
// would run when the console or the site renders it as a link.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const call = (method: string, path: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token: admin, payload });
const BAD = ['javascript:alert(document.cookie)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png'];

describe('picture and link fields refuse script addresses', () => {
  it('product category, brand, SPU cover, slider pictures and SKU picture', async () => {
    const [cat] = (await t.database.pool.query("select id from product_category where name = '付费专栏'")).rows;
    const [brand] = (await t.database.pool.query('select id from product_brand order by id limit 1')).rows;
    const spu = (over: object) => ({
      name: `链接测试${Math.random().toString(36).slice(2, 6)}`,
      keyword: '测试',
      introduction: '测试',
      description: '<p>测试</p>',
      categoryId: Number(cat.id),
      brandId: Number(brand.id),
      picUrl: 'https://example.com/a.png',
      sort: 0,
      specType: false,
      benefitType: 3,
      benefitLevel: 0,
      skus: [{ price: 100, marketPrice: 100, costPrice: 0, stock: 1, benefitDays: 1 }],
      ...over,
    });
    for (const bad of BAD) {
      const c = await call('POST', '/product/category/create', { parentId: 0, name: '坏图', picUrl: bad, sort: 1, status: 0 });
      expect(c, bad).toMatchObject({ code: 400, msg: expect.stringContaining('分类图片必须是 http(s) 地址或本站文件地址') });
      expect((await call('POST', '/product/brand/create', { name: `坏${bad.length}`, picUrl: bad, sort: 1, status: 0 })).code, bad).toBe(400);
      expect((await call('POST', '/product/spu/create', spu({ picUrl: bad }))).code, bad).toBe(400);
      expect((await call('POST', '/product/spu/create', spu({ sliderPicUrls: ['https://example.com/b.png', bad] }))).code, bad).toBe(400);
      expect((await call('POST', '/product/spu/create', spu({ skus: [{ price: 100, marketPrice: 100, costPrice: 0, stock: 1, benefitDays: 1, picUrl: bad }] }))).code, bad).toBe(400);
    }
    expect(await t.count("product_category where name = '坏图'")).toBe(0);
    // our own uploaded files and http(s) pictures are fine
    const ok = await call('POST', '/product/spu/create', spu({ picUrl: '/admin-api/infra/file/1/get/20261127/a.png', sliderPicUrls: ['https://example.com/b.png'] }));
    expect(ok.code, ok.msg).toBe(0);
  });

  it('user avatar and OAuth2 client logo', async () => {
    for (const bad of BAD) {
      expect((await call('POST', '/system/user/create', { username: `bad${Math.random().toString(36).slice(2, 7)}`, nickname: '坏头像', avatar: bad })).code, bad).toBe(400);
      const client = await call('POST', '/system/oauth2-client/create', {
        clientId: `c${Math.random().toString(36).slice(2, 7)}`,
        secret: 's1',
        name: '坏图标',
        logo: bad,
        status: 0,
        accessTokenValiditySeconds: 3600,
        refreshTokenValiditySeconds: 86_400,
        redirectUris: ['https://q.example.com/cb'],
        authorizedGrantTypes: ['authorization_code'],
        scopes: [],
        autoApproveScopes: [],
      });
      expect(client.code, bad).toBe(400);
    }
  });
});
