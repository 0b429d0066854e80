import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import {
  BpmActivityListReq,
  BpmError,
  BpmModelFormType,
  BpmProcessInstanceCancelReq,
  BpmProcessInstanceCreateReq,
  BpmProcessInstanceMyPageReq,
  BpmProcessInstanceCopyPageReq,
  type BpmProcessInstanceCopyItem,
  BpmProcessInstanceResult,
  BpmUuidQuery,
  type BpmFormSchema,
  type BpmProcessInstancePageItem,
  type BpmProcessInstanceResp,
} from '@gprs/contract';
import type { z } from 'zod';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { pageQuery } from '../../../core/paging';
import type { Db } from '../../../db/client';
import type { LoginUser } from '../../../core/auth';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { bpmProcessInstanceCopy, bpmTask } from '../task/task.schema';
import { buildActivityData } from './activity-data';
import { bpmActivity, bpmProcessInstance, type BpmProcessInstanceRow } from './instance.schema';
import { canReadInstance, unknownUser, userSimples } from './instance.read';
import { endInstance, startDefinitionColumns, startProcessInstance, startProcessInstanceAtOnce } from './runtime';
import { formVariablesOf } from './form-values';
import { instanceSummary } from './summary';
import { bpmCategory } from '../category/category.schema';
import { bpmModel } from '../model/model.schema';
import { systemUsers } from '../../system/user/user.schema';

/** What the read APIs show of an instance: every column but the engine state (5–10 kB nobody reads there). */
const { engineState: _engineState, ...readColumns } = getTableColumns(bpmProcessInstance);
export type ReadableInstance = Omit<BpmProcessInstanceRow, 'engineState'>;

/** Reads an instance the user may see, or fails (not found / no access). */
export async function readableInstance(db: Db, user: LoginUser, id: string): Promise<ReadableInstance> {
  const [instance] = await db.select(readColumns).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, id));
  if (!instance) fail(BpmError.PROCESS_INSTANCE_NOT_EXISTS);
  if (!(await canReadInstance(db, user, instance))) fail(BpmError.PROCESS_INSTANCE_NO_ACCESS);
  return instance;
}

const READ = ['bpm:process-instance:query', 'bpm:task:query'];

/** yudao 2.x 发起人范围: when the model names users or departments, only those users (or members) may start it. */
async function assertMayStart(db: Db, userId: number, def: { name: string; startUserIds: number[] | null; startDeptIds: number[] | null }): Promise<void> {
  const users = def.startUserIds ?? [];
  const depts = def.startDeptIds ?? [];
  if (!users.length && !depts.length) return;
  if (users.includes(userId)) return;
  if (depts.length) {
    const [me] = await db.select({ deptId: systemUsers.deptId }).from(systemUsers).where(eq(systemUsers.id, userId));
    if (me?.deptId && depts.includes(me.deptId)) return;
  }
  fail(BpmError.PROCESS_INSTANCE_START_USER_NOT_ALLOWED, def.name);
}

