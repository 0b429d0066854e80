import { describe, expect, it } from 'vitest';
import { poolLabels } from './limit-up-labels';

describe('poolLabels', () => {
  it('speaks of the lower limit on the 跌停 pool', () => {
    expect(poolLabels(3)).toEqual({ reason: '跌停原因', openCount: '开板次数', sealAmount: '封单额' });
  });
  it('keeps the limit-up words on 涨停, 炸板 and 昨日涨停', () => {
    for (const t of [1, 2, 4]) expect(poolLabels(t)).toEqual({ reason: '涨停原因', openCount: '炸板次数', sealAmount: '封板资金' });
  });
});
