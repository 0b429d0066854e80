import { create } from 'zustand';

export interface DictData {
  dictType: string;
  value: string;
  label: string;
  colorType?: string | null;
  cssClass?: string | null;
}

/** Groups the list-all-simple answer by dictType, keeping the server order. */
export function groupDicts(list: readonly DictData[]): Record<string, DictData[]> {
  const map: Record<string, DictData[]> = {};
  for (const item of list) {
    (map[item.dictType] ??= []).push({ ...item, value: String(item.value) });
  }
  return map;
}

interface DictState {
  dictMap: Record<string, DictData[]>;
  isSet: boolean;
  setDicts(list: readonly DictData[]): void;
  reset(): void;
}

export const useDictStore = create<DictState>()((set) => ({
  dictMap: {},
  isSet: false,
  setDicts: (list) => set({ dictMap: groupDicts(list), isSet: true }),
  reset: () => set({ dictMap: {}, isSet: false }),
}));
