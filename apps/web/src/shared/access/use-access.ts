import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useUserStore } from '../stores/user-store';
import {
  checkAccess,
  hasAllPermissions,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
  type AccessRule,
  type Subject,
} from './access';

export interface AccessApi {
  subject: Subject;
  hasRole(role: string): boolean;
  hasAnyRole(roles: readonly string[]): boolean;
  hasAllRoles(roles: readonly string[]): boolean;
  hasPermission(permission: string): boolean;
  hasAnyPermission(permissions: readonly string[]): boolean;
  hasAllPermissions(permissions: readonly string[]): boolean;
  check(rule: AccessRule): boolean;
}

/** Role and permission checks against the signed-in user. */
export function useAccess(): AccessApi {
  const subject = useUserStore(useShallow((s) => ({ roles: s.roles, permissions: s.permissions })));
  return useMemo(
    () => ({
      subject,
      hasRole: (r) => hasRole(subject, r),
      hasAnyRole: (r) => hasAnyRole(subject, r),
      hasAllRoles: (r) => hasAllRoles(subject, r),
      hasPermission: (p) => hasPermission(subject, p),
      hasAnyPermission: (p) => hasAnyPermission(subject, p),
      hasAllPermissions: (p) => hasAllPermissions(subject, p),
      check: (rule) => checkAccess(subject, rule),
    }),
    [subject],
  );
}
