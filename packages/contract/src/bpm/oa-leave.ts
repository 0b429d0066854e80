import { z } from 'zod';
import { DateTimeValue, PageParam, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryText } from '../system/dict';
import { BpmOALeaveType } from './common';

/**
 * OA 请假 (permission bpm:oa-leave:query|create; every user sees only their own leaves):
 * GET  /bpm/oa/leave/page?pageNo&pageSize&type&result&reason&createTime → PageResult<BpmOALeaveResp>
 * GET  /bpm/oa/leave/get?id=   → BpmOALeaveResp (bpm:oa-leave:query or bpm:task:query; own leave, or anyone who
 *      may read its process instance — approvers open the detail page from 待办任务)
 * POST /bpm/oa/leave/create {type, reason, startTime, endTime} → id; starts the deployed process `oa_leave`
 *      with variables {day, type, reason} (day > 3 adds the department leader after the direct approver)
 */
export const BpmOALeavePageReq = PageParam.extend({
  type: optionalQueryInt(1, 99),
  result: optionalQueryInt(1, 4),
  reason: optionalQueryText(200),
  createTime: TimeRange,
});
export type BpmOALeavePageReq = z.input<typeof BpmOALeavePageReq>;

const leaveTypes = Object.values(BpmOALeaveType) as number[];

export const BpmOALeaveCreateReq = z
  .object({
    /** dict bpm_oa_leave_type */
    type: z.number().int().refine((v) => leaveTypes.includes(v), '请假类型不正确'),
    reason: z.string().trim().min(1, '请假原因不能为空').max(200),
    /** epoch ms (or 'YYYY-MM-DD HH:mm:ss' Beijing time) */
    startTime: DateTimeValue,
    endTime: DateTimeValue,
  })
  .refine((v) => v.endTime >= v.startTime, { message: '结束时间不能早于开始时间', path: ['endTime'] });
export type BpmOALeaveCreateReq = z.input<typeof BpmOALeaveCreateReq>;

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * Leave days: the Beijing calendar days from the start's date to the end's date, both counted
 * (2026-01-05 09:00 → 2026-01-07 18:00 is 3 days). The server stores this as `day`; the page shows the same figure.
 */
export function leaveDays(startTime: number, endTime: number): number {
  const startDay = Math.floor((startTime + BEIJING_OFFSET_MS) / DAY_MS);
  const endDay = Math.floor((endTime + BEIJING_OFFSET_MS) / DAY_MS);
  return endDay - startDay + 1;
}

export interface BpmOALeaveResp {
  id: number;
  userId: number;
  type: number;
  reason: string;
  startTime: number;
  endTime: number;
  /** leaveDays(startTime, endTime) */
  day: number;
  /** dict bpm_process_instance_result: follows the process instance */
  result: number;
  processInstanceId: string | null;
  createTime: number;
}
