import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CodegenError,
  type CodegenColumnResp,
  type CodegenDbTableQuery,
  type CodegenDbTableResp,
  type CodegenDetailResp,
  type CodegenHtmlType,
  type CodegenQueryCondition,
  type CodegenTableFilter,
  type CodegenTableResp,
  type CodegenTsType,
  type CodegenUpdateReq,
  type PageParam,
  type PageResult,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { likeContains, timeBetween } from '../../../core/filters';
import { buildColumnSettings, buildTableSettings, planColumnSync, toCamel, type DbColumn } from './codegen.build';
import { infraCodegenColumn, infraCodegenTable, type CodegenColumnRow, type CodegenTableRow } from './codegen.schema';
import { CreateTableSqlError, parseCreateTable, type ParsedCreateTable } from './create-table-sql';
import { withDataSource } from '../data-source/data-source.service';

/** Escapes `%`, `_` and `\` for an ILIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Tables of a data source's public schema with their comments (obj_description), leaving out drizzle's bookkeeping
 * and the tables already imported from that source (`db` is the application's database, `source` the data source).
 */
export async function listDbTables(db: Db, q: CodegenDbTableQuery): Promise<CodegenDbTableResp[]> {
  const imported = new Set(
    (await db.select({ name: infraCodegenTable.tableName }).from(infraCodegenTable).where(eq(infraCodegenTable.dataSourceConfigId, q.dataSourceConfigId))).map((r) => r.name),
  );
  const tables = await withDataSource(db, q.dataSourceConfigId, (source) => readDbTables(source, q));
  return tables.filter((t) => !imported.has(t.name));
}

async function readDbTables(db: Db, q: CodegenDbTableQuery): Promise<CodegenDbTableResp[]> {
  const rows = await db.execute<{ name: string; comment: string }>(sql`
    select c.relname as name, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and left(c.relname, 9) <> '__drizzle'
      ${q.name ? sql`and c.relname ilike ${likeText(q.name)}` : sql``}
      ${q.comment ? sql`and coalesce(obj_description(c.oid, 'pg_class'), '') ilike ${likeText(q.comment)}` : sql``}
    order by c.relname`);
  return rows.rows;
}

/** One public table's comment, or undefined when it does not exist. */
async function readDbTable(db: Db, name: string): Promise<CodegenDbTableResp | undefined> {
  const rows = await db.execute<{ name: string; comment: string }>(sql`
    select c.relname as name, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = ${name}`);
  return rows.rows[0];
}

/** Columns of a public table in ordinal order: information_schema facts, pg_catalog type and comment, primary key. */
export async function readDbColumns(db: Db, tableName: string): Promise<DbColumn[]> {
  const rows = await db.execute<{
    column_name: string;
    data_type: string;
    comment: string;
    is_nullable: string;
    is_pk: boolean;
    column_default: string | null;
    is_identity: string;
    ordinal_position: number;
  }>(sql`
    select c.column_name, format_type(a.atttypid, a.atttypmod) as data_type,
      coalesce(col_description(a.attrelid, a.attnum), '') as comment, c.is_nullable, c.column_default, c.is_identity,
      c.ordinal_position::int as ordinal_position,
      exists (
        select 1 from pg_catalog.pg_index i
        where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)
      ) as is_pk
    from information_schema.columns c
    join pg_catalog.pg_attribute a on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and a.attname = c.column_name
    where c.table_schema = 'public' and c.table_name = ${tableName}
    order by c.ordinal_position`);
  return rows.rows.map((r) => ({
    columnName: r.column_name,
    dataType: r.data_type,
    comment: r.comment,
    nullable: r.is_nullable === 'YES',
    primaryKey: r.is_pk,
    columnDefault: r.is_identity === 'YES' ? 'identity' : r.column_default,
    ordinalPosition: r.ordinal_position,
  }));
}

export function toTableResp(row: CodegenTableRow): CodegenTableResp {
  return {
    id: row.id,
    dataSourceConfigId: row.dataSourceConfigId,
    scene: row.scene,
    tableName: row.tableName,
    tableComment: row.tableComment,
    remark: row.remark,
    moduleName: row.moduleName,
    businessName: row.businessName,
    className: row.className,
    classComment: row.classComment,
    author: row.author,
    templateType: row.templateType,
    frontType: row.frontType,
    parentMenuId: row.parentMenuId,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime.getTime(),
  };
}

