import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../../test/test-app';
import { areaTree, formatIpArea } from './area';

// 地区 (yudao 2.x /system/area/{tree,get-by-ip}): the form-create 地区 field, the print dialog and the Vue 2 admin's
// 地区管理 page read them.
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

const get = (path: string, token = admin) => t.call({ method: 'GET', url: `/admin-api/system/area/${path}`, token });

describe('the area tree (GB/T 2260 codes)', () => {
  it('provinces, then cities, then districts; a municipality’s 市辖区 is named after it; leaves have no children', () => {
    const tree = areaTree();
    expect(tree.length).toBe(34);
    const gd = tree.find((p) => p.id === 440000)!;
    expect(gd.name).toBe('广东省');
    const sz = gd.children!.find((c) => c.id === 440300)!;
    expect(sz.name).toBe('深圳市');
    expect(sz.children!.map((d) => d.name)).toContain('南山区');
    expect(sz.children!.every((d) => d.children === undefined)).toBe(true);
    const bj = tree.find((p) => p.id === 110000)!;
    expect(bj.children!.map((c) => [c.id, c.name])).toEqual([[110100, '北京市']]);
  });

  it('formats an ip2region answer as yudao does (province and city, space-separated), abroad the country, else 未知', () => {
    expect(formatIpArea({ country: '中国', province: '广东省', city: '深圳市' })).toBe('广东省 深圳市');
    expect(formatIpArea({ country: '中国', province: '上海', city: '上海市' })).toBe('上海市 上海市');
    expect(formatIpArea({ country: '中国', province: '江苏省', city: '' })).toBe('江苏省');
    expect(formatIpArea({ country: '美国', province: '', city: '' })).toBe('美国');
    expect(formatIpArea({ country: '', province: '', city: '内网IP' })).toBe('未知');
    expect(formatIpArea(null)).toBe('未知');
  });
});

describe('GET /system/area/tree and /system/area/get-by-ip', () => {
  it('answer a signed-in user; anonymous callers get 401', async () => {
    const tree = await get('tree');
    expect(tree.code).toBe(0);
    expect(tree.data[0]).toMatchObject({ id: 110000, name: '北京市', children: [{ id: 110100, name: '北京市' }] });
    const member = await t.login('member', 'member123');
    expect((await get('tree', member)).code).toBe(0);
    expect((await get('tree', '')).code).toBe(401);
    expect((await get('get-by-ip?ip=127.0.0.1', '')).code).toBe(401);
  });

  it('names the area of an IPv4 or IPv6 address from the bundled ip2region data; refuses what is not an IP', async () => {
    expect((await get('get-by-ip?ip=120.24.78.68')).data).toBe('广东省 深圳市');
    expect((await get('get-by-ip?ip=202.96.209.133')).data).toBe('上海市 上海市');
    expect((await get('get-by-ip?ip=8.8.8.8')).data).toBe('美国');
    expect((await get('get-by-ip?ip=127.0.0.1')).data).toBe('未知');
    expect((await get(`get-by-ip?ip=${encodeURIComponent('240e:3b7:3272:d8d0:db09:c067:8d59:539e')}`)).data).toBe('广东省 深圳市');
    expect((await get('get-by-ip?ip=abc')).code).toBe(400);
    expect((await get('get-by-ip')).code).toBe(400);
  });
});
