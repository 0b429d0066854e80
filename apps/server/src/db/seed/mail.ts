import type { Db } from '../client';
import { systemMailAccount, systemMailTemplate } from '../../modules/system/mail/mail.schema';
import { extractTemplateParams } from '../../modules/system/notify/notify.service';

/**
 * 邮箱: one account on a local SMTP port (127.0.0.1:2525 — nothing leaves the machine until an administrator points it
 * at a real server; a send without a local catcher is recorded as failed) and two templates.
 */
export async function seedMail(db: Db): Promise<void> {
  const [account] = await db
    .insert(systemMailAccount)
    .values({
      mail: 'noreply@gupiao-resou.local',
      username: 'noreply@gupiao-resou.local',
      password: 'change-me',
      host: '127.0.0.1',
      port: 2525,
      sslEnable: false,
      starttlsEnable: false,
      remark: '本机 SMTP（开发用），上线前请改为真实邮箱服务器',
    })
    .returning({ id: systemMailAccount.id });
  const templates = [
    {
      name: '注册欢迎',
      code: 'register-welcome',
      nickname: '股票热搜',
      title: '欢迎加入股票热搜，{nickname}',
      content: '<p>{nickname}，你好：</p><p>欢迎加入<strong>股票热搜</strong>！自选股、涨停提醒和人气榜已为你准备好。</p><p>股票热搜团队</p>',
      remark: '会员注册成功后发送',
    },
    {
      name: '重置密码验证码',
      code: 'reset-password-code',
      nickname: '股票热搜安全中心',
      title: '股票热搜密码重置验证码',
      content: '<p>你正在重置股票热搜账号密码，验证码为 <strong>{code}</strong>，{minutes} 分钟内有效。</p><p>如非本人操作，请忽略本邮件。</p>',
      remark: '忘记密码时发送',
    },
  ];
  await db.insert(systemMailTemplate).values(
    templates.map((t) => ({ ...t, accountId: account.id, status: 0, params: extractTemplateParams(`${t.title}\n${t.content}`) })),
  );
}
