import { describe, expect, it } from 'vitest';
import { BpmOALeaveCreateReq, leaveDays } from './oa-leave';

const bj = (d: string) => Date.parse(`${d}+08:00`);

describe('leaveDays', () => {
  it('counts Beijing calendar days, both ends included', () => {
    expect(leaveDays(bj('2026-01-05T09:00:00'), bj('2026-01-07T18:00:00'))).toBe(3);
    expect(leaveDays(bj('2026-01-05T00:00:00'), bj('2026-01-05T23:59:59'))).toBe(1);
    expect(leaveDays(bj('2026-01-05T23:30:00'), bj('2026-01-06T00:30:00'))).toBe(2);
    expect(leaveDays(bj('2026-01-01T09:00:00'), bj('2026-01-05T09:00:00'))).toBe(5);
  });
  it('the create request refuses an end before the start', () => {
    const r = BpmOALeaveCreateReq.safeParse({ type: 1, reason: 'x', startTime: bj('2026-01-05T09:00:00'), endTime: bj('2026-01-04T09:00:00') });
    expect(r.success).toBe(false);
    expect(BpmOALeaveCreateReq.safeParse({ type: 9, reason: 'x', startTime: 1, endTime: 2 }).success).toBe(false);
  });
});
