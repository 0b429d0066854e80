import type { ReactNode } from 'react';
import { guardAllows, type AccessRule } from './access';
import { useAccess } from './use-access';

export interface AccessProps extends AccessRule {
  children?: ReactNode;
  /** shown instead of children when the check fails; nothing by default */
  fallback?: ReactNode;
}

/** Renders children when the user passes the role and/or permission rule (single value, any-of or all-of). */
export function Access({ children, fallback = null, ...rule }: AccessProps) {
  const { check } = useAccess();
  return <>{check(rule) ? children : fallback}</>;
}

export interface GuardProps {
  /** a non-empty list; the children stay when the user has at least one value */
  value: readonly string[];
  children?: ReactNode;
}

/** Element guard: removes children when the user has none of the roles; throws '请设置角色权限标签值' without values. */
export function HasRole({ value, children }: GuardProps) {
  const { subject } = useAccess();
  return guardAllows(subject, 'role', value) ? <>{children}</> : null;
}

/** Element guard: removes children when the user has none of the permissions; throws '请设置操作权限标签值' without values. */
export function HasPermi({ value, children }: GuardProps) {
  const { subject } = useAccess();
  return guardAllows(subject, 'permission', value) ? <>{children}</> : null;
}
