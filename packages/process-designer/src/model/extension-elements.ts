import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, isType, modeling, type ModelContext } from './context';

/** Values of bo.extensionElements, optionally only those of one type. */
export function getExtensionValues(bo: ModdleElement | undefined, type?: string): ModdleElement[] {
  const values: ModdleElement[] = bo?.extensionElements?.values ?? [];
  return type ? values.filter((v) => isType(v, type)) : [...values];
}

function ensureExtensionElements(ctx: ModelContext, element: DiagramElement, bo: ModdleElement): ModdleElement {
  let extensionElements: ModdleElement | undefined = bo.extensionElements;
  if (!extensionElements) {
    extensionElements = bpmnFactory(ctx).create('bpmn:ExtensionElements', { values: [] });
    extensionElements.$parent = bo;
    modeling(ctx).updateModdleProperties(element, bo, { extensionElements });
  }
  return extensionElements;
}

/**
 * Replaces every extension value of `type` with `next` (in place of the first old one),
 * keeping values of other types where they were. An empty result leaves no empty <extensionElements/>
 * behind only if it was created for nothing — existing containers are kept.
 */
export function setExtensionValuesOfType(
  ctx: ModelContext,
  element: DiagramElement,
  bo: ModdleElement,
  type: string,
  next: ModdleElement[],
): void {
  const current = getExtensionValues(bo);
  if (!bo.extensionElements && next.length === 0) return;
  const extensionElements = ensureExtensionElements(ctx, element, bo);
  const firstIndex = current.findIndex((v) => isType(v, type));
  const others = current.filter((v) => !isType(v, type));
  const insertAt = firstIndex < 0 ? others.length : current.slice(0, firstIndex).filter((v) => !isType(v, type)).length;
  for (const value of next) value.$parent = extensionElements;
  const values = [...others.slice(0, insertAt), ...next, ...others.slice(insertAt)];
  modeling(ctx).updateModdleProperties(element, extensionElements, { values });
}

/** Appends one extension value. */
export function addExtensionValue(ctx: ModelContext, element: DiagramElement, bo: ModdleElement, value: ModdleElement): void {
  const extensionElements = ensureExtensionElements(ctx, element, bo);
  value.$parent = extensionElements;
  modeling(ctx).updateModdleProperties(element, extensionElements, { values: [...getExtensionValues(bo), value] });
}

/** Removes one extension value (by identity). */
export function removeExtensionValue(ctx: ModelContext, element: DiagramElement, bo: ModdleElement, value: ModdleElement): void {
  const extensionElements = bo.extensionElements;
  if (!extensionElements) return;
  modeling(ctx).updateModdleProperties(element, extensionElements, {
    values: getExtensionValues(bo).filter((v) => v !== value),
  });
}

/** Swaps one extension value for another at the same position. */
export function replaceExtensionValue(
  ctx: ModelContext,
  element: DiagramElement,
  bo: ModdleElement,
  oldValue: ModdleElement,
  newValue: ModdleElement,
): void {
  const extensionElements = ensureExtensionElements(ctx, element, bo);
  newValue.$parent = extensionElements;
  modeling(ctx).updateModdleProperties(element, extensionElements, {
    values: getExtensionValues(bo).map((v) => (v === oldValue ? newValue : v)),
  });
}
