import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from '../system/dict';

/** 用户分组 — /bpm/user-group/{page,get,create,update,delete,list-all-simple}; permission bpm:user-group:*. */
export const BpmUserGroupFilter = z.object({
  name: optionalQueryText(30),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type BpmUserGroupFilter = z.infer<typeof BpmUserGroupFilter>;
export const BpmUserGroupPageReq = PageParam.extend(BpmUserGroupFilter.shape);
export type BpmUserGroupPageReq = z.input<typeof BpmUserGroupPageReq>;

export const BpmUserGroupCreateReq = z.object({
  name: z.string().trim().min(1, '组名不能为空').max(30),
  description: z.string().max(255).nullish().transform((v) => v ?? ''),
  memberUserIds: z
    .array(z.number().int().positive())
    .min(1, '成员编号数组不能为空')
    .max(500)
    .transform((v) => [...new Set(v)]),
  status: StatusSchema,
});
export type BpmUserGroupCreateReq = z.input<typeof BpmUserGroupCreateReq>;
export const BpmUserGroupUpdateReq = BpmUserGroupCreateReq.extend({ id: z.number().int().positive() });
export type BpmUserGroupUpdateReq = z.input<typeof BpmUserGroupUpdateReq>;

export interface BpmUserGroupResp {
  id: number;
  name: string;
  description: string;
  memberUserIds: number[];
  status: number;
  createTime: number;
}

/** GET /bpm/user-group/list-all-simple (any signed-in user): enabled groups. */
export interface BpmUserGroupSimpleResp {
  id: number;
  name: string;
}
