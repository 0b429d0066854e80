import type { CodegenHtmlType, CodegenQueryCondition, CodegenTsType } from '@gprs/contract';
import { CodegenFrontType, CodegenScene, CodegenTemplateType } from '@gprs/contract';

/** A column as the database describes it (information_schema + pg_catalog). */
export interface DbColumn {
  columnName: string;
  /** format_type(): `bigint`, `character varying(64)`, `timestamp with time zone`, `bigint[]` … */
  dataType: string;
  comment: string;
  nullable: boolean;
  primaryKey: boolean;
  columnDefault: string | null;
  ordinalPosition: number;
}

/** The generation settings a column gets on import (the user may change them on the edit page). */
export interface ColumnSettings {
  columnComment: string;
  tsType: CodegenTsType;
  dictType: string;
  example: string;
  createOperation: boolean;
  updateOperation: boolean;
  listOperation: boolean;
  listOperationCondition: CodegenQueryCondition;
  listOperationResult: boolean;
  htmlType: CodegenHtmlType;
}

export interface TableSettings {
  scene: number;
  tableName: string;
  tableComment: string;
  moduleName: string;
  businessName: string;
  className: string;
  classComment: string;
  author: string;
  templateType: number;
  frontType: number;
}

/** Audit columns every table carries (db/columns.ts): never edited in a form nor searched. */
export const AUDIT_COLUMNS = ['creator', 'create_time', 'updater', 'update_time'] as const;
const NOT_IN_FORM = new Set<string>([...AUDIT_COLUMNS, 'deleted', 'tenant_id']);
const NOT_IN_LIST = new Set(['creator', 'updater', 'update_time', 'deleted', 'tenant_id']);
const LONG_TEXT = new Set(['remark', 'description', 'content', 'memo', 'note', 'detail', 'intro', 'summary']);

/** Labels for columns whose database comment is empty (drizzle tables carry no comments). */
const COMMON_LABELS: Record<string, string> = {
  id: '编号',
  name: '名称',
  code: '编码',
  title: '标题',
  type: '类型',
  status: '状态',
  sort: '排序',
  remark: '备注',
  content: '内容',
  description: '描述',
  creator: '创建者',
  create_time: '创建时间',
  updater: '更新者',
  update_time: '更新时间',
  user_id: '用户编号',
  parent_id: '父编号',
  avatar: '头像',
  email: '邮箱',
  mobile: '手机号',
  sex: '性别',
  url: '链接',
  price: '价格',
  icon: '图标',
  visible: '是否可见',
};

