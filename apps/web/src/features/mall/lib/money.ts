/**
 * Money rules of the mall and pay pages: the API and the database hold integer 分 (fen); people read and type 元 (yuan)
 * with two decimals, always shown as ¥.
 */

/** 分 → 元 as a number (1999 → 19.99); undefined stays undefined. */
export function fenToYuan(fen: number | null | undefined): number | undefined {
  if (fen == null || !Number.isFinite(fen)) return undefined;
  return Math.round(fen) / 100;
}

/**
 * 元 → integer 分 without binary noise (19.99 → 1999, '0.1' → 10). Undefined for empty or non-numeric input and for
 * more than two decimals (the form says so instead of rounding silently).
 */
export function yuanToFen(yuan: number | string | null | undefined): number | undefined {
  if (yuan == null) return undefined;
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? String(yuan) : '') : yuan.trim();
  // numbers print as 1e-7 / 1e21 at the extremes: refuse those rather than misread them
  const m = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return undefined;
  const [, sign, int, dec = ''] = m;
  const fen = Number(int) * 100 + Number(dec.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return undefined;
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/** ¥ with two decimals and thousands separators: 123456 → '¥1,234.56', -50 → '-¥0.50'; '-' when missing. */
export function formatFen(fen: number | null | undefined): string {
  if (fen == null || !Number.isFinite(fen)) return '-';
  const abs = Math.abs(Math.round(fen));
  const int = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const dec = String(abs % 100).padStart(2, '0');
  return `${fen < 0 && abs !== 0 ? '-' : ''}¥${int}.${dec}`;
}
