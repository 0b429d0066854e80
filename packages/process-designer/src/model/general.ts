import type { DiagramElement, ModdleElement } from './bpmn-types';
import { canvas, getProcessBo, isType, modeling, orUndefined, q, runBatch, type ModelContext } from './context';

/** XML name: a letter or underscore first, then letters, digits, hyphen, underscore, dot or dollar. */
export const XML_NAME_PATTERN = /^[A-Za-z_][\w\-.$]*$/;

export const PROCESS_KEY_REQUIRED = '流程标识不能为空';
export const PROCESS_NAME_REQUIRED = '流程名称不能为空';

export const PROCESS_EXTENSION_FIELDS = [
  'candidateStarterGroups',
  'candidateStarterUsers',
  'versionTag',
  'historyTimeToLive',
  'isStartableInTasklist',
] as const;
export type ProcessExtensionField = (typeof PROCESS_EXTENSION_FIELDS)[number];

export interface GeneralInfo {
  id: string;
  name: string;
  isProcess: boolean;
  processId?: string;
  processName?: string;
  isExecutable?: boolean;
  extension: Partial<Record<ProcessExtensionField, string | boolean>>;
}

export function readGeneral(ctx: ModelContext, element: DiagramElement): GeneralInfo {
  const bo = element.businessObject;
  const process = getProcessBo(element);
  const extension: GeneralInfo['extension'] = {};
  if (process) {
    for (const field of PROCESS_EXTENSION_FIELDS) {
      const value = process.get(q(ctx, field));
      if (value !== undefined) extension[field] = value;
    }
  }
  return {
    id: bo.id ?? '',
    name: bo.name ?? '',
    isProcess: !!process,
    processId: process?.id,
    processName: process?.name,
    isExecutable: process?.isExecutable,
    extension,
  };
}

/** Renames an element (its label for shapes). */
export function updateName(ctx: ModelContext, element: DiagramElement, name: string): void {
  modeling(ctx).updateProperties(element, { name: orUndefined(name) });
}

/** Changes the element id; refused (returns false) when it is not an XML name. */
export function updateId(ctx: ModelContext, element: DiagramElement, id: string): boolean {
  if (!XML_NAME_PATTERN.test(id)) return false;
  if (element.businessObject.id === id) return true;
  modeling(ctx).updateProperties(element, { id });
  return true;
}

/**
 * Process key (= process id) edited on blur: empty → '流程标识不能为空';
 * copied into the id only when it is an XML name.
 */
export function updateProcessKey(ctx: ModelContext, element: DiagramElement, key: string): string | undefined {
  const trimmed = key.trim();
  if (!trimmed) return PROCESS_KEY_REQUIRED;
  const process = getProcessBo(element);
  if (!process || !XML_NAME_PATTERN.test(trimmed) || process.id === trimmed) return undefined;
  if (isType(element.businessObject, 'bpmn:Participant')) {
    modeling(ctx).updateModdleProperties(element, process, { id: trimmed });
  } else {
    modeling(ctx).updateProperties(element, { id: trimmed });
  }
  return undefined;
}

/** Process name edited on blur: empty → '流程名称不能为空'. */
export function updateProcessName(ctx: ModelContext, element: DiagramElement, name: string): string | undefined {
  if (!name.trim()) return PROCESS_NAME_REQUIRED;
  const process = getProcessBo(element);
  if (!process) return undefined;
  if (isType(element.businessObject, 'bpmn:Participant')) {
    modeling(ctx).updateModdleProperties(element, process, { name });
  } else {
    modeling(ctx).updateProperties(element, { name });
  }
  return undefined;
}

/** Writes one of the process extension fields (candidateStarterGroups … isStartableInTasklist). */
export function updateProcessExtension(
  ctx: ModelContext,
  element: DiagramElement,
  field: ProcessExtensionField,
  value: string | boolean | undefined,
): void {
  const process = getProcessBo(element);
  if (!process) return;
  const next = typeof value === 'string' ? orUndefined(value) : value;
  modeling(ctx).updateModdleProperties(element, process, { [q(ctx, field)]: next });
}

export function updateExecutable(ctx: ModelContext, element: DiagramElement, executable: boolean): void {
  const process = getProcessBo(element);
  if (!process) return;
  modeling(ctx).updateModdleProperties(element, process, { isExecutable: executable });
}

/** Applies the host's model key and name to the process of a new diagram (see ProcessDesigner). */
export function applyInitialProcessIdentity(ctx: ModelContext, key?: string, name?: string): void {
  const root = canvas(ctx).getRootElement();
  if (!getProcessBo(root)) return;
  runBatch(ctx, () => {
    if (key) updateProcessKey(ctx, root, key);
    if (name) updateProcessName(ctx, root, name);
  });
}

export function getBusinessObject(element: DiagramElement): ModdleElement {
  return element.businessObject;
}
