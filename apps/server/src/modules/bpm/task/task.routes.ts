import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BpmProcessInstanceResult as R,
  BpmTaskApproveReq,
  BpmTaskDelegateReq,
  BpmTaskListByInstanceReq,
  BpmTaskPageReq,
  BpmTaskRejectReq,
  BpmTaskTransferReq,
  BpmTaskCopyReq,
  BpmTaskListByParentReq,
  BpmTaskReturnReq,
  BpmTaskSignCreateReq,
  BpmTaskSignDeleteReq,
  BpmTaskWithdrawReq,
  BpmUuidQuery,
  type BpmTaskReturnTarget,
  type BpmFormSchema,
  type BpmTaskDonePageItem,
  type BpmTaskResp,
  type BpmTaskTodoPageItem,
} from '@gprs/contract';
import { z } from 'zod';
import { route } from '../../../core/route';
import { likeContains, timeBetween } from '../../../core/filters';
import type { Db } from '../../../db/client';
import type { LoginUser } from '../../../core/auth';
import { bpmProcessInstance } from '../instance/instance.schema';
import { unknownUser, userSimples } from '../instance/instance.read';
import { readableInstance } from '../instance/instance.routes';
import { bpmTask, type BpmTaskRow } from './task.schema';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { instanceSummary } from '../instance/summary';
import { copyTask, createSign, deleteSign, listReturnTargets, returnTask, signsOf, withdrawTask } from './task-ops.service';
import { approveTask, approveTaskAtOnce, assertEditableVariables, delegateTask, rejectTask, transferTask } from './task.service';

const TaskIdBody = z.object({ id: z.string().uuid() });

/** Tasks as the timeline shows them (with their instance reference and users). */
async function taskResps(db: Db, instance: { id: string; name: string; startUserId: number; processDefinitionId: string }, tasks: BpmTaskRow[]): Promise<BpmTaskResp[]> {
  const users = await userSimples(db, [instance.startUserId, ...tasks.flatMap((t) => [t.assigneeUserId, t.ownerUserId, ...(t.candidateUserIds ?? [])])]);
  const ref = {
    id: instance.id,
    name: instance.name,
    startUserId: instance.startUserId,
    startUserNickname: (users.get(instance.startUserId) ?? unknownUser(instance.startUserId)).nickname,
    processDefinitionId: instance.processDefinitionId,
  };
  return tasks.map((t) => ({
    id: t.id,
    name: t.name,
    definitionKey: t.definitionKey,
    createTime: t.createTime.getTime(),
    endTime: t.endTime ? t.endTime.getTime() : null,
    durationInMillis: t.endTime ? t.endTime.getTime() - t.createTime.getTime() : null,
    result: t.result,
    reason: t.reason,
    assigneeUser: t.assigneeUserId === null ? null : (users.get(t.assigneeUserId) ?? unknownUser(t.assigneeUserId)),
    candidateUsers: (t.candidateUserIds ?? []).map((id) => users.get(id) ?? unknownUser(id)),
    ownerUser: t.ownerUserId ? (users.get(t.ownerUserId) ?? unknownUser(t.ownerUserId)) : null,
    delegationState: (t.delegationState as BpmTaskResp['delegationState']) ?? null,
    parentTaskId: t.parentTaskId,
    signType: (t.signType as BpmTaskResp['signType']) ?? null,
    processInstanceId: instance.id,
    processInstance: ref,
  }));
}

