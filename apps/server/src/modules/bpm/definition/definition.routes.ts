import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  BpmError,
  schemaToFormCreate,
  BpmProcessDefinitionGetQuery,
  BpmProcessDefinitionIdQuery,
  BpmProcessDefinitionListReq,
  BpmProcessDefinitionPageReq,
  BpmProcessDefinitionSuspensionReq,
  type BpmFormSchema,
  type BpmProcessDefinitionResp,
  type BpmTimerStartResp,
} from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { bpmProcessDefinition, type BpmProcessDefinitionRow } from './definition.schema';
import { bpmModel } from '../model/model.schema';
import { bpmJob } from '../instance/instance.schema';
import { TIMER_START_JOB } from '../instance/jobs';
import { compiledFor } from '../instance/runtime';

export function toDefinitionResp(row: BpmProcessDefinitionRow, withXml = false): BpmProcessDefinitionResp {
  return {
    id: row.id,
    modelId: row.modelId,
    key: row.key,
    name: row.name,
    description: row.description,
    category: row.category,
    version: row.version,
    formType: row.formType,
    formId: row.formId,
    formName: row.formName,
    formSchema: (row.formSchema as BpmFormSchema | null) ?? null,
    formUiSchema: row.formUiSchema ?? null,
    formCustomCreatePath: row.formCustomCreatePath,
    formCustomViewPath: row.formCustomViewPath,
    // yudao 2.x reads a definition's form as form-create
    ...(row.formSchema ? (({ conf, fields }) => ({ formConf: conf, formFields: fields }))(schemaToFormCreate(row.formSchema as BpmFormSchema, row.formUiSchema ?? {})) : { formConf: null, formFields: null }),
    suspensionState: row.suspensionState,
    deploymentTime: row.deploymentTime.getTime(),
    ...(withXml ? { bpmnXml: row.bpmnXml } : {}),
  };
}

/** Who may read definitions: the definition pages and whoever may start a process (发起流程). */
const READ = ['bpm:process-definition:query', 'bpm:process-instance:create'];

/** 流程定义: the deployed versions of models. */
export function bpmDefinitionRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/bpm/process-definition/page',
    permission: 'bpm:process-definition:query',
    query: BpmProcessDefinitionPageReq,
    handler: async ({ db, query }) => {
      const filters: SQL[] = [];
      if (query.key) filters.push(eq(bpmProcessDefinition.key, query.key));
      if (query.modelId) filters.push(eq(bpmProcessDefinition.modelId, query.modelId));
      const page = await pageQuery(db, bpmProcessDefinition, query, { where: and(...filters), orderBy: [desc(bpmProcessDefinition.deploymentTime), desc(bpmProcessDefinition.version)] });
      const ids = page.list.map((r) => r.id);
      const timers = ids.length
        ? await db
            .select({ id: bpmJob.processDefinitionId, n: count() })
            .from(bpmJob)
            .where(and(eq(bpmJob.kind, TIMER_START_JOB), inArray(bpmJob.processDefinitionId, ids)))
            .groupBy(bpmJob.processDefinitionId)
        : [];
      const timerCount = new Map(timers.map((t) => [t.id, t.n]));
      return { list: page.list.map((r) => ({ ...toDefinitionResp(r), timerStartCount: timerCount.get(r.id) ?? 0 })), total: page.total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-definition/list',
    permission: READ,
    query: BpmProcessDefinitionListReq,
    handler: async ({ db, query }) => {
      const rows = await db
        .selectDistinctOn([bpmProcessDefinition.key])
        .from(bpmProcessDefinition)
        .where(query.category ? eq(bpmProcessDefinition.category, query.category) : undefined)
        .orderBy(bpmProcessDefinition.key, desc(bpmProcessDefinition.version));
      // 发起流程 (suspensionState 1) leaves out the models set invisible (yudao 2.x `visible`)
      const hidden = query.suspensionState === 1 ? new Set((await db.select({ id: bpmModel.id }).from(bpmModel).where(eq(bpmModel.visible, false))).map((m) => m.id)) : new Set<number>();
      return rows
        .filter((r) => query.suspensionState === undefined || r.suspensionState === query.suspensionState)
        .filter((r) => r.modelId === null || !hidden.has(r.modelId))
        .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
        .map((r) => toDefinitionResp(r));
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-definition/get',
    permission: READ,
    query: BpmProcessDefinitionGetQuery,
    handler: async ({ db, query }) => {
      // by id, or (yudao 2.x) by key: the active version, else the latest
      const [row] = query.id
        ? await db.select().from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, query.id))
        : await db
            .select()
            .from(bpmProcessDefinition)
            .where(eq(bpmProcessDefinition.key, query.key!))
            .orderBy(asc(bpmProcessDefinition.suspensionState), desc(bpmProcessDefinition.version))
            .limit(1);
      return row ? toDefinitionResp(row, true) : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-definition/get-bpmn-xml',
    permission: READ,
    query: BpmProcessDefinitionIdQuery,
    handler: async ({ db, query }) => {
      const [row] = await db.select({ xml: bpmProcessDefinition.bpmnXml }).from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, query.id));
      if (!row) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
      return row.xml;
    },
  });

  route(app, {
    method: 'GET',
    url: '/bpm/process-definition/timer-list',
    permission: 'bpm:process-definition:query',
    query: BpmProcessDefinitionIdQuery,
    handler: async ({ db, query }): Promise<BpmTimerStartResp[]> => {
      const [def] = await db.select({ id: bpmProcessDefinition.id }).from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, query.id));
      if (!def) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
      const [compiled, jobs] = await Promise.all([
        compiledFor(db, def.id),
        db.select().from(bpmJob).where(and(eq(bpmJob.kind, TIMER_START_JOB), eq(bpmJob.processDefinitionId, def.id))),
      ]);
      return [...compiled.timerStarts].map(([elementId, spec]) => {
        const job = jobs.find((j) => j.elementId === elementId);
        return {
          elementId,
          name: compiled.names.get(elementId) ?? elementId,
          timerType: spec.kind,
          timerValue: spec.value,
          nextFireTime: job?.status === 0 ? job.dueTime.getTime() : null,
          fired: job?.fireIndex ?? 0,
          status: job?.status === 1 ? 1 : job?.status === 0 ? 0 : 2,
          attempts: job?.attempts ?? 0,
          lastError: job?.lastError ?? null,
        };
      });
    },
  });

  route(app, {
    method: 'PUT',
    url: '/bpm/process-definition/update-suspension-state',
    permission: 'bpm:process-definition:update',
    body: BpmProcessDefinitionSuspensionReq,
    handler: async ({ db, body, user }) => {
      const updated = await db
        .update(bpmProcessDefinition)
        .set({ suspensionState: body.suspensionState, updater: String(user.id) })
        .where(eq(bpmProcessDefinition.id, body.id))
        .returning({ id: bpmProcessDefinition.id });
      if (!updated.length) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
      return true;
    },
  });
}
