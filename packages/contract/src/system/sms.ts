import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from './dict';

/** dict system_sms_channel_code: the channels the server implements. */
export const SMS_CHANNEL_CODES = ['LOG', 'WEBHOOK'] as const;
/** dict system_sms_send_status */
export const SMS_SEND_STATUS = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;

const optionalUrl = (label: string) =>
  z
    .union([z.url(`${label}格式不正确`).max(255), z.literal('')])
    .nullish()
    .transform((v) => v ?? '');
const remark = z.string().max(255).nullish().transform((v) => v ?? null);

// ---------------------------------------------------------------- channels

export const SmsChannelFilter = z.object({
  signature: optionalQueryText(12),
  code: optionalQueryText(63),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type SmsChannelFilter = z.infer<typeof SmsChannelFilter>;
export const SmsChannelPageReq = PageParam.extend(SmsChannelFilter.shape);

const SmsChannelBase = z.object({
  signature: z.string().trim().min(1, '短信签名不能为空').max(12, '短信签名不能超过 12 个字符'),
  code: z.enum(SMS_CHANNEL_CODES, { error: '渠道编码不正确（支持 LOG、WEBHOOK）' }),
  status: StatusSchema,
  remark,
  /** on update, SECRET_MASK keeps the stored value */
  apiKey: z.string().max(255).nullish().transform((v) => v ?? ''),
  /** on update, SECRET_MASK keeps the stored value */
  apiSecret: z.string().max(255).nullish().transform((v) => v ?? ''),
  /** WEBHOOK: the URL each message is POSTed to as JSON */
  apiUrl: optionalUrl('Webhook 地址'),
  callbackUrl: optionalUrl('回调地址'),
});
const webhookNeedsUrl = (v: { code: string; apiUrl: string }) => v.code !== 'WEBHOOK' || v.apiUrl !== '';
const webhookMessage = { message: 'WEBHOOK 渠道的 Webhook 地址不能为空', path: ['apiUrl'] };
export const SmsChannelCreateReq = SmsChannelBase.refine(webhookNeedsUrl, webhookMessage);
export type SmsChannelCreateReq = z.input<typeof SmsChannelCreateReq>;
export const SmsChannelUpdateReq = SmsChannelBase.extend({ id: z.number().int().positive() }).refine(webhookNeedsUrl, webhookMessage);
export type SmsChannelUpdateReq = z.input<typeof SmsChannelUpdateReq>;

export interface SmsChannelResp {
  id: number;
  signature: string;
  code: string;
  status: number;
  remark: string | null;
  /** SECRET_MASK when set, '' when not */
  apiKey: string;
  /** SECRET_MASK when set, '' when not */
  apiSecret: string;
  apiUrl: string;
  callbackUrl: string;
  createTime: number;
}

/** GET /system/sms-channel/list-all-simple */
export interface SmsChannelSimpleResp {
  id: number;
  signature: string;
  code: string;
}

// ---------------------------------------------------------------- templates

export const SmsTemplateFilter = z.object({
  type: optionalQueryInt(1, 3),
  status: optionalQueryStatus(),
  code: optionalQueryText(63),
  content: optionalQueryText(255),
  apiTemplateId: optionalQueryText(63),
  channelId: optionalQueryInt(1),
  createTime: TimeRange,
});
export type SmsTemplateFilter = z.infer<typeof SmsTemplateFilter>;
export const SmsTemplatePageReq = PageParam.extend(SmsTemplateFilter.shape);

export const SmsTemplateCreateReq = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '短信类型不正确' }),
  status: StatusSchema,
  code: z.string().trim().min(1, '模板编码不能为空').max(63, '模板编码不能超过 63 个字符'),
  name: z.string().trim().min(1, '模板名称不能为空').max(63, '模板名称不能超过 63 个字符'),
  content: z.string().trim().min(1, '模板内容不能为空').max(255, '模板内容不能超过 255 个字符'),
  remark,
  apiTemplateId: z.string().trim().max(63).nullish().transform((v) => v ?? ''),
  channelId: z.number().int().positive('短信渠道编号不能为空'),
});
export type SmsTemplateCreateReq = z.input<typeof SmsTemplateCreateReq>;
export const SmsTemplateUpdateReq = SmsTemplateCreateReq.extend({ id: z.number().int().positive() });
export type SmsTemplateUpdateReq = z.input<typeof SmsTemplateUpdateReq>;

export interface SmsTemplateResp {
  id: number;
  type: number;
  status: number;
  code: string;
  name: string;
  content: string;
  /** the {param} names of content */
  params: string[];
  remark: string | null;
  apiTemplateId: string;
  channelId: number;
  channelCode: string;
  createTime: number;
}

export const SmsSendReq = z.object({
  mobile: z.string().trim().regex(/^1[3-9]\d{9}$/, '手机号格式不正确'),
  templateCode: z.string().trim().min(1, '模板编码不能为空').max(63),
  templateParams: z.record(z.string().min(1).max(64), z.union([z.string().max(255), z.number()])).default({}),
});
export type SmsSendReq = z.input<typeof SmsSendReq>;

// ---------------------------------------------------------------- logs

export const SmsLogFilter = z.object({
  channelId: optionalQueryInt(1),
  templateId: optionalQueryInt(1),
  mobile: optionalQueryText(11),
  sendStatus: optionalQueryInt(0, 30),
  sendTime: TimeRange,
});
export type SmsLogFilter = z.infer<typeof SmsLogFilter>;
export const SmsLogPageReq = PageParam.extend(SmsLogFilter.shape);

export interface SmsLogResp {
  id: number;
  channelId: number | null;
  channelCode: string;
  templateId: number | null;
  templateCode: string;
  templateType: number | null;
  templateContent: string;
  templateParams: Record<string, string>;
  mobile: string;
  userId: number | null;
  userType: number | null;
  sendStatus: number;
  sendTime: number | null;
  apiSendMsg: string;
  apiSerialNo: string;
  createTime: number;
}
