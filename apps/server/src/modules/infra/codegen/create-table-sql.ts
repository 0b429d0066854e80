import type { DbColumn } from './codegen.build';

/** A CREATE TABLE statement read for 基于 SQL 同步 (yudao's sync-from-sql): the table's name and its columns. */
export interface ParsedCreateTable {
  tableName: string;
  columns: DbColumn[];
}

/** Why a statement could not be read (shown to the user). */
export class CreateTableSqlError extends Error {}

/** Blanks out `-- …` and `/* … *\/` comments outside quotes, keeping every other character where it was. */
function stripComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      out += ch;
      if (ch === quote) quote = text[i + 1] === quote ? (out += text[++i], quote) : null;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      out += ' ';
    } else out += ch;
  }
  return out;
}

/** Splits on `sep` at depth 0, outside quotes. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `"a"`, `` `a` `` or `a` → a; `schema.table` → table. */
function unquoteName(name: string): string {
  const last = splitQualified(name.trim()).pop() ?? '';
  return /^["`].*["`]$/.test(last) ? last.slice(1, -1).replace(/""/g, '"') : last.toLowerCase();
}

function splitQualified(name: string): string[] {
  return name.match(/"(?:[^"]|"")*"|`[^`]*`|[^.]+/g) ?? [];
}

const unquoteString = (s: string) => s.slice(1, -1).replace(/''/g, "'");

/** Type names as PostgreSQL's format_type() writes them (MySQL's common ones mapped to their PostgreSQL kin). */
function normalizeType(raw: string): { dataType: string; serial: boolean } {
  const t = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const m = /^([a-z_][a-z0-9_ ]*?)\s*(\(([^)]*)\))?\s*((?:\[\])*)$/.exec(t.replace(/\s+unsigned$/, '').replace(/\s+zerofill$/, ''));
  if (!m) return { dataType: t, serial: false };
  const [, base, , args = '', array = ''] = m;
  const a = args.replace(/\s+/g, '');
  const withArgs = (name: string) => (a ? `${name}(${a})` : name);
  const map = (): { dataType: string; serial: boolean } => {
    switch (base) {
      case 'serial':
      case 'serial4':
        return { dataType: 'integer', serial: true };
      case 'bigserial':
      case 'serial8':
        return { dataType: 'bigint', serial: true };
      case 'smallserial':
      case 'serial2':
        return { dataType: 'smallint', serial: true };
      case 'int':
      case 'int4':
      case 'integer':
      case 'mediumint':
        return { dataType: 'integer', serial: false };
      case 'int8':
      case 'bigint':
        return { dataType: 'bigint', serial: false };
      case 'int2':
      case 'smallint':
        return { dataType: 'smallint', serial: false };
      case 'tinyint':
        return { dataType: a === '1' ? 'boolean' : 'smallint', serial: false };
      case 'bit':
        return { dataType: a === '' || a === '1' ? 'boolean' : `bit(${a})`, serial: false };
      case 'bool':
      case 'boolean':
        return { dataType: 'boolean', serial: false };
      case 'varchar':
      case 'character varying':
        return { dataType: withArgs('character varying'), serial: false };
      case 'char':
      case 'character':
      case 'bpchar':
        return { dataType: withArgs('character'), serial: false };
      case 'text':
      case 'tinytext':
      case 'mediumtext':
      case 'longtext':
        return { dataType: 'text', serial: false };
      case 'decimal':
      case 'numeric':
        return { dataType: withArgs('numeric'), serial: false };
      case 'float4':
      case 'real':
      case 'float':
        return { dataType: 'real', serial: false };
      case 'float8':
      case 'double':
      case 'double precision':
        return { dataType: 'double precision', serial: false };
      case 'timestamptz':
      case 'timestamp with time zone':
        return { dataType: withArgs('timestamp') + ' with time zone', serial: false };
      case 'timestamp':
      case 'timestamp without time zone':
      case 'datetime':
        return { dataType: withArgs('timestamp') + ' without time zone', serial: false };
      case 'date':
        return { dataType: 'date', serial: false };
      case 'time':
        return { dataType: withArgs('time') + ' without time zone', serial: false };
      case 'json':
      case 'jsonb':
      case 'uuid':
      case 'bytea':
        return { dataType: base, serial: false };
      case 'blob':
      case 'longblob':
      case 'mediumblob':
        return { dataType: 'bytea', serial: false };
      default:
        return { dataType: withArgs(base), serial: false };
    }
  };
  const mapped = map();
  return { dataType: mapped.dataType + array, serial: mapped.serial };
}

