import { z } from 'zod';
import type { MemberBenefitResp } from '../trade';

export const ProfileUpdateReq = z.object({
  nickname: z.string().trim().min(1, '用户昵称不能为空').max(30, '用户昵称长度不能超过 30 个字符'),
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(50, '邮箱长度不能超过 50 个字符')]).optional(),
  mobile: z.union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$/, '手机号格式不正确')]).optional(),
  sex: z.coerce.number().int().min(0).max(2).optional(),
});
export type ProfileUpdateReq = z.input<typeof ProfileUpdateReq>;

export const ProfilePasswordReq = z.object({
  oldPassword: z.string().min(1, '旧密码不能为空').max(64),
  newPassword: z.string().min(4, '新密码长度为 4-16 位').max(16, '新密码长度为 4-16 位'),
});

export interface ProfileVO {
  id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  sex: number;
  avatar: string;
  userType: number;
  loginIp: string;
  loginDate: number | null;
  createTime: number;
  roles: { id: number; name: string }[];
  dept: { id: number; name: string } | null;
  posts: { id: number; name: string }[];
  /** the member's VIP entitlement while it holds (bought in the mall), else null */
  vip: { level: number; expireTime: number } | null;
  /** every entitlement still holding (VIP, Level-2 行情, 付费专栏) */
  benefits: MemberBenefitResp[];
}
