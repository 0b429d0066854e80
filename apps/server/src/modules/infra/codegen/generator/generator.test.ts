import { describe, expect, it } from 'vitest';
import type { CodegenColumnResp, CodegenTableResp } from '@gprs/contract';
import { buildColumnSettings, buildTableSettings, toCamel, type DbColumn } from '../codegen.build';
import { generateFiles } from './index';
import { lit, sqlLit } from './model';
import { bodyZod } from './contract';
import { drizzleDefault } from './server';

function column(id: number, db: Partial<DbColumn> & { columnName: string; dataType: string }, edits: Partial<CodegenColumnResp> = {}): CodegenColumnResp {
  const c: DbColumn = { comment: '', nullable: false, primaryKey: false, columnDefault: null, ordinalPosition: id, ...db };
  return {
    id,
    tableId: 7,
    columnName: c.columnName,
    dataType: c.dataType,
    nullable: c.nullable,
    primaryKey: c.primaryKey,
    columnDefault: c.columnDefault,
    ordinalPosition: c.ordinalPosition,
    fieldName: toCamel(c.columnName),
    createTime: 0,
    ...buildColumnSettings(c),
    ...edits,
  };
}

const table: CodegenTableResp = {
  id: 7,
  dataSourceConfigId: 0,
  createTime: 0,
  updateTime: 0,
  remark: null,
  parentMenuId: 2301,
  ...buildTableSettings({ name: 'stock_essay_comment', comment: "文章评论表" }, '芋道'),
};

const columns = [
  column(1, { columnName: 'id', dataType: 'bigint', primaryKey: true, columnDefault: 'identity' }),
  column(2, { columnName: 'essay_id', dataType: 'bigint', comment: '文章编号' }),
  column(3, { columnName: 'content', dataType: 'character varying(200)', comment: '评论内容' }),
  column(4, { columnName: 'status', dataType: 'smallint', columnDefault: '0' }),
  column(5, { columnName: 'comment_type', dataType: 'smallint', comment: '评论类型', columnDefault: '1' }, { dictType: 'stock_comment_type' }),
  column(6, { columnName: 'nickname', dataType: 'character varying(30)', comment: "用户'昵称", nullable: true }),
  column(7, { columnName: 'visible', dataType: 'boolean', columnDefault: 'true' }),
  column(8, { columnName: 'publish_time', dataType: 'timestamp with time zone', comment: '发布时间', nullable: true }),
  column(9, { columnName: 'creator', dataType: 'character varying(64)', nullable: true, columnDefault: "''::character varying" }),
  column(10, { columnName: 'create_time', dataType: 'timestamp with time zone', columnDefault: 'now()' }),
  column(11, { columnName: 'updater', dataType: 'character varying(64)', nullable: true, columnDefault: "''::character varying" }),
  column(12, { columnName: 'update_time', dataType: 'timestamp with time zone', columnDefault: 'now()' }),
];

const files = generateFiles({ table, columns });
const file = (suffix: string) => {
  const f = files.find((x) => x.filePath.endsWith(suffix));
  if (!f) throw new Error(`no ${suffix}`);
  return f.code;
};

/** The lines of one array of the page config (`search: [` … `],`). */
function section(code: string, name: string): string {
  const start = code.indexOf(`${name}: [`);
  return code.slice(start, code.indexOf('],', start));
}

