import type { DictData } from '../stores/dict-store';
import { useDictStore } from '../stores/dict-store';

export type { DictData } from '../stores/dict-store';

/** antd Tag colour for a yudao colorType: primary→processing, success, info→default, warning, danger→error. */
export function tagColor(colorType: string | null | undefined): string | undefined {
  switch (colorType) {
    case 'primary':
      return 'processing';
    case 'success':
      return 'success';
    case 'info':
    case 'default':
      return 'default';
    case 'warning':
      return 'warning';
    case 'danger':
      return 'error';
    default:
      return undefined;
  }
}

export interface DictOption<V = string> {
  label: string;
  value: V;
  colorType?: string | null;
  cssClass?: string | null;
}

function items(type: string, map = useDictStore.getState().dictMap): DictData[] {
  return map[type] ?? [];
}

/** Options of a dictionary type with string values. */
export function getStrDictOptions(type: string, map?: Record<string, DictData[]>): DictOption<string>[] {
  return items(type, map).map((d) => ({ label: d.label, value: d.value, colorType: d.colorType, cssClass: d.cssClass }));
}

/** Options of a dictionary type with numeric values. */
export function getIntDictOptions(type: string, map?: Record<string, DictData[]>): DictOption<number>[] {
  return items(type, map).map((d) => ({ label: d.label, value: Number(d.value), colorType: d.colorType, cssClass: d.cssClass }));
}

/** Options of a dictionary type with boolean values ('true' / 'false'). */
export function getBoolDictOptions(type: string, map?: Record<string, DictData[]>): DictOption<boolean>[] {
  return items(type, map).map((d) => ({ label: d.label, value: d.value === 'true', colorType: d.colorType, cssClass: d.cssClass }));
}

/** The item of a type whose value matches (compared as strings). */
export function getDictObj(type: string, value: unknown, map?: Record<string, DictData[]>): DictData | undefined {
  if (value === undefined || value === null) return undefined;
  return items(type, map).find((d) => d.value === String(value));
}

export function getDictLabel(type: string, value: unknown, map?: Record<string, DictData[]>): string {
  return getDictObj(type, value, map)?.label ?? '';
}
