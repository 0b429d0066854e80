import { z } from 'zod';

export const LoginReq = z.object({
  username: z.string().trim().min(4, '账号长度为 4-30 位').max(30, '账号长度为 4-30 位'),
  password: z.string().min(4, '密码长度为 4-16 位').max(64, '密码长度为 4-16 位'),
  captchaVerification: z.string().max(512).optional(),
  socialType: z.coerce.number().int().optional(),
  socialCode: z.string().max(512).optional(),
  socialState: z.string().max(512).optional(),
});
export type LoginReq = z.infer<typeof LoginReq>;

export interface TokenResp {
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** epoch ms when the access token expires */
  expiresTime: number;
}

export interface MenuVO {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  componentName: string | null;
  icon: string;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  /** always sent by the server (spec §2.3): the sub-menus, null on a leaf (as yudao sends it — its admins read any list,
   *  even an empty one, as a directory); optional for menus built elsewhere */
  children?: MenuVO[] | null;
}

export interface PermissionInfo {
  /** both spellings: `username` / `nickname` (yudao) and `userName` / `nickName` (the spec's user-info response) */
  user: { id: number; username: string; nickname: string; userName: string; nickName: string; avatar: string; deptId: number | null; userType: number };
  roles: string[];
  permissions: string[];
  menus: MenuVO[];
}

/** system_login_log.log_type (dict system_login_type). */
export const LoginLogType = { USERNAME: 100, SOCIAL: 101, MOBILE: 103, LOGOUT_SELF: 200 } as const;
export type LoginLogType = (typeof LoginLogType)[keyof typeof LoginLogType];

/** system_login_log.result (dict system_login_result). */
export const LoginResult = {
  SUCCESS: 0,
  BAD_CREDENTIALS: 10,
  USER_DISABLED: 20,
  CAPTCHA_NOT_FOUND: 30,
  CAPTCHA_CODE_ERROR: 31,
  UNKNOWN_ERROR: 40,
  /** refused: too many failures for this username from this address (growing wait) */
  LOCKED: 50,
  /** refused: too many failures from this address across usernames */
  IP_LOCKED: 51,
} as const;
export type LoginResult = (typeof LoginResult)[keyof typeof LoginResult];

/** Mainland China mobile number: 11 digits starting with 1 and 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const Mobile = z.string().trim().regex(MOBILE_PATTERN, '手机号格式不正确');

export const RegisterReq = z.object({
  username: z
    .string()
    .trim()
    .min(4, '账号长度为 4-30 位')
    .max(30, '账号长度为 4-30 位')
    .regex(/^[A-Za-z0-9_]+$/, '账号只能由字母、数字、下划线组成'),
  password: z.string().min(4, '密码长度为 4-16 位').max(16, '密码长度为 4-16 位'),
  nickname: z.string().trim().max(30, '昵称不能超过 30 个字符').optional(),
  mobile: z.union([Mobile, z.literal('')]).optional(),
  captchaVerification: z.string().max(512).optional(),
});
export type RegisterReq = z.infer<typeof RegisterReq>;

/** SMS scenes: 1 member login (the console uses it too), 21 back-office login (yudao ADMIN_MEMBER_LOGIN). */
export const SmsScene = { MEMBER_LOGIN: 1, ADMIN_LOGIN: 21 } as const;

export const SmsSendCodeReq = z.object({
  mobile: Mobile,
  scene: z.coerce.number().pipe(z.union([z.literal(1), z.literal(21)], { error: '发送场景不正确' })),
});
export type SmsSendCodeReq = z.infer<typeof SmsSendCodeReq>;

/** `code` is the field name; an earlier client variant sends `mobileCode`. */
export const SmsLoginReq = z
  .object({
    mobile: Mobile,
    code: z.string().trim().regex(/^\d{4,6}$/, '验证码格式不正确').optional(),
    mobileCode: z.string().trim().regex(/^\d{4,6}$/, '验证码格式不正确').optional(),
  })
  .transform((v, ctx) => {
    const code = v.code ?? v.mobileCode;
    if (!code) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: '验证码不能为空' });
      return z.NEVER;
    }
    return { mobile: v.mobile, code };
  });
export type SmsLoginReq = z.infer<typeof SmsLoginReq>;

export const SocialLoginReq = z.object({
  type: z.coerce.number().int(),
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(256),
});
export type SocialLoginReq = z.infer<typeof SocialLoginReq>;

export interface SocialProviderVO {
  type: number;
  name: string;
}

export interface LoginLogVO {
  id: number;
  logType: number;
  username: string;
  userId: number | null;
  userType: number;
  result: number;
  userIp: string;
  userAgent: string;
  traceId: string;
  createTime: number;
}

/** One row of 登录限制 (GET /system/login-throttle/page): failures of a username from an address, or of the address. */
export interface LoginThrottleVO {
  id: number;
  /** '' on the row counting every username of the address */
  username: string;
  userIp: string;
  failCount: number;
  lastFailureTime: number;
  /** sign-ins wait until then (epoch ms); null or past: only counting */
  blockedUntil: number | null;
}
