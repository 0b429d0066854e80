export { useUserStore, normalizeUserInfo, ROLE_DEFAULT, type UserProfile, type UserInfoPayload } from './user-store';
export { useAppStore, deviceForWidth, type Device, type UiSize } from './app-store';
export { useSettingsStore, DEFAULT_SETTINGS, type LayoutSettings } from './settings-store';
export { usePermissionStore, firstLeafPaths, type SidebarItem } from './permission-store';
export { useDictStore, groupDicts, type DictData } from './dict-store';
