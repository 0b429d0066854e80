// Web page-weight, paint and main-thread benchmark: after `npm run build`, starts the built server, opens the public
// pages in headless Chromium in Lighthouse's mobile conditions (412 × 823 phone viewport with touch, CPU throttled 4×,
// cache off) and prints for each page (median of the runs, beside a static copy of the same page in the same run)
// - the gzip size of the JavaScript it downloads before it is interactive (everything fetched until the network is
//   idle after load; the live SSE stream is not counted), split into the application's and the charts' (ECharts, which
//   loads when a chart comes into view or the browser is idle), and its CSS,
// - its largest-contentful-paint, beside the LCP of a static HTML file of the same rendered content (the page's final
//   DOM with its CSS inlined and no script, made by the bench and served by the same server) and the ratio of the two,
// - total blocking time (the time over 50 ms of every main-thread task from first contentful paint until 5 s after the
//   network is idle, as Lighthouse counts it) and the longest task in that window, for the page and its static copy,
// - in a separate load, a tap 1 s after first contentful paint (a pool tab on /limitUp, 日K on /stock, the menu
//   button elsewhere): its interaction to next paint (the Event Timing duration: input delay + handlers + the next
//   paint) and the time until the page shows the answer (the tab selected, the drawer open; "lost" if not in 15 s),
// - on /stock, the time from LCP until the first chart has been drawn,
// - its cumulative layout shift while its data and the live quotes arrive (load, then 5 s of live updates; worst run).
// Prints figures; asserts nothing.
// Usage: npm run build && npm run bench:web [-- --runs 3] [-- --pages /index,/limitUp]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
/** issue 25's budget for every public page: JavaScript needed before interaction, gzip (charts not counted) */
const JS_BUDGET_KB = 170;
/** the TBT window ends this long after the network is idle (Lighthouse: 5 s of quiet); live quotes arrive meanwhile */
const QUIET_MS = 5000;
/** the scripted tap comes this long after first contentful paint */
const TAP_AFTER_FCP_MS = 1000;
/** a tap without an answer by then counts as lost */
const ANSWER_TIMEOUT_MS = 15_000;
/** script files that belong to the charts (loaded in view or when idle, not needed to be interactive) */
const CHART_CHUNK = /\/chart-[^/]*\.js$/;

/** What the scripted tap hits and how the bench sees the answer (page scripts as text: the bench has no DOM types). */
interface TapTarget {
  label: string;
  /** an expression giving the element to tap */
  find: string;
  /** an expression true once the page shows the answer */
  answered: string;
}
const MENU_TAP: TapTarget = {
  label: '菜单',
  find: `document.querySelector('button[aria-label="菜单"]')`,
  answered: `[...document.querySelectorAll('[data-testid="nav-drawer"]')].some((e) => e.getBoundingClientRect().width > 0)`,
};
const selectedText = `[...document.querySelectorAll('[aria-selected="true"], [aria-checked="true"], [aria-pressed="true"], .ant-segmented-item-selected, input:checked')].map((e) => (e.closest('label') ?? e).textContent.trim())`;
function tapTarget(pagePath: string): TapTarget {
  if (pagePath.startsWith('/limitUp'))
    return {
      label: '炸板 tab',
      find: `[...document.querySelectorAll('[role="tab"]')].find((e) => e.textContent.trim() === '炸板')`,
      answered: `${selectedText}.includes('炸板')`,
    };
  if (pagePath.startsWith('/stock'))
    return {
      label: '日K',
      find: `[...document.querySelectorAll('label, button, [role="radio"], [role="tab"]')].find((e) => e.textContent.trim() === '日K')`,
      answered: `${selectedText}.includes('日K')`,
    };
  return MENU_TAP;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'apps/web/dist/bench-static');

interface Sample {
  jsFiles: number;
  jsGzip: number;
  chartJsGzip: number;
  cssGzip: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  longestTask: number;
  /** ms from LCP until the first chart was drawn (NaN: no chart on the page) */
  chartAfterLcp: number;
}

