// The words of a limit-up pool's columns (market glossary): the 跌停 pool is a pool of the lower limit, so its seal
// breaks are 开板 (炸板 is a break of the upper limit) and its reason is a 跌停原因; the queue at the limit is 封单额.

/** Column titles of a pool (1 涨停, 2 炸板, 3 跌停, 4 昨日涨停). */
export interface PoolLabels {
  reason: string;
  openCount: string;
  sealAmount: string;
}

export function poolLabels(poolType: number): PoolLabels {
  if (poolType === 3) return { reason: '跌停原因', openCount: '开板次数', sealAmount: '封单额' };
  return { reason: '涨停原因', openCount: '炸板次数', sealAmount: '封板资金' };
}
