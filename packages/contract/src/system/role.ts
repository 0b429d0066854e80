import { z } from 'zod';
import { sortOrder } from './sort-order';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from './dict';

/** Role type: 1 built-in (cannot be changed or deleted), 2 custom. */
export const RoleType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** Data scope of a role (dict system_data_scope). */
export const DataScope = {
  /** 全部数据权限 */
  ALL: 1,
  /** 指定部门数据权限 */
  DEPT_CUSTOM: 2,
  /** 本部门数据权限 */
  DEPT_ONLY: 3,
  /** 本部门及以下数据权限 */
  DEPT_AND_CHILD: 4,
  /** 仅本人数据权限 */
  SELF: 5,
} as const;
export const DataScopeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const RoleFilter = z.object({
  name: optionalQueryText(30),
  code: optionalQueryText(100),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type RoleFilter = z.infer<typeof RoleFilter>;
export const RolePageReq = PageParam.extend(RoleFilter.shape);
export type RolePageReq = z.infer<typeof RolePageReq>;

export const RoleCreateReq = z.object({
  name: z.string().trim().min(1, '角色名称不能为空').max(30, '角色名称长度不能超过 30 个字符'),
  code: z.string().trim().min(1, '角色标志不能为空').max(100, '角色标志长度不能超过 100 个字符'),
  sort: sortOrder('显示顺序'),
  status: StatusSchema.default(0),
  remark: z.string().max(500).nullish().transform((v) => v ?? null),
});
export type RoleCreateReq = z.input<typeof RoleCreateReq>;
export const RoleUpdateReq = RoleCreateReq.extend({ id: z.number().int().positive() });
export const RoleSaveReq = RoleCreateReq.extend({ id: z.number().int().positive().optional() });
export type RoleSaveReq = z.input<typeof RoleSaveReq>;

export const UpdateStatusReq = z.object({ id: z.number().int().positive(), status: StatusSchema });
export type UpdateStatusReq = z.infer<typeof UpdateStatusReq>;

export interface RoleResp {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  /** 1 built-in, 2 custom */
  type: number;
  remark: string | null;
  dataScope: number;
  dataScopeDeptIds: number[];
  /** epoch ms */
  createTime: number;
}

/** GET /system/role/list-all-simple: enabled roles for pickers. */
export interface RoleSimpleResp {
  id: number;
  name: string;
  code: string;
}
