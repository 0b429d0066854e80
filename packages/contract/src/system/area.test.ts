import { describe, expect, it } from 'vitest';
import { AreaByIpReq, isIpAddress } from './area';

describe('isIpAddress', () => {
  it('takes IPv4 dotted quads and IPv6 addresses, nothing else', () => {
    for (const ok of ['1.2.3.4', '255.255.255.255', '0.0.0.0', '::1', '240e:3b7:3272:d8d0:db09:c067:8d59:539e', '::ffff:1.2.3.4']) expect(isIpAddress(ok), ok).toBe(true);
    for (const bad of ['', 'abc', '256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'example.com', ':::', '1::2::3', '[::1]', 'gggg::1', '1.2.3.4 ']) expect(isIpAddress(bad), bad).toBe(false);
  });
  it('AreaByIpReq trims and refuses with a clear message', () => {
    expect(AreaByIpReq.parse({ ip: ' 8.8.8.8 ' })).toEqual({ ip: '8.8.8.8' });
    expect(AreaByIpReq.safeParse({ ip: 'x' }).error?.issues[0].message).toBe('IP 地址格式不正确');
  });
});