/** 流程实例: create, my-page, get, cancel, and the viewer's activity list. */
export function bpmInstanceRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/bpm/process-instance/create',
    permission: 'bpm:process-instance:create',
    body: BpmProcessInstanceCreateReq,
    // one statement when it can (startProcessInstanceAtOnce), else in a transaction
    transaction: false,
    handler: async ({ db, body, user }) => {
      const [def] = await db
        .select({
          ...startDefinitionColumns,
          formType: bpmProcessDefinition.formType,
          formSchema: bpmProcessDefinition.formSchema,
          path: bpmProcessDefinition.formCustomCreatePath,
          startUserIds: bpmModel.startUserIds,
          startDeptIds: bpmModel.startDeptIds,
        })
        .from(bpmProcessDefinition)
        .leftJoin(bpmModel, eq(bpmModel.id, bpmProcessDefinition.modelId))
        .where(eq(bpmProcessDefinition.id, body.processDefinitionId));
      if (!def) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
      await assertMayStart(db, user.id, def);
      if (def.formType === BpmModelFormType.CUSTOM) fail(BpmError.PROCESS_INSTANCE_CUSTOM_FORM, def.path ?? '');
      const values = formVariablesOf(def.formSchema as BpmFormSchema | null, body.variables);
      const input = { processDefinitionId: body.processDefinitionId, startUserId: user.id, variables: values, formVariables: values, definition: def };
      return (await startProcessInstanceAtOnce(db, input)) ?? (await db.transaction((tx) => startProcessInstance(tx as unknown as Db, input)));
    },
  });

  const instancePage = async (db: Db, query: z.output<typeof BpmProcessInstanceMyPageReq>, startUserId: number | null) => {
      const where: SQL | undefined = and(
        startUserId === null ? undefined : eq(bpmProcessInstance.startUserId, startUserId),
        query.name ? likeContains(bpmProcessInstance.name, query.name) : undefined,
        query.processDefinitionId ? eq(bpmProcessInstance.processDefinitionId, query.processDefinitionId) : undefined,
        query.category ? eq(bpmProcessInstance.category, query.category) : undefined,
        query.status !== undefined ? eq(bpmProcessInstance.status, query.status) : undefined,
        query.result !== undefined ? eq(bpmProcessInstance.result, query.result) : undefined,
        timeBetween(bpmProcessInstance.createTime, query.createTime),
      );
      const page = await pageQuery(db, bpmProcessInstance, query, { where, orderBy: [desc(bpmProcessInstance.createTime)] });
      const ids = page.list.map((r) => r.id);
      const running = ids.length
        ? await db
            .select({ id: bpmTask.id, name: bpmTask.name, instanceId: bpmTask.processInstanceId })
            .from(bpmTask)
            .where(and(inArray(bpmTask.processInstanceId, ids), eq(bpmTask.result, BpmProcessInstanceResult.PROCESS)))
            .orderBy(asc(bpmTask.createTime))
        : [];
      const defIds = [...new Set(page.list.map((r) => r.processDefinitionId))];
      const [defs, categories] = await Promise.all([
        defIds.length
          ? db.select({ id: bpmProcessDefinition.id, schema: bpmProcessDefinition.formSchema, uiSchema: bpmProcessDefinition.formUiSchema }).from(bpmProcessDefinition).where(inArray(bpmProcessDefinition.id, defIds))
          : Promise.resolve([]),
        db.select({ code: bpmCategory.code, name: bpmCategory.name }).from(bpmCategory),
      ]);
      const forms = new Map(defs.map((d) => [d.id, d]));
      const categoryName = new Map(categories.map((c) => [c.code, c.name]));
      const list = page.list.map(
        (r): BpmProcessInstancePageItem => ({
          id: r.id,
          name: r.name,
          processDefinitionId: r.processDefinitionId,
          category: r.category,
          categoryName: categoryName.get(r.category) ?? null,
          status: r.status,
          result: r.result,
          summary: instanceSummary((forms.get(r.processDefinitionId)?.schema as BpmFormSchema | null) ?? null, forms.get(r.processDefinitionId)?.uiSchema ?? null, r.formVariables),
          startTime: r.createTime.getTime(),
          createTime: r.createTime.getTime(),
          endTime: r.endTime ? r.endTime.getTime() : null,
          tasks: running.filter((t) => t.instanceId === r.id).map((t) => ({ id: t.id, name: t.name })),
        }),
      );
      return { list, total: page.total };
  };
  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/my-page',
    permission: 'bpm:process-instance:query',
    query: BpmProcessInstanceMyPageReq,
    handler: ({ db, query, user }) => instancePage(db, query, user.id),
  });
  // 流程实例 (manager view): every instance, with its starter, for process administrators
  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/manager-page',
    permission: 'bpm:process-instance:query-all',
    query: BpmProcessInstanceMyPageReq,
    handler: async ({ db, query }) => {
      const page = await instancePage(db, query, null);
      const starts = await db.select({ id: bpmProcessInstance.id, startUserId: bpmProcessInstance.startUserId, reason: bpmProcessInstance.reason }).from(bpmProcessInstance).where(inArray(bpmProcessInstance.id, page.list.map((r) => r.id).concat(['00000000-0000-0000-0000-000000000000'])));
      const users = await userSimples(db, starts.map((r) => r.startUserId));
      const starter = new Map(starts.map((r) => [r.id, users.get(r.startUserId) ?? unknownUser(r.startUserId)]));
      // the reason: why an instance stopped (异常: the failed service task and its error), for the administrator
      const reasons = new Map(starts.map((r) => [r.id, r.reason]));
      return { ...page, list: page.list.map((r) => ({ ...r, startUser: starter.get(r.id) ?? null, reason: reasons.get(r.id) ?? null })) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/copy/page',
    permission: ['bpm:process-instance-copy:query', 'bpm:process-instance:query'],
    query: BpmProcessInstanceCopyPageReq,
    handler: async ({ db, query, user }) => {
      const where = and(
        eq(bpmProcessInstanceCopy.userId, user.id),
        query.processInstanceName ? likeContains(bpmProcessInstance.name, query.processInstanceName) : undefined,
        timeBetween(bpmProcessInstanceCopy.createTime, query.createTime),
      );
      const base = db
        .select({ copy: bpmProcessInstanceCopy, instance: { name: bpmProcessInstance.name, startUserId: bpmProcessInstance.startUserId, createTime: bpmProcessInstance.createTime }, task: { key: bpmTask.definitionKey, name: bpmTask.name } })
        .from(bpmProcessInstanceCopy)
        .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmProcessInstanceCopy.processInstanceId))
        .leftJoin(bpmTask, eq(bpmTask.id, bpmProcessInstanceCopy.taskId))
        .where(where);
      const [rows, [{ total }]] = await Promise.all([
        base.orderBy(desc(bpmProcessInstanceCopy.createTime), desc(bpmProcessInstanceCopy.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(bpmProcessInstanceCopy).innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmProcessInstanceCopy.processInstanceId)).where(where),
      ]);
      const users = await userSimples(db, rows.flatMap((r) => [r.instance.startUserId, r.copy.fromUserId]));
      const list = rows.map(
        ({ copy, instance, task }): BpmProcessInstanceCopyItem => ({
          id: copy.id,
          processInstanceId: copy.processInstanceId,
          processInstanceName: instance.name,
          processInstanceStartTime: instance.createTime.getTime(),
          startUser: users.get(instance.startUserId) ?? unknownUser(instance.startUserId),
          activityId: task?.key ?? null,
          activityName: task?.name ?? null,
          taskId: copy.taskId,
          reason: copy.reason,
          createUser: users.get(copy.fromUserId) ?? unknownUser(copy.fromUserId),
          createTime: copy.createTime.getTime(),
        }),
      );
      return { list, total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/get',
    permission: READ,
    query: BpmUuidQuery,
    handler: async ({ db, query, user }): Promise<BpmProcessInstanceResp> => {
      const instance = await readableInstance(db, user, query.id);
      const [[def], users] = await Promise.all([
        db.select().from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, instance.processDefinitionId)),
        userSimples(db, [instance.startUserId]),
      ]);
      return {
        id: instance.id,
        name: instance.name,
        category: instance.category,
        status: instance.status,
        result: instance.result,
        createTime: instance.createTime.getTime(),
        endTime: instance.endTime ? instance.endTime.getTime() : null,
        formVariables: instance.formVariables,
        businessKey: instance.businessKey,
        reason: instance.reason,
        startUser: users.get(instance.startUserId) ?? unknownUser(instance.startUserId),
        processDefinition: {
          id: def.id,
          key: def.key,
          name: def.name,
          version: def.version,
          formType: def.formType,
          formId: def.formId,
          formSchema: (def.formSchema as BpmFormSchema | null) ?? null,
          formUiSchema: def.formUiSchema ?? null,
          formCustomCreatePath: def.formCustomCreatePath,
          formCustomViewPath: def.formCustomViewPath,
          bpmnXml: def.bpmnXml,
        },
      };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/bpm/process-instance/cancel',
    permission: 'bpm:process-instance:cancel',
    body: BpmProcessInstanceCancelReq,
    handler: async ({ db, body, user }) => {
      const [instance] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, body.id));
      if (!instance) fail(BpmError.PROCESS_INSTANCE_NOT_EXISTS);
      if (instance.status !== 1) fail(BpmError.PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS);
      if (instance.startUserId !== user.id) fail(BpmError.PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF);
      await endInstance(db, instance, BpmProcessInstanceResult.CANCEL, body.reason, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/activity/list',
    permission: READ,
    query: BpmActivityListReq,
    handler: async ({ db, query, user }) => {
      await readableInstance(db, user, query.processInstanceId);
      const rows = await db.select().from(bpmActivity).where(eq(bpmActivity.processInstanceId, query.processInstanceId)).orderBy(asc(bpmActivity.id));
      return buildActivityData(rows);
    },
  });
}
