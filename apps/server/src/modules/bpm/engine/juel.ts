/**
 * A small, safe evaluator for the JUEL subset flowable / camunda models use in `${…}`:
 * variables and dotted paths (`days`, `form.amount`), literals (numbers, 'strings', "strings", true, false, null),
 * comparison (== != < <= > >= and eq ne lt le gt ge), arithmetic (+ - * / %), && || ! (and or not), `empty x`,
 * ternary `a ? b : c` and parentheses. No function calls, no property writes, no host objects: it walks a parsed tree
 * over plain values, never `eval` or `node:vm`.
 */

export type JuelNode =
  | { t: 'lit'; v: unknown }
  | { t: 'var'; path: string[] }
  | { t: 'un'; op: '!' | '-' | 'empty'; e: JuelNode }
  | { t: 'bin'; op: string; l: JuelNode; r: JuelNode }
  | { t: 'cond'; c: JuelNode; a: JuelNode; b: JuelNode };

export class JuelSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JuelSyntaxError';
  }
}

interface Token {
  k: 'num' | 'str' | 'id' | 'op' | 'end';
  v: string;
  pos: number;
}

const WORD_OPS: Record<string, string> = { and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=', div: '/', mod: '%' };
const SYMBOLS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '+', '-', '*', '/', '%', '?', ':', '(', ')', '.'];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c)) {
      const m = /^\d+(\.\d+)?([eE][+-]?\d+)?/.exec(src.slice(i))!;
      out.push({ k: 'num', v: m[0], pos: i });
      i += m[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let s = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) {
          s += src[j + 1];
          j += 2;
        } else s += src[j++];
      }
      if (j >= src.length) throw new JuelSyntaxError(`字符串未闭合（位置 ${i + 1}）`);
      out.push({ k: 'str', v: s, pos: i });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i))!;
      const word = m[0];
      if (Object.hasOwn(WORD_OPS, word)) out.push({ k: 'op', v: WORD_OPS[word], pos: i });
      else out.push({ k: 'id', v: word, pos: i });
      i += word.length;
      continue;
    }
    const sym = SYMBOLS.find((s) => src.startsWith(s, i));
    if (!sym) throw new JuelSyntaxError(`无法识别的字符 "${c}"（位置 ${i + 1}）`);
    out.push({ k: 'op', v: sym, pos: i });
    i += sym.length;
  }
  out.push({ k: 'end', v: '', pos: src.length });
  return out;
}

const BINARY_LEVELS: string[][] = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];

/** Parses the inside of `${…}` into a tree; throws JuelSyntaxError with a Chinese message. */
/** Longest expression and deepest parentheses accepted (the parser recurses per level). */
export const JUEL_LIMITS = { chars: 4_000, depth: 100 } as const;

export function parseJuel(src: string): JuelNode {
  if (src.length > JUEL_LIMITS.chars) throw new JuelSyntaxError(`表达式过长（最多 ${JUEL_LIMITS.chars} 个字符）`);
  let depth = 0;
  for (const c of src) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (depth > JUEL_LIMITS.depth) throw new JuelSyntaxError(`表达式括号嵌套过深（最多 ${JUEL_LIMITS.depth} 层）`);
  }
  return parseJuelChecked(src);
}

function parseJuelChecked(src: string): JuelNode {
  const tokens = tokenize(src);
  let p = 0;
  const peek = () => tokens[p];
  const isOp = (v: string) => peek().k === 'op' && peek().v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new JuelSyntaxError(`缺少 "${v}"（位置 ${peek().pos + 1}）`);
    p++;
  };

  const ternary = (): JuelNode => {
    const c = binary(0);
    if (!isOp('?')) return c;
    p++;
    const a = ternary();
    expect(':');
    const b = ternary();
    return { t: 'cond', c, a, b };
  };
  const binary = (level: number): JuelNode => {
    if (level >= BINARY_LEVELS.length) return unary();
    let left = binary(level + 1);
    while (peek().k === 'op' && BINARY_LEVELS[level].includes(peek().v)) {
      const op = tokens[p++].v;
      left = { t: 'bin', op, l: left, r: binary(level + 1) };
    }
    return left;
  };
  const unary = (): JuelNode => {
    if (isOp('!')) {
      p++;
      return { t: 'un', op: '!', e: unary() };
    }
    if (isOp('-')) {
      p++;
      return { t: 'un', op: '-', e: unary() };
    }
    if (peek().k === 'id' && peek().v === 'empty') {
      p++;
      return { t: 'un', op: 'empty', e: unary() };
    }
    return primary();
  };
  const primary = (): JuelNode => {
    const tok = peek();
    if (tok.k === 'num') {
      p++;
      return { t: 'lit', v: Number(tok.v) };
    }
    if (tok.k === 'str') {
      p++;
      return { t: 'lit', v: tok.v };
    }
    if (tok.k === 'id') {
      p++;
      if (tok.v === 'true') return { t: 'lit', v: true };
      if (tok.v === 'false') return { t: 'lit', v: false };
      if (tok.v === 'null') return { t: 'lit', v: null };
      if (isOp('(')) throw new JuelSyntaxError(`不支持函数调用 ${tok.v}()`);
      const path = [tok.v];
      while (isOp('.')) {
        p++;
        const next = peek();
        if (next.k !== 'id') throw new JuelSyntaxError(`"." 后缺少属性名（位置 ${next.pos + 1}）`);
        p++;
        path.push(next.v);
      }
      if (isOp('(')) throw new JuelSyntaxError(`不支持方法调用 ${path.join('.')}()`);
      return { t: 'var', path };
    }
    if (isOp('(')) {
      p++;
      const e = ternary();
      expect(')');
      return e;
    }
    if (tok.k === 'end') throw new JuelSyntaxError('表达式不完整');
    throw new JuelSyntaxError(`意外的 "${tok.v}"（位置 ${tok.pos + 1}）`);
  };

  if (peek().k === 'end') throw new JuelSyntaxError('表达式为空');
  const tree = ternary();
  if (peek().k !== 'end') throw new JuelSyntaxError(`意外的 "${peek().v}"（位置 ${peek().pos + 1}）`);
  return tree;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function lookup(vars: Record<string, unknown>, path: string[]): unknown {
  let cur: unknown = vars;
  for (const key of path) {
    if (FORBIDDEN_KEYS.has(key)) return undefined;
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** JUEL coercion for comparisons: a numeric string against a number compares as numbers. */
function coercePair(a: unknown, b: unknown): [unknown, unknown] {
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b))) return [a, Number(b)];
  if (typeof b === 'number' && typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a))) return [Number(a), b];
  if (typeof a === 'boolean' && typeof b === 'string') return [a, b === 'true'];
  if (typeof b === 'boolean' && typeof a === 'string') return [a === 'true', b];
  return [a, b];
}

