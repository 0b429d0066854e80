import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { BpmError, BpmModelFormType, BpmSuspensionState, CommonStatus, type BpmFormSchema, type BpmModelVO } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { compileProcessOffThread, DeployError, primeCompiled, type DeployProblem } from '../engine';
import { formValidator } from '../instance/form-values';
import { bpmForm } from '../form/form.schema';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { bpmTaskAssignRule } from '../assign-rule/assign-rule.schema';
import { bpmnCandidateRules } from '../assign-rule/bpmn-candidates';
import { bpmModel } from './model.schema';
import { scheduleTimerStarts } from '../instance/jobs';

type ModelRow = typeof bpmModel.$inferSelect;

/** Rows → VOs with their form name and latest deployed version (two queries for a whole page). */
export async function toModelVOs(db: Db, rows: ModelRow[], withXml = true): Promise<BpmModelVO[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const formIds = [...new Set(rows.map((r) => r.formId).filter((v): v is number => !!v))];
  const [defs, forms] = await Promise.all([
    db
      .selectDistinctOn([bpmProcessDefinition.modelId], {
        modelId: bpmProcessDefinition.modelId,
        id: bpmProcessDefinition.id,
        version: bpmProcessDefinition.version,
        deploymentTime: bpmProcessDefinition.deploymentTime,
        suspensionState: bpmProcessDefinition.suspensionState,
      })
      .from(bpmProcessDefinition)
      .where(inArray(bpmProcessDefinition.modelId, ids))
      .orderBy(bpmProcessDefinition.modelId, desc(bpmProcessDefinition.version)),
    formIds.length ? db.select({ id: bpmForm.id, name: bpmForm.name }).from(bpmForm).where(inArray(bpmForm.id, formIds)) : Promise.resolve([]),
  ]);
  const defByModel = new Map(defs.map((d) => [d.modelId, d]));
  const formName = new Map(forms.map((f) => [f.id, f.name]));
  return rows.map((r) => {
    const d = defByModel.get(r.id);
    return {
      id: r.id,
      key: r.key,
      name: r.name,
      category: r.category,
      description: r.description,
      bpmnXml: withXml ? r.bpmnXml : null,
      formType: r.formType,
      formId: r.formId,
      formName: r.formId ? (formName.get(r.formId) ?? null) : null,
      formCustomCreatePath: r.formCustomCreatePath,
      formCustomViewPath: r.formCustomViewPath,
      type: r.type,
      icon: r.icon,
      visible: r.visible,
      managerUserIds: r.managerUserIds,
      startUserIds: r.startUserIds,
      startDeptIds: r.startDeptIds,
      processDefinition: d ? { id: d.id, version: d.version, deploymentTime: d.deploymentTime.getTime(), suspensionState: d.suspensionState } : null,
      createTime: r.createTime.getTime(),
      updateTime: r.updateTime.getTime(),
    };
  });
}

/** A deploy check's problem as the error the client sees. */
export function failDeploy(problem: DeployProblem): never {
  switch (problem.kind) {
    case 'xml':
      return fail(BpmError.MODEL_XML_INVALID, problem.detail);
    case 'no-process':
      return fail(BpmError.MODEL_NO_PROCESS);
    case 'start-events':
      return fail(BpmError.MODEL_DEPLOY_START_EVENT, problem.count);
    case 'no-end':
      return fail(BpmError.MODEL_DEPLOY_NO_END);
    case 'unsupported':
      return fail(BpmError.MODEL_DEPLOY_UNSUPPORTED, problem.elements.join('、'));
    case 'expression':
      return fail(BpmError.MODEL_DEPLOY_BAD_EXPRESSION, problem.elementId, problem.expression, problem.detail);
    case 'timer':
      return fail(BpmError.MODEL_DEPLOY_BAD_TIMER, problem.elementId, problem.value);
    case 'loop':
      return fail(BpmError.MODEL_DEPLOY_LOOP, problem.element);
    case 'too-large':
      return fail(BpmError.MODEL_DEPLOY_TOO_LARGE, problem.detail);
    case 'delegate':
      return fail(BpmError.MODEL_DEPLOY_DELEGATE, problem.element, problem.detail);
  }
}

/** Checks a model's form binding: a 流程表单 that exists and is enabled, or both page paths of a 业务表单. */
export async function assertFormBinding(db: Db, binding: { formType: number | null; formId: number | null; formCustomCreatePath: string | null; formCustomViewPath: string | null }) {
  if (binding.formType === BpmModelFormType.NORMAL) {
    if (!binding.formId) fail(BpmError.MODEL_FORM_NOT_EXISTS);
    const [form] = await db.select({ id: bpmForm.id }).from(bpmForm).where(and(eq(bpmForm.id, binding.formId), eq(bpmForm.status, CommonStatus.ENABLE)));
    if (!form) fail(BpmError.MODEL_FORM_NOT_EXISTS);
  } else if (binding.formType === BpmModelFormType.CUSTOM) {
    if (!binding.formCustomCreatePath?.trim() || !binding.formCustomViewPath?.trim()) fail(BpmError.MODEL_FORM_CUSTOM_PATH);
  }
}