/** snake_case → camelCase (`create_time` → `createTime`). */
export function toCamel(name: string): string {
  return name.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** snake_case or kebab-case → PascalCase (`stock_essay_comment` → `StockEssayComment`). */
export function toPascal(name: string): string {
  const camel = toCamel(name.replace(/-/g, '_'));
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** PostgreSQL physical type → TypeScript type of the generated code. */
export function tsTypeOf(dataType: string): CodegenTsType {
  const t = dataType.toLowerCase();
  if (t.endsWith('[]')) return /^(smallint|integer|bigint|real|double precision)/.test(t) ? 'number[]' : 'string[]';
  if (/^(smallint|integer|bigint|real|double precision|serial|bigserial|smallserial)\b/.test(t)) return 'number';
  if (t === 'boolean') return 'boolean';
  if (t.startsWith('timestamp') || t === 'date') return 'Date';
  if (t === 'json' || t === 'jsonb') return 'unknown';
  // numeric keeps its precision as a string (node-postgres and drizzle read it so); text, varchar, uuid, time …
  return 'string';
}

/** `character varying(64)` → 64; undefined when the type has no length. */
export function lengthOf(dataType: string): number | undefined {
  const m = /^(?:character varying|character|varchar|char)\((\d+)\)$/i.exec(dataType);
  return m ? Number(m[1]) : undefined;
}

function htmlTypeOf(c: DbColumn, tsType: CodegenTsType): CodegenHtmlType {
  const name = c.columnName.toLowerCase();
  if (tsType === 'Date') return 'datetime';
  if (tsType === 'boolean') return 'switch';
  if (tsType === 'number') {
    if (name === 'status' || name.endsWith('_status')) return 'radio';
    if (name === 'type' || name.endsWith('_type') || name === 'sex') return 'select';
    return 'number';
  }
  if (tsType === 'string') {
    const length = lengthOf(c.dataType);
    if (c.dataType === 'text' || LONG_TEXT.has(name) || (length !== undefined && length > 255)) return 'textarea';
  }
  return 'input';
}

/** Default settings of a freshly imported column (yudao CodegenBuilder rules, adapted to our column kinds). */
export function buildColumnSettings(c: DbColumn): ColumnSettings {
  const name = c.columnName.toLowerCase();
  const tsType = tsTypeOf(c.dataType);
  const htmlType = htmlTypeOf(c, tsType);
  // a key the database fills (identity, serial, a default) stays out of the create form; a natural key is entered
  const inForm = c.primaryKey ? c.columnDefault === null : !NOT_IN_FORM.has(name);
  const plain = tsType !== 'unknown' && !tsType.endsWith('[]');
  const searchable = plain && !c.primaryKey && !NOT_IN_LIST.has(name) && htmlType !== 'textarea' && tsType !== 'boolean' && (inForm || name === 'create_time');
  const condition: CodegenQueryCondition = tsType === 'Date' ? 'BETWEEN' : tsType === 'string' && htmlType === 'input' ? 'LIKE' : '=';
  return {
    columnComment: c.comment.trim() || COMMON_LABELS[name] || c.columnName,
    tsType,
    dictType: name === 'status' && tsType === 'number' ? 'common_status' : '',
    example: '',
    createOperation: inForm,
    updateOperation: inForm || c.primaryKey,
    listOperation: searchable,
    listOperationCondition: condition,
    listOperationResult: !NOT_IN_LIST.has(name) && plain,
    htmlType,
  };
}

/**
 * Names derived from a table name: `stock_essay_comment` → module `stock`, business `essay-comment`, class
 * `StockEssayComment`; a one-word table (`orders`) is its own business in module `app`.
 */
export function deriveNames(tableName: string): { moduleName: string; businessName: string; className: string } {
  const parts = tableName.toLowerCase().split('_').filter(Boolean);
  const moduleName = parts.length > 1 ? parts[0].replace(/[^a-z0-9]/g, '') || 'app' : 'app';
  const rest = parts.length > 1 ? parts.slice(1) : parts;
  return { moduleName, businessName: rest.join('-'), className: toPascal(tableName) };
}

/** Table settings on import; the comment falls back to the table name, the class comment drops a trailing 表. */
export function buildTableSettings(table: { name: string; comment: string }, author: string): TableSettings {
  const comment = table.comment.trim() || table.name;
  return {
    scene: CodegenScene.ADMIN,
    tableName: table.name,
    tableComment: comment,
    ...deriveNames(table.name),
    classComment: comment.replace(/表$/, '') || comment,
    author: author || 'admin',
    templateType: CodegenTemplateType.ONE,
    frontType: CodegenFrontType.REACT_ANTD,
  };
}

/** What a sync with the database changes: columns to add, existing ones to refresh (by id), ids to remove. */
export interface ColumnSyncPlan<E extends { id: number; columnName: string; dataType: string }> {
  add: DbColumn[];
  /** kept columns: physical facts from the database; user edits stay, tsType is re-derived only when the new type maps to another one */
  update: { id: number; column: DbColumn; tsType?: CodegenTsType }[];
  remove: number[];
  existing: E[];
}

/** Diffs the stored columns against the database's: matched by column name. */
export function planColumnSync<E extends { id: number; columnName: string; dataType: string }>(existing: E[], db: DbColumn[]): ColumnSyncPlan<E> {
  const byName = new Map(existing.map((e) => [e.columnName, e]));
  const dbNames = new Set(db.map((c) => c.columnName));
  const add: DbColumn[] = [];
  const update: ColumnSyncPlan<E>['update'] = [];
  for (const c of db) {
    const e = byName.get(c.columnName);
    if (!e) add.push(c);
    else update.push({ id: e.id, column: c, ...(tsTypeOf(e.dataType) !== tsTypeOf(c.dataType) ? { tsType: tsTypeOf(c.dataType) } : {}) });
  }
  const remove = existing.filter((e) => !dbNames.has(e.columnName)).map((e) => e.id);
  return { add, update, remove, existing };
}
