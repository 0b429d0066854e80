import { z } from 'zod';
import { BpmUuid } from './common';

/**
 * Messages, signals and failed jobs (issue 24, decision 0042):
 * POST   /bpm/process-instance/message {messageName, processInstanceId? | businessKey?, variables?}
 *        → {processInstanceIds}  (bpm:process-instance:correlate) — the running instances (that one, or those of the
 *        business key) waiting for the message go on; with neither, the latest active definition with that message
 *        start event starts an instance. Nobody waiting: PROCESS_INSTANCE_EVENT_NOT_WAITING.
 * POST   /bpm/process-instance/signal {signalName, variables?} → {woken, started}  (bpm:process-instance:correlate) —
 *        every running instance waiting for the signal goes on, every definition with that signal start event starts.
 * PUT    /bpm/process-instance/retry-job?id=  → true  (bpm:process-instance:retry) — the failed service tasks of an
 *        instance in 异常 run again now (attempts back to 0).
 * DELETE /bpm/process-instance/cancel-by-admin {id, reason} → true  (bpm:process-instance:cancel-by-admin, yudao 2.x)
 * GET    /bpm/process-instance/job-list?processInstanceId= → BpmJobResp[]  (bpm:process-instance:query-all)
 * GET    /bpm/process-instance/call-list?processInstanceId= → BpmCallListResp  (read access to the instance, as /get):
 *        the parent that called it (call activity) and the children its call activities started
 */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Variables handed in with a message or signal: plain names; the starter and engine variables cannot be set. */
export const BpmEventVariables = z
  .record(z.string().regex(VARIABLE_NAME, '变量名只能包含字母、数字和下划线'), z.unknown())
  .refine((v) => Object.keys(v).length <= 50, '变量最多 50 个')
  .refine((v) => !Object.keys(v).some((k) => k === 'initiator' || k.startsWith('__')), '不能设置变量 initiator 或以 __ 开头的变量')
  .default({});

export const BpmMessageReq = z
  .object({
    messageName: z.string().trim().min(1, '消息名称不能为空').max(255),
    processInstanceId: BpmUuid.optional(),
    businessKey: z.string().trim().min(1).max(128).optional(),
    variables: BpmEventVariables,
  })
  .refine((v) => !(v.processInstanceId && v.businessKey), '流程实例编号和业务标识只能填一个');
export type BpmMessageReq = z.input<typeof BpmMessageReq>;

export const BpmSignalReq = z.object({
  signalName: z.string().trim().min(1, '信号名称不能为空').max(255),
  variables: BpmEventVariables,
});
export type BpmSignalReq = z.input<typeof BpmSignalReq>;

export interface BpmMessageResp {
  processInstanceIds: string[];
}

export interface BpmSignalResp {
  woken: number;
  started: number;
}

export interface BpmJobResp {
  id: number;
  elementId: string;
  name: string;
  delegate: string;
  /** 0 待执行, 1 失败（次数用完） */
  status: number;
  attempts: number;
  dueTime: number;
  lastError: string | null;
}

export interface BpmCallInstance {
  id: string;
  name: string;
  status: number;
  result: number;
  createTime: number;
  endTime: number | null;
  /** the call activity (of the parent) that started the child */
  callActivityName: string;
}

export interface BpmCallListResp {
  parent: { id: string; name: string; callActivityName: string } | null;
  children: BpmCallInstance[];
}
