import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedAccounts } from './system';

/**
 * Fills an empty database with the demo data, once: a database that already has users is left alone.
 * Everything runs in one transaction, so an interrupted seed leaves nothing half-written.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [{ count }] = await db.execute<{ count: number }>(sql`select count(*)::int as count from system_users`).then((r) => r.rows);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    await seedAccounts(tx as unknown as Db);
  });
  return true;
}
