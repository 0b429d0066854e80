// Web page-weight and paint benchmark: after `npm run build`, starts the built server, opens pages in headless Chromium
// (CPU throttled 4×) and prints the gzip size of the JavaScript and CSS each page downloads before it is interactive
// (everything fetched until the network is idle after load; the live SSE stream is not counted) and its
// largest-contentful-paint. Prints figures; asserts nothing.
// Usage: npm run build && npm run bench:web [-- --runs 3]
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startBuiltServer } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 3);
const PAGES = ['/index', '/limitUp', '/stock?code=600519'];
const JS_BUDGET_KB = 250;

interface Sample {
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  lcp: number;
}

async function measure(browser: Browser, baseURL: string, path: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  // the bench has no DOM types: the page scripts travel as text
  await context.addInitScript({
    content:
      "window.__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const pending: Promise<void>[] = [];
  const sample: Sample = { jsFiles: 0, jsGzip: 0, cssGzip: 0, lcp: 0 };
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
  await page.goto(baseURL + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
  // under CPU throttling the LCP entries arrive late: wait for the first, then let later candidates land
  await page.waitForFunction('window.__lcp > 0', undefined, { timeout: 30_000, polling: 250 }).catch(() => undefined);
  await page.waitForTimeout(2000);
  sample.lcp = Number(await page.evaluate('window.__lcp'));
  await context.close();
  return sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startBuiltServer({ SEED_MARKET_SCALE: 'test' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const rows: string[][] = [];
  for (const path of PAGES) {
    await measure(browser, server.baseURL, path); // warm the server's caches
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, server.baseURL, path));
    const s = samples[0];
    rows.push([
      path,
      String(s.jsFiles),
      kb(s.jsGzip),
      kb(s.cssGzip),
      median(samples.map((x) => x.lcp)).toFixed(0),
      path === '/index' ? (s.jsGzip / 1024 < JS_BUDGET_KB ? `under ${JS_BUDGET_KB} kB` : `OVER ${JS_BUDGET_KB} kB`) : '',
    ]);
  }
  console.info(`\nheadless Chromium, CPU throttling 4×, cache disabled, median LCP of ${runs} runs, ${new Date().toISOString()}\n`);
  console.info('| page | JS files | JS gzip kB | CSS gzip kB | LCP ms | JS budget |');
  console.info('|---|---:|---:|---:|---:|---|');
  for (const r of rows) console.info(`| ${r.join(' | ')} |`);
} finally {
  await browser.close();
  await server.stop();
}
