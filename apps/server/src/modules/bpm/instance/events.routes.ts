import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { BpmActivityListReq, BpmError, BpmMessageReq, BpmProcessInstanceCancelReq, BpmProcessInstanceResult, BpmProcessInstanceStatus as S, BpmSignalReq, BpmUuidQuery, type BpmCallListResp, type BpmJobResp, type BpmMessageResp, type BpmSignalResp } from '@gprs/contract';
import { z } from 'zod';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { bpmJob, bpmProcessInstance } from './instance.schema';
import { broadcastSignal, compiledFor, deliverMessage, endInstance, startByEvent } from './runtime';
import { retryFailedJobs, runDueJobs } from './jobs';
import { readableInstance } from './instance.routes';

/** Messages and signals from outside, and an administrator's hands on an instance that cannot go on (异常). */
export function bpmEventRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/bpm/process-instance/message',
    permission: 'bpm:process-instance:correlate',
    body: BpmMessageReq,
    handler: async ({ db, body, user }): Promise<BpmMessageResp> => {
      const variables = body.variables ?? {};
      const ids = body.processInstanceId || body.businessKey
        ? await deliverMessage(db, body.messageName, body, variables)
        : await startByEvent(db, { kind: 'message', name: body.messageName }, variables, user.id, 0, true);
      if (!ids.length) fail(BpmError.PROCESS_INSTANCE_EVENT_NOT_WAITING, '消息', body.messageName);
      return { processInstanceIds: ids };
    },
  });

  route(app, {
    method: 'POST',
    url: '/bpm/process-instance/signal',
    permission: 'bpm:process-instance:correlate',
    body: BpmSignalReq,
    handler: async ({ db, body, user }): Promise<BpmSignalResp> => broadcastSignal(db, body.signalName, body.variables ?? {}, null, 0, user.id),
  });

  route(app, {
    method: 'PUT',
    url: '/bpm/process-instance/retry-job',
    permission: 'bpm:process-instance:retry',
    query: BpmUuidQuery,
    handler: async ({ db, query }) => {
      await retryFailedJobs(db, query.id);
      // the jobs run now, in this request: the list shows the outcome at once (a failure again means 异常 again)
      await runDueJobs(db, { instanceId: query.id });
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/bpm/process-instance/cancel-by-admin',
    permission: 'bpm:process-instance:cancel-by-admin',
    body: BpmProcessInstanceCancelReq,
    handler: async ({ db, body, user }) => {
      const [instance] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, body.id));
      if (!instance) fail(BpmError.PROCESS_INSTANCE_NOT_EXISTS);
      if (instance.status !== S.RUNNING) fail(BpmError.PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS);
      await endInstance(db, instance, BpmProcessInstanceResult.CANCEL, body.reason, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/call-list',
    permission: ['bpm:process-instance:query', 'bpm:task:query'],
    query: BpmActivityListReq,
    handler: async ({ db, query, user }): Promise<BpmCallListResp> => {
      const instance = await readableInstance(db, user, query.processInstanceId);
      const callName = async (definitionId: string, elementId: string | null) => (elementId ? ((await compiledFor(db, definitionId)).names.get(elementId) ?? elementId) : '');
      let parent: BpmCallListResp['parent'] = null;
      if (instance.parentInstanceId) {
        const [row] = await db
          .select({ id: bpmProcessInstance.id, name: bpmProcessInstance.name, definitionId: bpmProcessInstance.processDefinitionId })
          .from(bpmProcessInstance)
          .where(eq(bpmProcessInstance.id, instance.parentInstanceId));
        if (row) parent = { id: row.id, name: row.name, callActivityName: await callName(row.definitionId, instance.parentElementId) };
      }
      const rows = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.parentInstanceId, instance.id)).orderBy(asc(bpmProcessInstance.createTime));
      const children = [];
      for (const r of rows) {
        children.push({
          id: r.id,
          name: r.name,
          status: r.status,
          result: r.result,
          createTime: r.createTime.getTime(),
          endTime: r.endTime ? r.endTime.getTime() : null,
          callActivityName: await callName(instance.processDefinitionId, r.parentElementId),
        });
      }
      return { parent, children };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/job-list',
    permission: 'bpm:process-instance:query-all',
    query: z.object({ processInstanceId: BpmUuidQuery.shape.id }),
    handler: async ({ db, query }): Promise<BpmJobResp[]> => {
      const [instance] = await db.select({ definitionId: bpmProcessInstance.processDefinitionId }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, query.processInstanceId));
      if (!instance) fail(BpmError.PROCESS_INSTANCE_NOT_EXISTS);
      const compiled = await compiledFor(db, instance.definitionId);
      const rows = await db.select().from(bpmJob).where(inArray(bpmJob.processInstanceId, [query.processInstanceId])).orderBy(asc(bpmJob.id));
      return rows.map((r) => ({
        id: r.id,
        elementId: r.elementId,
        name: compiled.names.get(r.elementId) ?? r.elementId,
        delegate: r.delegate,
        status: r.status,
        attempts: r.attempts,
        dueTime: r.dueTime.getTime(),
        lastError: r.lastError,
      }));
    },
  });
}
