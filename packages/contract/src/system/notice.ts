import { z } from 'zod';
import { PageParam, StatusSchema } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from './dict';

/** dict system_notice_type */
export const NoticeType = { NOTICE: 1, ANNOUNCEMENT: 2 } as const;

export const NoticeFilter = z.object({
  title: optionalQueryText(50),
  type: optionalQueryInt(1, 2),
  status: optionalQueryStatus(),
});
export type NoticeFilter = z.infer<typeof NoticeFilter>;
export const NoticePageReq = PageParam.extend(NoticeFilter.shape);
export type NoticePageReq = z.infer<typeof NoticePageReq>;

export const NoticeCreateReq = z.object({
  title: z.string().trim().min(1, '公告标题不能为空').max(50, '公告标题不能超过 50 个字符'),
  type: z.union([z.literal(1), z.literal(2)], { error: '公告类型不正确' }),
  /** rich HTML; the server sanitises it before storing */
  content: z.string().max(100_000, '公告内容过长').default(''),
  status: StatusSchema,
});
export type NoticeCreateReq = z.input<typeof NoticeCreateReq>;
export const NoticeUpdateReq = NoticeCreateReq.extend({ id: z.number().int().positive() });
export type NoticeUpdateReq = z.input<typeof NoticeUpdateReq>;

export interface NoticeResp {
  id: number;
  title: string;
  type: number;
  content: string;
  status: number;
  creator: string;
  /** yudao 2.x's 创建者 column: the creator's nickname ('' when unknown) */
  createBy: string;
  /** epoch ms */
  createTime: number;
}