export function toColumnResp(row: CodegenColumnRow): CodegenColumnResp {
  return {
    id: row.id,
    tableId: row.tableId,
    columnName: row.columnName,
    dataType: row.dataType,
    columnComment: row.columnComment,
    nullable: row.nullable,
    primaryKey: row.primaryKey,
    columnDefault: row.columnDefault,
    ordinalPosition: row.ordinalPosition,
    tsType: row.tsType as CodegenTsType,
    fieldName: toCamel(row.columnName),
    dictType: row.dictType,
    example: row.example,
    createOperation: row.createOperation,
    updateOperation: row.updateOperation,
    listOperation: row.listOperation,
    listOperationCondition: row.listOperationCondition as CodegenQueryCondition,
    listOperationResult: row.listOperationResult,
    htmlType: row.htmlType as CodegenHtmlType,
    createTime: row.createTime.getTime(),
  };
}

function columnValues(tableId: number, c: DbColumn, operator: string) {
  return {
    tableId,
    columnName: c.columnName,
    dataType: c.dataType.slice(0, 100),
    nullable: c.nullable,
    primaryKey: c.primaryKey,
    columnDefault: c.columnDefault?.slice(0, 500) ?? null,
    ordinalPosition: c.ordinalPosition,
    ...buildColumnSettings(c),
    creator: operator,
    updater: operator,
  };
}

/**
 * Imports tables of a data source (the rows are written in the request transaction): refuses unknown tables, tables
 * without columns and repeats.
 */
export async function importTables(db: Db, tableNames: string[], operator: { id: number; nickname: string }, dataSourceConfigId = 0): Promise<number[]> {
  const by = String(operator.id);
  const found = await withDataSource(db, dataSourceConfigId, async (source) => {
    const out: { table: CodegenDbTableResp; columns: DbColumn[] }[] = [];
    for (const name of new Set(tableNames)) {
      const table = await readDbTable(source, name);
      if (!table) fail(CodegenError.IMPORT_TABLE_NULL);
      const columns = await readDbColumns(source, name);
      if (!columns.length) fail(CodegenError.IMPORT_COLUMNS_NULL);
      out.push({ table, columns });
    }
    return out;
  });
  const ids: number[] = [];
  for (const { table, columns } of found) {
    const [dup] = await db
      .select({ id: infraCodegenTable.id })
      .from(infraCodegenTable)
      .where(and(eq(infraCodegenTable.dataSourceConfigId, dataSourceConfigId), eq(infraCodegenTable.tableName, table.name)));
    if (dup) fail(CodegenError.TABLE_EXISTS);
    const [row] = await db
      .insert(infraCodegenTable)
      .values({ ...buildTableSettings(table, operator.nickname), dataSourceConfigId, creator: by, updater: by })
      .returning({ id: infraCodegenTable.id });
    await db.insert(infraCodegenColumn).values(columns.map((c) => columnValues(row.id, c, by)));
    ids.push(row.id);
  }
  return ids;
}

function tableWhere(f: CodegenTableFilter): SQL | undefined {
  return and(
    f.tableName ? likeContains(infraCodegenTable.tableName, f.tableName) : undefined,
    f.tableComment ? likeContains(infraCodegenTable.tableComment, f.tableComment) : undefined,
    f.className ? likeContains(infraCodegenTable.className, f.className) : undefined,
    timeBetween(infraCodegenTable.createTime, f.createTime),
  );
}

export async function getTablePage(db: Db, req: PageParam & CodegenTableFilter): Promise<PageResult<CodegenTableResp>> {
  const page = await pageQuery(db, infraCodegenTable, req, { where: tableWhere(req), orderBy: [desc(infraCodegenTable.id)] });
  return { list: page.list.map(toTableResp), total: page.total };
}

/** The imported tables of a data source (all of them without one), newest first (yudao 2.x `table/list`). */
export async function listTables(db: Db, dataSourceConfigId?: number): Promise<CodegenTableResp[]> {
  const where = dataSourceConfigId === undefined ? undefined : eq(infraCodegenTable.dataSourceConfigId, dataSourceConfigId);
  return (await db.select().from(infraCodegenTable).where(where).orderBy(desc(infraCodegenTable.id))).map(toTableResp);
}

export async function requireTable(db: Db, id: number): Promise<CodegenTableRow> {
  const [row] = await db.select().from(infraCodegenTable).where(eq(infraCodegenTable.id, id));
  if (!row) fail(CodegenError.TABLE_NOT_EXISTS);
  return row;
}

async function columnsOf(db: Db, tableId: number): Promise<CodegenColumnRow[]> {
  return db.select().from(infraCodegenColumn).where(eq(infraCodegenColumn.tableId, tableId)).orderBy(asc(infraCodegenColumn.ordinalPosition), asc(infraCodegenColumn.id));
}

