import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { CommonStatus, SMS_SEND_STATUS, SystemError } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { renderTemplate } from '../notify/notify.service';
import { smsChannelFor, type SmsSendResult } from './sms-channel';
import { systemSmsChannel, systemSmsLog, systemSmsTemplate, type SmsChannelRow, type SmsTemplateRow } from './sms.schema';

export interface SendByTemplateInput {
  mobile: string;
  templateCode: string;
  templateParams: Record<string, string | number>;
  userId?: number;
  userType?: number;
}

/**
 * Sends one SMS with a managed template through its channel and answers the system_sms_log id. A disabled template or
 * channel sends nothing (logged as 30 不发送); a failed send is logged as 20 发送失败 with the reason. The log is
 * written through `rootDb`, so it survives a rollback of the request.
 */
export async function sendSmsByTemplate(db: Db, rootDb: Db, log: FastifyBaseLogger, input: SendByTemplateInput): Promise<number> {
  const [template] = await db.select().from(systemSmsTemplate).where(eq(systemSmsTemplate.code, input.templateCode));
  if (!template) fail(SystemError.SMS_SEND_TEMPLATE_NOT_EXISTS);
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.templateParams)) params[k] = String(v);
  for (const name of template.params) {
    if (!Object.hasOwn(params, name)) fail(SystemError.SMS_SEND_MOBILE_TEMPLATE_PARAM_MISS, name);
  }
  const [channel] = await db.select().from(systemSmsChannel).where(eq(systemSmsChannel.id, template.channelId));
  if (!channel) fail(SystemError.SMS_CHANNEL_NOT_EXISTS);
  const { logId } = await deliverSms(rootDb, log, template, channel, { ...input, params });
  return logId;
}

/**
 * Renders the template, sends it through the channel (unless either is disabled: 30 不发送) and writes the log row
 * through `rootDb`. Answers the log id and the channel's result (undefined when nothing was sent).
 */
export async function deliverSms(
  rootDb: Db,
  log: FastifyBaseLogger,
  template: SmsTemplateRow,
  channel: SmsChannelRow,
  input: { mobile: string; params: Record<string, string>; userId?: number; userType?: number },
): Promise<{ logId: number; result: SmsSendResult | undefined }> {
  const { params } = input;
  const content = renderTemplate(template.content, params);
  const shouldSend = template.status === CommonStatus.ENABLE && channel.status === CommonStatus.ENABLE;
  const impl = smsChannelFor(channel, log);
  const result: SmsSendResult | undefined = shouldSend
    ? await impl
        .send(input.mobile, template.code, params, content, { apiTemplateId: template.apiTemplateId })
        .catch((error: unknown) => ({ ok: false, serialNo: undefined, error: String(error) }))
    : undefined;
  const [row] = await rootDb
    .insert(systemSmsLog)
    .values({
      channelId: channel.id,
      channelCode: impl.code,
      templateId: template.id,
      templateCode: template.code,
      templateType: template.type,
      templateContent: content.slice(0, 500),
      templateParams: params,
      mobile: input.mobile,
      userId: input.userId ?? null,
      userType: input.userType ?? null,
      sendStatus: !result ? SMS_SEND_STATUS.IGNORE : result.ok ? SMS_SEND_STATUS.SUCCESS : SMS_SEND_STATUS.FAILURE,
      sendTime: result ? new Date() : null,
      apiSendMsg: (result?.error ?? '').slice(0, 255),
      apiSerialNo: (result?.serialNo ?? '').slice(0, 255),
    })
    .returning({ id: systemSmsLog.id });
  return { logId: row.id, result };
}
