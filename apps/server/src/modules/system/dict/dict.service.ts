import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  CommonStatus,
  SystemError,
  type DictDataFilter,
  type DictDataResp,
  type DictDataSimpleResp,
  type DictTypeFilter,
  type DictTypeResp,
  type DictTypeSimpleResp,
  type PageParam,
  type PageResult,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { guardUnique } from '../../../core/unique';
import { pageQuery } from '../../../core/paging';
import { EXPORT_MAX_ROWS } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { systemDictData, systemDictType, type DictDataRow, type DictTypeRow } from './dict.schema';

export interface DictTypeInput {
  name: string;
  type: string;
  status: number;
  remark?: string | null;
}

export interface DictDataInput {
  sort: number;
  label: string;
  value: string;
  dictType: string;
  status: number;
  colorType?: string | null;
  cssClass?: string | null;
  remark?: string | null;
}

// ---------------------------------------------------------------- dictionary types

export function toDictTypeResp(row: DictTypeRow): DictTypeResp {
  return { id: row.id, name: row.name, type: row.type, status: row.status, remark: row.remark, createTime: row.createTime.getTime() };
}

function dictTypeWhere(f: DictTypeFilter): SQL | undefined {
  return and(
    f.name ? likeContains(systemDictType.name, f.name) : undefined,
    f.type ? likeContains(systemDictType.type, f.type) : undefined,
    f.status !== undefined ? eq(systemDictType.status, f.status) : undefined,
    timeBetween(systemDictType.createTime, f.createTime),
  );
}

export async function getDictTypePage(db: Db, req: PageParam & DictTypeFilter): Promise<PageResult<DictTypeResp>> {
  const page = await pageQuery(db, systemDictType, req, { where: dictTypeWhere(req), orderBy: [desc(systemDictType.id)] });
  return { list: page.list.map(toDictTypeResp), total: page.total };
}

/** Rows for an export: the page's filters, no paging, capped at EXPORT_MAX_ROWS (+1 to detect truncation). */
export async function listDictTypesForExport(db: Db, filter: DictTypeFilter): Promise<DictTypeResp[]> {
  const rows = await db.select().from(systemDictType).where(dictTypeWhere(filter)).orderBy(desc(systemDictType.id)).limit(EXPORT_MAX_ROWS + 1);
  return rows.map(toDictTypeResp);
}

export async function getDictType(db: Db, id: number): Promise<DictTypeRow | undefined> {
  const [row] = await db.select().from(systemDictType).where(eq(systemDictType.id, id));
  return row;
}

async function requireDictType(db: Db, id: number): Promise<DictTypeRow> {
  const row = await getDictType(db, id);
  if (!row) fail(SystemError.DICT_TYPE_NOT_EXISTS);
  return row;
}

async function checkDictTypeUnique(db: Db, input: DictTypeInput, id?: number): Promise<void> {
  const notSelf = id === undefined ? undefined : ne(systemDictType.id, id);
  const [byName] = await db.select({ id: systemDictType.id }).from(systemDictType).where(and(eq(systemDictType.name, input.name), notSelf));
  if (byName) fail(SystemError.DICT_TYPE_NAME_DUPLICATE);
  const [byType] = await db.select({ id: systemDictType.id }).from(systemDictType).where(and(eq(systemDictType.type, input.type), notSelf));
  if (byType) fail(SystemError.DICT_TYPE_TYPE_DUPLICATE);
}

const DICT_TYPE_UNIQUE = {
  system_dict_type_name_unique: SystemError.DICT_TYPE_NAME_DUPLICATE,
  system_dict_type_type_unique: SystemError.DICT_TYPE_TYPE_DUPLICATE,
};
const DICT_DATA_UNIQUE = { system_dict_data_type_value_uk: SystemError.DICT_DATA_VALUE_DUPLICATE };

export async function createDictType(db: Db, input: DictTypeInput, operator: string): Promise<number> {
  await checkDictTypeUnique(db, input);
  const [row] = await guardUnique(
    db
      .insert(systemDictType)
      .values({ name: input.name, type: input.type, status: input.status, remark: input.remark ?? null, creator: operator, updater: operator })
      .returning({ id: systemDictType.id }),
    DICT_TYPE_UNIQUE,
  );
  return row.id;
}

/** Updates a type; a new `type` string carries the type's data along (foreign key ON UPDATE CASCADE, same transaction). */
export async function updateDictType(db: Db, id: number, input: DictTypeInput, operator: string): Promise<void> {
  await requireDictType(db, id);
  await checkDictTypeUnique(db, input, id);
  await guardUnique(
    db
      .update(systemDictType)
      .set({ name: input.name, type: input.type, status: input.status, remark: input.remark ?? null, updater: operator })
      .where(eq(systemDictType.id, id)),
    DICT_TYPE_UNIQUE,
  );
}

export async function deleteDictType(db: Db, id: number): Promise<void> {
  const row = await requireDictType(db, id);
  const [{ n }] = await db.select({ n: count() }).from(systemDictData).where(eq(systemDictData.dictType, row.type));
  if (n > 0) fail(SystemError.DICT_TYPE_HAS_CHILDREN);
  await db.delete(systemDictType).where(eq(systemDictType.id, id));
}

/** Enabled types for pickers. */
export async function listSimpleDictTypes(db: Db): Promise<DictTypeSimpleResp[]> {
  return db
    .select({ id: systemDictType.id, name: systemDictType.name, type: systemDictType.type })
    .from(systemDictType)
    .where(eq(systemDictType.status, CommonStatus.ENABLE))
    .orderBy(asc(systemDictType.id));
}

// ---------------------------------------------------------------- dictionary data

