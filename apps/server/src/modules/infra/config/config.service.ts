import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { ConfigType, InfraError, type ConfigFilter, type ConfigResp, type PageParam, type PageResult } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { guardUnique } from '../../../core/unique';
import { pageQuery } from '../../../core/paging';
import { EXPORT_MAX_ROWS } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { infraConfig, type ConfigRow } from './config.schema';

/** The value of a config key, or undefined when the key does not exist. */
export async function getConfigValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: infraConfig.value }).from(infraConfig).where(eq(infraConfig.configKey, key));
  return row?.value;
}

/** A boolean config ('true' / 'false'); missing keys give the fallback. */
export async function getConfigFlag(db: Db, key: string, fallback: boolean): Promise<boolean> {
  const value = await getConfigValue(db, key);
  return value === undefined ? fallback : value.trim().toLowerCase() === 'true';
}

/** A numeric config; missing or non-numeric values give the fallback. */
export async function getConfigNumber(db: Db, key: string, fallback: number): Promise<number> {
  const value = await getConfigValue(db, key);
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export interface ConfigInput {
  category: string;
  name: string;
  key: string;
  value: string;
  visible: boolean;
  remark?: string | null;
}

export function toConfigResp(row: ConfigRow): ConfigResp {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    key: row.configKey,
    value: row.value,
    type: row.type,
    visible: row.visible,
    remark: row.remark,
    createTime: row.createTime.getTime(),
  };
}

function configWhere(f: ConfigFilter): SQL | undefined {
  return and(
    f.name ? likeContains(infraConfig.name, f.name) : undefined,
    f.key ? likeContains(infraConfig.configKey, f.key) : undefined,
    f.type !== undefined ? eq(infraConfig.type, f.type) : undefined,
    timeBetween(infraConfig.createTime, f.createTime),
  );
}

export async function getConfigPage(db: Db, req: PageParam & ConfigFilter): Promise<PageResult<ConfigResp>> {
  const page = await pageQuery(db, infraConfig, req, { where: configWhere(req), orderBy: [desc(infraConfig.id)] });
  return { list: page.list.map(toConfigResp), total: page.total };
}

/** Rows for an export: the page's filters, no paging, capped at EXPORT_MAX_ROWS (+1 to detect truncation). */
export async function listConfigsForExport(db: Db, filter: ConfigFilter): Promise<ConfigResp[]> {
  const rows = await db.select().from(infraConfig).where(configWhere(filter)).orderBy(desc(infraConfig.id)).limit(EXPORT_MAX_ROWS + 1);
  return rows.map(toConfigResp);
}

export async function getConfig(db: Db, id: number): Promise<ConfigRow | undefined> {
  const [row] = await db.select().from(infraConfig).where(eq(infraConfig.id, id));
  return row;
}

async function requireConfig(db: Db, id: number): Promise<ConfigRow> {
  const row = await getConfig(db, id);
  if (!row) fail(InfraError.CONFIG_NOT_EXISTS);
  return row;
}

async function checkKeyUnique(db: Db, key: string, id?: number): Promise<void> {
  const [dup] = await db
    .select({ id: infraConfig.id })
    .from(infraConfig)
    .where(and(eq(infraConfig.configKey, key), id === undefined ? undefined : ne(infraConfig.id, id)));
  if (dup) fail(InfraError.CONFIG_KEY_DUPLICATE);
}

function configValues(input: ConfigInput) {
  return { category: input.category, name: input.name, configKey: input.key, value: input.value, visible: input.visible, remark: input.remark ?? null };
}

const CONFIG_UNIQUE = { infra_config_configKey_unique: InfraError.CONFIG_KEY_DUPLICATE };

/** New configs are always custom (type 2); built-in ones come from the seed. */
export async function createConfig(db: Db, input: ConfigInput, operator: string): Promise<number> {
  await checkKeyUnique(db, input.key);
  const [row] = await guardUnique(
    db
      .insert(infraConfig)
      .values({ ...configValues(input), type: ConfigType.CUSTOM, creator: operator, updater: operator })
      .returning({ id: infraConfig.id }),
    CONFIG_UNIQUE,
  );
  return row.id;
}

/** Updates a config; its type (built-in or custom) never changes. */
export async function updateConfig(db: Db, id: number, input: ConfigInput, operator: string): Promise<void> {
  await requireConfig(db, id);
  await checkKeyUnique(db, input.key, id);
  await guardUnique(db.update(infraConfig).set({ ...configValues(input), updater: operator }).where(eq(infraConfig.id, id)), CONFIG_UNIQUE);
}

export async function deleteConfig(db: Db, id: number): Promise<void> {
  const row = await requireConfig(db, id);
  if (row.type === ConfigType.SYSTEM) fail(InfraError.CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE);
  await db.delete(infraConfig).where(eq(infraConfig.id, id));
}

/** What the web may read by key: null for an unknown key; invisible configs are refused. */
export async function getVisibleConfigValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: infraConfig.value, visible: infraConfig.visible }).from(infraConfig).where(eq(infraConfig.configKey, key));
  if (!row) return null;
  if (!row.visible) fail(InfraError.CONFIG_GET_VALUE_ERROR_IF_VISIBLE);
  return row.value;
}
