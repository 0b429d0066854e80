// Web page-weight and paint benchmark: after `npm run build`, starts the built server, opens the public pages in
// headless Chromium (CPU throttled 4×, cache off) and prints for each page
// - the gzip size of the JavaScript and CSS it downloads before it is interactive (everything fetched until the
//   network is idle after load; the live SSE stream is not counted),
// - its largest-contentful-paint, beside the LCP of a static HTML file of the same rendered content (the page's final
//   DOM with its CSS inlined and no script, made by the bench and served by the same server in the same run) and the
//   ratio of the two,
// - its cumulative layout shift while its data and the live quotes arrive (load, then a few seconds of live updates).
// Prints figures; asserts nothing.
// Usage: npm run build && npm run bench:web [-- --runs 3] [-- --pages /index,/limitUp]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startBuiltServer } from './server';

const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(argValue('runs') ?? 3);
const ALL_PAGES = [
  '/index',
  '/stock?code=600519',
  '/limitUp',
  '/concept',
  '/keyIndices',
  '/information',
  '/news',
  '/essay',
  '/announcement',
  '/navigation',
  '/search?keyword=gzmt',
  '/about',
];
const PAGES = argValue('pages')?.split(',') ?? ALL_PAGES;
/** the speed issue's budget for /index: JavaScript needed before interaction, gzip */
const JS_BUDGET_KB = 150;
/** after the load and the LCP's last candidate, this long for live quotes to arrive (the simulator ticks every few seconds) */
const LIVE_WAIT_MS = 5000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'apps/web/dist/bench-static');

interface Sample {
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  lcp: number;
  cls: number;
}

// the bench has no DOM types: the page scripts travel as text
const OBSERVERS =
  'window.__lcp = 0; window.__cls = 0;' +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });" +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });";

/** The page as a static document: its DOM now, every style sheet inlined, no script. */
const SNAPSHOT = `(() => {
  const clone = document.documentElement.cloneNode(true);
  clone.querySelectorAll('script, link[rel=modulepreload]').forEach((e) => e.remove());
  const sheets = [...document.styleSheets];
  const text = (sheet) => { try { return [...sheet.cssRules].map((r) => r.cssText).join('\\n'); } catch { return ''; } };
  const originals = [...document.querySelectorAll('style, link[rel=stylesheet]')];
  [...clone.querySelectorAll('style, link[rel=stylesheet]')].forEach((el, i) => {
    const sheet = sheets.find((s) => s.ownerNode === originals[i]);
    const style = document.createElement('style');
    style.textContent = sheet ? text(sheet) : el.textContent;
    el.replaceWith(style);
  });
  return '<!doctype html>\\n' + clone.outerHTML;
})()`;

async function open(browser: Browser, url: string, onPage?: (page: Page) => Promise<void>): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript({ content: OBSERVERS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const pending: Promise<void>[] = [];
  const sample: Sample = { jsFiles: 0, jsGzip: 0, cssGzip: 0, lcp: 0, cls: 0 };
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .body()
        .then((body) => {
          const size = gzipSync(body).length;
          if (type === 'script') {
            sample.jsFiles += 1;
            sample.jsGzip += size;
          } else sample.cssGzip += size;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
  // under CPU throttling the LCP entries arrive late: wait for the first, then let later candidates land
  await page.waitForFunction('window.__lcp > 0', undefined, { timeout: 30_000, polling: 250 }).catch(() => undefined);
  await page.waitForTimeout(2000);
  sample.lcp = Number(await page.evaluate('window.__lcp'));
  if (onPage) await onPage(page);
  sample.cls = Number(await page.evaluate('window.__cls'));
  await context.close();
  return sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const staticName = (i: number) => `page-${i}.html`;

// fastify-static serves the files present when the server starts: the static copies get their names now, their
// content once each page has been rendered
fs.mkdirSync(staticDir, { recursive: true });
PAGES.forEach((_, i) => fs.writeFileSync(path.join(staticDir, staticName(i)), ''));
const server = await startBuiltServer({ SEED_MARKET_SCALE: 'test' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const rows: string[][] = [];
  for (const [i, pagePath] of PAGES.entries()) {
    // warm the server's caches, and keep the rendered page as its static copy
    await open(browser, server.baseURL + pagePath, async (page) => {
      fs.writeFileSync(path.join(staticDir, staticName(i)), String(await page.evaluate(SNAPSHOT)));
    });
    const samples: Sample[] = [];
    const statics: Sample[] = [];
    for (let r = 0; r < runs; r++) {
      samples.push(await open(browser, server.baseURL + pagePath, (page) => page.waitForTimeout(LIVE_WAIT_MS)));
      statics.push(await open(browser, `${server.baseURL}/bench-static/${staticName(i)}`));
    }
    const s = samples[0];
    const lcp = median(samples.map((x) => x.lcp));
    const staticLcp = median(statics.map((x) => x.lcp));
    rows.push([
      pagePath,
      String(s.jsFiles),
      kb(s.jsGzip),
      kb(s.cssGzip),
      lcp.toFixed(0),
      staticLcp.toFixed(0),
      staticLcp > 0 ? (lcp / staticLcp).toFixed(2) : '—',
      Math.max(...samples.map((x) => x.cls)).toFixed(3),
      pagePath === '/index' ? (s.jsGzip / 1024 <= JS_BUDGET_KB ? `within ${JS_BUDGET_KB} kB` : `OVER ${JS_BUDGET_KB} kB`) : '',
    ]);
  }
  console.info(`\nheadless Chromium, CPU throttling 4×, cache disabled, median LCP of ${runs} runs, worst CLS (load + ${LIVE_WAIT_MS / 1000} s of live quotes), ${new Date().toISOString()}\n`);
  console.info('| page | JS files | JS gzip kB | CSS gzip kB | LCP ms | static LCP ms | ratio | CLS | JS budget |');
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) console.info(`| ${r.join(' | ')} |`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
}
