import type { DiagramElement, ModdleElement } from './bpmn-types';
import { modeling, type ModelContext } from './context';

/**
 * Writes only the properties of `target` whose value differs (undefined removes one), through one
 * modeling.updateModdleProperties call — or none when nothing differs. Everything else on `target` (other attributes,
 * unknown-namespace attributes, child elements) stays as it is.
 */
export function updateChanged(
  ctx: ModelContext,
  element: DiagramElement,
  target: ModdleElement,
  properties: Record<string, unknown>,
): void {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (target.get(key) !== value) changed[key] = value;
  }
  if (Object.keys(changed).length > 0) modeling(ctx).updateModdleProperties(element, target, changed);
}

/**
 * Brings the many-valued child list `owner[key]` in line with `inputs`, position by position: the children that stay
 * are updated in place (`update`, which should write through updateChanged), missing ones are created (`create`), the
 * surplus dropped. The list itself is rewritten only when children are added or dropped; an empty list is removed.
 */
export function syncChildren<I>(
  ctx: ModelContext,
  element: DiagramElement,
  owner: ModdleElement,
  key: string,
  inputs: readonly I[],
  create: (input: I) => ModdleElement,
  update: (child: ModdleElement, input: I) => void,
): void {
  const current: ModdleElement[] = owner[key] ?? [];
  const kept = current.slice(0, inputs.length);
  kept.forEach((child, i) => update(child, inputs[i]));
  const added = inputs.slice(kept.length).map((input) => {
    const child = create(input);
    child.$parent = owner;
    return child;
  });
  if (added.length === 0 && kept.length === current.length) return;
  const next = [...kept, ...added];
  modeling(ctx).updateModdleProperties(element, owner, { [key]: next.length > 0 ? next : undefined });
}
