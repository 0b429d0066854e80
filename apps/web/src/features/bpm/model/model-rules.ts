/** Rules of the process model screens (spec sections 2.3, 2.5, 5); pure, each with a unit test. */

export const MODEL_CATEGORY_DICT = 'bpm_model_category';
export const MODEL_LIST_PATH = '/bpm/manager/model';
export const MODEL_DESIGN_PATH = '/bpm/manager/model/design';

export const KEY_REQUIRED = '流程标识不能为空';
export const NAME_REQUIRED = '流程名称不能为空';
export const KEY_PATTERN_MESSAGE = '流程标识需以字母或下划线开头，后接字母、数字、-、_ 或 .';
/**
 * An XML name: a letter or underscore first, then letters, digits, hyphen, underscore or dot. Same as the contract's
 * PROCESS_KEY_PATTERN (the test checks it); spelled here so the page chunk does not pull in zod.
 */
export const PROCESS_KEY_PATTERN = /^[A-Za-z_][\w.-]*$/;
export const SAVE_SUCCESS = '保存成功';
export const LEAVE_CONFIRM = '流程图有未保存的修改，确定离开吗？';

/** The form rule for a process key: empty → '流程标识不能为空'; otherwise an XML name (letter or _ first). */
export function validateProcessKey(value: string | null | undefined): string | undefined {
  const key = (value ?? '').trim();
  if (!key) return KEY_REQUIRED;
  if (!PROCESS_KEY_PATTERN.test(key)) return KEY_PATTERN_MESSAGE;
  return undefined;
}

export function validateProcessName(value: string | null | undefined): string | undefined {
  return (value ?? '').trim() ? undefined : NAME_REQUIRED;
}

/** The designer address of a model: /bpm/manager/model/design?modelId=<id>. */
export function designPath(modelId: number | string): string {
  return `${MODEL_DESIGN_PATH}?modelId=${encodeURIComponent(String(modelId))}`;
}

/** The model id of the design page's query, or undefined when absent or not a positive integer. */
export function parseModelId(search: string | URLSearchParams): number | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('modelId');
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** Search form values → page query: blank filters are left out. */
export function pageParams(
  pageNo: number,
  pageSize: number,
  filters: { key?: string | null; name?: string | null; category?: string | null },
): { pageNo: number; pageSize: number; key?: string; name?: string; category?: string } {
  const out: { pageNo: number; pageSize: number; key?: string; name?: string; category?: string } = { pageNo, pageSize };
  const key = filters.key?.trim();
  const name = filters.name?.trim();
  if (key) out.key = key;
  if (name) out.name = name;
  if (filters.category != null && filters.category !== '') out.category = String(filters.category);
  return out;
}

/**
 * Unsaved-changes tracking of the designer. The baseline is the XML the server holds (as the modeler writes it); the
 * diagram is dirty while its XML differs from the baseline.
 */
export interface DirtyState {
  baseline: string | null;
  dirty: boolean;
}

export const INITIAL_DIRTY: DirtyState = { baseline: null, dirty: false };

/** A diagram was imported: the first import is the baseline; a later one (open file, redraw) is a change. */
export function afterImport(state: DirtyState, xml: string): DirtyState {
  if (state.baseline === null) return { baseline: xml, dirty: false };
  return { baseline: state.baseline, dirty: xml !== state.baseline };
}

/**
 * The command stack changed. 'clear' (the designer writes the host's key/name into a new diagram, then clears the
 * stack) makes the current XML the baseline; execute / undo / redo compare with it.
 */
export function afterCommand(state: DirtyState, xml: string, trigger: string | undefined): DirtyState {
  if (trigger === 'clear') return { baseline: xml, dirty: false };
  if (state.baseline === null) return { baseline: null, dirty: true };
  return { baseline: state.baseline, dirty: xml !== state.baseline };
}

/** The server accepted the XML: it is the new baseline. */
export function afterSave(_state: DirtyState, xml: string): DirtyState {
  return { baseline: xml, dirty: false };
}

/** Whether leaving for `next` must be confirmed: dirty and another page (query changes on the same page do not count). */
export function mustConfirmLeave(dirty: boolean, currentPath: string, nextPath: string): boolean {
  return dirty && currentPath !== nextPath;
}
