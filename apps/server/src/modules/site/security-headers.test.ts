import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { repoRoot } from '../../config';
import { applyHeadMeta } from './page-meta';
import { HSTS_VALUE } from './security-headers';

/** The <script> tags of an HTML text that carry code inline (no src attribute; JSON data is not code). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/.test(attrs) && !/\btype\s*=\s*"application\/json"/i.test(attrs))
    .map(([tag]) => tag);
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-web-'));
const sourceHtml = fs.readFileSync(path.join(repoRoot, 'apps/web/index.html'), 'utf8');
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // the built index.html has the same head as the source one plus Vite's external module script and preloads
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    sourceHtml.replace('</title>', '</title>\n<script type="module" crossorigin src="/assets/index-abc.js"></script>'),
  );
  [t, proxied] = await Promise.all([createTestApp({ webDist }), createTestApp({ webDist, trustedProxies: ['127.0.0.1'] })]);
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).not.toBe('');
  const d = directives(csp);
  expect(d.get('script-src'), what).toEqual(["'self'"]);
  expect(d.get('default-src'), what).toEqual(["'self'"]);
  expect(d.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(d.get('object-src'), what).toEqual(["'none'"]);
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  it('are on API answers: success, 401, 404 envelope and a refused body', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin-api/health'],
      ['GET', '/admin-api/system/auth/get-permission-info'],
      ['GET', '/admin-api/no/such/route'],
      ['POST', '/admin-api/system/auth/login', { username: 'x' }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expectSecurityHeaders(res.headers, `${method} ${url}`);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('are on the HTML of public and console pages, and on static files', async () => {
    for (const url of ['/index', '/stock?code=600519', '/login', '/stockIndex', '/bpm/manager/model/design?modelId=1', '/assets/index-abc.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers, url);
    }
  });

  it('the HTML the server sends has no inline script (the CSP would block it), the head meta included', async () => {
    expect(inlineScripts(sourceHtml)).toEqual([]);
    for (const url of ['/index', '/stock?code=600519', '/essayContent?id=1', '/stockIndex']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(inlineScripts(html), url).toEqual([]);
    }
    // a title that tries to open a script stays text
    const meta = applyHeadMeta(sourceHtml, { title: '</title><script>alert(1)</script>', keywords: '"><script>x</script>', description: 'd' });
    expect(inlineScripts(meta)).toEqual([]);
  });

  it('the detector above does find inline scripts', () => {
    expect(inlineScripts('<script>alert(1)</script><script src="/a.js"></script><SCRIPT type="module">x</SCRIPT><script type="application/json">{}</script>')).toHaveLength(2);
  });

  it('allows what the app loads: data:/blob: images, blob: workers, https frames for link menus; styles may be inline', async () => {
    const d = directives(String((await t.app.inject({ method: 'GET', url: '/index' })).headers['content-security-policy']));
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(d.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(d.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.has('upgrade-insecure-requests')).toBe(false);
  });

  it('HSTS only over HTTPS: X-Forwarded-Proto counts from a trusted proxy only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/health', headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await proxied.app.inject({ method: 'GET', url: '/admin-api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await proxied.app.inject({ method: 'GET', url: '/admin-api/health', headers: https })).headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect((await proxied.app.inject({ method: 'GET', url: '/index', headers: https })).headers['strict-transport-security']).toBe(HSTS_VALUE);
    // the same header from an address that is not the proxy is ignored
    const spoofed = await proxied.app.inject({ method: 'GET', url: '/admin-api/health', headers: https, remoteAddress: '192.0.2.9' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
