import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { MASK, maskSecrets } from '../../../core/request-log';
import { describeOperation, OperateType } from './operation';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, {
    extend: (app) =>
      app.get('/admin-api/test/boom', async () => {
        throw new Error('database exploded at secret place');
      }),
  });
  admin = await t.login('admin', 'admin123');
});
afterAll(() => t.close());

describe('maskSecrets', () => {
  it('masks passwords, secrets, tokens and codes at any depth, keeps everything else', () => {
    expect(
      maskSecrets({ username: 'admin', password: 'admin123', nested: { oldPassword: 'x', clientSecret: 's', list: [{ refreshToken: 't' }] }, code: '123456', name: '股票' }),
    ).toEqual({ username: 'admin', password: MASK, nested: { oldPassword: MASK, clientSecret: MASK, list: [{ refreshToken: MASK }] }, code: MASK, name: '股票' });
  });

  it('copies the first 200 items of a long array and says how many were left out', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ code: String(i), price: i }));
    const copy = maskSecrets({ rows }) as { rows: unknown[] };
    expect(copy.rows).toHaveLength(201);
    expect(copy.rows[199]).toEqual({ code: MASK, price: 199 });
    expect(copy.rows[200]).toBe('…（另有 4800 项）');
  });
});

describe('describeOperation', () => {
  it('derives module, type and name from the yudao path convention', () => {
    expect(describeOperation('POST', '/admin-api/system/dict-data/create')).toEqual({ module: 'system/dict-data', name: '新增(create)', type: OperateType.CREATE });
    expect(describeOperation('PUT', '/admin-api/system/notify-message/update-all-read').type).toBe(OperateType.UPDATE);
    expect(describeOperation('DELETE', '/admin-api/bpm/model/delete').type).toBe(OperateType.DELETE);
    expect(describeOperation('GET', '/admin-api/infra/config/export').type).toBe(OperateType.EXPORT);
    expect(describeOperation('GET', '/admin-api/system/user/page').type).toBe(OperateType.GET);
  });
});

describe('request logs', () => {
  it('writes an access log for every API call and an operate log with masked params for writes', async () => {
    await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'secret-pass' } });
    await t.call({ method: 'POST', url: '/admin-api/bpm/model/create', token: admin, payload: { key: 'logged', name: '记录' } });
    await t.call({ method: 'GET', url: '/admin-api/bpm/model/page', token: admin });
    await t.app.requestLog.flush();
    const access = await t.database.pool.query('select request_url, request_params, result_code, user_id from infra_api_access_log order by id');
    const urls = access.rows.map((r) => r.request_url);
    expect(urls).toEqual(expect.arrayContaining(['/admin-api/system/auth/login', '/admin-api/bpm/model/create', '/admin-api/bpm/model/page']));
    const failedLogin = access.rows.find((r) => r.request_url === '/admin-api/system/auth/login' && r.result_code !== 0);
    expect(failedLogin?.result_code).toBe(1_002_000_000);
    expect(failedLogin?.request_params).toContain(MASK);
    expect(failedLogin?.request_params).not.toContain('secret-pass');
    const ops = await t.database.pool.query("select module, type, user_id, result_code, request_params from system_operate_log where request_url = '/admin-api/bpm/model/create'");
    expect(ops.rows).toEqual([expect.objectContaining({ module: 'bpm/model', type: OperateType.CREATE, user_id: 1, result_code: 0 })]);
    expect(ops.rows[0].request_params).toContain('logged');
    const page = await t.call({ method: 'GET', url: '/admin-api/system/operate-log/page?module=bpm', token: admin });
    expect(page.data.total).toBe(1);
    const accessPage = await t.call({ method: 'GET', url: '/admin-api/infra/api-access-log/page?requestUrl=bpm/model&pageSize=50', token: admin });
    expect(accessPage.data.total).toBeGreaterThanOrEqual(2);
  });

  it('records unexpected exceptions in the error log, answers 500 without details, and lets operators mark them handled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/test/boom' });
    expect(res.json().code).toBe(500);
    expect(res.body).not.toContain('exploded');
    await t.app.requestLog.flush();
    const page = await t.call({ method: 'GET', url: '/admin-api/infra/api-error-log/page?processStatus=0', token: admin });
    expect(page.data.list[0]).toMatchObject({ requestUrl: '/admin-api/test/boom', exceptionMessage: 'database exploded at secret place', processStatus: 0 });
    const id = page.data.list[0].id;
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/api-error-log/update-status?id=${id}&processStatus=1`, token: admin })).code).toBe(0);
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/api-error-log/update-status?id=${id}&processStatus=2`, token: admin })).code).toBe(404);
  });

  it('guards the log pages by permission', async () => {
    const member = await t.login('member', 'member123');
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/api-access-log/page', token: member })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/operate-log/page' })).code).toBe(401);
  });

  it('exports the filtered operate, access and error logs as real .xlsx files; staff may only read', async () => {
    await t.call({ method: 'POST', url: '/admin-api/bpm/model/create', token: admin, payload: { key: 'exported', name: '导出' } });
    await t.app.inject({ method: 'GET', url: '/admin-api/test/boom' });
    await t.app.requestLog.flush();
    const ExcelJS = (await import('exceljs')).default;
    const sheetOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as any);
      return book.worksheets[0];
    };
    const ops = await sheetOf('/admin-api/system/operate-log/export?module=bpm/model&success=true');
    expect(ops.getRow(1).getCell(1).value).toBe('日志编号');
    const opRows = Array.from({ length: ops.rowCount - 1 }, (_, i) => ops.getRow(i + 2));
    expect(opRows.length).toBeGreaterThanOrEqual(1);
    expect(opRows.every((r) => r.getCell(4).value === 'bpm/model' && r.getCell(6).value === '新增' && r.getCell(12).value === '成功')).toBe(true);
    expect(opRows.map((r) => String(r.getCell(9).value)).join()).toContain('exported');

    const access = await sheetOf('/admin-api/infra/api-access-log/export?requestUrl=test/boom');
    expect(access.rowCount).toBeGreaterThanOrEqual(2);
    expect(access.getRow(2).getCell(6).value).toBe('/admin-api/test/boom');

    const errors = await sheetOf('/admin-api/infra/api-error-log/export?requestUrl=test/boom&processStatus=0');
    expect(errors.rowCount).toBe(2);
    expect(errors.getRow(2).getCell(11).value).toBe('database exploded at secret place');
    expect(errors.getRow(2).getCell(12).value).toBe('未处理');

    const staff = await t.login('staff', 'staff123');
    for (const url of ['/admin-api/system/operate-log/export', '/admin-api/infra/api-access-log/export', '/admin-api/infra/api-error-log/export']) {
      expect((await t.call({ method: 'GET', url, token: staff })).code).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/admin-api/system/operate-log/export?success=maybe', token: admin })).code).toBe(400);
  });
});

describe('bizIdOf', () => {
  it('takes the id the request named, from its query or body; 0 when none', async () => {
    const { bizIdOf } = await import('./operation');
    expect(bizIdOf(JSON.stringify({ query: { id: '12' } }))).toBe(12);
    expect(bizIdOf(JSON.stringify({ body: { id: 7, name: 'x' } }))).toBe(7);
    expect(bizIdOf(JSON.stringify({ body: { name: 'x' } }))).toBe(0);
    expect(bizIdOf('not json')).toBe(0);
  });
});
