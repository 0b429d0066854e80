import { infraJob } from '../../modules/infra/job/job.schema';
import type { Db } from '../client';

/** The built-in maintenance jobs (Beijing time). */
export async function seedJobs(db: Db): Promise<void> {
  await db.insert(infraJob).values([
    { name: '清理过期令牌', handlerName: 'cleanExpiredTokensJob', cronExpression: '0 0 * * * ?', retryCount: 1, retryInterval: 5000 },
    { name: '清理访问日志', handlerName: 'cleanAccessLogJob', handlerParam: '14', cronExpression: '0 0 3 * * ?', retryCount: 1, retryInterval: 5000 },
    { name: '清理操作日志', handlerName: 'cleanOperateLogJob', handlerParam: '90', cronExpression: '0 10 3 * * ?' },
    { name: '清理登录失败计数', handlerName: 'cleanLoginFailuresJob', cronExpression: '0 30 * * * ?' },
    { name: '清理任务日志', handlerName: 'cleanJobLogJob', handlerParam: '14', cronExpression: '0 20 3 * * ?' },
  ]);
}
