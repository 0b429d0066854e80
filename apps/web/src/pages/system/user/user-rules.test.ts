import { describe, expect, it } from 'vitest';
import { importSummary, statusConfirmText } from './user-rules';

describe('user page rules', () => {
  it('lists created, updated and failed usernames with the reason', () => {
    expect(importSummary({ createUsernames: ['a1234'], updateUsernames: ['b1234', 'c1234'], failureUsernames: { x: '用户账号由 4-30 位数字、字母组成' } })).toEqual({
      created: ['a1234'],
      updated: ['b1234', 'c1234'],
      failures: [{ username: 'x', reason: '用户账号由 4-30 位数字、字母组成' }],
    });
    expect(importSummary({ createUsernames: [], updateUsernames: [], failureUsernames: {} })).toEqual({ created: [], updated: [], failures: [] });
  });

  it('asks before switching a user on or off', () => {
    expect(statusConfirmText('staff', 1)).toBe('确认要"停用""staff"用户吗?');
    expect(statusConfirmText('staff', 0)).toBe('确认要"启用""staff"用户吗?');
  });
});
