import { z } from 'zod';
import { safeUrl } from '../infra/safe-url';
import { PageParam, StatusSchema } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from './dict';

/** What a read shows instead of a stored secret; sending it back on update keeps the stored value. */
export const SECRET_MASK = '******';

/** dict system_oauth2_grant_type */
export const OAUTH2_GRANT_TYPES = ['password', 'authorization_code', 'implicit', 'client_credentials', 'refresh_token'] as const;

const text = (label: string, max: number) => z.string().trim().min(1, `${label}不能为空`).max(max, `${label}长度不能超过 ${max} 个字符`);
const list = (item: z.ZodType<string>) => z.array(item).max(50).default([]);

export const OAuth2ClientFilter = z.object({
  name: optionalQueryText(255),
  status: optionalQueryStatus(),
});
export type OAuth2ClientFilter = z.infer<typeof OAuth2ClientFilter>;
export const OAuth2ClientPageReq = PageParam.extend(OAuth2ClientFilter.shape);

const OAuth2ClientBase = z.object({
  clientId: text('客户端编号', 255),
  /** on update, SECRET_MASK keeps the stored secret */
  secret: text('客户端密钥', 255),
  name: text('应用名', 255),
  logo: safeUrl('应用图标', 255).nullish().transform((v) => v ?? ''),
  description: z.string().max(255).nullish().transform((v) => v ?? null),
  status: StatusSchema,
  accessTokenValiditySeconds: z.number().int().min(60, '访问令牌的有效期不能小于 60 秒').max(31_536_000),
  refreshTokenValiditySeconds: z.number().int().min(60, '刷新令牌的有效期不能小于 60 秒').max(315_360_000),
  redirectUris: z.array(z.url('可重定向的 URI 地址不正确').max(255)).min(1, '可重定向的 URI 地址不能为空').max(50),
  authorizedGrantTypes: z.array(z.enum(OAUTH2_GRANT_TYPES, { error: '授权类型不正确' })).min(1, '授权类型不能为空').max(5),
  scopes: list(z.string().trim().min(1).max(255)),
  autoApproveScopes: list(z.string().trim().min(1).max(255)),
});
const autoApproveInScopes = (v: { scopes: string[]; autoApproveScopes: string[] }) => v.autoApproveScopes.every((s) => v.scopes.includes(s));
const autoApproveMessage = { message: '自动授权范围必须是授权范围的子集', path: ['autoApproveScopes'] };

export const OAuth2ClientCreateReq = OAuth2ClientBase.refine(autoApproveInScopes, autoApproveMessage);
export type OAuth2ClientCreateReq = z.input<typeof OAuth2ClientCreateReq>;
export const OAuth2ClientUpdateReq = OAuth2ClientBase.extend({ id: z.number().int().positive() }).refine(autoApproveInScopes, autoApproveMessage);
export type OAuth2ClientUpdateReq = z.input<typeof OAuth2ClientUpdateReq>;

export interface OAuth2ClientResp {
  id: number;
  clientId: string;
  /** always SECRET_MASK */
  secret: string;
  name: string;
  logo: string;
  description: string | null;
  status: number;
  accessTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  redirectUris: string[];
  authorizedGrantTypes: string[];
  scopes: string[];
  autoApproveScopes: string[];
  /** epoch ms */
  createTime: number;
}
