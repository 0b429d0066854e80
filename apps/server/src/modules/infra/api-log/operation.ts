/** Operate types of dict system_operate_type. */
export const OperateType = { OTHER: 0, GET: 1, CREATE: 2, UPDATE: 3, DELETE: 4, EXPORT: 5, IMPORT: 6 } as const;

const ACTIONS: [RegExp, number, string][] = [
  [/^(create|add|register|send|upload)/, OperateType.CREATE, '新增'],
  [/^(update|change|reset|assign|bind|read|publish|hide|run|pause|resume|sort|reorder)/, OperateType.UPDATE, '修改'],
  [/^(delete|remove|clear|clean|revoke)/, OperateType.DELETE, '删除'],
  [/^export/, OperateType.EXPORT, '导出'],
  [/^import/, OperateType.IMPORT, '导入'],
  [/^(get|page|list|my-page|simple|search)/, OperateType.GET, '查询'],
];

/**
 * What an admin-api path does, from yudao's resource convention `/admin-api/<area>/<resource>/<action>`:
 * module `<area>/<resource>`, an operate type and its Chinese name.
 */
export function describeOperation(method: string, path: string): { module: string; name: string; type: number } {
  const segments = path.replace(/^\/admin-api\//, '').split('/').filter(Boolean);
  const action = segments.length > 2 ? segments[segments.length - 1] : '';
  const module = segments.slice(0, Math.min(2, segments.length)).join('/').slice(0, 50);
  const found = ACTIONS.find(([re]) => re.test(action));
  if (found) return { module, name: `${found[2]}${action ? `(${action})` : ''}`.slice(0, 50), type: found[1] };
  return { module, name: `${method} ${action}`.trim().slice(0, 50), type: method === 'GET' ? OperateType.GET : OperateType.OTHER };
}

/**
 * yudao 2.x's `bizId` of an operate-log row: the record the request named — `id` of its query or body (update,
 * delete, status changes) — or 0 when it named none (a create: its new id is in the answer, which is not logged).
 */
export function bizIdOf(requestParams: string): number {
  try {
    const p = JSON.parse(requestParams) as { query?: { id?: unknown }; body?: { id?: unknown } };
    const id = Number(p?.query?.id ?? p?.body?.id);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}
