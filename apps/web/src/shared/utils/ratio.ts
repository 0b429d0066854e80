/**
 * dividend / divisor floored to two decimals; undefined when the divisor is zero or missing (or either side is not a
 * finite number).
 */
export function ratio(dividend: number | null | undefined, divisor: number | null | undefined): number | undefined {
  if (divisor == null || divisor === 0 || dividend == null) return undefined;
  const value = dividend / divisor;
  if (!Number.isFinite(value)) return undefined;
  // toPrecision removes binary noise (0.29 * 100 = 28.999999999999996) before flooring
  const scaled = Number((value * 100).toPrecision(12));
  const floored = Math.floor(scaled) / 100;
  return Object.is(floored, -0) ? 0 : floored;
}
