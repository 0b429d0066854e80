import type { PageResult } from '@gprs/contract';
import { request } from '../request';
import type { CrudApi, Endpoint } from './types';

/** GET <url>?<query> → {list, total} */
export function callPage<T>(ep: CrudApi<T>['page'], query: Record<string, unknown>): Promise<PageResult<T>> {
  return typeof ep === 'string' ? request.get<PageResult<T>>(ep, query) : ep(query);
}

/** GET <url>?id= */
export function callGet<T>(ep: Endpoint<[id: unknown], T>, id: unknown): Promise<T> {
  return typeof ep === 'string' ? request.get<T>(ep, { id }) : ep(id);
}

/** POST <url> body → new id */
export function callCreate(ep: Endpoint<[body: Record<string, unknown>], unknown>, body: Record<string, unknown>): Promise<unknown> {
  return typeof ep === 'string' ? request.post(ep, body) : ep(body);
}

/** PUT <url> body */
export function callUpdate(ep: Endpoint<[body: Record<string, unknown>], unknown>, body: Record<string, unknown>): Promise<unknown> {
  return typeof ep === 'string' ? request.put(ep, body) : ep(body);
}

/** DELETE <url>?id= */
export function callDelete(ep: Endpoint<[id: unknown], unknown>, id: unknown): Promise<unknown> {
  return typeof ep === 'string' ? request.delete(ep, { id }) : ep(id);
}

/** GET <url>?<filters> as a file, with the server's file name */
export function callExport(ep: NonNullable<CrudApi<unknown>['export']>, filters: Record<string, unknown>): Promise<{ blob: Blob; fileName?: string }> {
  return typeof ep === 'string' ? request.download(ep, filters) : ep(filters);
}
