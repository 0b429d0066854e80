/**
 * The one formatting rule set of market figures (万/亿 units, percents, prices) and the change colours of Chinese
 * markets: red is up, green is down, grey is flat or unknown.
 */
export const UP_COLOR = '#f5222d';
export const DOWN_COLOR = '#13a34a';
export const FLAT_COLOR = '#8c8c8c';
export const EMPTY = '--';

type Num = number | null | undefined;

const isNum = (v: Num): v is number => typeof v === 'number' && Number.isFinite(v);

/** Trims trailing zeros of a fixed-point text: '12.50' → '12.5', '3.00' → '3'. */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * A large number in Chinese units: ≥ 1 万亿 → '1.83万亿', ≥ 1 亿 → '1834.13亿', ≥ 1 万 → '12.5万', else the number
 * itself; `digits` decimals (trailing zeros dropped), an optional unit suffix ('元', '手'); '--' for nothing.
 */
export function formatUnit(value: Num, digits = 2, suffix = ''): string {
  if (!isNum(value)) return EMPTY;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  let text: string;
  if (abs >= 1e12) text = `${trimZeros((abs / 1e12).toFixed(digits))}万亿`;
  else if (abs >= 1e8) text = `${trimZeros((abs / 1e8).toFixed(digits))}亿`;
  else if (abs >= 1e4) text = `${trimZeros((abs / 1e4).toFixed(digits))}万`;
  else text = trimZeros(abs.toFixed(Number.isInteger(abs) ? 0 : digits));
  return `${sign}${text}${suffix}`;
}

/** A value in 亿 with fixed decimals (turnover tables): 183413351323 → '1834.13亿'. */
export function formatYi(value: Num, digits = 2): string {
  if (!isNum(value)) return EMPTY;
  return `${(value / 1e8).toFixed(digits)}亿`;
}

/** A percent with sign: 1.7 → '+1.70%', -0.5 → '-0.50%', 0 → '0.00%'; sign=false drops the '+'. */
export function formatPercent(value: Num, sign = true, digits = 2): string {
  if (!isNum(value)) return EMPTY;
  const text = `${value.toFixed(digits)}%`;
  return sign && value > 0 ? `+${text}` : text;
}

/** A price with two decimals ('--' for nothing). */
export function formatPrice(value: Num, digits = 2): string {
  return isNum(value) ? value.toFixed(digits) : EMPTY;
}

/** A change with sign: 1.2 → '+1.20'. */
export function formatChange(value: Num, digits = 2): string {
  if (!isNum(value)) return EMPTY;
  return value > 0 ? `+${value.toFixed(digits)}` : value.toFixed(digits);
}

/** -1 down, 0 flat or unknown, 1 up. */
export function changeDirection(value: Num): -1 | 0 | 1 {
  if (!isNum(value) || value === 0) return 0;
  return value > 0 ? 1 : -1;
}

/** Red for up, green for down, grey for flat or unknown (Chinese market colours). */
export function changeColor(value: Num): string {
  const d = changeDirection(value);
  return d > 0 ? UP_COLOR : d < 0 ? DOWN_COLOR : FLAT_COLOR;
}

/** Turnover today against yesterday: 放量 (more), 缩量 (less), 持平 (same) or '' without both days. */
export function volumeTrend(diff: Num): '放量' | '缩量' | '持平' | '' {
  if (!isNum(diff)) return '';
  return diff > 0 ? '放量' : diff < 0 ? '缩量' : '持平';
}
