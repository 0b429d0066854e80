import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from './dict';

/** Template type (dict system_notify_template_type): 1 通知公告, 2 系统消息. */
export const NotifyTemplateType = { NOTICE: 1, SYSTEM: 2 } as const;

export const NOTIFY_TEMPLATE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

// ---------------------------------------------------------------- templates

export const NotifyTemplateFilter = z.object({
  name: optionalQueryText(),
  code: optionalQueryText(),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type NotifyTemplateFilter = z.infer<typeof NotifyTemplateFilter>;
export const NotifyTemplatePageReq = PageParam.extend(NotifyTemplateFilter.shape);
export type NotifyTemplatePageReq = z.infer<typeof NotifyTemplatePageReq>;

export const NotifyTemplateCreateReq = z.object({
  name: z.string().trim().min(1, '模版名称不能为空').max(63, '模版名称长度不能超过 63 个字符'),
  code: z
    .string()
    .trim()
    .min(1, '模版编码不能为空')
    .max(64, '模版编码长度不能超过 64 个字符')
    .regex(NOTIFY_TEMPLATE_CODE_PATTERN, '模版编码只能包含字母、数字和 . _ - :，且以字母或数字开头'),
  nickname: z.string().trim().min(1, '发送人名称不能为空').max(255, '发送人名称长度不能超过 255 个字符'),
  /** `{param}` placeholders are extracted into `params` */
  content: z.string().trim().min(1, '模版内容不能为空').max(1024, '模版内容长度不能超过 1024 个字符'),
  type: z.union([z.literal(1), z.literal(2)], { error: '类型必须是 1（通知公告）或 2（系统消息）' }),
  status: StatusSchema,
  remark: z.string().max(255).nullish(),
});
export const NotifyTemplateUpdateReq = NotifyTemplateCreateReq.extend({ id: z.number().int().positive() });
export const NotifyTemplateSaveReq = NotifyTemplateCreateReq.extend({ id: z.number().int().positive().optional() });
export type NotifyTemplateSaveReq = z.infer<typeof NotifyTemplateSaveReq>;

export interface NotifyTemplateResp {
  id: number;
  name: string;
  code: string;
  nickname: string;
  content: string;
  /** 1 通知公告, 2 系统消息 */
  type: number;
  /** placeholder names found in content, in order of first appearance */
  params: string[];
  status: number;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

const TemplateParamValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/** POST /system/notify-template/send-notify: renders a template into a message for one user; answers the message id. */
export const NotifySendReq = z.object({
  userId: z.number().int().positive(),
  /** 1 member, 2 admin (dict user_type) */
  userType: z.union([z.literal(1), z.literal(2)]),
  templateCode: z.string().trim().min(1, '模板编码不能为空').max(64),
  templateParams: z
    .record(z.string().max(64), TemplateParamValue)
    .refine((p) => Object.keys(p).length <= 50, '模板参数最多 50 个')
    .optional(),
});
export type NotifySendReq = z.infer<typeof NotifySendReq>;

// ---------------------------------------------------------------- messages

/** Admin list of every user's messages (GET /system/notify-message/page). */
export const NotifyMessageFilter = z.object({
  userId: optionalQueryInt(1, Number.MAX_SAFE_INTEGER),
  userType: optionalQueryInt(1, 2),
  templateCode: optionalQueryText(64),
  templateType: optionalQueryInt(1, 2),
  createTime: TimeRange,
});
export const NotifyMessagePageReq = PageParam.extend(NotifyMessageFilter.shape);
export type NotifyMessagePageReq = z.infer<typeof NotifyMessagePageReq>;

/** The caller's own messages (GET /system/notify-message/my-page); readStatus is `true` / `false`. */
export const NotifyMessageMyPageReq = PageParam.extend({
  readStatus: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
  createTime: TimeRange,
});
export type NotifyMessageMyPageReq = z.infer<typeof NotifyMessageMyPageReq>;

/** PUT /system/notify-message/update-read?ids=1&ids=2 (also accepts ids=1,2). */
export const NotifyMessageIdsQuery = z.object({
  ids: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [typeof x === 'object' ? Number.NaN : x])).filter((x) => x !== ''),
    z.array(z.coerce.number().int().positive()).min(1, 'ids 不能为空').max(1000),
  ),
});

export const NotifyUnreadListQuery = z.object({
  /** at most 10 are answered whatever is asked */
  size: optionalQueryInt(1, 1000).transform((v) => Math.min(v ?? 10, 10)),
});

export interface NotifyMessageResp {
  id: number;
  userId: number;
  userType: number;
  templateId: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  templateParams: Record<string, unknown>;
  readStatus: boolean;
  /** epoch ms, null while unread */
  readTime: number | null;
  /** epoch ms */
  createTime: number;
}
