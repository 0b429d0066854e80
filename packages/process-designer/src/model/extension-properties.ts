import type { DiagramElement, ModdleElement } from './bpmn-types';
import { moddle, modeling, q, runBatch, type ModelContext } from './context';
import { addExtensionValue, getExtensionValues, removeExtensionValue } from './extension-elements';
import { updateChanged } from './moddle-update';

export interface ExtensionProperty {
  name: string;
  value: string;
}

/** Every <prefix:property> of the element's <prefix:properties> containers, in document order. */
function propertyEntries(ctx: ModelContext, element: DiagramElement): { container: ModdleElement; property: ModdleElement }[] {
  const containers = getExtensionValues(element.businessObject, q(ctx, 'Properties'));
  return containers.flatMap((container) =>
    ((container.values ?? []) as ModdleElement[]).map((property) => ({ container, property })),
  );
}

export function readExtensionProperties(ctx: ModelContext, element: DiagramElement): ExtensionProperty[] {
  return propertyEntries(ctx, element).map(({ property: p }) => ({ name: p.name ?? '', value: p.value ?? '' }));
}

function createProperty(ctx: ModelContext, property: ExtensionProperty): ModdleElement {
  return moddle(ctx).create(q(ctx, 'Property'), { name: property.name, value: property.value });
}

/** Appends a property to the last <prefix:properties> (created when there is none); one undo step. */
export function addExtensionProperty(ctx: ModelContext, element: DiagramElement, property: ExtensionProperty): void {
  const bo = element.businessObject;
  runBatch(ctx, () => {
    const containers = getExtensionValues(bo, q(ctx, 'Properties'));
    const container = containers[containers.length - 1];
    const created = createProperty(ctx, property);
    if (container) {
      created.$parent = container;
      modeling(ctx).updateModdleProperties(element, container, { values: [...(container.values ?? []), created] });
    } else {
      const fresh = moddle(ctx).create(q(ctx, 'Properties'), { values: [created] });
      created.$parent = fresh;
      addExtensionValue(ctx, element, bo, fresh);
    }
  });
}

/** Edits the index-th property in place; the other properties (and attributes the panel does not read) stay. */
export function updateExtensionProperty(
  ctx: ModelContext,
  element: DiagramElement,
  index: number,
  property: ExtensionProperty,
): void {
  const entry = propertyEntries(ctx, element)[index];
  if (!entry) return;
  runBatch(ctx, () => updateChanged(ctx, element, entry.property, { name: property.name, value: property.value }));
}

/** Removes the index-th property; a <prefix:properties> left empty goes too. One undo step. */
export function removeExtensionProperty(ctx: ModelContext, element: DiagramElement, index: number): void {
  const entry = propertyEntries(ctx, element)[index];
  if (!entry) return;
  const { container, property } = entry;
  runBatch(ctx, () => {
    const rest = ((container.values ?? []) as ModdleElement[]).filter((p) => p !== property);
    if (rest.length === 0) removeExtensionValue(ctx, element, element.businessObject, container);
    else modeling(ctx).updateModdleProperties(element, container, { values: rest });
  });
}
