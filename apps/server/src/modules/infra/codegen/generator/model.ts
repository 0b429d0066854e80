import type { CodegenColumnResp, CodegenTableResp } from '@gprs/contract';
import { AUDIT_COLUMNS, lengthOf, toCamel, toPascal } from '../codegen.build';

/** What the generator works from: an imported table and its columns (as GET /detail returns them). */
export interface CodegenModel {
  table: CodegenTableResp;
  columns: CodegenColumnResp[];
}

/** Names and column groups every template needs, computed once. */
export interface GenContext {
  table: CodegenTableResp;
  columns: CodegenColumnResp[];
  module: string;
  /** kebab-case, e.g. `essay-comment` */
  business: string;
  /** PascalCase, e.g. `StockEssayComment` */
  className: string;
  /** camelCase of the table name: the drizzle table's variable (`stockEssayComment`) */
  tableVar: string;
  /** camelCase of the class: function names (`getStockEssayCommentPage`) */
  entity: string;
  classComment: string;
  /** `/stock/essay-comment` */
  apiPath: string;
  /** `stock:essay-comment` */
  permissionPrefix: string;
  pk: CodegenColumnResp;
  /** the four audit columns are all present: the schema spreads auditColumns */
  audit: boolean;
  /** columns the schema declares one by one */
  declared: CodegenColumnResp[];
  create: CodegenColumnResp[];
  update: CodegenColumnResp[];
  query: CodegenColumnResp[];
  list: CodegenColumnResp[];
  /** fields of the response: everything but the hidden audit columns */
  resp: CodegenColumnResp[];
}

const HIDDEN_IN_RESP = new Set(['creator', 'updater', 'update_time', 'deleted']);

export function buildContext(model: CodegenModel): GenContext {
  const { table } = model;
  const columns = [...model.columns].sort((a, b) => a.ordinalPosition - b.ordinalPosition);
  const names = new Set(columns.map((c) => c.columnName));
  const audit = AUDIT_COLUMNS.every((n) => names.has(n));
  const pk = columns.find((c) => c.primaryKey) ?? columns.find((c) => c.columnName === 'id') ?? columns[0];
  const notPk = (c: CodegenColumnResp) => c !== pk;
  const className = table.className;
  return {
    table,
    columns,
    module: table.moduleName,
    business: table.businessName,
    className,
    tableVar: toCamel(table.tableName),
    entity: className.charAt(0).toLowerCase() + className.slice(1),
    classComment: table.classComment,
    apiPath: `/${table.moduleName}/${table.businessName}`,
    permissionPrefix: `${table.moduleName}:${table.businessName}`,
    pk,
    audit,
    declared: columns.filter((c) => !audit || !(AUDIT_COLUMNS as readonly string[]).includes(c.columnName)),
    // the key is in the create body only when the database does not fill it (a natural key such as a code)
    create: columns.filter((c) => c.createOperation && (notPk(c) || c.columnDefault === null)),
    update: columns.filter((c) => c.updateOperation && notPk(c)),
    query: columns.filter((c) => c.listOperation),
    list: columns.filter((c) => c.listOperationResult),
    resp: columns.filter((c) => !HIDDEN_IN_RESP.has(c.columnName)),
  };
}

/** A single-quoted TypeScript / JavaScript string literal. */
export function lit(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
}

/** A single-quoted SQL string literal. */
export function sqlLit(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A JSDoc / line comment without a comment terminator in it. */
export function commentText(text: string): string {
  return text.replace(/\*\//g, '* /').replace(/\r?\n/g, ' ');
}

export const fieldOf = (c: CodegenColumnResp) => c.fieldName || toCamel(c.columnName);
export const pascalOf = toPascal;
export { lengthOf };

/** The response's TypeScript type of a column: dates travel as epoch milliseconds. */
export function respType(c: CodegenColumnResp): string {
  const base = c.tsType === 'Date' ? 'number' : c.tsType;
  return c.nullable && !c.primaryKey ? `${base} | null` : base;
}

export const isInteger = (c: CodegenColumnResp) => /^(smallint|integer|bigint)/.test(c.dataType);

/** A value of the column for the API test (its 示例 when given). */
export function sampleValue(c: CodegenColumnResp, variant = 0): unknown {
  const ex = c.example.trim();
  switch (c.tsType) {
    case 'number': {
      if (ex !== '' && Number.isFinite(Number(ex))) return Number(ex) + variant;
      if (c.dictType === 'common_status') return variant % 2;
      return 1 + variant;
    }
    case 'boolean':
      return ex === '' ? variant % 2 === 0 : ex === 'true';
    case 'Date': {
      // a date column keeps the day only (UTC midnight); timestamps keep the instant
      const day = c.dataType === 'date';
      return (ex !== '' && Number.isFinite(Number(ex)) ? Number(ex) : day ? 1_699_920_000_000 : 1_700_000_000_000) + variant * (day ? 86_400_000 : 1000);
    }
    case 'number[]':
      return [1 + variant];
    case 'string[]':
      return [`${c.columnComment}${variant}`];
    case 'unknown':
      return { value: variant };
    default: {
      if (c.dataType.startsWith('numeric')) return ex !== '' ? ex : `${1 + variant}.5`;
      const text = `${ex || c.columnComment}${variant ? `-${variant}` : ''}`;
      const max = lengthOf(c.dataType);
      return max ? text.slice(0, max) : text;
    }
  }
}
