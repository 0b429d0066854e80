import { z } from 'zod';
import { PageParam, StatusSchema } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from './dict';

/** dict system_social_type (the providers the server implements) */
export const SOCIAL_TYPES = [10, 20, 30, 31, 50, 51, 99] as const;

export const SocialClientFilter = z.object({
  name: optionalQueryText(255),
  socialType: optionalQueryInt(0, 999),
  userType: optionalQueryInt(1, 2),
  clientId: optionalQueryText(255),
  status: optionalQueryStatus(),
});
export type SocialClientFilter = z.infer<typeof SocialClientFilter>;
export const SocialClientPageReq = PageParam.extend(SocialClientFilter.shape);

export const SocialClientCreateReq = z.object({
  name: z.string().trim().min(1, '应用名不能为空').max(255),
  socialType: z.number().int().refine((v) => (SOCIAL_TYPES as readonly number[]).includes(v), '社交平台的类型不正确'),
  userType: z.union([z.literal(1), z.literal(2)], { error: '用户类型不正确' }),
  clientId: z.string().trim().min(1, '客户端编号不能为空').max(255),
  /** on update, SECRET_MASK keeps the stored secret */
  clientSecret: z.string().trim().min(1, '客户端密钥不能为空').max(255),
  agentId: z.string().trim().max(255).nullish().transform((v) => v || null),
  status: StatusSchema,
});
export type SocialClientCreateReq = z.input<typeof SocialClientCreateReq>;
export const SocialClientUpdateReq = SocialClientCreateReq.extend({ id: z.number().int().positive() });
export type SocialClientUpdateReq = z.input<typeof SocialClientUpdateReq>;

export interface SocialClientResp {
  id: number;
  name: string;
  socialType: number;
  userType: number;
  clientId: string;
  /** SECRET_MASK when a secret is stored, '' when none */
  clientSecret: string;
  agentId: string | null;
  status: number;
  createTime: number;
}

export const SocialUserFilter = z.object({
  type: optionalQueryInt(0, 999),
  nickname: optionalQueryText(64),
  openid: optionalQueryText(255),
});
export type SocialUserFilter = z.infer<typeof SocialUserFilter>;
export const SocialUserPageReq = PageParam.extend(SocialUserFilter.shape);

/** A third-party identity (read-only); tokens and exchange codes are never returned. */
export interface SocialUserResp {
  id: number;
  type: number;
  openid: string;
  nickname: string;
  avatar: string;
  /** the provider's user info as JSON text */
  rawUserInfo: string;
  createTime: number;
  updateTime: number;
}
