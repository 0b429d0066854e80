import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BpmError, BpmProcessInstanceResult as R, BpmUuid, CommonStatus, type BpmFormSchema, type BpmUserSimple } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';
import { definitionRules, loadFacts } from '../assign-rule/assign-rule.service';
import { resolveCandidates } from '../assign-rule/resolver';
import { userTasksOf } from '../model/bpmn-xml';
import type { Db } from '../../../db/client';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { toDefinitionResp } from '../definition/definition.routes';
import { bpmForm } from '../form/form.schema';
import { bpmTask } from '../task/task.schema';
import { mayAct } from '../task/task.service';
import { bpmActivity } from './instance.schema';
import { unknownUser, userSimples } from './instance.read';
import { readableInstance } from './instance.routes';
import { instanceSummary } from './summary';

const READ = ['bpm:process-instance:query', 'bpm:task:query'];
/** yudao 2.x node types (仿钉钉 designer) the approval detail uses: 发起人, 审批人, 结束. */
const NODE_TYPE = { END: 1, START_USER: 10, APPROVE: 11 } as const;
/** yudao 2.x task status of a node not reached yet (未开始), in the start page's preview */
const NOT_START = -1;

/** The definition as the detail page reads it: our JSON Schema form and, for yudao 2.x, its form-create formConf / formFields. */
const definitionSummary = (def: typeof bpmProcessDefinition.$inferSelect) => {
  const { formConf, formFields } = toDefinitionResp(def);
  return {
    id: def.id,
    key: def.key,
    name: def.name,
    formType: def.formType,
    formId: def.formId,
    formSchema: def.formSchema,
    formUiSchema: def.formUiSchema,
    formConf,
    formFields,
    formCustomCreatePath: def.formCustomCreatePath,
    formCustomViewPath: def.formCustomViewPath,
  };
};

/**
 * get-approval-detail before a start (`?processDefinitionId=`, the 发起流程 page's timeline): 发起人 (the caller) and
 * every user task of the definition in document order, each with the candidates its assignment rule names now — the
 * nodes the instance may pass, not a simulation of its gateways. Nothing is started or stored.
 */
async function startPreview(db: Db, user: { id: number }, processDefinitionId: string) {
  const [def] = await db.select().from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, processDefinitionId));
  if (!def) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
  const [tasks, rules] = await Promise.all([userTasksOf(def.bpmnXml, def.key), definitionRules(db, def.id)]);
  const facts = await loadFacts(db, user.id, [...rules.values()].map((r) => ({ type: r.type, options: r.options })));
  const users = await userSimples(db, [user.id, ...tasks.flatMap((t) => { const r = rules.get(t.id); return r ? resolveCandidates(r, facts) : []; })]);
  const u = (id: number) => users.get(id) ?? unknownUser(id);
  return {
    status: NOT_START,
    result: NOT_START,
    processInstance: null,
    processDefinition: definitionSummary(def),
    activityNodes: [
      { id: 'StartUserNode', name: '发起人', nodeType: NODE_TYPE.START_USER, status: NOT_START, tasks: [], candidateUsers: [u(user.id)] },
      ...tasks.map((t) => {
        const rule = rules.get(t.id);
        return { id: t.id, name: t.name, nodeType: NODE_TYPE.APPROVE, status: NOT_START, tasks: [], candidateUsers: rule ? resolveCandidates(rule, facts).map(u) : [] };
      }),
    ],
    todoTask: null,
    formFieldsPermission: {},
  };
}

