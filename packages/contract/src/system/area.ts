import { z } from 'zod';

/** yudao 2.x 地区 node (/system/area/tree): GB/T 2260 code, name, and the next level (absent on a district). */
export interface AreaNodeResp {
  id: number;
  name: string;
  children?: AreaNodeResp[];
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 dotted quad or an IPv6 address (checked by the URL parser, which exists in browsers and Node alike). */
export function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** GET /system/area/get-by-ip?ip= — an IPv4 or IPv6 address. */
export const AreaByIpReq = z.object({
  ip: z.string().trim().min(1, 'IP 不能为空').max(64, 'IP 地址格式不正确').refine(isIpAddress, 'IP 地址格式不正确'),
});
