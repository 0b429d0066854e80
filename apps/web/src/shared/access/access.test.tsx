import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import {
  PERMISSION_VALUE_REQUIRED,
  ROLE_VALUE_REQUIRED,
  checkAccess,
  guardAllows,
  hasAllPermissions,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
} from './access';
import { Access, HasPermi, HasRole } from './access-components';
import { useAccess } from './use-access';
import { useUserStore } from '../stores/user-store';

const staff = { roles: ['common'], permissions: ['system:user:query', 'system:user:create'] };

describe('access rules', () => {
  it('single checks', () => {
    expect(hasRole(staff, 'common')).toBe(true);
    expect(hasRole(staff, 'other')).toBe(false);
    expect(hasRole(staff, '')).toBe(false);
    expect(hasPermission(staff, 'system:user:query')).toBe(true);
    expect(hasPermission(staff, 'system:user:delete')).toBe(false);
  });
  it('any-of and all-of', () => {
    expect(hasAnyRole(staff, ['x', 'common'])).toBe(true);
    expect(hasAllRoles(staff, ['x', 'common'])).toBe(false);
    expect(hasAnyPermission(staff, ['a', 'system:user:create'])).toBe(true);
    expect(hasAllPermissions(staff, ['system:user:query', 'system:user:create'])).toBe(true);
    expect(hasAllPermissions(staff, ['system:user:query', 'system:user:delete'])).toBe(false);
    expect(hasAllPermissions(staff, [])).toBe(false);
    expect(hasAnyRole(staff, [])).toBe(false);
  });
  it("'admin' and 'super_admin' pass every role and permission check, '*:*:*' every permission check", () => {
    for (const role of ['admin', 'super_admin']) {
      const s = { roles: [role], permissions: [] };
      expect(hasRole(s, 'anything')).toBe(true);
      expect(hasAllRoles(s, ['a', 'b'])).toBe(true);
      expect(hasAllPermissions(s, ['x:y:z', 'a:b:c'])).toBe(true);
    }
    const all = { roles: ['common'], permissions: ['*:*:*'] };
    expect(hasPermission(all, 'system:menu:delete')).toBe(true);
    expect(hasRole(all, 'admin')).toBe(false);
  });
  it('checkAccess combines role and permission parts', () => {
    expect(checkAccess(staff, {})).toBe(true);
    expect(checkAccess(staff, { role: 'common', permission: 'system:user:query' })).toBe(true);
    expect(checkAccess(staff, { role: 'common', permission: 'nope' })).toBe(false);
    expect(checkAccess(staff, { permission: ['system:user:query', 'nope'], mode: 'all' })).toBe(false);
    expect(checkAccess(staff, { permission: ['system:user:query', 'nope'] })).toBe(true);
  });
  it('the element guard needs a value list', () => {
    expect(() => guardAllows(staff, 'role', [])).toThrow(ROLE_VALUE_REQUIRED);
    expect(() => guardAllows(staff, 'permission', undefined)).toThrow(PERMISSION_VALUE_REQUIRED);
    expect(() => guardAllows(staff, 'permission', 'system:user:query')).toThrow('请设置操作权限标签值');
    expect(guardAllows(staff, 'role', ['common'])).toBe(true);
  });
});

describe('access hook and components', () => {
  afterEach(() => {
    cleanup();
    useUserStore.getState().reset();
  });

  it('hook reads the signed-in user', () => {
    useUserStore.getState().setUserInfo({ user: { id: 1 }, roles: ['common'], permissions: ['a:b:c'] });
    const { result } = renderHook(() => useAccess());
    expect(result.current.hasPermission('a:b:c')).toBe(true);
    expect(result.current.hasRole('admin')).toBe(false);
  });

  it('components remove children the user lacks', () => {
    useUserStore.getState().setUserInfo({ user: { id: 1 }, roles: ['common'], permissions: ['system:user:create'] });
    render(
      <div>
        <HasPermi value={['system:user:create']}>
          <button>新增</button>
        </HasPermi>
        <HasPermi value={['system:user:delete']}>
          <button>删除</button>
        </HasPermi>
        <HasRole value={['admin']}>
          <span>管理员</span>
        </HasRole>
        <Access permission="system:user:delete" fallback={<span>无权限</span>}>
          <span>可删除</span>
        </Access>
      </div>,
    );
    expect(screen.getByText('新增')).toBeTruthy();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('管理员')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('a guard without values raises its error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<HasRole value={[]}>x</HasRole>)).toThrow('请设置角色权限标签值');
    spy.mockRestore();
  });

  it('an empty role list from the server becomes ROLE_DEFAULT', () => {
    useUserStore.getState().setUserInfo({ user: { id: 3, nickname: '会员', avatar: '' }, roles: [], permissions: [] });
    expect(useUserStore.getState().roles).toEqual(['ROLE_DEFAULT']);
    expect(useUserStore.getState().user?.avatar).toMatch(/^data:image\/svg/);
  });
});