/** The table with its columns in ordinal order, or null for an unknown id. */
export async function getDetail(db: Db, tableId: number): Promise<CodegenDetailResp | null> {
  const [row] = await db.select().from(infraCodegenTable).where(eq(infraCodegenTable.id, tableId));
  if (!row) return null;
  return { table: toTableResp(row), columns: (await columnsOf(db, tableId)).map(toColumnResp) };
}

/** Saves the edit page: table settings, then each column's settings; every column must belong to the table. */
export async function updateCodegen(db: Db, req: CodegenUpdateReq, operator: string): Promise<void> {
  const { id, ...table } = req.table;
  await requireTable(db, id);
  const own = new Set((await columnsOf(db, id)).map((c) => c.id));
  if (req.columns.some((c) => !own.has(c.id))) fail(CodegenError.COLUMN_NOT_EXISTS);
  await db
    .update(infraCodegenTable)
    .set({ ...table, remark: table.remark ?? null, parentMenuId: table.parentMenuId ?? null, updater: operator })
    .where(eq(infraCodegenTable.id, id));
  for (const { id: columnId, ...c } of req.columns) {
    await db.update(infraCodegenColumn).set({ ...c, updater: operator }).where(eq(infraCodegenColumn.id, columnId));
  }
}

export async function deleteCodegen(db: Db, tableId: number): Promise<void> {
  await requireTable(db, tableId);
  await db.delete(infraCodegenTable).where(eq(infraCodegenTable.id, tableId));
}

/**
 * Re-reads the table's columns: new ones are added with default settings, dropped ones removed, kept ones get the
 * database's facts (type, nullability, key, position) while the user's settings stay.
 */
export async function syncFromDb(db: Db, tableId: number, operator: string): Promise<{ added: number; removed: number }> {
  const table = await requireTable(db, tableId);
  const columns = await withDataSource(db, table.dataSourceConfigId, (source) => readDbColumns(source, table.tableName));
  return applyColumnSync(db, table, columns, operator);
}

/**
 * The same sync from a CREATE TABLE statement instead of the database (yudao's 基于 SQL 同步): the statement must
 * create the imported table; its columns are diffed against the stored ones and applied as a database sync would.
 */
export async function syncFromSql(db: Db, tableId: number, statement: string, operator: string): Promise<{ added: number; removed: number }> {
  const table = await requireTable(db, tableId);
  let parsed: ParsedCreateTable;
  try {
    parsed = parseCreateTable(statement);
  } catch (err) {
    if (err instanceof CreateTableSqlError) fail(CodegenError.SQL_PARSE_ERROR, err.message);
    throw err;
  }
  if (parsed.tableName !== table.tableName) fail(CodegenError.SQL_TABLE_MISMATCH, parsed.tableName, table.tableName);
  return applyColumnSync(db, table, parsed.columns, operator);
}

async function applyColumnSync(db: Db, table: CodegenTableRow, dbColumns: DbColumn[], operator: string): Promise<{ added: number; removed: number }> {
  const tableId = table.id;
  if (!dbColumns.length) fail(CodegenError.SYNC_COLUMNS_NULL);
  const plan = planColumnSync(await columnsOf(db, tableId), dbColumns);
  if (plan.remove.length) await db.delete(infraCodegenColumn).where(inArray(infraCodegenColumn.id, plan.remove));
  if (plan.add.length) await db.insert(infraCodegenColumn).values(plan.add.map((c) => columnValues(tableId, c, operator)));
  for (const u of plan.update) {
    await db
      .update(infraCodegenColumn)
      .set({
        dataType: u.column.dataType.slice(0, 100),
        nullable: u.column.nullable,
        primaryKey: u.column.primaryKey,
        columnDefault: u.column.columnDefault?.slice(0, 500) ?? null,
        ordinalPosition: u.column.ordinalPosition,
        ...(u.tsType ? { tsType: u.tsType } : {}),
        updater: operator,
      })
      .where(eq(infraCodegenColumn.id, u.id));
  }
  await db.update(infraCodegenTable).set({ updater: operator }).where(eq(infraCodegenTable.id, tableId));
  return { added: plan.add.length, removed: plan.remove.length };
}

/** Table + columns for the generator. */
export async function loadModel(db: Db, tableId: number): Promise<{ table: CodegenTableResp; columns: CodegenColumnResp[] }> {
  const table = await requireTable(db, tableId);
  return { table: toTableResp(table), columns: (await columnsOf(db, tableId)).map(toColumnResp) };
}
