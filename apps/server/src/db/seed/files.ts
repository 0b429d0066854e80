import { infraFileConfig } from '../../modules/infra/file/file.schema';
import type { Db } from '../client';

/** The default storage: local disk under <DATA_DIR>/files, the master config. */
export async function seedFileConfigs(db: Db): Promise<void> {
  await db.insert(infraFileConfig).values({ name: '本地磁盘', storage: 10, remark: '默认存储：数据目录下的 files 文件夹', master: true, config: { basePath: 'files' } });
}