/**
 * 发布: validates the model (one start event, a reachable end, supported elements, expressions and timers, a form,
 * a rule on every user task), adds version n+1 of its process definition with a snapshot of the XML, the form and
 * the rules, and suspends the earlier versions for new instances (their running instances go on); its timer start
 * events become jobs (replacing the earlier versions'). Returns the new definition id.
 */
export async function deployModel(db: Db, modelId: number, operator: string): Promise<string> {
  const [model] = await db.select().from(bpmModel).where(eq(bpmModel.id, modelId)).for('update');
  if (!model) fail(BpmError.MODEL_NOT_EXISTS);
  if (!model.bpmnXml) fail(BpmError.MODEL_DEPLOY_NO_XML);
  let compiled;
  try {
    compiled = await compileProcessOffThread(model.bpmnXml, model.key);
  } catch (err) {
    if (err instanceof DeployError) failDeploy(err.problem);
    throw err;
  }
  if (model.formType === null) fail(BpmError.MODEL_DEPLOY_FORM_MISSING);
  await assertFormBinding(db, model);
  const ownRules = await db.select().from(bpmTaskAssignRule).where(eq(bpmTaskAssignRule.modelId, modelId));
  // a task without a rule of ours may carry yudao 2.x's flowable:candidateStrategy / candidateParam (decision 0046)
  const rules = [...ownRules, ...(await bpmnCandidateRules(model.bpmnXml, compiled.userTasks, ownRules))];
  const ruleKeys = new Set(rules.map((r) => r.taskDefinitionKey));
  // a task without a rule may name its assignee in the model (camunda:assignee / candidateUsers / candidateGroups)
  const missing = compiled.userTasks.filter((t) => !ruleKeys.has(t.id) && (!compiled.assignments.has(t.id) || compiled.loops.get(t.id)?.candidatesVariable));
  if (missing.length) fail(BpmError.MODEL_DEPLOY_RULE_MISSING, missing.map((t) => t.name).join('、'));

  const form =
    model.formType === BpmModelFormType.NORMAL && model.formId
      ? (await db.select().from(bpmForm).where(eq(bpmForm.id, model.formId)))[0]
      : undefined;
  if (form) {
    // the server enforces the form with ajv: a schema it cannot compile is refused here, not at the first start
    try {
      formValidator(form.schema as BpmFormSchema);
    } catch (err) {
      fail(BpmError.MODEL_DEPLOY_FORM_SCHEMA, (err instanceof Error ? err.message : String(err)).slice(0, 200));
    }
  }
  const [{ latest }] = await db.select({ latest: max(bpmProcessDefinition.version) }).from(bpmProcessDefinition).where(eq(bpmProcessDefinition.key, model.key));
  await db
    .update(bpmProcessDefinition)
    .set({ suspensionState: BpmSuspensionState.SUSPENDED, updater: operator })
    .where(and(eq(bpmProcessDefinition.key, model.key), eq(bpmProcessDefinition.suspensionState, BpmSuspensionState.ACTIVE)));
  const [def] = await db
    .insert(bpmProcessDefinition)
    .values({
      modelId: model.id,
      key: model.key,
      name: model.name,
      description: model.description,
      category: model.category,
      version: (latest ?? 0) + 1,
      bpmnXml: model.bpmnXml,
      formType: model.formType,
      formId: form ? form.id : null,
      formName: form ? form.name : null,
      formSchema: form ? form.schema : null,
      formUiSchema: form ? form.uiSchema : null,
      formCustomCreatePath: model.formType === BpmModelFormType.CUSTOM ? model.formCustomCreatePath : null,
      formCustomViewPath: model.formType === BpmModelFormType.CUSTOM ? model.formCustomViewPath : null,
      suspensionState: BpmSuspensionState.ACTIVE,
      creator: operator,
      updater: operator,
    })
    .returning({ id: bpmProcessDefinition.id });
  const userTaskKeys = new Set(compiled.userTasks.map((t) => t.id));
  const copies = rules.filter((r) => userTaskKeys.has(r.taskDefinitionKey));
  if (copies.length) {
    await db.insert(bpmTaskAssignRule).values(
      copies.map((r) => ({ processDefinitionId: def.id, taskDefinitionKey: r.taskDefinitionKey, type: r.type, options: r.options, creator: operator, updater: operator })),
    );
  }
  await scheduleTimerStarts(db, def.id, model.key, compiled);
  primeCompiled(def.id, compiled);
  return def.id;
}

