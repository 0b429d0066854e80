import type { Db } from '../client';
import { systemNotice } from '../../modules/system/notice/notice.schema';

const NOTICES = [
  {
    title: '关于春节休市安排的通知',
    type: 1,
    content:
      '<p>根据交易所安排，春节期间（除夕至正月初六）A 股休市，<strong>正月初七起照常开市</strong>。</p><p>休市期间行情、涨停复盘与人气榜暂停更新，自选股提醒将于开市后恢复。</p>',
  },
  {
    title: '股票热搜 2.0 版本上线公告',
    type: 2,
    content:
      '<p>股票热搜 2.0 正式上线，本次更新：</p><ul><li>涨停板复盘新增连板梯队与炸板率</li><li>人气榜支持按行业筛选</li><li>后台新增通知公告、短信与邮件管理</li></ul><p>感谢大家的支持！</p>',
  },
  {
    title: '系统维护通知（周六 22:00–24:00）',
    type: 1,
    content: '<p>为提升服务稳定性，本周六 22:00 至 24:00 进行数据库升级维护，期间后台可能短暂无法访问，<em>行情数据不受影响</em>。</p>',
  },
];

/** 通知公告: three realistic notices (newest last). */
export async function seedNotices(db: Db): Promise<void> {
  await db.insert(systemNotice).values(NOTICES.map((n) => ({ ...n, status: 0, creator: '1', updater: '1' })));
}