describe('generateFiles', () => {
  it('names the files after module and business', () => {
    expect(table).toMatchObject({ className: 'StockEssayComment', moduleName: 'stock', businessName: 'essay-comment', classComment: '文章评论' });
    expect(files.map((f) => f.filePath)).toEqual([
      'apps/server/src/modules/stock/essay-comment/essay-comment.schema.ts',
      'apps/server/src/modules/stock/essay-comment/essay-comment.service.ts',
      'apps/server/src/modules/stock/essay-comment/essay-comment.routes.ts',
      'apps/server/src/modules/stock/essay-comment/essay-comment.api.test.ts',
      'packages/contract/src/stock/essay-comment.ts',
      'apps/web/src/pages/stock/essay-comment/index.tsx',
      'sql/menu/stock-essay-comment.sql',
    ]);
  });

  it('declares the drizzle table with idColumn, typed builders, defaults and the audit columns', () => {
    const code = file('.schema.ts');
    expect(code).toContain("import { bigint, boolean, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';");
    expect(code).toContain("import { auditColumns, idColumn } from '../../../db/columns';");
    expect(code).toContain("export const stockEssayComment = pgTable('stock_essay_comment', {");
    expect(code).toContain('  id: idColumn(),');
    expect(code).toContain("  essayId: bigint({ mode: 'number' }).notNull(),");
    expect(code).toContain('  content: varchar({ length: 200 }).notNull(),');
    expect(code).toContain('  status: smallint().notNull().default(0),');
    expect(code).toContain('  nickname: varchar({ length: 30 }),');
    expect(code).toContain('  visible: boolean().notNull().default(true),');
    expect(code).toContain("  publishTime: timestamp({ withTimezone: true, mode: 'date' }),");
    expect(code).toContain('  ...auditColumns,');
    expect(code).not.toContain('createTime:');
    expect(code).toContain('export type StockEssayCommentRow = typeof stockEssayComment.$inferSelect;');
  });

  it('puts every permission string into the routes file, one route per operation', () => {
    const code = file('.routes.ts');
    for (const op of ['query', 'create', 'update', 'delete', 'export']) expect(code).toContain(`'stock:essay-comment:${op}'`);
    for (const url of ['page', 'get', 'create', 'update', 'delete', 'export']) expect(code).toContain(`url: '/stock/essay-comment/${url}'`);
    expect(code).toContain('export function stockEssayCommentRoutes(app: FastifyInstance): void {');
    expect(code).toContain("dictLabels(db, ['common_status', 'stock_comment_type'])");
    expect(code).toContain("filename: '文章评论.xlsx'");
  });

  it('writes contract schemas with the form messages and the filters of the query columns', () => {
    const code = file('packages/contract/src/stock/essay-comment.ts');
    expect(code).toContain("content: z.string().trim().min(1, '评论内容不能为空').max(200, '评论内容不能超过 200 个字符'),");
    expect(code).toContain("essayId: z.number({ error: '文章编号不能为空' }).int(),");
    expect(code).toContain("status: z.number({ error: '状态不能为空' }).int().optional(),");
    expect(code).toContain("nickname: z.string().trim().max(30, '用户\\'昵称不能超过 30 个字符').nullish(),");
    expect(code).toContain('createTime: TimeRange,');
    expect(code).toContain('publishTime: TimeRange,');
    expect(code).toContain('nickname: optionalQueryText(30),');
    expect(code).not.toContain('content: optionalQueryText');
    expect(code).toContain('status: optionalQueryInt(0, Number.MAX_SAFE_INTEGER),');
    expect(code).toContain('export const StockEssayCommentUpdateReq = StockEssayCommentCreateReq.extend({ id: z.number().int().positive() });');
    expect(code).toContain("NOT_EXISTS: { code: 1_999_007_000, msg: '文章评论不存在' }");
    expect(code).toContain('  publishTime: number | null;');
    expect(code).not.toContain('updater');
  });

  it('filters in the service by each query condition', () => {
    const code = file('.service.ts');
    expect(code).toContain('f.nickname ? likeContains(stockEssayComment.nickname, f.nickname) : undefined,');
    expect(code).toContain('f.status !== undefined ? eq(stockEssayComment.status, f.status) : undefined,');
    expect(code).toContain('timeBetween(stockEssayComment.createTime, f.createTime),');
    expect(code).toContain('publishTime: input.publishTime == null ? null : new Date(input.publishTime),');
    expect(code).toContain('publishTime: row.publishTime ? row.publishTime.getTime() : null,');
    expect(code).toContain('creator: operator, updater: operator');
  });

  it('builds the page config from the list and query columns with their dictionaries', () => {
    const code = file('index.tsx');
    expect(code).toContain('export default function StockEssayCommentPage() {');
    expect(code).toContain("entity: '文章评论',");
    expect(code).toContain("{ name: 'nickname', label: '用户\\'昵称' },");
    expect(section(code, 'search')).not.toContain("name: 'content'");
    expect(code).toContain("{ name: 'status', label: '状态', type: 'select', dict: 'common_status', dictValue: 'int' },");
    expect(code).toContain("{ name: 'commentType', label: '评论类型', type: 'select', dict: 'stock_comment_type', dictValue: 'int' },");
    expect(code).toContain("{ name: 'createTime', label: '创建时间', type: 'dateRange' },");
    expect(code).toContain("{ dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 100 },");
    expect(code).toContain("{ dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },");
    expect(code).not.toContain("dataIndex: 'updater'");
    expect(code).toContain("{ name: 'essayId', label: '文章编号', type: 'number', required: true },");
    expect(code).toContain("{ name: 'status', label: '状态', type: 'radio', dict: 'common_status', dictValue: 'int' },");
    expect(code).toContain("{ name: 'visible', label: '是否可见', type: 'switch' },");
    expect(code).toContain('<DatePicker showTime');
    expect(code).toContain("permissions: { create: 'stock:essay-comment:create', update: 'stock:essay-comment:update', delete: 'stock:essay-comment:delete', export: 'stock:essay-comment:export' },");
  });

  it('writes an API test skeleton with access, CRUD and validation cases', () => {
    const code = file('.api.test.ts');
    expect(code).toContain('`/admin-api/stock/essay-comment/${path}`');
    expect(code).toContain("member = await t.login('member', 'member123');");
    expect(code).toContain('toBe(401)');
    expect(code).toContain('toBe(403)');
    expect(code).toContain('toBe(400)');
    expect(code).toContain('const sample = { essayId: 1, content: "评论内容", status: 0, commentType: 1, nickname: "用户\'昵称", visible: true, publishTime: 1700000000000 };');
  });

  it('writes the menu with its buttons under the chosen parent', () => {
    const code = file('.sql');
    expect(code).toContain("values ('文章评论', '', 2, 0, 2301, 'essay-comment', 'ep:document', 'stock/essay-comment/index', 'StockEssayComment', 0, true, true, true)");
    expect(code).toContain("('文章评论查询', 'stock:essay-comment:query', 1)");
    expect(code).toContain("('文章评论导出', 'stock:essay-comment:export', 5)");
    expect(code).toContain("prefix: 'stock:essay-comment', ops: CRUDX");
  });

  it('uses the user edits: a column left out of list and search stays in the form', () => {
    const edited = columns.map((c) => (c.columnName === 'nickname' ? { ...c, listOperation: false, listOperationResult: false } : c));
    const code = generateFiles({ table, columns: edited }).find((f) => f.filePath.endsWith('index.tsx'))!.code;
    expect(section(code, 'search')).not.toContain("name: 'nickname'");
    expect(section(code, 'columns')).not.toContain("dataIndex: 'nickname'");
    expect(section(code, 'fields')).toContain("name: 'nickname'");
  });
});

