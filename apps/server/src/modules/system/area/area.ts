import { createRequire } from 'node:module';
import type { AreaNodeResp } from '@gprs/contract';

const require = createRequire(import.meta.url);

/** china-area-data v5: parent code → { code: name }, "86" holding the provinces (GB/T 2260, the codes yudao uses). */
type AreaData = Record<string, Record<string, string>>;

/** ip2region's answer for an address (IPv4 database plus IPv6), empty strings where it knows nothing. */
export interface IpRegion {
  country: string;
  province: string;
  city: string;
}

/** A municipality's city level is 市辖区 in the standard; yudao (and every address form) names it after the city. */
const SAME_AS_PARENT = new Set(['市辖区']);

function build(data: AreaData, code: string, parentName: string): AreaNodeResp[] | undefined {
  const level = data[code];
  if (!level) return undefined;
  return Object.entries(level).map(([id, name]) => {
    const shown = SAME_AS_PARENT.has(name) ? parentName : name;
    const children = build(data, id, shown);
    return children ? { id: Number(id), name: shown, children } : { id: Number(id), name: shown };
  });
}

let tree: AreaNodeResp[] | undefined;

/** Provinces → cities → districts; built once from the bundled data set and shared (read-only). */
export function areaTree(): AreaNodeResp[] {
  tree ??= build(require('china-area-data/v5/data.json') as AreaData, '86', '') ?? [];
  return tree;
}

const matches = (node: AreaNodeResp, name: string) => node.name === name || node.name.startsWith(name);

/**
 * yudao's get-by-ip answer: 「省 市」 from the area tree for an address in China, the country for one abroad, 未知
 * when the database has nothing (private and loopback addresses included).
 */
export function formatIpArea(region: IpRegion | null, areas: AreaNodeResp[] = areaTree()): string {
  if (!region) return '未知';
  if (region.country === '中国' && region.province) {
    const province = areas.find((p) => matches(p, region.province));
    if (province) {
      const city = region.city ? province.children?.find((c) => matches(c, region.city)) : undefined;
      return [province.name, city?.name].filter(Boolean).join(' ');
    }
  }
  if (region.country && region.country !== '0') return region.country;
  return '未知';
}

let searcher: { search(ip: string): IpRegion | null } | undefined;

/** The area of an address, from the ip2region databases the package ships (about 11 MB, read on first use). */
export function areaOfIp(ip: string): string {
  if (!searcher) {
    const IP2Region = (require('ip2region') as { default: new () => { search(ip: string): IpRegion | null } }).default;
    searcher = new IP2Region();
  }
  return formatIpArea(searcher.search(ip));
}
