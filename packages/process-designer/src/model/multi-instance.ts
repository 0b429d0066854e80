import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, is, isType, modeling, moddle, orUndefined, q, runBatch, type ModelContext } from './context';
import { getExtensionValues, setExtensionValuesOfType } from './extension-elements';
import { readAsync, updateAsync, type AsyncConfig } from './task-config';

export type LoopType = 'none' | 'parallel' | 'sequential' | 'standard';

/** Default collection of a new parallel multi-instance: the user list variable. */
export const DEFAULT_PARALLEL_COLLECTION = '${coll_userList}';

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
  if (type === 'parallel') attrs[q(ctx, 'collection')] = DEFAULT_PARALLEL_COLLECTION;
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
