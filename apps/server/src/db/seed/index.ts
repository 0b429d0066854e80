import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedAccounts } from './system';
import { seedMenus } from './menus';
import { seedDepts } from './depts';
import { seedPosts } from './posts';
import { seedDictionaries } from './dicts';
import { seedConfigs } from './configs';
import { seedNotify } from './notify';
import { seedNotices } from './notices';
import { seedSms } from './sms';
import { seedMail } from './mail';
import { seedJobs } from './jobs';
import { seedFileConfigs } from './files';
import { seedMarket } from '../../modules/stock/seed-market';
import { seedBpm } from './bpm';
import { seedMall } from './mall';

/**
 * Fills an empty database with the demo data, once: a database that already has users is left alone.
 * Everything runs in one transaction, so an interrupted seed leaves nothing half-written.
 */
export async function seedDatabase(db: Db, options: { marketScale: 'full' | 'test' } = { marketScale: 'full' }): Promise<boolean> {
  const [{ count }] = await db.execute<{ count: number }>(sql`select count(*)::int as count from system_users`).then((r) => r.rows);
  if (count > 0) return false;
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const roleIds = await seedAccounts(tx);
    await seedMenus(tx, roleIds);
    await seedDepts(tx);
    await seedPosts(tx);
    await seedDictionaries(tx);
    await seedConfigs(tx);
    await seedNotify(tx);
    await seedNotices(tx);
    await seedSms(tx);
    await seedMail(tx);
    await seedJobs(tx);
    await seedFileConfigs(tx);
    await seedBpm(tx);
    await seedMarket(tx, { scale: options.marketScale });
    await seedMall(tx);
  });
  return true;
}
