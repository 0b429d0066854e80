import { describe, expect, it } from 'vitest';
import { channelAllowedForApp } from './mock-policy';

describe('channelAllowedForApp', () => {
  it('opens 模拟支付 to the 接入示例 app only, unless demo payments are on', () => {
    expect(channelAllowedForApp('mock', 'demo', false)).toBe(true);
    expect(channelAllowedForApp('mock', 'mall', false)).toBe(false);
    expect(channelAllowedForApp('mock', 'other', false)).toBe(false);
    expect(channelAllowedForApp('mock', 'mall', true)).toBe(true);
  });

  it('leaves the other channels to the app', () => {
    expect(channelAllowedForApp('wallet', 'mall', false)).toBe(true);
    expect(channelAllowedForApp('wallet', 'demo', false)).toBe(true);
  });
});
