import { create } from 'zustand';
import { DEFAULT_AVATAR } from '../config';

export const ROLE_DEFAULT = 'ROLE_DEFAULT';

export interface UserProfile {
  id: number;
  nickname: string;
  avatar: string;
  deptId?: number | null;
  username?: string;
}

export interface UserInfoPayload {
  user: { id: number; nickname?: string | null; avatar?: string | null; deptId?: number | null; username?: string };
  roles?: string[] | null;
  permissions?: string[] | null;
}

interface UserState {
  user: UserProfile | null;
  roles: string[];
  permissions: string[];
  /** user info loaded for the current token */
  isSet: boolean;
  setUserInfo(info: UserInfoPayload): void;
  reset(): void;
}

/** Roles and permissions from the user info; empty roles become [ROLE_DEFAULT]; empty avatar becomes the default. */
export function normalizeUserInfo(info: UserInfoPayload): Pick<UserState, 'user' | 'roles' | 'permissions'> {
  const roles = info.roles && info.roles.length > 0 ? [...info.roles] : [ROLE_DEFAULT];
  return {
    user: {
      id: info.user.id,
      nickname: info.user.nickname || info.user.username || '',
      avatar: info.user.avatar || DEFAULT_AVATAR,
      deptId: info.user.deptId ?? null,
      username: info.user.username,
    },
    roles,
    permissions: info.permissions ? [...info.permissions] : [],
  };
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  roles: [],
  permissions: [],
  isSet: false,
  setUserInfo: (info) => set({ ...normalizeUserInfo(info), isSet: true }),
  reset: () => set({ user: null, roles: [], permissions: [], isSet: false }),
}));