async function instanceView(db: Db, user: Parameters<typeof readableInstance>[1], id: string) {
  const instance = await readableInstance(db, user, id);
  const [[def], tasks, activities] = await Promise.all([
    db.select().from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, instance.processDefinitionId)),
    db.select().from(bpmTask).where(eq(bpmTask.processInstanceId, instance.id)).orderBy(asc(bpmTask.createTime), asc(bpmTask.id)),
    db.select().from(bpmActivity).where(eq(bpmActivity.processInstanceId, instance.id)).orderBy(asc(bpmActivity.startTime)),
  ]);
  const users = await userSimples(db, [instance.startUserId, ...tasks.flatMap((t) => [t.assigneeUserId, t.ownerUserId, ...(t.candidateUserIds ?? [])])]);
  const user_ = (id: number | null): BpmUserSimple | null => (id === null ? null : (users.get(id) ?? unknownUser(id)));
  return { instance, def, tasks, activities, user: user_ };
}

/**
 * The yudao 2.x reads of an instance that its Vue 3 admin's detail page makes (beside our 1.x /get and /activity/list,
 * which the spec's viewer keeps): get-approval-detail (header, nodes with their tasks, my todo task) and
 * get-bpmn-model-view (the diagram with the element ids by state). `status` carries the result code (yudao 2.x merged
 * the two), `result` is kept beside it.
 */
