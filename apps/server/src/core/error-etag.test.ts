import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isErrorEnvelope } from './error-etag';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error envelopes are not cached', () => {
  it('a 「请求未找到」 envelope has no ETag and says no-store; an If-None-Match never turns it into 304', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/product/no-such/list' });
    expect(res.json()).toMatchObject({ code: 404 });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const again = await t.app.inject({ method: 'GET', url: '/admin-api/product/no-such/list', headers: { 'if-none-match': '"gprs-no-etag"' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 404 });
  });

  it('a success answer still carries its ETag and answers 304 to it', async () => {
    const admin = await t.login('admin', 'admin123');
    const headers = { authorization: `Bearer ${admin}` };
    const ok = await t.app.inject({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', headers });
    expect(ok.headers.etag).toMatch(/^W\//);
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', headers: { ...headers, 'if-none-match': String(ok.headers.etag) } })).statusCode).toBe(304);
  });

  it('tells error envelopes from successes', () => {
    expect(isErrorEnvelope('{"code":404,"msg":"请求未找到","data":null}')).toBe(true);
    expect(isErrorEnvelope('{"code":0,"msg":"","data":1}')).toBe(false);
    expect(isErrorEnvelope('{"code":200,"msg":"","data":1}')).toBe(false);
    expect(isErrorEnvelope('<html>')).toBe(false);
  });
});
