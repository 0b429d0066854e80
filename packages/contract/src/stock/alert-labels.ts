// Stock alerts (自选股提醒): kinds, labels and limits without zod (the public pages' bundles, docs/decisions/0034).

/**
 * What an alert watches (decision 0039): 1 股价高于 (price ≥ threshold), 2 股价低于 (price ≤ threshold), 3 涨幅高于
 * (change % ≥ threshold), 4 跌幅超过 (change % ≤ −threshold), 5 涨停 (at the upper limit), 6 炸板 (touched the upper
 * limit today and is below it now), 7 异动 (≥ threshold % away from the lowest or highest price of the last `windowMinutes`
 * trading minutes).
 */
export const AlertKind = { PRICE_ABOVE: 1, PRICE_BELOW: 2, CHANGE_ABOVE: 3, CHANGE_BELOW: 4, LIMIT_UP: 5, LIMIT_BREAK: 6, SURGE: 7 } as const;
export type AlertKindValue = (typeof AlertKind)[keyof typeof AlertKind];
export const ALERT_KIND_VALUES = [1, 2, 3, 4, 5, 6, 7] as const;

export const ALERT_KIND_LABELS: Record<number, string> = {
  1: '股价高于',
  2: '股价低于',
  3: '涨幅高于',
  4: '跌幅超过',
  5: '涨停',
  6: '炸板',
  7: '异动',
};

/** Kinds that need a threshold, and its unit. */
export const ALERT_THRESHOLD_UNIT: Record<number, '元' | '%' | undefined> = { 1: '元', 2: '元', 3: '%', 4: '%', 7: '%' };

/** 异动 defaults: a move of 3 % within 5 trading minutes (the 5 分钟涨速 convention). */
export const SURGE_DEFAULT_PERCENT = 3;
export const SURGE_DEFAULT_MINUTES = 5;
export const SURGE_MAX_MINUTES = 30;

/** The alert cap of a member without VIP when the config key is missing (decision 0039). */
export const DEFAULT_ALERT_CAP = 5;

/** One line saying what an alert waits for, e.g. 「股价高于 12.50 元」, 「异动：5 分钟内波动 3%」. */
export function describeAlert(a: { kind: number; threshold: number | null; windowMinutes: number | null }): string {
  const label = ALERT_KIND_LABELS[a.kind] ?? '提醒';
  if (a.kind === AlertKind.SURGE) return `${label}：${a.windowMinutes ?? SURGE_DEFAULT_MINUTES} 分钟内波动 ${a.threshold ?? SURGE_DEFAULT_PERCENT}%`;
  const unit = ALERT_THRESHOLD_UNIT[a.kind];
  if (!unit || a.threshold === null) return label;
  return unit === '元' ? `${label} ${a.threshold.toFixed(2)} 元` : `${label} ${a.threshold}%`;
}
