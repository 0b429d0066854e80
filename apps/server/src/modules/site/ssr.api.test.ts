import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The server's side of the rendered pages (docs/decisions/0028) with a stand-in for the web app's server entry: it
// records its renders and reads through the server's in-process reader like the real pages do.
const ENTRY = `
export async function render(url, options) {
  const renders = (globalThis.__ssrRenders ??= []);
  renders.push(url);
  // /news and /about read only content; every other page reads the market (a route of the market read model)
  if (url.startsWith('/news') || url === '/about') await options.read('/admin-api/stock/news/page?pageNo=1&pageSize=1');
  else await options.read('/admin-api/stock/index/list');
  return { html: '<p>' + url + ' render ' + renders.length + '</p>', styles: '', state: {} };
}
`;
const renders = () => ((globalThis as { __ssrRenders?: string[] }).__ssrRenders ?? []).slice();
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

let t: TestApp;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-ssr-'));
  const web = path.join(dir, 'web');
  const ssr = path.join(dir, 'ssr');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(ssr);
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><link rel="stylesheet" crossorigin href="/assets/index-test.css"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(web, 'assets/index-test.css'), '.site{color:#f5222d}');
  fs.writeFileSync(path.join(ssr, 'entry-server.js'), ENTRY);
  t = await createTestApp({ webDist: web, webSsrDist: ssr });
});
afterAll(() => t?.close());

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('server-rendered pages kept and rendered ahead', () => {
  it('writes the style sheet into the page, so it paints without another request', async () => {
    const html = await page('/about');
    expect(html).toContain('<style>.site{color:#f5222d}</style>');
    // only a disabled link (never fetched) is left, for the module preloader to find
    expect(html.match(/<link[^>]*index-test\.css[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-test.css" disabled>']);
  });

  it('keeps a page without market data through market changes, and renders a market page again before its next visitor', async () => {
    const newsHtml = await page('/news');
    expect(newsHtml).toContain('<p>/news render');
    // its first render is kept by its address once it is seen to read no market data
    expect(await page('/news')).toBe(newsHtml);
    expect(await page('/index')).toContain('<p>/index render');
    // a page asked for once is not rendered ahead; twice in the last 20 s, it is
    await page('/index');
    await page('/limitUp');
    const before = renders();

    t.app.cacheBus.emit(['market']);
    // the market page is rendered again without a visitor; the news page and the market page seen once are not
    await waitFor(() => renders().length > before.length);
    expect(renders().slice(before.length)).toEqual(['/index']);
    const ahead = renders().length;

    // the next visitor gets the page rendered ahead, without a render of its own
    expect(await page('/index')).toContain(`<p>/index render ${ahead}</p>`);
    expect(await page('/news')).toBe(newsHtml);
    expect(renders().length).toBe(ahead);
  });
});
