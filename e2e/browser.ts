import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');
const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

let browser: Browser | undefined;

// the connection to the shared Chromium would keep the test worker alive: drop it when the file is done
afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * How long one locator wait, action or navigation may take before it fails. Waits end as soon as their condition
 * holds, so this only matters on a machine under load (another build and a browser running), where a page can take
 * tens of seconds to come up; Playwright's default of 30 s failed there.
 */
export const WAIT_MS = 60_000;

/**
 * A server-rendered page shows its content before its script has hydrated it, and a click before then does nothing
 * (docs/decisions/0028): on every page of the context, goto and reload wait until a page the server rendered (it comes
 * with `<html data-hydrated="false">`) says `true`, as a person waits for the page to respond.
 */
function waitForHydration(context: BrowserContext): void {
  context.on('page', (page) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated !== 'false');
          return response;
        },
      });
    }
  });
}

/** A fresh browser context (own storage) on the run's shared Chromium. Close it in afterEach/afterAll. */
export async function newContext(options: { width?: number; height?: number; bypassCSP?: boolean; baseURL?: string } = {}): Promise<BrowserContext> {
  browser ??= await chromium.connect(inject('wsEndpoint'), { timeout: WAIT_MS });
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseURL(),
    bypassCSP: options.bypassCSP ?? false,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  waitForHydration(context);
  return context;
}

/** A fresh phone context: 375 × 812 CSS px, mobile viewport rules and touch (an iPhone-sized phone). Close it after use. */
export async function newPhoneContext(options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  browser ??= await chromium.connect(inject('wsEndpoint'), { timeout: WAIT_MS });
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: options.width ?? 375, height: options.height ?? 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  waitForHydration(context);
  return context;
}

/** Waits until no skeleton or spinner is left on the page (data loaded), e.g. before a screenshot. */
/**
 * Keeps the page's live market stream open but silent (the stream's own tests cover it). The e2e server's simulator
 * always runs, and the first ticks after its start (the day's roll, its 集合竞价) send 涨停池 events that make pages
 * refetch what they show — correct for a visitor, but not the first-load work a hydration or bundle check measures.
 */
export async function silenceLiveStream(target: BrowserContext | Page): Promise<void> {
  await target.route('**/admin-api/stock/live/stream**', (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' }, body: 'retry: 600000\n\n' }),
  );
}

export async function settled(page: Page): Promise<void> {
  await page.locator('.ant-skeleton, .ant-spin-spinning, .lt-skeleton').first().waitFor({ state: 'detached' });
}

/** Signs in through the API and stores the tokens the way the web app does, then opens `path`. */
export async function signedInPage(context: BrowserContext, username: string, password: string, path = '/', server = baseURL()): Promise<Page> {
  const res = await fetch(`${server}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; data: { accessToken: string; refreshToken: string } };
  if (body.code !== 0) throw new Error(`login ${username} failed`);
  await context.addInitScript(
    ([access, refresh]) => {
      if (!window.sessionStorage.getItem('__e2e_tokens_set')) {
        window.localStorage.setItem('ACCESS_TOKEN', access);
        window.localStorage.setItem('REFRESH_TOKEN', refresh);
        window.sessionStorage.setItem('__e2e_tokens_set', '1');
      }
    },
    [body.data.accessToken, body.data.refreshToken],
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Saves a screenshot under e2e/out/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false });
}

/**
 * Makes `leaf` in the admin sidebar visible, unfolding `group` when it is folded (a folded group is only clicked
 * while it reads aria-expanded=false, so a group already opening is never folded again).
 */
export async function showInSidebar(page: Page, group: string, leaf: Locator): Promise<void> {
  const title = page.getByTestId('admin-sidebar').locator('.ant-menu-submenu-title', { hasText: group }).first();
  await expect
    .poll(async () => {
      if (await leaf.isVisible()) return true;
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
      return false;
    })
    .toBe(true);
}

/** Opens a page from the admin sidebar: `item` under `group`. */
export async function openFromSidebar(page: Page, group: string, item: string): Promise<void> {
  const leaf = page.getByTestId('admin-sidebar').getByRole('menuitem', { name: item, exact: true });
  await showInSidebar(page, group, leaf);
  await leaf.click();
}
