import { z } from 'zod';
import { sortOrder } from './sort-order';
import { PageParam, StatusSchema } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from './dict';

export const PostFilter = z.object({
  code: optionalQueryText(64),
  name: optionalQueryText(50),
  status: optionalQueryStatus(),
});
export type PostFilter = z.infer<typeof PostFilter>;
export const PostPageReq = PageParam.extend(PostFilter.shape);
export type PostPageReq = z.infer<typeof PostPageReq>;

export const PostCreateReq = z.object({
  code: z.string().trim().min(1, '岗位编码不能为空').max(64, '岗位编码长度不能超过 64 个字符'),
  name: z.string().trim().min(1, '岗位名称不能为空').max(50, '岗位名称长度不能超过 50 个字符'),
  sort: sortOrder('显示顺序'),
  status: StatusSchema,
  remark: z.string().max(500).nullish().transform((v) => v ?? null),
});
export type PostCreateReq = z.input<typeof PostCreateReq>;
export const PostUpdateReq = PostCreateReq.extend({ id: z.number().int().positive() });
export const PostSaveReq = PostCreateReq.extend({ id: z.number().int().positive().optional() });
export type PostSaveReq = z.input<typeof PostSaveReq>;

export interface PostResp {
  id: number;
  code: string;
  name: string;
  sort: number;
  status: number;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

/** GET /system/post/list-all-simple: enabled posts, sorted. */
export interface PostSimpleResp {
  id: number;
  name: string;
}
