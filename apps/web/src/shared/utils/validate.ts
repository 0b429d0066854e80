/** An optional sign, integer digits without leading zeros, and optional decimals: '12', '-0.5', '+3.14'. */
export function isNumberStr(value: string | number | null | undefined): boolean {
  if (value == null) return false;
  return /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(String(value));
}

/** A link that leaves the app: http(s)://, protocol-relative //host, mailto: or tel:. */
export function isExternal(path: string | null | undefined): boolean {
  if (!path) return false;
  return /^(https?:\/\/|\/\/[^/]|mailto:|tel:)/i.test(path);
}
