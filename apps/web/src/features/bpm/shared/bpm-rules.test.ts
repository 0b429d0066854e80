import { describe, expect, it } from 'vitest';
import { businessViewPath, formatDuration, groupByCategory, myRunningTask, parseIntParam, parseUuidParam } from './bpm-rules';

describe('bpm rules', () => {
  it('builds the business form view path from the businessKey', () => {
    expect(businessViewPath('/bpm/oa/leave/detail', 'oa_leave:12')).toBe('/bpm/oa/leave/detail?id=12');
    expect(businessViewPath('/x?a=1', 'k:7')).toBe('/x?a=1&id=7');
    expect(businessViewPath(null, 'oa_leave:12')).toBeUndefined();
    expect(businessViewPath('/x', 'oa_leave:')).toBeUndefined();
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 秒');
    expect(formatDuration(3_723_000)).toBe('1 小时 2 分钟 3 秒');
    expect(formatDuration(86_400_000 + 60_000)).toBe('1 天 1 分钟');
    expect(formatDuration(null)).toBe('');
  });

  it("finds the signed-in user's running task only", () => {
    const tasks = [
      { id: 'a', result: 2, assigneeUser: { id: 1 } },
      { id: 'b', result: 1, assigneeUser: { id: 2 } },
      { id: 'c', result: 1, assigneeUser: { id: 1 } },
    ];
    expect(myRunningTask(tasks, 1)?.id).toBe('c');
    expect(myRunningTask(tasks, 3)).toBeUndefined();
    expect(myRunningTask(tasks, undefined)).toBeUndefined();
  });

  it('an unclaimed pool task is actionable by each of its candidates, a claimed one only by its assignee', () => {
    const pool = [{ id: 'p', result: 1, assigneeUser: null, candidateUsers: [{ id: 4 }, { id: 5 }] }];
    expect(myRunningTask(pool, 5)?.id).toBe('p');
    expect(myRunningTask(pool, 6)).toBeUndefined();
    expect(myRunningTask([{ ...pool[0], assigneeUser: { id: 4 } }], 5)).toBeUndefined();
  });

  it('groups by category with 未分类 last', () => {
    const groups = groupByCategory([{ category: '' }, { category: 'oa' }, { category: 'finance' }, { category: 'oa' }]);
    expect([...groups.keys()]).toEqual(['oa', 'finance', '']);
    expect(groups.get('oa')).toHaveLength(2);
  });

  it('reads ids from the query', () => {
    expect(parseUuidParam('?id=3f1c2a9e-1111-4222-8333-444455556666')).toBe('3f1c2a9e-1111-4222-8333-444455556666');
    expect(parseUuidParam('?id=<script>')).toBeUndefined();
    expect(parseIntParam('?id=12')).toBe(12);
    expect(parseIntParam('?id=0')).toBeUndefined();
    expect(parseIntParam('?id=1e3')).toBeUndefined();
  });
});