/** Words that end a column's type and start its constraints. */
const CONSTRAINT_WORD = /\s+(not\s+null|null|default|primary\s+key|unique|references|check|constraint|collate|generated|comment|auto_increment|character\s+set|on\s+update)\b/i;

function readDefault(rest: string): string | null {
  const m = /\bdefault\s+('(?:[^']|'')*'(?:::[\w ]+)?|\([^)]*\)|[^\s,]+(?:\([^)]*\))?)/i.exec(rest);
  return m ? m[1] : null;
}

/** The first CREATE TABLE of `text` (PostgreSQL, or MySQL as yudao's users paste it), with COMMENT ON COLUMN. */
export function parseCreateTable(text: string): ParsedCreateTable {
  const statements = splitTop(stripComments(text), ';');
  const head = /^create\s+(?:(?:global|local)\s+)?(?:temp(?:orary)?\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?((?:"(?:[^"]|"")*"|`[^`]*`|[\w$]+)(?:\.(?:"(?:[^"]|"")*"|`[^`]*`|[\w$]+))?)\s*\(/i;
  const create = statements.find((s) => head.test(s));
  if (!create) throw new CreateTableSqlError('没有找到 CREATE TABLE 建表语句');
  const match = head.exec(create)!;
  const tableName = unquoteName(match[1]);
  const open = match[0].length - 1;
  let depth = 0;
  let close = -1;
  for (let i = open; i < create.length; i++) {
    if (create[i] === '(') depth++;
    else if (create[i] === ')' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close < 0) throw new CreateTableSqlError('建表语句的括号不完整');

  const columns: DbColumn[] = [];
  const keys = new Set<string>();
  for (const item of splitTop(create.slice(open + 1, close), ',')) {
    const pk = /^(?:constraint\s+\S+\s+)?primary\s+key\s*\(([^)]*)\)/i.exec(item);
    if (pk) {
      for (const name of pk[1].split(',')) keys.add(unquoteName(name));
      continue;
    }
    if (/^(constraint|unique|key|index|foreign|check|exclude|fulltext|spatial|like|primary)\b/i.test(item)) continue;
    const nameMatch = /^("(?:[^"]|"")*"|`[^`]*`|[\w$]+)\s+/.exec(item);
    if (!nameMatch) throw new CreateTableSqlError(`无法识别的字段定义：${item.slice(0, 60)}`);
    const columnName = unquoteName(nameMatch[1]);
    const afterName = item.slice(nameMatch[0].length);
    const cut = CONSTRAINT_WORD.exec(` ${afterName}`);
    const typeText = cut ? ` ${afterName}`.slice(0, cut.index) : afterName;
    const rest = cut ? ` ${afterName}`.slice(cut.index) : '';
    if (!typeText.trim()) throw new CreateTableSqlError(`字段 ${columnName} 没有类型`);
    const { dataType, serial } = normalizeType(typeText);
    const primaryKey = /\bprimary\s+key\b/i.test(rest);
    if (primaryKey) keys.add(columnName);
    const identity = serial || /\bgenerated\b[^,]*\bidentity\b/i.test(rest) || /\bauto_increment\b/i.test(rest);
    const comment = /\bcomment\s+('(?:[^']|'')*')/i.exec(rest);
    columns.push({
      columnName,
      dataType,
      comment: comment ? unquoteString(comment[1]) : '',
      nullable: !/\bnot\s+null\b/i.test(rest) && !primaryKey,
      primaryKey,
      columnDefault: identity ? 'identity' : readDefault(rest),
      ordinalPosition: columns.length + 1,
    });
  }
  if (!columns.length) throw new CreateTableSqlError('建表语句中没有字段');
  for (const c of columns) {
    if (keys.has(c.columnName)) {
      c.primaryKey = true;
      c.nullable = false;
    }
  }
  // PostgreSQL keeps comments in separate statements
  for (const s of statements) {
    const m = /^comment\s+on\s+column\s+(\S+)\s+is\s+('(?:[^']|'')*')$/i.exec(s);
    if (!m) continue;
    const parts = splitQualified(m[1]);
    const column = columns.find((c) => c.columnName === unquoteName(parts[parts.length - 1] ?? ''));
    if (column && parts.length >= 2 && unquoteName(parts[parts.length - 2]) === tableName) column.comment = unquoteString(m[2]);
  }
  return { tableName, columns };
}
