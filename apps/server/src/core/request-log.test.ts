import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BufferedRequestLog, type RequestRecord } from './request-log';

let t: TestApp;
let base: { host: string; port: number };
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const addr = t.app.server.address() as net.AddressInfo;
  base = { host: '127.0.0.1', port: addr.port };
});
afterAll(() => t.close());

/** Opens a connection, sends a request's headers, and resets the connection (TCP RST) before any answer. */
function sendHeadersAndReset(path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(base.port, base.host, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nUser-Agent: reset-client\r\n\r\n`, () => {
        socket.resetAndDestroy();
      });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

async function httpJson(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`http://${base.host}:${base.port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; data: unknown };
}

describe('request log survives clients that reset their connection', () => {
  it("keeps an admin's write in the operate and access logs when an anonymous client resets in the same batch", async () => {
    const token = await t.login('admin', 'admin123');
    for (let round = 0; round < 5; round++) {
      const key = `reset_${round}`;
      const resets = Array.from({ length: 4 }, () => sendHeadersAndReset('/admin-api/system/dict-type/page?pageNo=1&pageSize=10'));
      const created = await httpJson('POST', '/admin-api/bpm/model/create', token, { key, name: `记录${round}` });
      expect(created.code).toBe(0);
      await Promise.all(resets);
      // the reset requests finish on the server a moment after the client left
      await new Promise((r) => setTimeout(r, 100));
      await t.app.requestLog.flush();
      const ops = await t.database.pool.query("select count(*)::int as n from system_operate_log where request_url = '/admin-api/bpm/model/create' and request_params like $1", [`%${key}%`]);
      expect(ops.rows[0].n, `round ${round}`).toBe(1);
      const access = await t.database.pool.query("select count(*)::int as n from infra_api_access_log where request_url = '/admin-api/bpm/model/create' and request_params like $1", [`%${key}%`]);
      expect(access.rows[0].n, `round ${round}`).toBe(1);
    }
  });

  it('logs a request whose client-chosen x-request-id is longer than the trace column, beside the others', async () => {
    const token = await t.login('admin', 'admin123');
    const long = 'r'.repeat(300);
    const res = await fetch(`http://${base.host}:${base.port}/admin-api/system/dict-type/page?pageNo=1&pageSize=1`, { headers: { 'x-request-id': long } });
    expect(res.status).toBe(200);
    const created = await httpJson('POST', '/admin-api/bpm/model/create', token, { key: 'long_trace', name: '长编号' });
    expect(created.code).toBe(0);
    await t.app.requestLog.flush();
    const rows = await t.database.pool.query("select trace_id from infra_api_access_log where trace_id like 'rrrr%' or request_params like '%long_trace%'");
    expect(rows.rows).toHaveLength(2);
  });
});

describe('BufferedRequestLog', () => {
  const record = (i: number, extra: Partial<RequestRecord> = {}): RequestRecord => ({
    traceId: `t${i}`, userId: 1, userType: 2, method: 'POST', path: `/admin-api/x/${i}`, params: '', ip: '127.0.0.1', userAgent: '',
    beginTime: new Date(0), endTime: new Date(0), duration: 0, resultCode: 0, resultMsg: '', ...extra,
  });

  it('writes every good row of a batch when one row fails, and reports the failed row alone', async () => {
    const stored: string[] = [];
    const errors: unknown[] = [];
    const sink = {
      async write(records: RequestRecord[]) {
        if (records.some((r) => r.ip === 'bad')) throw new Error('row rejected');
        stored.push(...records.map((r) => r.traceId));
      },
    };
    const log = new BufferedRequestLog(sink, (err) => errors.push(err), 10_000, 1000);
    for (let i = 0; i < 10; i++) log.push(record(i, i === 4 ? { ip: 'bad' } : {}));
    await log.flush();
    expect(stored.sort()).toEqual(['t0', 't1', 't2', 't3', 't5', 't6', 't7', 't8', 't9']);
    expect(errors).toHaveLength(1);
  });
});