export function toDictDataResp(row: DictDataRow): DictDataResp {
  return {
    id: row.id,
    sort: row.sort,
    label: row.label,
    value: row.value,
    dictType: row.dictType,
    status: row.status,
    colorType: row.colorType,
    cssClass: row.cssClass,
    remark: row.remark,
    createTime: row.createTime.getTime(),
  };
}

function dictDataWhere(f: DictDataFilter): SQL | undefined {
  return and(
    f.dictType ? eq(systemDictData.dictType, f.dictType) : undefined,
    f.label ? likeContains(systemDictData.label, f.label) : undefined,
    f.status !== undefined ? eq(systemDictData.status, f.status) : undefined,
  );
}

const dictDataOrder = [asc(systemDictData.dictType), asc(systemDictData.sort), asc(systemDictData.id)];

export async function getDictDataPage(db: Db, req: PageParam & DictDataFilter): Promise<PageResult<DictDataResp>> {
  const page = await pageQuery(db, systemDictData, req, { where: dictDataWhere(req), orderBy: dictDataOrder });
  return { list: page.list.map(toDictDataResp), total: page.total };
}

export async function listDictDataForExport(db: Db, filter: DictDataFilter): Promise<DictDataResp[]> {
  const rows = await db.select().from(systemDictData).where(dictDataWhere(filter)).orderBy(...dictDataOrder).limit(EXPORT_MAX_ROWS + 1);
  return rows.map(toDictDataResp);
}

export async function getDictData(db: Db, id: number): Promise<DictDataRow | undefined> {
  const [row] = await db.select().from(systemDictData).where(eq(systemDictData.id, id));
  return row;
}

async function checkDictDataInput(db: Db, input: DictDataInput, id?: number): Promise<void> {
  const [type] = await db.select().from(systemDictType).where(eq(systemDictType.type, input.dictType));
  if (!type) fail(SystemError.DICT_TYPE_NOT_EXISTS);
  if (type.status !== CommonStatus.ENABLE) fail(SystemError.DICT_TYPE_NOT_ENABLE);
  const [dup] = await db
    .select({ id: systemDictData.id })
    .from(systemDictData)
    .where(and(eq(systemDictData.dictType, input.dictType), eq(systemDictData.value, input.value), id === undefined ? undefined : ne(systemDictData.id, id)));
  if (dup) fail(SystemError.DICT_DATA_VALUE_DUPLICATE);
}

function dictDataValues(input: DictDataInput) {
  return {
    sort: input.sort,
    label: input.label,
    value: input.value,
    dictType: input.dictType,
    status: input.status,
    colorType: input.colorType ?? '',
    cssClass: input.cssClass ?? '',
    remark: input.remark ?? null,
  };
}

export async function createDictData(db: Db, input: DictDataInput, operator: string): Promise<number> {
  await checkDictDataInput(db, input);
  const [row] = await guardUnique(
    db
      .insert(systemDictData)
      .values({ ...dictDataValues(input), creator: operator, updater: operator })
      .returning({ id: systemDictData.id }),
    DICT_DATA_UNIQUE,
  );
  return row.id;
}

export async function updateDictData(db: Db, id: number, input: DictDataInput, operator: string): Promise<void> {
  if (!(await getDictData(db, id))) fail(SystemError.DICT_DATA_NOT_EXISTS);
  await checkDictDataInput(db, input, id);
  await guardUnique(db.update(systemDictData).set({ ...dictDataValues(input), updater: operator }).where(eq(systemDictData.id, id)), DICT_DATA_UNIQUE);
}

export async function deleteDictData(db: Db, id: number): Promise<void> {
  if (!(await getDictData(db, id))) fail(SystemError.DICT_DATA_NOT_EXISTS);
  await db.delete(systemDictData).where(eq(systemDictData.id, id));
}

const simpleColumns = {
  dictType: systemDictData.dictType,
  value: systemDictData.value,
  label: systemDictData.label,
  colorType: systemDictData.colorType,
  cssClass: systemDictData.cssClass,
};

/** Every enabled datum of every enabled type, sorted by type then sort: the web caches this after sign-in. */
export async function listAllSimpleDictData(db: Db): Promise<DictDataSimpleResp[]> {
  return db
    .select(simpleColumns)
    .from(systemDictData)
    .innerJoin(systemDictType, eq(systemDictType.type, systemDictData.dictType))
    .where(and(eq(systemDictData.status, CommonStatus.ENABLE), eq(systemDictType.status, CommonStatus.ENABLE)))
    .orderBy(...dictDataOrder);
}

/** Enabled data of one type, sorted (empty for an unknown or disabled type). */
export async function listDictDataByType(db: Db, type: string): Promise<DictDataSimpleResp[]> {
  return db
    .select(simpleColumns)
    .from(systemDictData)
    .innerJoin(systemDictType, eq(systemDictType.type, systemDictData.dictType))
    .where(and(eq(systemDictData.dictType, type), eq(systemDictData.status, CommonStatus.ENABLE), eq(systemDictType.status, CommonStatus.ENABLE)))
    .orderBy(asc(systemDictData.sort), asc(systemDictData.id));
}

/**
 * value → label maps of the given dictionary types (every datum, enabled or not), for exports and other modules that
 * show labels, e.g. `(await dictLabels(db, ['common_status'])).get('common_status')`.
 */
export async function dictLabels(db: Db, types: string[]): Promise<Map<string, Map<string, string>>> {
  const result = new Map<string, Map<string, string>>(types.map((t) => [t, new Map()]));
  if (!types.length) return result;
  const rows = await db
    .select({ dictType: systemDictData.dictType, value: systemDictData.value, label: systemDictData.label })
    .from(systemDictData)
    .where(inArray(systemDictData.dictType, types));
  for (const r of rows) result.get(r.dictType)?.set(r.value, r.label);
  return result;
}