interface TapSample {
  /** the Event Timing duration of the tap's interaction (0: the page had no listener yet, so no event was timed) */
  inp: number;
  /** ms from the tap until the answer was on screen; NaN when it never came */
  answer: number;
}

// the bench has no DOM types: the page scripts travel as text. Long tasks, paints, shifts, event timings and the first
// drawn chart (the chart element's data-chart-drawn attribute) are recorded from the start of the document.
const OBSERVERS =
  'window.__lcp = 0; window.__cls = 0; window.__fcp = 0; window.__tasks = []; window.__events = []; window.__chart = 0;' +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });" +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });" +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime; }).observe({ type: 'paint', buffered: true });" +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });" +
  "new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__events.push([e.name, e.startTime, e.duration]); }).observe({ type: 'event', durationThreshold: 16, buffered: true });" +
  "new MutationObserver((ms, o) => { if (document.querySelector('[data-chart-drawn]')) { window.__chart = performance.now(); o.disconnect(); } }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-drawn'] });";

/** Lighthouse's total blocking time: every task's time over 50 ms after FCP (a task spanning FCP counts from FCP). */
const BLOCKING = `(() => {
  let tbt = 0, longest = 0;
  for (const [start, duration] of window.__tasks) {
    const end = start + duration;
    if (end <= window.__fcp) continue;
    longest = Math.max(longest, duration);
    tbt += Math.max(0, end - Math.max(start, window.__fcp) - 50);
  }
  return [tbt, longest];
})()`;

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

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // Lighthouse's mobile device: 412 × 823 CSS px at 1.75 device pixels, touch, CPU 4× slower, no cache
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript({ content: OBSERVERS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

async function open(browser: Browser, url: string, onPage?: (page: Page) => Promise<void>): Promise<Sample> {
  const { context, page } = await newPage(browser);
  const pending: Promise<void>[] = [];
  const sample: Sample = { jsFiles: 0, jsGzip: 0, chartJsGzip: 0, cssGzip: 0, fcp: 0, lcp: 0, cls: 0, tbt: 0, longestTask: 0, chartAfterLcp: NaN };
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .body()
        .then((body) => {
          const size = gzipSync(body).length;
          if (type !== 'script') sample.cssGzip += size;
          else if (CHART_CHUNK.test(new URL(res.url()).pathname)) sample.chartJsGzip += size;
          else {
            sample.jsFiles += 1;
            sample.jsGzip += size;
          }
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // the TBT window: until 5 s after the network is idle (live quotes keep arriving meanwhile, for the CLS)
  await page.waitForTimeout(QUIET_MS);
  await Promise.all(pending);
  // under CPU throttling the LCP entries arrive late: wait for the first
  await page.waitForFunction('window.__lcp > 0', undefined, { timeout: 30_000, polling: 250 }).catch(() => undefined);
  sample.lcp = Number(await page.evaluate('window.__lcp'));
  sample.fcp = Number(await page.evaluate('window.__fcp'));
  [sample.tbt, sample.longestTask] = (await page.evaluate(BLOCKING)) as [number, number];
  const chart = Number(await page.evaluate('window.__chart'));
  if (chart > 0) sample.chartAfterLcp = Math.max(0, chart - sample.lcp);
  if (onPage) await onPage(page);
  sample.cls = Number(await page.evaluate('window.__cls'));
  await context.close();
  return sample;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the page and taps its target 1 s after first contentful paint, without waiting for the page to be idle. */
async function tap(browser: Browser, url: string, target: TapTarget): Promise<TapSample> {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    let fcp = 0;
    for (let i = 0; i < 600 && !(fcp > 0); i++) {
      fcp = Number(await page.evaluate('window.__fcp').catch(() => 0));
      if (!(fcp > 0)) await sleep(25);
    }
    // where the target is, and a watcher that notes when the answer is on screen (the frame after the DOM shows it)
    const box = (await page.evaluate(`(() => {
      window.__answerAt = 0;
      const answered = () => ${target.answered};
      const seen = () => requestAnimationFrame(() => setTimeout(() => { window.__answerAt = window.__answerAt || performance.now(); }));
      new MutationObserver((ms, o) => { if (answered()) { o.disconnect(); seen(); } }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const el = ${target.find};
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, origin: performance.timeOrigin };
    })()`)) as { x: number; y: number; origin: number } | null;
    if (!box) return { inp: NaN, answer: NaN };
    await sleep(Math.max(0, box.origin + fcp + TAP_AFTER_FCP_MS - Date.now()));
    const tappedAt = Date.now() - box.origin;
    await page.touchscreen.tap(box.x, box.y);
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    let answerAt = 0;
    while (!(answerAt > 0) && Date.now() < deadline) {
      await sleep(100);
      answerAt = Number(await page.evaluate('window.__answerAt').catch(() => 0));
    }
    await sleep(300);
    const events = (await page.evaluate('window.__events')) as [string, number, number][];
    const inp = Math.max(0, ...events.filter(([, start]) => start >= tappedAt - 50).map(([, , duration]) => duration));
    return { inp, answer: answerAt > 0 ? answerAt - tappedAt : NaN };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const known = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : NaN;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(0));
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
    const target = tapTarget(pagePath);
    const samples: Sample[] = [];
    const statics: Sample[] = [];
    const taps: TapSample[] = [];
    for (let r = 0; r < runs; r++) {
      samples.push(await open(browser, server.baseURL + pagePath));
      statics.push(await open(browser, `${server.baseURL}/bench-static/${staticName(i)}`));
      taps.push(await tap(browser, server.baseURL + pagePath, target));
    }
    const s = samples[0];
    const of = (xs: Sample[], key: keyof Sample) => median(xs.map((x) => x[key]));
    const lcp = of(samples, 'lcp');
    const staticLcp = of(statics, 'lcp');
    const lost = taps.filter((t) => Number.isNaN(t.answer)).length;
    rows.push([
      pagePath,
      String(s.jsFiles),
      kb(of(samples, 'jsGzip')),
      kb(of(samples, 'chartJsGzip')),
      kb(of(samples, 'cssGzip')),
      ms(lcp),
      ms(staticLcp),
      staticLcp > 0 ? (lcp / staticLcp).toFixed(2) : '—',
      ms(of(samples, 'tbt')),
      ms(of(samples, 'longestTask')),
      ms(of(statics, 'tbt')),
      `${target.label}: ${ms(median(taps.map((t) => t.inp)))}`,
      ms(median(taps.map((t) => t.answer))) + (lost ? ` (${lost} lost)` : ''),
      ms(of(samples, 'chartAfterLcp')),
      Math.max(...samples.map((x) => x.cls)).toFixed(3),
      of(samples, 'jsGzip') / 1024 <= JS_BUDGET_KB ? 'within' : 'OVER',
    ]);
  }
  console.info(
    `\nheadless Chromium, 412 × 823 touch viewport, CPU throttling 4×, cache disabled, median of ${runs} runs (CLS: worst), ` +
      `TBT from FCP to ${QUIET_MS / 1000} s after network idle, tap ${TAP_AFTER_FCP_MS / 1000} s after FCP, ${new Date().toISOString()}\n`,
  );
  console.info(
    `| page | JS files | JS gzip kB | chart JS kB | CSS gzip kB | LCP ms | static LCP ms | ratio | TBT ms | longest task ms | static TBT ms | tap INP ms | tap → answer ms | LCP → chart ms | CLS | JS ≤ ${JS_BUDGET_KB} kB |`,
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|');
  for (const r of rows) console.info(`| ${r.join(' | ')} |`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
}