export function bpmApprovalDetailRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/get-approval-detail',
    permission: READ,
    // an instance's detail (`processInstanceId`), or the start page's preview of a definition (`processDefinitionId`)
    query: z
      .object({
        processInstanceId: BpmUuid.optional(),
        processDefinitionId: BpmUuid.optional(),
        activityId: z.string().max(255).optional(),
        taskId: z.string().max(64).optional(),
        processVariablesStr: z.string().max(65_536).optional(),
      })
      .refine((q) => q.processInstanceId || q.processDefinitionId, { message: '流程实例编号或流程定义编号不能为空', path: ['processInstanceId'] }),
    handler: async ({ db, query, user }) => {
      if (!query.processInstanceId) return startPreview(db, user, query.processDefinitionId!);
      const { instance, def, tasks, activities, user: u } = await instanceView(db, user, query.processInstanceId);
      const startUser = u(instance.startUserId)!;
      const taskStatus = (t: (typeof tasks)[number]) => t.result;
      const nodes: Record<string, unknown>[] = [
        {
          id: 'StartUserNode',
          name: '发起人',
          nodeType: NODE_TYPE.START_USER,
          status: R.APPROVE,
          startTime: instance.createTime.getTime(),
          endTime: instance.createTime.getTime(),
          tasks: [{ id: 'StartUserNode', assigneeUser: startUser, ownerUser: null, status: R.APPROVE, reason: null }],
        },
      ];
      const seen = new Set<string>();
      for (const a of activities) {
        if (a.type !== 'bpmn:UserTask' || seen.has(a.executionId)) continue;
        seen.add(a.executionId);
        const runTasks = tasks.filter((t) => t.definitionKey === a.elementId && (t.id === a.taskId || t.executionId.startsWith(`${a.executionId}_`) || t.parentTaskId === a.taskId));
        if (!runTasks.length) continue;
        const running = runTasks.some((t) => t.result === R.PROCESS);
        const last = runTasks.filter((t) => !t.parentTaskId).at(-1)!;
        nodes.push({
          id: a.elementId,
          name: runTasks[0].name,
          nodeType: NODE_TYPE.APPROVE,
          status: running ? R.PROCESS : taskStatus(last),
          startTime: a.startTime.getTime(),
          endTime: running ? null : (a.endTime?.getTime() ?? null),
          tasks: runTasks.map((t) => ({ id: t.id, assigneeUser: u(t.assigneeUserId), ownerUser: u(t.ownerUserId), status: taskStatus(t), reason: t.reason, parentTaskId: t.parentTaskId })),
          candidateUsers: (runTasks.find((t) => t.candidateUserIds?.length)?.candidateUserIds ?? []).map((id) => u(id)),
        });
      }
      if (instance.endTime) nodes.push({ id: 'EndEvent', name: '结束', nodeType: NODE_TYPE.END, status: instance.result, startTime: instance.endTime.getTime(), endTime: instance.endTime.getTime() });
      const todo = tasks.find((t) => t.result === R.PROCESS && mayAct(t, user.id) && (!query.taskId || t.id === query.taskId));
      const summary = instanceSummary(def.formSchema as BpmFormSchema | null, def.formUiSchema, instance.formVariables);
      return {
        status: instance.result,
        result: instance.result,
        processInstance: {
          id: instance.id,
          name: instance.name,
          status: instance.result,
          result: instance.result,
          startTime: instance.createTime.getTime(),
          endTime: instance.endTime?.getTime() ?? null,
          startUser,
          businessKey: instance.businessKey,
          formVariables: instance.formVariables,
          summary,
          reason: instance.reason,
        },
        processDefinition: definitionSummary(def),
        activityNodes: nodes,
        todoTask: todo ? { id: todo.id, name: todo.name, taskDefinitionKey: todo.definitionKey, status: todo.result, signType: todo.signType, parentTaskId: todo.parentTaskId } : null,
        // every field of the form is read-only to approvers here (our approvers write no form fields)
        formFieldsPermission: {},
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-instance/get-bpmn-model-view',
    permission: READ,
    query: z.object({ id: BpmUuid }),
    handler: async ({ db, query, user }) => {
      const { instance, def, tasks, activities, user: u } = await instanceView(db, user, query.id);
      const byElement = new Map<string, number[]>();
      for (const t of tasks) if (!t.parentTaskId) byElement.set(t.definitionKey, [...(byElement.get(t.definitionKey) ?? []), t.result]);
      const unfinished = new Set<string>();
      const finished = new Set<string>();
      const rejected = new Set<string>();
      for (const a of activities) {
        if (a.type === 'bpmn:SequenceFlow') continue;
        const results = byElement.get(a.elementId);
        if (results?.includes(R.PROCESS)) unfinished.add(a.elementId);
        else if (results?.some((r) => r === R.REJECT || r === 5)) rejected.add(a.elementId);
        else if (a.endTime || (a.type === 'bpmn:EndEvent' && instance.endTime)) finished.add(a.elementId);
        else unfinished.add(a.elementId);
      }
      return {
        bpmnXml: def.bpmnXml,
        processInstance: { id: instance.id, name: instance.name, status: instance.result, startTime: instance.createTime.getTime(), endTime: instance.endTime?.getTime() ?? null, startUser: u(instance.startUserId) },
        tasks: tasks.map((t) => ({ id: t.id, name: t.name, taskDefinitionKey: t.definitionKey, status: t.result, reason: t.reason, assigneeUser: u(t.assigneeUserId), createTime: t.createTime.getTime(), endTime: t.endTime?.getTime() ?? null })),
        unfinishedTaskActivityIds: [...unfinished],
        finishedTaskActivityIds: [...finished],
        finishedSequenceFlowActivityIds: [...new Set(activities.filter((a) => a.type === 'bpmn:SequenceFlow').map((a) => a.elementId))],
        rejectedTaskActivityIds: [...rejected],
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-definition/simple-list',
    permission: ['bpm:process-definition:query', 'bpm:process-instance:create', 'bpm:process-instance:query'],
    handler: async ({ db }) => {
      const rows = await db
        .selectDistinctOn([bpmProcessDefinition.key], { id: bpmProcessDefinition.id, key: bpmProcessDefinition.key, name: bpmProcessDefinition.name, category: bpmProcessDefinition.category })
        .from(bpmProcessDefinition)
        .orderBy(bpmProcessDefinition.key, desc(bpmProcessDefinition.version));
      return rows.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/form/simple-list',
    permission: ['bpm:form:query', 'bpm:model:query'],
    handler: async ({ db }) => db.select({ id: bpmForm.id, name: bpmForm.name }).from(bpmForm).where(and(eq(bpmForm.status, CommonStatus.ENABLE))).orderBy(desc(bpmForm.id)),
  });
}