const num = (v: unknown): number => {
  if (v === null || v === undefined || v === '') return 0;
  const n = Number(v);
  if (Number.isNaN(n)) throw new TypeError(`"${String(v)}" 不是数字`);
  return n;
};

export function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v as object).length === 0;
  return false;
}

/** Evaluates a parsed tree over the variables (a missing variable is null, as in JUEL). */
export function evaluateJuel(node: JuelNode, vars: Record<string, unknown>): unknown {
  switch (node.t) {
    case 'lit':
      return node.v;
    case 'var': {
      const v = lookup(vars, node.path);
      return v === undefined ? null : v;
    }
    case 'un': {
      const v = evaluateJuel(node.e, vars);
      if (node.op === '!') return !v;
      if (node.op === '-') return -num(v);
      return isEmpty(v);
    }
    case 'cond':
      return evaluateJuel(node.c, vars) ? evaluateJuel(node.a, vars) : evaluateJuel(node.b, vars);
    case 'bin': {
      if (node.op === '&&') return !!evaluateJuel(node.l, vars) && !!evaluateJuel(node.r, vars);
      if (node.op === '||') return !!evaluateJuel(node.l, vars) || !!evaluateJuel(node.r, vars);
      const l = evaluateJuel(node.l, vars);
      const r = evaluateJuel(node.r, vars);
      switch (node.op) {
        case '==':
        case '!=': {
          const [a, b] = coercePair(l, r);
          const eq = a === b || (a === null && b === undefined) || (a === undefined && b === null);
          return node.op === '==' ? eq : !eq;
        }
        case '<':
        case '<=':
        case '>':
        case '>=': {
          if (l === null || r === null) return false;
          const [a, b] = typeof l === 'string' && typeof r === 'string' ? [l, r] : [num(l), num(r)];
          if (node.op === '<') return a < b;
          if (node.op === '<=') return a <= b;
          if (node.op === '>') return a > b;
          return a >= b;
        }
        case '+':
          return typeof l === 'string' && typeof r === 'string' && (Number.isNaN(Number(l)) || Number.isNaN(Number(r))) ? l + r : num(l) + num(r);
        case '-':
          return num(l) - num(r);
        case '*':
          return num(l) * num(r);
        case '/':
          return num(l) / num(r);
        case '%':
          return num(l) % num(r);
      }
      throw new TypeError(`未知运算符 ${node.op}`);
    }
  }
}

const WHOLE = /^\s*\$\{([\s\S]*)\}\s*$/;
const PART = /\$\{([^}]*)\}/g;

/** The `${…}` parts of a text (a flow condition, a timer value); empty when the text holds none. */
export function expressionsIn(text: string): string[] {
  return Array.from(text.matchAll(PART), (m) => m[1]);
}

/** Throws JuelSyntaxError when any `${…}` part of the text does not parse. */
export function checkTemplate(text: string): void {
  if (text.includes('#{')) throw new JuelSyntaxError('不支持 #{…} 延迟表达式');
  for (const inner of expressionsIn(text)) parseJuel(inner);
  const opened = (text.match(/\$\{/g) ?? []).length;
  if (opened !== expressionsIn(text).length) throw new JuelSyntaxError('表达式缺少 "}"');
  // what is left outside the ${…} parts: a stray "}" means a typo such as ${amount > 1}} (Flowable would then compare
  // the text "true}" and fail every start), never something meant
  if (text.replace(PART, '').includes('}')) throw new JuelSyntaxError('表达式外多了 "}"');
}

const cache = new Map<string, JuelNode>();
function parsed(src: string): JuelNode {
  let node = cache.get(src);
  if (!node) {
    node = parseJuel(src);
    if (cache.size > 5000) cache.clear();
    cache.set(src, node);
  }
  return node;
}

/**
 * Resolves a text: a whole `${expr}` gives the expression's value (any type); text with embedded `${…}` gives the
 * text with each part replaced; text without expressions is returned unchanged.
 */
export function resolveTemplate(text: string, vars: Record<string, unknown>): unknown {
  const whole = WHOLE.exec(text);
  if (whole && !whole[1].includes('${')) return evaluateJuel(parsed(whole[1]), vars);
  if (!text.includes('${')) return text;
  return text.replace(PART, (_, inner: string) => {
    const v = evaluateJuel(parsed(inner), vars);
    return v === null || v === undefined ? '' : String(v);
  });
}
