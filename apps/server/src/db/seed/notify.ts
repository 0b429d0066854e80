import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { systemUsers } from '../../modules/system/user/user.schema';
import { systemNotifyMessage, systemNotifyTemplate } from '../../modules/system/notify/notify.schema';
import { extractTemplateParams, renderTemplate } from '../../modules/system/notify/notify.service';

const TEMPLATES = [
  {
    code: 'register',
    name: '欢迎注册',
    nickname: '股票热搜',
    type: 2,
    content: '欢迎加入股票热搜，{nickname}！自选股、涨停提醒和人气榜已为你准备好，开盘见。',
    remark: '会员注册成功后发送',
  },
  {
    code: 'stock-limit-up',
    name: '涨停提醒',
    nickname: '盯盘助手',
    type: 2,
    content: '你的自选股 {name}（{code}）已封涨停，最新价 {price} 元，注意炸板风险。',
    remark: '自选股封涨停时发送',
  },
  {
    code: 'stock-announcement',
    name: '公告提醒',
    nickname: '盯盘助手',
    type: 2,
    content: '{name}（{code}）发布公告《{title}》，请及时查看。',
    remark: '自选股发布重大事项公告时发送',
  },
  {
    code: 'system-notice',
    name: '系统通知',
    nickname: '系统管理员',
    type: 1,
    content: '【{title}】{content}',
    remark: '运营发布的系统通知',
  },
] as const;

/** Notify templates and a few messages for admin (four unread, one read). */
export async function seedNotify(db: Db): Promise<void> {
  const templates = await db
    .insert(systemNotifyTemplate)
    .values(TEMPLATES.map((t) => ({ ...t, params: extractTemplateParams(t.content), status: 0, creator: '1', updater: '1' })))
    .returning();
  const byCode = new Map(templates.map((t) => [t.code, t]));
  const [admin] = await db.select({ id: systemUsers.id, userType: systemUsers.userType }).from(systemUsers).where(eq(systemUsers.username, 'admin'));
  if (!admin) return;
  const hour = 3_600_000;
  const now = Date.now();
  const messages: { code: string; params: Record<string, string>; at: number; read?: boolean }[] = [
    { code: 'system-notice', params: { title: '系统升级', content: '本周六 22:00—24:00 进行行情服务升级，期间人气榜与涨停数据暂停刷新。' }, at: now - 50 * hour, read: true },
    { code: 'stock-announcement', params: { name: '贵州茅台', code: '600519', title: '2025 年第三季度报告' }, at: now - 26 * hour },
    { code: 'stock-limit-up', params: { name: '中际旭创', code: '300308', price: '168.50' }, at: now - 5 * hour },
    { code: 'stock-limit-up', params: { name: '寒武纪', code: '688256', price: '612.00' }, at: now - 2 * hour },
    { code: 'system-notice', params: { title: '新功能上线', content: '涨停板新增「连板梯队」与「炸板率」统计，欢迎体验并反馈。' }, at: now - 30 * 60_000 },
  ];
  await db.insert(systemNotifyMessage).values(
    messages.map((m) => {
      const t = byCode.get(m.code)!;
      return {
        userId: admin.id,
        userType: admin.userType,
        templateId: t.id,
        templateCode: t.code,
        templateNickname: t.nickname,
        templateContent: renderTemplate(t.content, m.params),
        templateType: t.type,
        templateParams: m.params,
        readStatus: m.read ?? false,
        readTime: m.read ? new Date(m.at + hour) : null,
        createTime: new Date(m.at),
        updateTime: new Date(m.at),
        creator: '1',
        updater: '1',
      };
    }),
  );
}
