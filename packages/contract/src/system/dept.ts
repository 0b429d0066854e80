import { z } from 'zod';
import { sortOrder } from './sort-order';
import { StatusSchema } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from './dict';

/** GET /system/dept/list filters (the whole tree as a flat list, each row with its parentId). */
export const DeptFilter = z.object({
  name: optionalQueryText(30),
  status: optionalQueryStatus(),
});
export type DeptFilter = z.infer<typeof DeptFilter>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const DeptCreateReq = z.object({
  name: z.string().trim().min(1, '部门名称不能为空').max(30, '部门名称长度不能超过 30 个字符'),
  /** 0 = top level */
  parentId: z.number().int().min(0).default(0),
  sort: sortOrder('显示顺序'),
  leaderUserId: z.number().int().positive().nullish().transform((v) => v ?? null),
  phone: optionalText(11, '联系电话长度不能超过 11 个字符'),
  email: optionalText(50, '邮箱长度不能超过 50 个字符').pipe(z.union([z.null(), z.email('邮箱格式不正确')])),
  status: StatusSchema,
});
export type DeptCreateReq = z.input<typeof DeptCreateReq>;
export const DeptUpdateReq = DeptCreateReq.extend({ id: z.number().int().positive() });
export const DeptSaveReq = DeptCreateReq.extend({ id: z.number().int().positive().optional() });
export type DeptSaveReq = z.input<typeof DeptSaveReq>;

export interface DeptResp {
  id: number;
  name: string;
  parentId: number;
  sort: number;
  leaderUserId: number | null;
  phone: string | null;
  email: string | null;
  status: number;
  /** epoch ms */
  createTime: number;
}

/** GET /system/dept/list-all-simple: enabled departments for pickers (build the tree from parentId). */
export interface DeptSimpleResp {
  id: number;
  name: string;
  parentId: number;
}
