type Primitive = string | number | boolean | bigint;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function scalar(value: unknown): string {
  if (value instanceof Date) return String(value.getTime());
  return String(value as Primitive);
}

function append(parts: string[], key: string, value: unknown): void {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) append(parts, key, item);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
      append(parts, `${key}[${sub}]`, subValue);
    }
    return;
  }
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value))}`);
}

/**
 * Flattens params into a query string (spec section 7): nested objects as key[sub]=value, arrays as repeated keys
 * (ids=1&ids=2), empty values (undefined, null, '') left out, dates as epoch milliseconds.
 */
export function serializeParams(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, key, value);
  return parts.join('&');
}
