import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from '../system/dict';

/** 流程分类 — /bpm/category/{page,get,create,update,delete,simple-list}; permission bpm:category:*. */
export const BpmCategoryFilter = z.object({
  name: optionalQueryText(64),
  code: optionalQueryText(64),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type BpmCategoryFilter = z.infer<typeof BpmCategoryFilter>;
export const BpmCategoryPageReq = PageParam.extend(BpmCategoryFilter.shape);
export type BpmCategoryPageReq = z.input<typeof BpmCategoryPageReq>;

export const BpmCategoryCreateReq = z.object({
  name: z.string().trim().min(1, '分类名不能为空').max(64),
  /** what a model's / definition's `category` holds */
  code: z.string().trim().min(1, '分类标志不能为空').max(64),
  description: z.string().max(500).nullish().transform((v) => v ?? ''),
  status: StatusSchema,
  sort: z.number().int().min(0, '分类排序不能为空').max(999_999),
});
export type BpmCategoryCreateReq = z.input<typeof BpmCategoryCreateReq>;
export const BpmCategoryUpdateReq = BpmCategoryCreateReq.extend({ id: z.number().int().positive() });
export type BpmCategoryUpdateReq = z.input<typeof BpmCategoryUpdateReq>;

export interface BpmCategoryResp {
  id: number;
  name: string;
  code: string;
  description: string;
  status: number;
  sort: number;
  createTime: number;
}

/** GET /bpm/category/simple-list (any signed-in user): enabled categories by sort. */
export interface BpmCategorySimpleResp {
  id: number;
  name: string;
  code: string;
}
