import type { FastifyInstance } from 'fastify';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { IdQuery, JobCreateReq, JobError, JobLogPageReq, JobPageReq, JobStatus, JobUpdateReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { likeContains } from '../../../core/filters';
import { EXPORT_MAX_ROWS, dictFormat, formatDateTime, sendExcel } from '../../../core/excel';
import type { Db } from '../../../db/client';
import { dictLabels } from '../../system/dict/dict.service';
import { getJobHandler, jobHandlerNames } from './job-handlers';
import { isValidCron, nextRunTimes, type JobScheduler } from './job.scheduler';
import { infraJob, infraJobLog } from './job.schema';
import { batchDeleteRoutes } from '../../../core/crud';

declare module 'fastify' {
  interface FastifyInstance {
    jobScheduler: JobScheduler;
  }
}

async function getJob(db: Db, id: number) {
  const [job] = await db.select().from(infraJob).where(eq(infraJob.id, id));
  if (!job) fail(JobError.JOB_NOT_EXISTS);
  return job;
}

async function validateJob(db: Db, body: z.output<typeof JobCreateReq>, exceptId?: number) {
  if (!isValidCron(body.cronExpression)) fail(JobError.JOB_CRON_EXPRESSION_VALID);
  if (!getJobHandler(body.handlerName)) fail(JobError.JOB_HANDLER_NOT_EXISTS, body.handlerName);
  const [taken] = await db
    .select({ id: infraJob.id })
    .from(infraJob)
    .where(exceptId ? and(eq(infraJob.handlerName, body.handlerName), ne(infraJob.id, exceptId)) : eq(infraJob.handlerName, body.handlerName));
  if (taken) fail(JobError.JOB_HANDLER_EXISTS);
}

function jobFilter(q: z.output<typeof JobPageReq>): SQL | undefined {
  return and(
    q.name ? likeContains(infraJob.name, q.name) : undefined,
    q.status !== undefined ? eq(infraJob.status, q.status) : undefined,
    q.handlerName ? likeContains(infraJob.handlerName, q.handlerName) : undefined,
  );
}

function jobLogFilter(q: z.output<typeof JobLogPageReq>): SQL | undefined {
  return and(
    q.jobId !== undefined ? eq(infraJobLog.jobId, q.jobId) : undefined,
    q.handlerName ? likeContains(infraJobLog.handlerName, q.handlerName) : undefined,
    q.status !== undefined ? eq(infraJobLog.status, q.status) : undefined,
  );
}

/** Reloads this instance's schedules once the request's transaction has committed. */
function reloadAfterCommit(app: FastifyInstance) {
  setImmediate(() => void app.jobScheduler.reload().catch((err) => app.log.error({ err }, 'job reload failed')));
}

export function jobRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/infra/job/page',
    permission: 'infra:job:query',
    query: JobPageReq,
    handler: ({ db, query }) => pageQuery(db, infraJob, query, { where: jobFilter(query), orderBy: [desc(infraJob.id)] }),
  });

  route(app, {
    method: 'GET',
    url: '/infra/job/get',
    permission: 'infra:job:query',
    query: IdQuery,
    handler: ({ db, query }) => getJob(db, query.id),
  });

  route(app, {
    method: 'GET',
    url: '/infra/job/handler-names',
    permission: 'infra:job:query',
    handler: () => jobHandlerNames(),
  });

  route(app, {
    method: 'POST',
    url: '/infra/job/create',
    permission: 'infra:job:create',
    body: JobCreateReq,
    handler: async ({ db, body, user }) => {
      await validateJob(db, body);
      const [row] = await db
        .insert(infraJob)
        .values({ ...body, status: JobStatus.NORMAL, creator: String(user.id), updater: String(user.id) })
        .returning({ id: infraJob.id });
      reloadAfterCommit(app);
      return row.id;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/job/update',
    permission: 'infra:job:update',
    body: JobUpdateReq,
    handler: async ({ db, body, user }) => {
      await getJob(db, body.id);
      await validateJob(db, body, body.id);
      const { id, ...fields } = body;
      await db.update(infraJob).set({ ...fields, updater: String(user.id) }).where(eq(infraJob.id, id));
      reloadAfterCommit(app);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/job/update-status',
    permission: 'infra:job:update',
    query: z.object({ id: z.coerce.number().int().positive(), status: z.coerce.number().int() }),
    handler: async ({ db, query, user }) => {
      if (query.status !== JobStatus.NORMAL && query.status !== JobStatus.STOP) fail(JobError.JOB_CHANGE_STATUS_INVALID);
      const job = await getJob(db, query.id);
      if (job.status === query.status) fail(JobError.JOB_CHANGE_STATUS_EQUALS);
      await db.update(infraJob).set({ status: query.status, updater: String(user.id) }).where(eq(infraJob.id, query.id));
      reloadAfterCommit(app);
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/infra/job/delete',
    permission: 'infra:job:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      await getJob(db, query.id);
      await db.delete(infraJob).where(eq(infraJob.id, query.id));
      reloadAfterCommit(app);
      return true;
    },
  });
  batchDeleteRoutes(app, { path: '/infra/job', permission: 'infra:job:delete' }, async ({ db }, id) => {
    await getJob(db, id);
    await db.delete(infraJob).where(eq(infraJob.id, id));
    reloadAfterCommit(app);
  });

  route(app, {
    method: 'PUT',
    url: '/infra/job/trigger',
    permission: 'infra:job:trigger',
    query: IdQuery,
    transaction: false,
    handler: async ({ db, query }) => {
      const job = await getJob(db, query.id);
      app.jobScheduler.runInBackground(job);
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/job/get_next_times',
    permission: 'infra:job:query',
    query: z.object({ id: z.coerce.number().int().positive(), count: z.coerce.number().int().min(1).max(20).default(5) }),
    handler: async ({ db, query }) => {
      const job = await getJob(db, query.id);
      return nextRunTimes(job.cronExpression, query.count).map((d) => d.getTime());
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/job/export',
    permission: 'infra:job:export',
    query: JobPageReq,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const [rows, labels] = await Promise.all([
        db.select().from(infraJob).where(jobFilter(query)).orderBy(desc(infraJob.id)).limit(EXPORT_MAX_ROWS + 1),
        dictLabels(db, ['infra_job_status']),
      ]);
      await sendExcel(reply, {
        filename: '定时任务.xlsx',
        columns: [
          { header: '任务编号', key: 'id', width: 10 },
          { header: '任务名称', key: 'name', width: 24 },
          { header: '任务状态', key: 'status', width: 10, format: dictFormat(labels.get('infra_job_status')!) },
          { header: '处理器的名字', key: 'handlerName', width: 24 },
          { header: '处理器的参数', key: 'handlerParam', width: 16 },
          { header: 'CRON 表达式', key: 'cronExpression', width: 20 },
          { header: '重试次数', key: 'retryCount', width: 10 },
          { header: '重试间隔', key: 'retryInterval', width: 10 },
          { header: '监控超时时间', key: 'monitorTimeout', width: 12 },
        ],
        rows,
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/job-log/page',
    permission: 'infra:job:query',
    query: JobLogPageReq,
    handler: ({ db, query }) => pageQuery(db, infraJobLog, query, { where: jobLogFilter(query), orderBy: [desc(infraJobLog.id)] }),
  });

  route(app, {
    method: 'GET',
    url: '/infra/job-log/get',
    permission: 'infra:job:query',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const [row] = await db.select().from(infraJobLog).where(eq(infraJobLog.id, query.id));
      if (!row) fail(JobError.JOB_LOG_NOT_EXISTS);
      return row;
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/job-log/export',
    permission: 'infra:job:export',
    query: JobLogPageReq,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const [rows, labels] = await Promise.all([
        db.select().from(infraJobLog).where(jobLogFilter(query)).orderBy(desc(infraJobLog.id)).limit(EXPORT_MAX_ROWS + 1),
        dictLabels(db, ['infra_job_log_status']),
      ]);
      await sendExcel(reply, {
        filename: '任务日志.xlsx',
        columns: [
          { header: '日志编号', key: 'id', width: 10 },
          { header: '任务编号', key: 'jobId', width: 10 },
          { header: '处理器的名字', key: 'handlerName', width: 24 },
          { header: '处理器的参数', key: 'handlerParam', width: 16 },
          { header: '第几次执行', key: 'executeIndex', width: 10 },
          { header: '开始执行时间', key: 'beginTime', width: 20, format: formatDateTime },
          { header: '结束执行时间', key: 'endTime', width: 20, format: formatDateTime },
          { header: '执行时长(毫秒)', key: 'duration', width: 12 },
          { header: '任务状态', key: 'status', width: 10, format: dictFormat(labels.get('infra_job_log_status')!) },
          { header: '结果数据', key: 'result', width: 40 },
        ],
        rows,
      });
    },
  });
}
