import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BpmError, BpmTaskAssignRuleCreateReq, BpmTaskAssignRuleListReq, BpmTaskAssignRuleUpdateReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { bpmModel } from '../model/model.schema';
import { userTasksOf } from '../model/bpmn-xml';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { bpmTaskAssignRule } from './assign-rule.schema';
import { assertRuleOptions, toRuleResp } from './assign-rule.service';

/** 任务分配规则: one row per user task of a model (editable) or of a deployed definition (read-only copy). */
export function bpmAssignRuleRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/bpm/task-assign-rule/list',
    permission: 'bpm:task-assign-rule:query',
    query: BpmTaskAssignRuleListReq,
    handler: async ({ db, query }) => {
      if (query.processDefinitionId) {
        const [def] = await db
          .select({ xml: bpmProcessDefinition.bpmnXml, key: bpmProcessDefinition.key })
          .from(bpmProcessDefinition)
          .where(eq(bpmProcessDefinition.id, query.processDefinitionId));
        if (!def) return [];
        const rows = await db.select().from(bpmTaskAssignRule).where(eq(bpmTaskAssignRule.processDefinitionId, query.processDefinitionId));
        const byKey = new Map(rows.map((r) => [r.taskDefinitionKey, r]));
        return (await userTasksOf(def.xml, def.key)).map((t) => toRuleResp(t, byKey.get(t.id), { modelId: null, processDefinitionId: query.processDefinitionId! }));
      }
      if (!query.modelId) return [];
      const [model] = await db.select({ xml: bpmModel.bpmnXml, key: bpmModel.key }).from(bpmModel).where(eq(bpmModel.id, query.modelId));
      if (!model) return [];
      const rows = await db.select().from(bpmTaskAssignRule).where(eq(bpmTaskAssignRule.modelId, query.modelId));
      const byKey = new Map(rows.map((r) => [r.taskDefinitionKey, r]));
      return (await userTasksOf(model.xml, model.key)).map((t) => toRuleResp(t, byKey.get(t.id), { modelId: query.modelId!, processDefinitionId: null }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/bpm/task-assign-rule/create',
    permission: 'bpm:task-assign-rule:create',
    body: BpmTaskAssignRuleCreateReq,
    handler: async ({ db, body, user }) => {
      const [model] = await db.select({ xml: bpmModel.bpmnXml, key: bpmModel.key }).from(bpmModel).where(eq(bpmModel.id, body.modelId));
      if (!model) fail(BpmError.MODEL_NOT_EXISTS);
      const tasks = await userTasksOf(model.xml, model.key);
      if (!tasks.some((t) => t.id === body.taskDefinitionKey)) fail(BpmError.TASK_ASSIGN_RULE_TASK_NOT_EXISTS, body.taskDefinitionKey);
      assertRuleOptions(body.type, body.options);
      const [dup] = await db
        .select({ id: bpmTaskAssignRule.id })
        .from(bpmTaskAssignRule)
        .where(and(eq(bpmTaskAssignRule.modelId, body.modelId), eq(bpmTaskAssignRule.taskDefinitionKey, body.taskDefinitionKey)));
      if (dup) fail(BpmError.TASK_ASSIGN_RULE_EXISTS, model.key, body.taskDefinitionKey);
      const [row] = await db
        .insert(bpmTaskAssignRule)
        .values({ ...body, creator: String(user.id), updater: String(user.id) })
        .returning({ id: bpmTaskAssignRule.id });
      return row.id;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/bpm/task-assign-rule/update',
    permission: 'bpm:task-assign-rule:update',
    body: BpmTaskAssignRuleUpdateReq,
    handler: async ({ db, body, user }) => {
      const [rule] = await db.select().from(bpmTaskAssignRule).where(eq(bpmTaskAssignRule.id, body.id));
      if (!rule) fail(BpmError.TASK_ASSIGN_RULE_NOT_EXISTS);
      if (!rule.modelId) fail(BpmError.TASK_UPDATE_FAIL_NOT_MODEL);
      assertRuleOptions(body.type, body.options);
      await db.update(bpmTaskAssignRule).set({ type: body.type, options: body.options, updater: String(user.id) }).where(eq(bpmTaskAssignRule.id, body.id));
      return true;
    },
  });
}
