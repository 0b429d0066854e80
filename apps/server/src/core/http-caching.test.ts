import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A built web app in miniature: index.html and one hashed asset with its precompressed twins.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-web-'));
const asset = 'console.log("股票热搜");\n'.repeat(200);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>股票热搜</title></head><body></body></html>');
fs.writeFileSync(path.join(webDist, 'assets/index-AbC123.js'), asset);
fs.writeFileSync(path.join(webDist, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(asset));
fs.writeFileSync(path.join(webDist, 'assets/index-AbC123.js.gz'), zlib.gzipSync(asset));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('HTTP caching and compression', () => {
  it('a public market read is compressed, tagged, cacheable for a few seconds and answers 304 to its tag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/admin-api/stock/stock/hot-rank?limit=50', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['cache-control']).toBe('public, max-age=3');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const body = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8'));
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);

    const again = await t.app.inject({ method: 'GET', url: '/admin-api/stock/stock/hot-rank?limit=50', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    // the same answer without compression carries the same tag
    const plain = await t.app.inject({ method: 'GET', url: '/admin-api/stock/stock/hot-rank?limit=50' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);
  });

  it('a signed-in read gets a tag too but no shared-cache header; an error is never cacheable', async () => {
    const token = await t.login('admin', 'admin123');
    const headers = { authorization: `Bearer ${token}` };
    const first = await t.app.inject({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', headers });
    expect(first.headers['cache-control']).toBeUndefined();
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const bad = await t.app.inject({ method: 'GET', url: '/admin-api/stock/stock/hot-rank?limit=abc' });
    expect(bad.json().code).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.headers.etag).toBeUndefined();
  });

  it('hashed assets are sent precompressed and cached for a year; the page itself is revalidated', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(js.rawPayload).toString('utf8')).toBe(asset);

    const page = await t.app.inject({ method: 'GET', url: '/index' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
