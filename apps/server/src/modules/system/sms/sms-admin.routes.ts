import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  CommonStatus,
  SECRET_MASK,
  SmsChannelCreateReq,
  SmsChannelFilter,
  SmsChannelUpdateReq,
  SmsLogFilter,
  SmsSendReq,
  SmsTemplateCreateReq,
  SmsTemplateFilter,
  SmsTemplateUpdateReq,
  SystemError,
  type SmsChannelResp,
  type SmsChannelSimpleResp,
  type SmsLogResp,
  type SmsTemplateResp,
} from '@gprs/contract';
import { z } from 'zod';
import { crudRoutes, type CrudContext } from '../../../core/crud';
import { dictFormat, formatDateTime } from '../../../core/excel';
import { badRequest, fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { dictLabels } from '../dict/dict.service';
import { extractTemplateParams } from '../notify/notify.service';
import { sendSmsByTemplate } from './sms-admin.service';
import { systemSmsChannel, systemSmsLog, systemSmsTemplate, type SmsChannelRow, type SmsTemplateRow } from './sms.schema';

const mask = (v: string) => (v ? SECRET_MASK : '');
/** The stored value when the form sent the mask back, else what was sent. */
const keep = (sent: string, stored: string | undefined) => (stored !== undefined && sent === SECRET_MASK ? stored : sent);

export function toSmsChannelResp(row: SmsChannelRow): SmsChannelResp {
  return {
    id: row.id,
    signature: row.signature,
    code: row.code,
    status: row.status,
    remark: row.remark,
    apiKey: mask(row.apiKey),
    apiSecret: mask(row.apiSecret),
    apiUrl: row.apiUrl,
    callbackUrl: row.callbackUrl,
    createTime: row.createTime.getTime(),
  };
}

export function toSmsTemplateResp(row: SmsTemplateRow): SmsTemplateResp {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    code: row.code,
    name: row.name,
    content: row.content,
    params: row.params,
    remark: row.remark,
    apiTemplateId: row.apiTemplateId,
    channelId: row.channelId,
    channelCode: row.channelCode,
    createTime: row.createTime.getTime(),
  };
}

export function toSmsLogResp(row: typeof systemSmsLog.$inferSelect): SmsLogResp {
  return {
    id: row.id,
    channelId: row.channelId,
    channelCode: row.channelCode,
    templateId: row.templateId,
    templateCode: row.templateCode,
    templateType: row.templateType,
    templateContent: row.templateContent,
    templateParams: row.templateParams,
    mobile: row.mobile,
    userId: row.userId,
    userType: row.userType,
    sendStatus: row.sendStatus,
    sendTime: row.sendTime?.getTime() ?? null,
    apiSendMsg: row.apiSendMsg,
    apiSerialNo: row.apiSerialNo,
    createTime: row.createTime.getTime(),
  };
}

/** The template's channel: it must exist and be enabled. */
async function requireEnabledChannel(ctx: CrudContext, channelId: number): Promise<SmsChannelRow> {
  const [channel] = await ctx.db.select().from(systemSmsChannel).where(eq(systemSmsChannel.id, channelId));
  if (!channel) fail(SystemError.SMS_CHANNEL_NOT_EXISTS);
  if (channel.status !== CommonStatus.ENABLE) fail(SystemError.SMS_CHANNEL_DISABLE);
  return channel;
}

