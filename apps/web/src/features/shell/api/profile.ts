import type { ProfileUpdateReq, ProfileVO } from '@gprs/contract';
import { request } from '../../../shared/request';

export const profileKey = ['user', 'profile'] as const;

export function getProfile(): Promise<ProfileVO> {
  return request.get<ProfileVO>('/system/user/profile/get');
}

export function updateProfile(body: ProfileUpdateReq): Promise<boolean> {
  return request.put<boolean>('/system/user/profile/update', body);
}

export function updatePassword(body: { oldPassword: string; newPassword: string }): Promise<boolean> {
  return request.put<boolean>('/system/user/profile/update-password', body);
}

/** POST multipart, field avatarFile; answers the new avatar url. */
export function uploadAvatar(file: Blob, fileName = 'avatar.png'): Promise<string> {
  const form = new FormData();
  form.append('avatarFile', file, fileName);
  return request.post<string>('/system/user/profile/update-avatar', form, { headers: { 'Content-Type': 'multipart/form-data' } });
}
