import type { ModdleElement } from './bpmn-types';
import { bpmnFactory, canvas, getDefinitions, isType, modeling, type ModelContext } from './context';

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

/** Adds a message or signal; returns the spec's error text when the id is taken (nothing is written then). */
export function addRootElement(ctx: ModelContext, kind: RootKind, ref: RootRef): string | undefined {
  const definitions = getDefinitions(ctx);
  const existing = (definitions.rootElements ?? []) as ModdleElement[];
  if (existing.some((el) => isType(el, typeOf(kind)) && el.id === ref.id)) {
    return kind === 'message' ? DUPLICATE_MESSAGE : DUPLICATE_SIGNAL;
  }
  const created = bpmnFactory(ctx).create(typeOf(kind), { id: ref.id, name: ref.name || undefined });
  created.$parent = definitions;
  modeling(ctx).updateModdleProperties(canvas(ctx).getRootElement(), definitions, {
    rootElements: [...existing, created],
  });
  return undefined;
}
