import type { FastifyInstance } from 'fastify';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BpmError, BpmOALeaveCreateReq, BpmOALeavePageReq, BpmSuspensionState, IdQuery, leaveDays, type BpmOALeaveResp } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { pageQuery } from '../../../core/paging';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { bpmProcessInstance } from '../instance/instance.schema';
import { canReadInstance } from '../instance/instance.read';
import { startProcessInstance } from '../instance/runtime';
import { bpmOaLeave, type BpmOaLeaveRow } from './oa-leave.schema';

/** The process every leave starts (the seeded 请假 model's key). */
export const OA_LEAVE_PROCESS_KEY = 'oa_leave';

/**
 * `?id=` of a leave: its number, or the instance's business key `oa_leave:<id>` — the yudao 2.x process detail page
 * hands a business form the instance's `businessKey` as its id.
 */
const LeaveIdQuery = z.object({
  id: z.preprocess((v) => (typeof v === 'string' && v.startsWith(`${OA_LEAVE_PROCESS_KEY}:`) ? v.slice(OA_LEAVE_PROCESS_KEY.length + 1) : v), IdQuery.shape.id),
});

const toResp = (r: BpmOaLeaveRow): BpmOALeaveResp => ({
  id: r.id,
  userId: r.userId,
  type: r.type,
  reason: r.reason,
  startTime: r.startTime.getTime(),
  endTime: r.endTime.getTime(),
  day: r.day,
  result: r.result,
  processInstanceId: r.processInstanceId,
  createTime: r.createTime.getTime(),
});

/** OA 请假: each user's own leaves; creating one starts the `oa_leave` process with {day, type, reason}. */
export function bpmOaLeaveRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/bpm/oa/leave/page',
    permission: 'bpm:oa-leave:query',
    query: BpmOALeavePageReq,
    handler: async ({ db, query, user }) => {
      const where: SQL | undefined = and(
        eq(bpmOaLeave.userId, user.id),
        query.type !== undefined ? eq(bpmOaLeave.type, query.type) : undefined,
        query.result !== undefined ? eq(bpmOaLeave.result, query.result) : undefined,
        query.reason ? likeContains(bpmOaLeave.reason, query.reason) : undefined,
        timeBetween(bpmOaLeave.createTime, query.createTime),
      );
      const page = await pageQuery(db, bpmOaLeave, query, { where, orderBy: [desc(bpmOaLeave.id)] });
      return { list: page.list.map(toResp), total: page.total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/oa/leave/get',
    permission: ['bpm:oa-leave:query', 'bpm:task:query'],
    query: LeaveIdQuery,
    handler: async ({ db, query, user }) => {
      const [row] = await db.select().from(bpmOaLeave).where(eq(bpmOaLeave.id, query.id));
      if (!row) fail(BpmError.OA_LEAVE_NOT_EXISTS);
      if (row.userId !== user.id) {
        const [instance] = row.processInstanceId
          ? await db.select({ id: bpmProcessInstance.id, startUserId: bpmProcessInstance.startUserId }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, row.processInstanceId))
          : [];
        if (!instance || !(await canReadInstance(db, user, instance))) fail(BpmError.PROCESS_INSTANCE_NO_ACCESS);
      }
      return toResp(row);
    },
  });

  route(app, {
    method: 'POST',
    url: '/bpm/oa/leave/create',
    permission: 'bpm:oa-leave:create',
    body: BpmOALeaveCreateReq,
    handler: async ({ db, body, user }) => {
      const day = leaveDays(body.startTime, body.endTime);
      if (day < 1) fail(BpmError.OA_DAY_LEAVE_ERROR);
      const [def] = await db
        .select({ id: bpmProcessDefinition.id })
        .from(bpmProcessDefinition)
        .where(and(eq(bpmProcessDefinition.key, OA_LEAVE_PROCESS_KEY), eq(bpmProcessDefinition.suspensionState, BpmSuspensionState.ACTIVE)))
        .orderBy(desc(bpmProcessDefinition.version))
        .limit(1);
      if (!def) fail(BpmError.OA_LEAVE_PROCESS_NOT_DEPLOYED);
      const instanceId = randomUUID();
      const [leave] = await db
        .insert(bpmOaLeave)
        .values({
          userId: user.id,
          type: body.type,
          reason: body.reason,
          startTime: new Date(body.startTime),
          endTime: new Date(body.endTime),
          day,
          processInstanceId: instanceId,
          creator: String(user.id),
          updater: String(user.id),
        })
        .returning({ id: bpmOaLeave.id });
      const variables = { day, type: body.type, reason: body.reason, startTime: body.startTime, endTime: body.endTime };
      await startProcessInstance(db, {
        id: instanceId,
        processDefinitionId: def.id,
        startUserId: user.id,
        variables,
        formVariables: variables,
        businessKey: `${OA_LEAVE_PROCESS_KEY}:${leave.id}`,
      });
      // a process that ended at once (no approver needed) already set the result through the instance
      return leave.id;
    },
  });
}
