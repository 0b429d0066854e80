import { infraConfig } from '../../modules/infra/config/config.schema';
import type { Db } from '../client';

/** Default parameter configs: type 1 built-in (cannot be deleted), 2 custom; invisible ones cannot be read by key. */
export async function seedConfigs(db: Db): Promise<void> {
  await db.insert(infraConfig).values([
    { category: 'biz', type: 1, name: '用户管理-账号初始密码', configKey: 'system.user.init-password', value: '123456', visible: false, remark: '初始化密码 123456' },
    // open on a fresh install: the spec has anonymous visitors register at /register (README, security notes); a new
    // member gets no role and pays with the wallet or a real channel, never 模拟支付 (decision 0021)
    { category: 'biz', type: 1, name: '用户管理-是否开放注册', configKey: 'system.user.register-enabled', value: 'true', visible: true, remark: 'true 开放注册，false 关闭注册' },
    { category: 'stock', type: 1, name: '行情-模拟行情开关', configKey: 'stock.market.simulator-enabled', value: 'true', visible: true, remark: 'true 交易时段内用模拟器生成行情，false 只用接入的真实行情' },
    { category: 'stock', type: 1, name: '热搜-人气榜刷新间隔（秒）', configKey: 'stock.hot.refresh-seconds', value: '60', visible: true, remark: '交易时段内人气榜、热度的刷新间隔' },
    { category: 'stock', type: 2, name: '涨停板-数据刷新间隔（秒）', configKey: 'stock.limit-up.refresh-seconds', value: '30', visible: true, remark: '涨停、炸板、连板梯队的刷新间隔' },
    { category: 'stock', type: 2, name: '快讯-首页展示条数', configKey: 'stock.news.home-size', value: '20', visible: true, remark: '首页 7×24 快讯列表展示的条数' },
    { category: 'infra', type: 1, name: '文件上传-单个文件大小上限（MB）', configKey: 'infra.file.max-size-mb', value: '10', visible: true, remark: '超过上限的上传会被拒绝' },
    { category: 'infra', type: 2, name: '站内信-未读轮询间隔（毫秒）', configKey: 'system.notify.unread-poll-ms', value: '120000', visible: true, remark: '铃铛未读数的轮询间隔' },
    { category: 'infra', type: 1, name: '行情-数据源密钥', configKey: 'stock.market.datasource-secret', value: 'change-me', visible: false, remark: '真实行情接口的访问密钥，不对前端开放' },
  ]);
}
