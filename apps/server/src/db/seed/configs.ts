import { infraConfig } from '../../modules/infra/config/config.schema';
import type { Db } from '../client';

/** Default parameter configs. */
export async function seedConfigs(db: Db): Promise<void> {
  await db.insert(infraConfig).values([
    { category: 'biz', type: 1, name: '用户管理-账号初始密码', configKey: 'system.user.init-password', value: '123456', visible: false, remark: '初始化密码 123456' },
    { category: 'biz', type: 1, name: '用户管理-是否开放注册', configKey: 'system.user.register-enabled', value: 'true', visible: true, remark: 'true 开放注册，false 关闭注册' },
  ]);
}