/** 任务: todo / done pages, the instance's timeline, and the assignee's actions. */
export function bpmTaskRoutes(app: FastifyInstance): void {
  const page = async (db: Db, user: LoginUser, query: z.output<typeof BpmTaskPageReq>, done: boolean) => {
    const where: SQL | undefined = and(
      // 待办 also holds the unclaimed tasks of the pools I am a candidate of
      done ? eq(bpmTask.assigneeUserId, user.id) : or(eq(bpmTask.assigneeUserId, user.id), and(isNull(bpmTask.assigneeUserId), sql`${bpmTask.candidateUserIds} @> array[${user.id}]::bigint[]`)),
      done ? ne(bpmTask.result, R.PROCESS) : eq(bpmTask.result, R.PROCESS),
      query.name ? likeContains(bpmTask.name, query.name) : undefined,
      timeBetween(bpmTask.createTime, query.createTime),
    );
    const base = db
      .select({
        task: bpmTask,
        instance: {
          id: bpmProcessInstance.id,
          name: bpmProcessInstance.name,
          startUserId: bpmProcessInstance.startUserId,
          createTime: bpmProcessInstance.createTime,
          formVariables: bpmProcessInstance.formVariables,
        },
        form: { schema: bpmProcessDefinition.formSchema, uiSchema: bpmProcessDefinition.formUiSchema },
      })
      .from(bpmTask)
      .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmTask.processInstanceId))
      .leftJoin(bpmProcessDefinition, eq(bpmProcessDefinition.id, bpmTask.processDefinitionId))
      .where(where);
    const [rows, total] = await Promise.all([
      base.orderBy(done ? desc(bpmTask.endTime) : desc(bpmTask.createTime)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
      db.$count(bpmTask, where),
    ]);
    const users = await userSimples(db, rows.map((r) => r.instance.startUserId));
    const list = rows.map(({ task, instance, form }) => {
      const item: BpmTaskTodoPageItem = {
        id: task.id,
        name: task.name,
        claimTime: task.claimTime ? task.claimTime.getTime() : null,
        createTime: task.createTime.getTime(),
        suspensionState: 1,
        status: task.result,
        processInstanceId: instance.id,
        processInstance: {
          id: instance.id,
          name: instance.name,
          startUserId: instance.startUserId,
          startUserNickname: (users.get(instance.startUserId) ?? unknownUser(instance.startUserId)).nickname,
          processDefinitionId: task.processDefinitionId,
          createTime: instance.createTime.getTime(),
          summary: instanceSummary((form?.schema as BpmFormSchema | null) ?? null, form?.uiSchema ?? null, instance.formVariables),
        },
      };
      if (!done) return item;
      const end = task.endTime ?? task.updateTime;
      return { ...item, endTime: end.getTime(), durationInMillis: end.getTime() - task.createTime.getTime(), result: task.result, reason: task.reason } satisfies BpmTaskDonePageItem;
    });
    return { list, total };
  };

  route(app, { method: 'GET', url: '/bpm/task/todo-page', permission: 'bpm:task:query', query: BpmTaskPageReq, handler: ({ db, user, query }) => page(db, user, query, false) });
  // 流程任务 (manager view): every task of every instance, for process administrators
  route(app, {
    method: 'GET',
    url: '/bpm/task/manager-page',
    permission: 'bpm:process-instance:query-all',
    query: BpmTaskPageReq,
    handler: async ({ db, query }) => {
      const where: SQL | undefined = and(query.name ? likeContains(bpmTask.name, query.name) : undefined, timeBetween(bpmTask.createTime, query.createTime));
      const rows = await db
        .select({ task: bpmTask, instance: { id: bpmProcessInstance.id, name: bpmProcessInstance.name, startUserId: bpmProcessInstance.startUserId } })
        .from(bpmTask)
        .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmTask.processInstanceId))
        .where(where)
        .orderBy(desc(bpmTask.createTime), desc(bpmTask.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const total = await db.$count(bpmTask, where);
      const users = await userSimples(db, rows.flatMap((r) => [r.instance.startUserId, r.task.assigneeUserId]));
      const list = rows.map(({ task, instance }) => ({
        id: task.id,
        name: task.name,
        claimTime: task.claimTime ? task.claimTime.getTime() : null,
        createTime: task.createTime.getTime(),
        suspensionState: 1,
        endTime: task.endTime ? task.endTime.getTime() : null,
        durationInMillis: task.endTime ? task.endTime.getTime() - task.createTime.getTime() : null,
        result: task.result,
        status: task.result,
        reason: task.reason,
        assigneeUser: task.assigneeUserId === null ? null : (users.get(task.assigneeUserId) ?? unknownUser(task.assigneeUserId)),
        processInstanceId: instance.id,
        processInstance: {
          id: instance.id,
          name: instance.name,
          startUserId: instance.startUserId,
          startUserNickname: (users.get(instance.startUserId) ?? unknownUser(instance.startUserId)).nickname,
          processDefinitionId: task.processDefinitionId,
        },
      }));
      return { list, total };
    },
  });
  route(app, { method: 'GET', url: '/bpm/task/done-page', permission: 'bpm:task:query', query: BpmTaskPageReq, handler: ({ db, user, query }) => page(db, user, query, true) });

  route(app, {
    method: 'GET',
    url: '/bpm/task/list-by-process-instance-id',
    permission: ['bpm:process-instance:query', 'bpm:task:query'],
    query: BpmTaskListByInstanceReq,
    handler: async ({ db, query, user }): Promise<BpmTaskResp[]> => {
      const instance = await readableInstance(db, user, query.processInstanceId);
      const tasks = await db.select().from(bpmTask).where(eq(bpmTask.processInstanceId, instance.id)).orderBy(asc(bpmTask.createTime), asc(bpmTask.id));
      return taskResps(db, instance, tasks);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/bpm/task/approve',
    permission: 'bpm:task:update',
    body: BpmTaskApproveReq,
    // one statement when it can (approveTaskAtOnce), else the transactional path
    transaction: false,
    handler: async ({ db, body, user }) => {
      await assertEditableVariables(db, body.id, body.variables);
      if (await approveTaskAtOnce(db, user.id, body.id, body.reason, body.variables)) return true;
      await db.transaction((tx) => approveTask(tx as unknown as Db, user.id, body.id, body.reason, body.variables));
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/reject',
    permission: 'bpm:task:update',
    body: BpmTaskRejectReq,
    handler: async ({ db, body, user }) => {
      await rejectTask(db, user.id, body.id, body.reason);
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/transfer',
    permission: 'bpm:task:update',
    body: BpmTaskTransferReq,
    handler: async ({ db, body, user }) => {
      await transferTask(db, user.id, body.id, body.assigneeUserId, body.reason);
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/update-assignee',
    permission: 'bpm:task:update',
    body: TaskIdBody.extend({ assigneeUserId: z.number().int().positive('新审批人不能为空') }),
    handler: async ({ db, body, user }) => {
      await transferTask(db, user.id, body.id, body.assigneeUserId, undefined);
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/delegate',
    permission: 'bpm:task:update',
    body: BpmTaskDelegateReq,
    handler: async ({ db, body, user }) => {
      await delegateTask(db, user.id, body.id, body.delegateUserId, body.reason);
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/task/list-by-return',
    permission: 'bpm:task:query',
    query: BpmUuidQuery,
    handler: ({ db, query, user }): Promise<BpmTaskReturnTarget[]> => listReturnTargets(db, user.id, query.id),
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/return',
    permission: 'bpm:task:update',
    body: BpmTaskReturnReq,
    handler: async ({ db, body, user }) => {
      await returnTask(db, user.id, body.id, body.targetTaskDefinitionKey, body.reason);
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/withdraw',
    permission: 'bpm:task:update',
    query: BpmTaskWithdrawReq,
    handler: async ({ db, query, user }) => {
      await withdrawTask(db, user.id, query.taskId);
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/copy',
    permission: 'bpm:task:update',
    body: BpmTaskCopyReq,
    handler: async ({ db, body, user }) => {
      await copyTask(db, user.id, body.id, body.copyUserIds, body.reason);
      return true;
    },
  });
  route(app, {
    method: 'PUT',
    url: '/bpm/task/create-sign',
    permission: 'bpm:task:update',
    body: BpmTaskSignCreateReq,
    handler: async ({ db, body, user }) => {
      await createSign(db, user.id, body.id, body.userIds, body.type, body.reason);
      return true;
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/bpm/task/delete-sign',
    permission: 'bpm:task:update',
    body: BpmTaskSignDeleteReq,
    handler: async ({ db, body, user }) => {
      await deleteSign(db, user.id, body.id, body.reason);
      return true;
    },
  });
  route(app, {
    method: 'GET',
    url: '/bpm/task/list-by-parent-task-id',
    permission: 'bpm:task:query',
    query: BpmTaskListByParentReq,
    handler: async ({ db, query, user }): Promise<BpmTaskResp[]> => {
      const [parent] = await db.select({ instanceId: bpmTask.processInstanceId }).from(bpmTask).where(eq(bpmTask.id, query.parentTaskId));
      if (!parent) return [];
      const instance = await readableInstance(db, user, parent.instanceId);
      return taskResps(db, instance, await signsOf(db, query.parentTaskId));
    },
  });
}
