/** Roles that pass every role and permission check: yudao's 'admin' plus our server's super role. */
export const SUPER_ROLES = ['admin', 'super_admin'] as const;
export const ALL_PERMISSION = '*:*:*';

export interface Subject {
  roles: readonly string[];
  permissions: readonly string[];
}

function isSuper(subject: Subject): boolean {
  return subject.roles.some((r) => (SUPER_ROLES as readonly string[]).includes(r));
}

export function hasRole(subject: Subject, role: string): boolean {
  if (!role) return false;
  return isSuper(subject) || subject.roles.includes(role);
}

export function hasAnyRole(subject: Subject, roles: readonly string[]): boolean {
  return roles.some((r) => hasRole(subject, r));
}

export function hasAllRoles(subject: Subject, roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((r) => hasRole(subject, r));
}

export function hasPermission(subject: Subject, permission: string): boolean {
  if (!permission) return false;
  return isSuper(subject) || subject.permissions.includes(ALL_PERMISSION) || subject.permissions.includes(permission);
}

export function hasAnyPermission(subject: Subject, permissions: readonly string[]): boolean {
  return permissions.some((p) => hasPermission(subject, p));
}

export function hasAllPermissions(subject: Subject, permissions: readonly string[]): boolean {
  return permissions.length > 0 && permissions.every((p) => hasPermission(subject, p));
}

export type AccessMode = 'any' | 'all';

export interface AccessRule {
  role?: string | readonly string[];
  permission?: string | readonly string[];
  /** how a list is matched; default 'any' */
  mode?: AccessMode;
}

const toList = (v: string | readonly string[]): readonly string[] => (typeof v === 'string' ? [v] : v);

/** true when every given part of the rule passes (role part and permission part). An empty rule passes. */
export function checkAccess(subject: Subject, rule: AccessRule): boolean {
  const mode = rule.mode ?? 'any';
  if (rule.role !== undefined) {
    const roles = toList(rule.role);
    if (!(mode === 'all' ? hasAllRoles(subject, roles) : hasAnyRole(subject, roles))) return false;
  }
  if (rule.permission !== undefined) {
    const perms = toList(rule.permission);
    if (!(mode === 'all' ? hasAllPermissions(subject, perms) : hasAnyPermission(subject, perms))) return false;
  }
  return true;
}

export const ROLE_VALUE_REQUIRED = '请设置角色权限标签值';
export const PERMISSION_VALUE_REQUIRED = '请设置操作权限标签值';

/** The element guard rule: a non-empty value list is required, and the user needs at least one listed value. */
export function guardAllows(subject: Subject, kind: 'role' | 'permission', value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error(kind === 'role' ? ROLE_VALUE_REQUIRED : PERMISSION_VALUE_REQUIRED);
  }
  return kind === 'role' ? hasAnyRole(subject, value as string[]) : hasAnyPermission(subject, value as string[]);
}
