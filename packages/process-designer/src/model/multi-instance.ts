import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, is, isType, modeling, moddle, orUndefined, q, runBatch, type ModelContext } from './context';
import { getExtensionValues, setExtensionValuesOfType } from './extension-elements';
import { readAsync, updateAsync, type AsyncConfig } from './task-config';

export type LoopType = 'none' | 'parallel' | 'sequential' | 'standard';

/**
 * yudao's designer puts this placeholder collection on a new parallel multi-instance. We no longer write it: a user
 * task's multi-instance without a collection and a cardinality gets one task per candidate of its assignment rule,
 * and the server reads this placeholder the same way (decision 30).
 */
export const DEFAULT_PARALLEL_COLLECTION = '${coll_userList}';

/** How a multi-instance approval completes: 会签 (all), 或签 (the first), a share of the approvers, or an own condition. */
export type ApprovalMode = { kind: 'all' } | { kind: 'any' } | { kind: 'ratio'; ratio: number } | { kind: 'custom'; condition: string };

const ALL_CONDITION = '${nrOfCompletedInstances >= nrOfInstances}';
const ANY_CONDITION = '${nrOfCompletedInstances > 0}';
const RATIO = /^\$\{\s*nrOfCompletedInstances\s*\/\s*nrOfInstances\s*>=\s*(\d+(?:\.\d+)?)\s*\}$/;

/** The completion condition a mode writes (会签: none is needed, all instances complete anyway). */
export function completionConditionOf(mode: ApprovalMode): string {
  switch (mode.kind) {
    case 'all':
      return '';
    case 'any':
      return ANY_CONDITION;
    case 'ratio':
      return `\${nrOfCompletedInstances/nrOfInstances >= ${Math.min(Math.max(mode.ratio, 0.01), 1)}}`;
    case 'custom':
      return mode.condition;
  }
}

/** The mode a completion condition expresses (the inverse of completionConditionOf for the conditions it writes). */
export function approvalModeOf(condition: string): ApprovalMode {
  const text = condition.trim();
  if (!text || text === ALL_CONDITION) return { kind: 'all' };
  if (text === ANY_CONDITION || /^\$\{\s*nrOfCompletedInstances\s*(>\s*0|>=\s*1)\s*\}$/.test(text)) return { kind: 'any' };
  const ratio = RATIO.exec(text);
  if (ratio && Number(ratio[1]) > 0 && Number(ratio[1]) <= 1) return { kind: 'ratio', ratio: Number(ratio[1]) };
  return { kind: 'custom', condition: text };
}

export interface MultiInstanceConfig {
  loopType: LoopType;
  loopCardinality: string;
  collection: string;
  elementVariable: string;
  completionCondition: string;
  async: AsyncConfig;
  timeCycle: string;
}

export function hasMultiInstanceSection(element: DiagramElement): boolean {
  return is(element, 'bpmn:Task');
}

function loopOf(element: DiagramElement): ModdleElement | undefined {
  return element.businessObject.loopCharacteristics;
}

export function readMultiInstance(ctx: ModelContext, element: DiagramElement): MultiInstanceConfig {
  const loop = loopOf(element);
  let loopType: LoopType = 'none';
  if (isType(loop, 'bpmn:StandardLoopCharacteristics')) loopType = 'standard';
  else if (isType(loop, 'bpmn:MultiInstanceLoopCharacteristics')) loopType = loop!.isSequential ? 'sequential' : 'parallel';
  const isMulti = loopType === 'parallel' || loopType === 'sequential';
  const cycle = isMulti ? getExtensionValues(loop, q(ctx, 'FailedJobRetryTimeCycle'))[0] : undefined;
  return {
    loopType,
    loopCardinality: (isMulti && loop!.loopCardinality?.body) || '',
    collection: (isMulti && loop!.get(q(ctx, 'collection'))) || '',
    elementVariable: (isMulti && loop!.get(q(ctx, 'elementVariable'))) || '',
    completionCondition: (isMulti && loop!.completionCondition?.body) || '',
    async: isMulti ? readAsync(ctx, loop!) : { asyncBefore: false, asyncAfter: false, exclusive: false },
    timeCycle: cycle?.body ?? '',
  };
}

/** parallel / sequential multi-instance, standard loop, or none (removes the loop characteristics). */
export function setLoopType(ctx: ModelContext, element: DiagramElement, type: LoopType): void {
  if (type === 'none') {
    modeling(ctx).updateProperties(element, { loopCharacteristics: undefined });
    return;
  }
  if (type === 'standard') {
    modeling(ctx).updateProperties(element, {
      loopCharacteristics: bpmnFactory(ctx).create('bpmn:StandardLoopCharacteristics'),
    });
    return;
  }
  const current = loopOf(element);
  if (isType(current, 'bpmn:MultiInstanceLoopCharacteristics')) {
    modeling(ctx).updateModdleProperties(element, current!, { isSequential: type === 'sequential' });
    return;
  }
  const attrs: Record<string, unknown> = { isSequential: type === 'sequential' };
  modeling(ctx).updateProperties(element, {
    loopCharacteristics: bpmnFactory(ctx).create('bpmn:MultiInstanceLoopCharacteristics', attrs),
  });
}

function multiLoop(element: DiagramElement): ModdleElement | undefined {
  const loop = loopOf(element);
  return isType(loop, 'bpmn:MultiInstanceLoopCharacteristics') ? loop : undefined;
}

export type MultiInstanceField = 'loopCardinality' | 'collection' | 'elementVariable' | 'completionCondition';

export function updateMultiInstance(
  ctx: ModelContext,
  element: DiagramElement,
  field: MultiInstanceField,
  value: string,
): void {
  const loop = multiLoop(element);
  if (!loop) return;
  if (field === 'loopCardinality' || field === 'completionCondition') {
    const expression = value ? bpmnFactory(ctx).create('bpmn:FormalExpression', { body: value }) : undefined;
    if (expression) expression.$parent = loop;
    modeling(ctx).updateModdleProperties(element, loop, { [field]: expression });
  } else {
    modeling(ctx).updateModdleProperties(element, loop, { [q(ctx, field)]: orUndefined(value) });
  }
}

export function updateMultiInstanceAsync(ctx: ModelContext, element: DiagramElement, patch: Partial<AsyncConfig>): void {
  const loop = multiLoop(element);
  if (loop) updateAsync(ctx, element, patch, loop);
}

/** Failed-job retry time cycle of the multi-instance (extension element of the loop characteristics). */
export function updateRetryTimeCycle(ctx: ModelContext, element: DiagramElement, timeCycle: string): void {
  const loop = multiLoop(element);
  if (!loop) return;
  const type = q(ctx, 'FailedJobRetryTimeCycle');
  runBatch(ctx, () => {
    const next = timeCycle ? [moddle(ctx).create(type, { body: timeCycle })] : [];
    setExtensionValuesOfType(ctx, element, loop, type, next);
  });
}
