import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls of one staff resource (/admin-api/stock-admin/<resource>/…) for the tests beside it. */
export function resourceClient(t: TestApp, resource: string) {
  const url = (path: string) => `/admin-api/stock-admin/${resource}/${path}`;
  const call = (method: Method, path: string, token: string | undefined, payload?: unknown) =>
    t.call({ method, url: url(path), token, payload: payload as object | undefined });
  return {
    url,
    call,
    get: (path: string, token?: string) => call('GET', path, token),
    create: (payload: unknown, token?: string) => call('POST', 'create', token, payload),
    update: (payload: unknown, token?: string) => call('PUT', 'update', token, payload),
    del: (id: number | string, token?: string) => call('DELETE', `delete?id=${id}`, token),
    /** GET export → the sheet's rows (header first) */
    async exportRows(query: string, token: string): Promise<unknown[][]> {
      const res = await t.app.inject({ method: 'GET', url: url(`export${query ? `?${query}` : ''}`), headers: { authorization: `Bearer ${token}` } });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      return readXlsx(res.rawPayload);
    },
  };
}

export async function readXlsx(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** 401 without a token and 403 for a member on every route; the table keeps its row count. */
export async function expectGuarded(t: TestApp, resource: string, routes: [Method, string][], member: string, table: string): Promise<void> {
  const before = await t.count(table);
  for (const [method, path] of routes) {
    const payload = method === 'POST' || method === 'PUT' ? { id: 1 } : undefined;
    const anonymous = await t.call({ method, url: `/admin-api/stock-admin/${resource}/${path}`, payload });
    expect(anonymous.code, `${method} ${path} anonymous`).toBe(401);
    const denied = await t.call({ method, url: `/admin-api/stock-admin/${resource}/${path}`, payload, token: member });
    expect(denied.code, `${method} ${path} member`).toBe(403);
  }
  expect(await t.count(table)).toBe(before);
}

export const CRUD_ROUTES: [Method, string][] = [
  ['GET', 'page'],
  ['GET', 'get?id=1'],
  ['POST', 'create'],
  ['PUT', 'update'],
  ['DELETE', 'delete?id=1'],
  ['GET', 'export'],
];
