import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const baseURL = () => inject('baseURL');
const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

let browser: Browser | undefined;

// the connection to the shared Chromium would keep the test worker alive: drop it when the file is done
afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

/** A fresh browser context (own storage) on the run's shared Chromium. Close it in afterEach/afterAll. */
export async function newContext(options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser.newContext({
    baseURL: baseURL(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
  });
}

/** Signs in through the API and stores the tokens the way the web app does, then opens `path`. */
export async function signedInPage(context: BrowserContext, username: string, password: string, path = '/'): Promise<Page> {
  const res = await fetch(`${baseURL()}/admin-api/system/auth/login`, {
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
