import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { infraFileConfig } from '../../modules/infra/file/file.schema';
import { StorageType } from '../../modules/infra/file/file-storage';
import { storeFile } from '../../modules/infra/file/file.service';
import type { Db } from '../client';

/**
 * The default storage: local disk under <DATA_DIR>/files, the master config (uploads go there). Beside it a 数据库
 * config that holds the demo data's pictures: they are written in the seed's own transaction and live in the database
 * with the rows that point at them, whatever data folder the server later runs with.
 */
export async function seedFileConfigs(db: Db): Promise<void> {
  await db.insert(infraFileConfig).values([
    { name: '本地磁盘', storage: StorageType.LOCAL, remark: '默认存储：数据目录下的 files 文件夹', master: true, config: { basePath: 'files' } },
    { name: '数据库', storage: StorageType.DB, remark: '演示数据的图片（infra_file_content 表）', master: false, config: {} },
  ]);
}

/**
 * Stores the demo pictures as files of the 数据库 config and answers their URLs (`/admin-api/infra/file/<id>/get/…`,
 * no comma: yudao's Vue 2 admin splits picture lists on commas). The same picture is stored once.
 */
export function seedPictureStore(db: Db): (fileName: string, svg: string) => Promise<string> {
  const stored = new Map<string, string>();
  return async (fileName, svg) => {
    const content = Buffer.from(svg, 'utf8');
    const digest = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);
    const known = stored.get(digest);
    if (known) return known;
    const [config] = await db.select().from(infraFileConfig).where(eq(infraFileConfig.storage, StorageType.DB)).limit(1);
    const file = await storeFile(db, '', config, { path: `demo/${digest}.svg`, name: fileName, type: 'image/svg+xml', content });
    stored.set(digest, file.url);
    return file.url;
  };
}
