import { request } from '../request';
import type { UserInfoPayload } from '../stores/user-store';

/** A server menu node of get-permission-info (paths are relative segments: '/system', then 'user'). */
export interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component?: string | null;
  componentName?: string | null;
  icon?: string | null;
  visible?: boolean | null;
  keepAlive?: boolean | null;
  alwaysShow?: boolean | null;
  children?: MenuNode[] | null;
}

export interface PermissionInfo extends UserInfoPayload {
  menus: MenuNode[];
}

/** GET /system/auth/get-permission-info: user, roles, permissions and menu tree. */
export function getPermissionInfo(): Promise<PermissionInfo> {
  // errors are shown once by the sign-in sequence, not by the request layer
  return request.get<PermissionInfo>('/system/auth/get-permission-info', undefined, { skipErrorHandler: true });
}

/** POST /system/auth/logout */
export function logoutRequest(): Promise<unknown> {
  return request.post('/system/auth/logout');
}
