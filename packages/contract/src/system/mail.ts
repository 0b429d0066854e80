import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from './dict';

/** dict system_mail_send_status */
export const MAIL_SEND_STATUS = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;

const remark = z.string().max(255).nullish().transform((v) => v ?? null);

// ---------------------------------------------------------------- accounts

export const MailAccountFilter = z.object({
  mail: optionalQueryText(255),
  username: optionalQueryText(255),
});
export type MailAccountFilter = z.infer<typeof MailAccountFilter>;
export const MailAccountPageReq = PageParam.extend(MailAccountFilter.shape);

export const MailAccountCreateReq = z.object({
  mail: z.email('邮箱格式不正确').max(255),
  username: z.string().trim().min(1, '用户名不能为空').max(255),
  /** on update, SECRET_MASK keeps the stored password */
  password: z.string().min(1, '密码必填').max(255),
  host: z.string().trim().min(1, 'SMTP 服务器域名不能为空').max(255),
  // a number, or its digits as text: the Vue 2 admin's 端口 is a text input
  port: z.preprocess((v) => (typeof v === 'string' && /^\d{1,5}$/.test(v.trim()) ? Number(v) : v), z.number().int().min(1, 'SMTP 服务器端口不正确').max(65_535, 'SMTP 服务器端口不正确')),
  sslEnable: z.boolean(),
  starttlsEnable: z.boolean(),
  remark,
});
export type MailAccountCreateReq = z.input<typeof MailAccountCreateReq>;
export const MailAccountUpdateReq = MailAccountCreateReq.extend({ id: z.number().int().positive() });
export type MailAccountUpdateReq = z.input<typeof MailAccountUpdateReq>;

export interface MailAccountResp {
  id: number;
  mail: string;
  username: string;
  /** always SECRET_MASK */
  password: string;
  host: string;
  port: number;
  sslEnable: boolean;
  starttlsEnable: boolean;
  remark: string | null;
  createTime: number;
}

/** GET /system/mail-account/list-all-simple */
export interface MailAccountSimpleResp {
  id: number;
  mail: string;
}

// ---------------------------------------------------------------- templates

export const MailTemplateFilter = z.object({
  name: optionalQueryText(63),
  code: optionalQueryText(63),
  accountId: optionalQueryInt(1),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type MailTemplateFilter = z.infer<typeof MailTemplateFilter>;
export const MailTemplatePageReq = PageParam.extend(MailTemplateFilter.shape);

export const MailTemplateCreateReq = z.object({
  name: z.string().trim().min(1, '模版名称不能为空').max(63),
  code: z.string().trim().min(1, '模版编码不能为空').max(63),
  accountId: z.number().int().positive('发送的邮箱账号编号不能为空'),
  nickname: z.string().trim().max(255).nullish().transform((v) => v || null),
  title: z.string().trim().min(1, '邮件标题不能为空').max(255),
  /** HTML with {param} placeholders; sanitised on save */
  content: z.string().trim().min(1, '邮件内容不能为空').max(100_000),
  status: StatusSchema,
  remark,
});
export type MailTemplateCreateReq = z.input<typeof MailTemplateCreateReq>;
export const MailTemplateUpdateReq = MailTemplateCreateReq.extend({ id: z.number().int().positive() });
export type MailTemplateUpdateReq = z.input<typeof MailTemplateUpdateReq>;

export interface MailTemplateResp {
  id: number;
  name: string;
  code: string;
  accountId: number;
  nickname: string | null;
  title: string;
  content: string;
  /** the {param} names of title and content */
  params: string[];
  status: number;
  remark: string | null;
  createTime: number;
}

export const MailSendReq = z.object({
  mail: z.email('邮箱格式不正确').max(255),
  templateCode: z.string().trim().min(1, '模板编码不能为空').max(63),
  templateParams: z.record(z.string().min(1).max(64), z.union([z.string().max(10_000), z.number()])).default({}),
});
export type MailSendReq = z.input<typeof MailSendReq>;

// ---------------------------------------------------------------- logs

export const MailLogFilter = z.object({
  userId: optionalQueryInt(1),
  userType: optionalQueryInt(1, 2),
  toMail: optionalQueryText(255),
  accountId: optionalQueryInt(1),
  templateId: optionalQueryInt(1),
  sendStatus: optionalQueryInt(0, 30),
  sendTime: TimeRange,
});
export type MailLogFilter = z.infer<typeof MailLogFilter>;
export const MailLogPageReq = PageParam.extend(MailLogFilter.shape);

export interface MailLogResp {
  id: number;
  userId: number | null;
  userType: number | null;
  toMail: string;
  accountId: number;
  fromMail: string;
  templateId: number;
  templateCode: string;
  templateNickname: string | null;
  templateTitle: string;
  templateContent: string;
  templateParams: Record<string, unknown>;
  sendStatus: number;
  sendTime: number | null;
  sendMessageId: string | null;
  sendException: string | null;
  createTime: number;
}
