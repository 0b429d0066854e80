import type { Db } from '../client';
import { systemSmsChannel, systemSmsTemplate } from '../../modules/system/sms/sms.schema';
import { extractTemplateParams } from '../../modules/system/notify/notify.service';
import { SMS_TEMPLATES } from '../../modules/system/sms/sms.service';

/**
 * 短信: the built-in LOG channel (enabled), a WEBHOOK example (disabled until an URL is configured), the two sign-in
 * code templates (sign-in by SMS sends through them) and two notification templates.
 */
export async function seedSms(db: Db): Promise<void> {
  const [log] = await db
    .insert(systemSmsChannel)
    .values({ signature: '股票热搜', code: 'LOG', status: 0, remark: '内置日志渠道：短信只写入服务日志与短信日志，不会真正发出' })
    .returning({ id: systemSmsChannel.id });
  await db.insert(systemSmsChannel).values({
    signature: '股票热搜',
    code: 'WEBHOOK',
    status: 1,
    remark: '以 JSON POST 到 Webhook 地址，由自建网关转发到短信服务商；配置地址后再开启',
    apiUrl: 'http://127.0.0.1:18081/sms',
  });
  const templates = [
    { type: 1, code: 'user-sms-login', name: '会员手机号登录验证码', content: SMS_TEMPLATES['user-sms-login'], remark: '会员短信登录、注册' },
    { type: 1, code: 'admin-sms-login', name: '后台手机号登录验证码', content: SMS_TEMPLATES['admin-sms-login'], remark: '管理后台短信登录' },
    { type: 2, code: 'stock-limit-up', name: '涨停提醒', content: '【股票热搜】您的自选股 {name}（{code}）已封涨停，最新价 {price} 元。', remark: '自选股封涨停时发送' },
    { type: 3, code: 'vip-promotion', name: '会员活动', content: '【股票热搜】{nickname}，Level-2 行情会员限时 {discount} 折，回复 TD 退订。', remark: '营销短信' },
  ];
  await db.insert(systemSmsTemplate).values(
    templates.map((t) => ({ ...t, status: 0, params: extractTemplateParams(t.content), apiTemplateId: '', channelId: log.id, channelCode: 'LOG' })),
  );
}
