/**
 * Parses a query string the way the web client writes it (spec section 7): nested objects as `key[sub]=value`,
 * arrays as repeated keys (`ids=1&ids=2`), `key[]=v` or `key[0]=v`. Values stay strings; zod coerces them.
 */
export function parseQueryString(input: string): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null);
  if (!input) return result;
  for (const part of input.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    const key = decode(rawKey);
    const value = decode(rawValue);
    const path = splitKey(key);
    if (!path) continue;
    assign(result, path, value);
  }
  return result;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. Returns null for keys that could pollute prototypes. */
function splitKey(key: string): string[] | null {
  const first = key.indexOf('[');
  if (first <= 0 || !key.endsWith(']')) return FORBIDDEN_KEYS.has(key) ? null : [key];
  const path = [key.slice(0, first)];
  const rest = key.slice(first);
  const re = /\[([^\]]*)\]/g;
  let consumed = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    if (m.index !== consumed) return [key];
    path.push(m[1]);
    consumed = m.index + m[0].length;
  }
  if (consumed !== rest.length) return [key];
  return path.some((p) => FORBIDDEN_KEYS.has(p)) ? null : path;
}

function assign(target: Record<string, unknown>, path: string[], value: string): void {
  let node: any = target;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const last = i === path.length - 1;
    if (last) {
      if (Array.isArray(node)) {
        if (seg === '') node.push(value);
        else node[Number(seg)] = value;
      } else if (seg in node) {
        const existing = node[seg];
        node[seg] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      } else {
        node[seg] = value;
      }
      return;
    }
    const nextIsIndex = path[i + 1] === '' || /^\d+$/.test(path[i + 1]);
    let child = Array.isArray(node) ? node[seg === '' ? node.length : Number(seg)] : node[seg];
    if (child === undefined || typeof child !== 'object') {
      child = nextIsIndex ? [] : Object.create(null);
      if (Array.isArray(node)) node[seg === '' ? node.length : Number(seg)] = child;
      else node[seg] = child;
    }
    node = child;
  }
}
