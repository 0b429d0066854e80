import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { CommonStatus, MAIL_SEND_STATUS, SystemError } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { renderTemplate } from '../notify/notify.service';
import { systemMailAccount, systemMailLog, systemMailTemplate, type MailAccountRow } from './mail.schema';

export const MAIL_TIMEOUT_MS = 10_000;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Sends one message through an account's SMTP server; answers the server's message id. */
export async function deliverMail(account: MailAccountRow, message: { from: { name: string; address: string }; to: string; subject: string; html: string }): Promise<string> {
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.sslEnable,
    requireTLS: account.starttlsEnable,
    ignoreTLS: !account.sslEnable && !account.starttlsEnable,
    auth: { user: account.username, pass: account.password },
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS * 2,
  });
  try {
    const info = await transport.sendMail(message);
    return String(info.messageId ?? '');
  } finally {
    transport.close();
  }
}

export interface SendMailInput {
  mail: string;
  templateCode: string;
  templateParams: Record<string, string | number>;
  userId?: number;
  userType?: number;
}

/**
 * Renders a mail template and sends it through the template's account; answers the system_mail_log id. A disabled
 * template sends nothing (30 不发送); a failed send is recorded (20 发送失败 with the error), not thrown. The log is
 * written through `rootDb` so it survives whatever happens to the request.
 */
export async function sendMailByTemplate(db: Db, rootDb: Db, input: SendMailInput): Promise<number> {
  const [template] = await db.select().from(systemMailTemplate).where(eq(systemMailTemplate.code, input.templateCode));
  if (!template) fail(SystemError.MAIL_TEMPLATE_NOT_EXISTS);
  const [account] = await db.select().from(systemMailAccount).where(eq(systemMailAccount.id, template.accountId));
  if (!account) fail(SystemError.MAIL_ACCOUNT_NOT_EXISTS);
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.templateParams)) params[k] = String(v);
  for (const name of template.params) {
    if (!Object.hasOwn(params, name)) fail(SystemError.MAIL_SEND_TEMPLATE_PARAM_MISS, name);
  }
  const title = renderTemplate(template.title, params);
  // parameter values are text: escaped before they go into the HTML body
  const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(v)]));
  const content = renderTemplate(template.content, escaped);
  const enabled = template.status === CommonStatus.ENABLE;
  const [log] = await rootDb
    .insert(systemMailLog)
    .values({
      userId: input.userId ?? null,
      userType: input.userType ?? null,
      toMail: input.mail,
      accountId: account.id,
      fromMail: account.mail,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateTitle: title.slice(0, 255),
      templateContent: content,
      templateParams: params,
      sendStatus: enabled ? MAIL_SEND_STATUS.INIT : MAIL_SEND_STATUS.IGNORE,
    })
    .returning({ id: systemMailLog.id });
  if (!enabled) return log.id;
  try {
    const messageId = await deliverMail(account, {
      from: { name: template.nickname ?? '', address: account.mail },
      to: input.mail,
      subject: title,
      html: content,
    });
    await rootDb
      .update(systemMailLog)
      .set({ sendStatus: MAIL_SEND_STATUS.SUCCESS, sendTime: new Date(), sendMessageId: messageId.slice(0, 255) })
      .where(eq(systemMailLog.id, log.id));
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await rootDb
      .update(systemMailLog)
      .set({ sendStatus: MAIL_SEND_STATUS.FAILURE, sendTime: new Date(), sendException: message.slice(0, 4096) })
      .where(eq(systemMailLog.id, log.id));
  }
  return log.id;
}
