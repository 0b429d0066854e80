import type { DiagramElement, ModdleElement } from './bpmn-types';
import { moddle, q, runBatch, type ModelContext } from './context';
import { getExtensionValues, setExtensionValuesOfType } from './extension-elements';

export interface ExtensionProperty {
  name: string;
  value: string;
}

export function readExtensionProperties(ctx: ModelContext, element: DiagramElement): ExtensionProperty[] {
  const containers = getExtensionValues(element.businessObject, q(ctx, 'Properties'));
  return containers.flatMap((container) =>
    ((container.values ?? []) as ModdleElement[]).map((p) => ({ name: p.name ?? '', value: p.value ?? '' })),
  );
}

/** Writes the whole list as one <prefix:properties> (empty list removes it). */
export function writeExtensionProperties(ctx: ModelContext, element: DiagramElement, list: ExtensionProperty[]): void {
  const type = q(ctx, 'Properties');
  runBatch(ctx, () => {
    const next: ModdleElement[] = [];
    if (list.length > 0) {
      const values = list.map((p) => moddle(ctx).create(q(ctx, 'Property'), { name: p.name, value: p.value }));
      const container = moddle(ctx).create(type, { values });
      for (const v of values) v.$parent = container;
      next.push(container);
    }
    setExtensionValuesOfType(ctx, element, element.businessObject, type, next);
  });
}

export function addExtensionProperty(ctx: ModelContext, element: DiagramElement, property: ExtensionProperty): void {
  writeExtensionProperties(ctx, element, [...readExtensionProperties(ctx, element), property]);
}

export function updateExtensionProperty(
  ctx: ModelContext,
  element: DiagramElement,
  index: number,
  property: ExtensionProperty,
): void {
  writeExtensionProperties(
    ctx,
    element,
    readExtensionProperties(ctx, element).map((p, i) => (i === index ? property : p)),
  );
}

export function removeExtensionProperty(ctx: ModelContext, element: DiagramElement, index: number): void {
  writeExtensionProperties(
    ctx,
    element,
    readExtensionProperties(ctx, element).filter((_, i) => i !== index),
  );
}
