import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { infraConfig } from './config.schema';

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
