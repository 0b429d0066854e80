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
  children?: MenuVO[];
}

export interface PermissionInfo {
  user: { id: number; username: string; nickname: string; avatar: string; deptId: number | null; userType: number };
  roles: string[];
  permissions: string[];
  menus: MenuVO[];
}