describe('a table with a natural key and no audit columns', () => {
  const tagTable: CodegenTableResp = { ...table, id: 8, ...buildTableSettings({ name: 'stock_tag', comment: '标签' }, 'a') };
  const tagFiles = generateFiles({
    table: tagTable,
    columns: [
      column(1, { columnName: 'code', dataType: 'character varying(32)', primaryKey: true, comment: '标签编码' }),
      column(2, { columnName: 'name', dataType: 'character varying(50)' }),
    ],
  });
  const code = (suffix: string) => tagFiles.find((f) => f.filePath.endsWith(suffix))!.code;
  it('puts the key into the create body and keys every route by it', () => {
    expect(code('packages/contract/src/stock/tag.ts')).toContain("code: z.string().trim().min(1, '标签编码不能为空').max(32, '标签编码不能超过 32 个字符'),");
    expect(code('packages/contract/src/stock/tag.ts')).toContain('export const StockTagUpdateReq = z.object({\n  code: z.string().min(1),');
    expect(code('tag.routes.ts')).toContain('const KeyQuery = z.object({ code: z.string().min(1) });');
    expect(code('tag.schema.ts')).toContain('  code: varchar({ length: 32 }).primaryKey(),');
    expect(code('tag.schema.ts')).not.toContain('auditColumns');
    expect(code('tag.service.ts')).toContain('_operator: string');
    expect(code('index.tsx')).toContain("rowKey: 'code',");
    expect(code('index.tsx')).toContain("{ name: 'code', label: '标签编码', disabledOnEdit: true, required: true },");
  });
});

describe('literals', () => {
  it('escapes quotes and backslashes', () => {
    expect(lit("a'b\\c")).toBe("'a\\'b\\\\c'");
    expect(sqlLit("it's")).toBe("'it''s'");
  });
  it('turns column defaults into drizzle defaults', () => {
    const base = columns[2];
    expect(drizzleDefault({ ...base, columnDefault: "'abc'::character varying" })).toEqual({ code: ".default('abc')" });
    expect(drizzleDefault({ ...base, columnDefault: 'now()' })).toEqual({ code: '.defaultNow()' });
    expect(drizzleDefault({ ...base, columnDefault: 'identity' })).toBeUndefined();
    expect(drizzleDefault({ ...base, columnDefault: 'gen_random_uuid()' })).toEqual({ code: '.default(sql`gen_random_uuid()`)', sql: true });
    expect(bodyZod({ ...base, nullable: true })).toBe("z.string().trim().max(200, '评论内容不能超过 200 个字符').nullish()");
  });
});
