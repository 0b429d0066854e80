import { z } from 'zod';
import { PageParam } from '../envelope';

/** infra_job_status: 1 开启, 2 暂停 (0 初始化中 is never persisted). */
export const JobStatus = { INIT: 0, NORMAL: 1, STOP: 2 } as const;
/** infra_job_log_status */
export const JobLogStatus = { RUNNING: 0, SUCCESS: 1, FAILURE: 2 } as const;

export const JobPageReq = PageParam.extend({
  name: z.string().max(64).optional(),
  status: z.coerce.number().int().optional(),
  handlerName: z.string().max(64).optional(),
});

const jobFields = {
  name: z.string().trim().min(1, '任务名称不能为空').max(64),
  handlerName: z.string().trim().min(1, '处理器的名字不能为空').max(64),
  handlerParam: z.string().max(255).optional().default(''),
  cronExpression: z.string().trim().min(1, 'CRON 表达式不能为空').max(64),
  retryCount: z.coerce.number().int().min(0, '重试次数不能小于 0').max(10, '重试次数不能大于 10').default(0),
  retryInterval: z.coerce.number().int().min(0).max(3_600_000).default(0),
  monitorTimeout: z.coerce.number().int().min(0).max(86_400_000).default(0),
};
export const JobCreateReq = z.object(jobFields);
export const JobUpdateReq = z.object({ id: z.coerce.number().int().positive(), ...jobFields });

export const JobLogPageReq = PageParam.extend({
  jobId: z.coerce.number().int().optional(),
  handlerName: z.string().max(64).optional(),
  status: z.coerce.number().int().optional(),
});

export const JobError = {
  JOB_NOT_EXISTS: { code: 1_001_001_000, msg: '定时任务不存在' },
  JOB_HANDLER_EXISTS: { code: 1_001_001_001, msg: '定时任务的处理器已经存在' },
  JOB_CHANGE_STATUS_INVALID: { code: 1_001_001_002, msg: '只允许修改为开启或者关闭状态' },
  JOB_CHANGE_STATUS_EQUALS: { code: 1_001_001_003, msg: '定时任务已经处于该状态，无需修改' },
  JOB_CRON_EXPRESSION_VALID: { code: 1_001_001_005, msg: 'CRON 表达式不正确' },
  JOB_HANDLER_NOT_EXISTS: { code: 1_001_001_006, msg: '定时任务的处理器【{}】不存在' },
  JOB_LOG_NOT_EXISTS: { code: 1_001_002_000, msg: '定时任务日志不存在' },
} as const;
