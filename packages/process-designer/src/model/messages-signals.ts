import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, canvas, elementRegistry, getDefinitions, isType, modeling, runBatch, type ModelContext } from './context';

export type RootKind = 'message' | 'signal';

export const DUPLICATE_MESSAGE = '该消息已存在，请修改id后重新保存';
export const DUPLICATE_SIGNAL = '该信号已存在，请修改id后重新保存';

const typeOf = (kind: RootKind) => (kind === 'message' ? 'bpmn:Message' : 'bpmn:Signal');

export interface RootRef {
  id: string;
  name: string;
}

export function listRootElements(ctx: ModelContext, kind: RootKind): RootRef[] {
  return ((getDefinitions(ctx).rootElements ?? []) as ModdleElement[])
    .filter((el) => isType(el, typeOf(kind)))
    .map((el) => ({ id: el.id ?? '', name: el.name ?? '' }));
}

export function findRootElement(ctx: ModelContext, kind: RootKind, id: string): ModdleElement | undefined {
  return ((getDefinitions(ctx).rootElements ?? []) as ModdleElement[]).find(
    (el) => isType(el, typeOf(kind)) && el.id === id,
  );
}

const duplicateText = (kind: RootKind) => (kind === 'message' ? DUPLICATE_MESSAGE : DUPLICATE_SIGNAL);

/** Adds a message or signal; returns the spec's error text when the id is taken (nothing is written then). */
export function addRootElement(ctx: ModelContext, kind: RootKind, ref: RootRef): string | undefined {
  const definitions = getDefinitions(ctx);
  const existing = (definitions.rootElements ?? []) as ModdleElement[];
  if (existing.some((el) => isType(el, typeOf(kind)) && el.id === ref.id)) return duplicateText(kind);
  const created = bpmnFactory(ctx).create(typeOf(kind), { id: ref.id, name: ref.name || undefined });
  created.$parent = definitions;
  modeling(ctx).updateModdleProperties(canvas(ctx).getRootElement(), definitions, {
    rootElements: [...existing, created],
  });
  return undefined;
}

/**
 * Changes the id and name of the message or signal `id` in place (one undo step). References to it (messageRef,
 * signalRef) point at the object, so they follow a new id. Returns the spec's error text when the new id belongs to
 * another message (signal) — nothing is written then — or undefined.
 */
export function updateRootElement(ctx: ModelContext, kind: RootKind, id: string, ref: RootRef): string | undefined {
  const target = findRootElement(ctx, kind, id);
  if (!target) return undefined;
  if (ref.id !== id && findRootElement(ctx, kind, ref.id)) return duplicateText(kind);
  const name = ref.name || undefined;
  if (ref.id === target.id && name === (target.name || undefined)) return undefined;
  modeling(ctx).updateModdleProperties(canvas(ctx).getRootElement(), target, { id: ref.id, name });
  return undefined;
}

/** Diagram elements whose business object (or one of its event definitions) refers to `target`. */
function referencesTo(ctx: ModelContext, target: ModdleElement): { element: DiagramElement; owner: ModdleElement; key: string }[] {
  const found: { element: DiagramElement; owner: ModdleElement; key: string }[] = [];
  const seen = new Set<ModdleElement>();
  for (const element of elementRegistry(ctx).getAll()) {
    const bo = element.businessObject;
    if (!bo || seen.has(bo)) continue;
    seen.add(bo);
    for (const owner of [bo, ...((bo.eventDefinitions ?? []) as ModdleElement[])]) {
      for (const key of ['messageRef', 'signalRef']) {
        if (owner[key] === target) found.push({ element, owner, key });
      }
    }
  }
  return found;
}

/**
 * Removes the message or signal `id` (one undo step); tasks and events that referred to it lose the reference, so
 * the exported XML never points at a missing message.
 */
export function removeRootElement(ctx: ModelContext, kind: RootKind, id: string): void {
  const target = findRootElement(ctx, kind, id);
  if (!target) return;
  const definitions = getDefinitions(ctx);
  runBatch(ctx, () => {
    for (const { element, owner, key } of referencesTo(ctx, target)) {
      modeling(ctx).updateModdleProperties(element, owner, { [key]: undefined });
    }
    modeling(ctx).updateModdleProperties(canvas(ctx).getRootElement(), definitions, {
      rootElements: ((definitions.rootElements ?? []) as ModdleElement[]).filter((el) => el !== target),
    });
  });
}