/** 短信渠道 / 短信模板 / 短信日志 admin routes, and POST /system/sms-template/send-sms. */
export function smsAdminRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/sms-channel',
    table: systemSmsChannel,
    permission: 'system:sms-channel',
    create: SmsChannelCreateReq,
    update: SmsChannelUpdateReq,
    filter: SmsChannelFilter,
    where: (f): SQL | undefined =>
      and(
        f.signature ? likeContains(systemSmsChannel.signature, f.signature) : undefined,
        f.code ? eq(systemSmsChannel.code, f.code) : undefined,
        f.status !== undefined ? eq(systemSmsChannel.status, f.status) : undefined,
        timeBetween(systemSmsChannel.createTime, f.createTime),
      ),
    orderBy: [desc(systemSmsChannel.id)],
    notFound: SystemError.SMS_CHANNEL_NOT_EXISTS,
    values: (input, _ctx, existing) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      return { ...rest, apiKey: keep(rest.apiKey, existing?.apiKey), apiSecret: keep(rest.apiSecret, existing?.apiSecret) };
    },
    afterUpdate: async ({ db }, input) => {
      await db.update(systemSmsTemplate).set({ channelCode: input.code }).where(eq(systemSmsTemplate.channelId, input.id));
    },
    beforeDelete: async ({ db }, existing) => {
      const [{ n }] = await db.select({ n: count() }).from(systemSmsTemplate).where(eq(systemSmsTemplate.channelId, existing.id));
      if (n > 0) fail(SystemError.SMS_CHANNEL_HAS_CHILDREN);
    },
    beforeCreate: (_ctx, input) => {
      if (input.apiKey === SECRET_MASK || input.apiSecret === SECRET_MASK) throw badRequest('apiKey / apiSecret 不能为 ******');
    },
    toVO: toSmsChannelResp,
    // 短信渠道, and the channel pickers of 短信模板 and 短信日志
    listAllSimple: {
      alsoSimpleList: true,
      permission: ['system:sms-channel:query', 'system:sms-template:query', 'system:sms-log:query'],
      map: (row): SmsChannelSimpleResp => ({ id: row.id, signature: row.signature, code: row.code }),
    },
  });

  crudRoutes(app, {
    path: '/system/sms-template',
    table: systemSmsTemplate,
    permission: 'system:sms-template',
    create: SmsTemplateCreateReq,
    update: SmsTemplateUpdateReq,
    filter: SmsTemplateFilter,
    where: (f): SQL | undefined => {
      const t = systemSmsTemplate;
      return and(
        f.type !== undefined ? eq(t.type, f.type) : undefined,
        f.status !== undefined ? eq(t.status, f.status) : undefined,
        f.code ? likeContains(t.code, f.code) : undefined,
        f.content ? likeContains(t.content, f.content) : undefined,
        f.apiTemplateId ? likeContains(t.apiTemplateId, f.apiTemplateId) : undefined,
        f.channelId !== undefined ? eq(t.channelId, f.channelId) : undefined,
        timeBetween(t.createTime, f.createTime),
      );
    },
    orderBy: [desc(systemSmsTemplate.id)],
    notFound: SystemError.SMS_TEMPLATE_NOT_EXISTS,
    unique: [{ field: 'code', column: systemSmsTemplate.code, error: SystemError.SMS_TEMPLATE_CODE_DUPLICATE, constraint: 'system_sms_template_code_unique' }],
    values: async (input, ctx) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      const channel = await requireEnabledChannel(ctx, rest.channelId);
      return { ...rest, channelCode: channel.code, params: extractTemplateParams(rest.content) };
    },
    toVO: toSmsTemplateResp,
    export: {
      filename: '短信模板.xlsx',
      columns: async (db) => {
        const labels = await dictLabels(db, ['common_status', 'system_sms_template_type', 'system_sms_channel_code']);
        return [
          { header: '编号', key: 'id', width: 10 },
          { header: '短信类型', key: 'type', width: 10, format: dictFormat(labels.get('system_sms_template_type')!) },
          { header: '开启状态', key: 'status', width: 10, format: dictFormat(labels.get('common_status')!) },
          { header: '模板编码', key: 'code', width: 20 },
          { header: '模板名称', key: 'name', width: 20 },
          { header: '模板内容', key: 'content', width: 50 },
          { header: '参数数组', key: 'params', width: 20, format: (v: unknown) => (v as string[]).join(',') },
          { header: '备注', key: 'remark', width: 20 },
          { header: '短信 API 的模板编号', key: 'apiTemplateId', width: 20 },
          { header: '短信渠道编号', key: 'channelId', width: 12 },
          { header: '短信渠道编码', key: 'channelCode', width: 14, format: dictFormat(labels.get('system_sms_channel_code')!) },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ];
      },
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/sms-template/send-sms',
    permission: 'system:sms-template:send-sms',
    body: SmsSendReq,
    // no transaction is held open while the gateway answers: reads use db, the log is written through rootDb
    transaction: false,
    handler: ({ db, rootDb, user, body, app: fastify }) =>
      sendSmsByTemplate(db, rootDb, fastify.log, { ...body, userId: user.id, userType: user.userType }),
  });

  const none = z.object({ id: z.number().int().positive() });
  crudRoutes(app, {
    path: '/system/sms-log',
    table: systemSmsLog,
    permission: 'system:sms-log',
    routes: ['page', 'get', 'export'],
    create: none,
    update: none,
    filter: SmsLogFilter,
    where: (f): SQL | undefined => {
      const l = systemSmsLog;
      return and(
        f.channelId !== undefined ? eq(l.channelId, f.channelId) : undefined,
        f.templateId !== undefined ? eq(l.templateId, f.templateId) : undefined,
        f.mobile ? likeContains(l.mobile, f.mobile) : undefined,
        f.sendStatus !== undefined ? eq(l.sendStatus, f.sendStatus) : undefined,
        timeBetween(l.sendTime, f.sendTime),
      );
    },
    orderBy: [desc(systemSmsLog.id)],
    notFound: SystemError.SMS_SEND_TEMPLATE_NOT_EXISTS,
    toVO: toSmsLogResp,
    export: {
      filename: '短信日志.xlsx',
      columns: async (db) => {
        const labels = await dictLabels(db, ['system_sms_send_status', 'system_sms_channel_code', 'system_sms_template_type']);
        return [
          { header: '编号', key: 'id', width: 10 },
          { header: '手机号', key: 'mobile', width: 14 },
          { header: '短信内容', key: 'templateContent', width: 50 },
          { header: '发送状态', key: 'sendStatus', width: 10, format: dictFormat(labels.get('system_sms_send_status')!) },
          { header: '发送时间', key: 'sendTime', width: 20, format: formatDateTime },
          { header: '短信渠道', key: 'channelCode', width: 12, format: dictFormat(labels.get('system_sms_channel_code')!) },
          { header: '模板编码', key: 'templateCode', width: 20 },
          { header: '短信类型', key: 'templateType', width: 10, format: dictFormat(labels.get('system_sms_template_type')!) },
          { header: '结果信息', key: 'apiSendMsg', width: 30 },
          { header: '发送编号', key: 'apiSerialNo', width: 24 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ];
      },
    },
  });
}
