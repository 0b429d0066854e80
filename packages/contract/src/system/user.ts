import { z } from 'zod';
import { safeUrl } from '../infra/safe-url';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { MOBILE_PATTERN } from './auth';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from './dict';

/** Back-office usernames: 4–30 letters and digits (yudao). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9]{4,30}$/;
export const USERNAME_PATTERN_MESSAGE = '用户账号由 4-30 位数字、字母组成';

/** GET /system/user/page and /export filters; deptId includes the department's sub-departments. */
export const UserFilter = z.object({
  username: optionalQueryText(30),
  mobile: optionalQueryText(11),
  status: optionalQueryStatus(),
  createTime: TimeRange,
  deptId: optionalQueryInt(1),
});
export type UserFilter = z.infer<typeof UserFilter>;
export const UserPageReq = PageParam.extend(UserFilter.shape);
export type UserPageReq = z.infer<typeof UserPageReq>;

const blankToEmpty = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v), z.union([z.literal(''), schema]));

export const UserPassword = z.string().min(4, '密码长度为 4-16 位').max(16, '密码长度为 4-16 位');

const UserFields = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, USERNAME_PATTERN_MESSAGE),
  nickname: z.string().trim().min(1, '用户昵称不能为空').max(30, '用户昵称长度不能超过 30 个字符'),
  remark: z.string().max(500).nullish().transform((v) => v ?? null),
  // the Vue 3 admin's 归属部门 starts as '' (no department), which yudao's Java server reads as null
  deptId: z.preprocess((v) => (v === '' ? null : v), z.number().int().positive().nullish()).transform((v) => v ?? null),
  postIds: z.array(z.number().int().positive()).max(100).nullish().transform((v) => [...new Set(v ?? [])]),
  email: blankToEmpty(z.email('邮箱格式不正确').max(50, '邮箱长度不能超过 50 个字符')),
  mobile: blankToEmpty(z.string().regex(MOBILE_PATTERN, '手机号格式不正确')),
  /** 0 unknown, 1 male, 2 female (dict system_user_sex) */
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish().transform((v) => v ?? 0),
  avatar: safeUrl('头像', 512).nullish().transform((v) => v ?? ''),
});

/** POST /system/user/create: without a password the config `system.user.init-password` is used. */
export const UserCreateReq = UserFields.extend({
  password: UserPassword.optional(),
  status: StatusSchema.default(0),
});
export type UserCreateReq = z.input<typeof UserCreateReq>;
/** PUT /system/user/update: never the password (update-password) nor the status (update-status). */
export const UserUpdateReq = UserFields.extend({ id: z.number().int().positive() });
export type UserUpdateReq = z.input<typeof UserUpdateReq>;

export const UserUpdatePasswordReq = z.object({ id: z.number().int().positive(), password: UserPassword });
export type UserUpdatePasswordReq = z.input<typeof UserUpdatePasswordReq>;

/** POST /system/user/import?updateSupport=true|false (multipart field `file`). */
export const UserImportQuery = z.object({
  updateSupport: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export interface UserResp {
  id: number;
  username: string;
  nickname: string;
  remark: string | null;
  deptId: number | null;
  deptName: string | null;
  /** yudao 2.x reads the department as an object (`dept.name`) */
  dept: { id: number; name: string } | null;
  postIds: number[];
  email: string;
  mobile: string;
  sex: number;
  avatar: string;
  status: number;
  loginIp: string;
  /** epoch ms */
  loginDate: number | null;
  /** epoch ms */
  createTime: number;
}

/** GET /system/user/list-all-simple: enabled back-office users for pickers. */
export interface UserSimpleResp {
  id: number;
  nickname: string;
  deptId: number | null;
  deptName: string | null;
}

/** The answer of an import: usernames created, updated, and refused with the reason. */
export interface UserImportResp {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
}
