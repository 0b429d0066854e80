import { request } from '../request';
import type { DictData } from '../stores/dict-store';

/** GET /system/dict-data/list-all-simple: every enabled dictionary item. */
export function listAllSimpleDictData(): Promise<DictData[]> {
  return request.get<DictData[]>('/system/dict-data/list-all-simple');
}
