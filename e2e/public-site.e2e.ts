import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot, settled } from './browser';

// The public site and the member pages of 股票热搜 against the built server (SEED_MARKET_SCALE=test, simulator always on).

let anonymous: BrowserContext;
let member: BrowserContext;
let memberPage: Page;
const username = `e2e${Date.now().toString(36)}`;
const password = 'pass1234';

beforeAll(async () => {
  anonymous = await newContext();
  member = await newContext();
});
afterAll(async () => {
  await anonymous?.close();
  await member?.close();
});

describe('public site, anonymous', () => {
  it('shows the key indices and the hot list on the home page', async () => {
    const page = await anonymous.newPage();
    await page.goto('/index');
    const strip = page.getByTestId('index-strip');
    await strip.getByText('上证指数').waitFor();
    await strip.getByText('深证成指').waitFor();
    const rows = page.getByTestId('hot-list').locator('tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5);
    expect(await page.title()).toContain('股票热搜');
    await settled(page);
    // links keep the theme's link style (no browser-blue underline) though the home page mounts no antd <App>
    const link = await rows.first().locator('a').first().evaluate((a) => {
      const style = getComputedStyle(a);
      return { decoration: style.textDecorationLine, color: style.color };
    });
    expect(link.decoration).toBe('none');
    expect(link.color).not.toBe('rgb(0, 0, 238)');
    await screenshot(page, 'public-index');
    await page.close();
  });

  it('finds a stock by its pinyin initials and opens it', async () => {
    const page = await anonymous.newPage();
    await page.goto('/index');
    await page.getByLabel('搜索股票').fill('gzmt');
    const suggestion = page.getByTestId('suggest-stock').filter({ hasText: '贵州茅台' });
    await suggestion.first().click();
    await page.waitForURL((url) => url.pathname === '/stock' && url.searchParams.get('code') === '600519');
    await page.getByTestId('stock-name').filter({ hasText: '贵州茅台' }).waitFor();
    await page.getByRole('img', { name: '行情图' }).locator('canvas').first().waitFor();
    await settled(page);
    await screenshot(page, 'public-stock');
    await page.close();
  });

  it('sends an anonymous visitor of /userStock to sign-in', async () => {
    const page = await anonymous.newPage();
    await page.goto('/userStock');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/userStock');
    await page.close();
  });

  it('asks an anonymous visitor to sign in before adding a stock to the watchlist', async () => {
    const page = await anonymous.newPage();
    await page.goto('/stock?code=600519');
    await page.getByRole('button', { name: '加自选' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '请先登录' }).waitFor();
    await screenshot(page, 'public-stock-sign-in-prompt');
    await page.close();
  });

  it('renders every public page (screenshots in e2e/out/)', async () => {
    const page = await anonymous.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const pages: [string, string, string][] = [
      ['/limitUp', 'public-limit-up', '连板梯队'],
      ['/concept', 'public-concept', '概念板块'],
      ['/concept?code=GN3008', 'public-concept-detail', '成分股'],
      ['/keyIndices', 'public-key-indices', '上证指数'],
      ['/news', 'public-news', '财经新闻'],
      ['/information', 'public-information', '7×24 快讯'],
      ['/announcement', 'public-announcement', '公司公告'],
      ['/essay', 'public-essay', '精选文章'],
      ['/navigation', 'public-navigation', '官方机构'],
      ['/search?keyword=%E8%8C%85%E5%8F%B0', 'public-search', '股票（'],
      ['/about', 'public-about', '关于股票热搜'],
    ];
    for (const [path, name, text] of pages) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      await settled(page);
      await screenshot(page, name);
    }
    // an essay, a news item and the standalone article view
    await page.goto('/essay');
    await page.locator('.ant-list-item-meta-title a, .lt-list__title a').first().click();
    await page.waitForURL((url) => url.pathname === '/essayContent');
    await page.locator('.article-body').waitFor();
    await screenshot(page, 'public-essay-content');
    const essayId = new URL(page.url()).searchParams.get('id');
    await page.goto(`/content?id=${essayId}`);
    await page.locator('.article-body').waitFor();
    await expect.poll(() => page.locator('.public-header').count()).toBe(0);
    await screenshot(page, 'public-content');
    await page.goto('/news');
    await page.locator('.ant-list-item-meta-title a, .lt-list__title a').first().click();
    await page.locator('.article-body').waitFor();
    await screenshot(page, 'public-news-detail');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('member pages', () => {
  it('registers a member', async () => {
    memberPage = await member.newPage();
    await memberPage.goto('/register');
    await memberPage.getByPlaceholder('账号').fill(username);
    await memberPage.getByPlaceholder('昵称').fill('E2E股友');
    await memberPage.getByPlaceholder('密码', { exact: true }).fill(password);
    await memberPage.getByPlaceholder('确认密码').fill(password);
    await memberPage.getByRole('button', { name: '注册' }).click();
    await memberPage.waitForURL((url) => url.pathname === '/index');
    await memberPage.getByTestId('member-menu').filter({ hasText: 'E2E股友' }).waitFor();
  });

  it('adds a stock to a new group', async () => {
    await memberPage.goto('/stock?code=600519');
    await memberPage.getByRole('button', { name: '加自选' }).click();
    await memberPage.getByLabel('新分组名称').fill('白酒龙头');
    await memberPage.getByRole('button', { name: '新建分组' }).click();
    await memberPage.getByRole('radio', { name: /白酒龙头/, checked: true }).waitFor();
    await memberPage.getByRole('button', { name: '加入' }).click();
    await memberPage.getByText('已将贵州茅台加入自选').waitFor();
    await memberPage.goto('/userStock');
    await memberPage.getByRole('tab', { name: /白酒龙头/ }).click();
    await memberPage.getByRole('link', { name: /贵州茅台/ }).waitFor();
    await settled(memberPage);
    await screenshot(memberPage, 'member-user-stock');
    await memberPage.goto('/userStockGroup');
    await memberPage.getByRole('link', { name: '白酒龙头' }).waitFor();
    await screenshot(memberPage, 'member-user-stock-group');
  });

  it('writes a private essay that /essay does not show', async () => {
    const title = `私密随笔${Date.now()}`;
    await memberPage.goto('/userRecord');
    await memberPage.getByRole('button', { name: '写随笔' }).click();
    await memberPage.getByPlaceholder('随笔标题').fill(title);
    await memberPage.getByRole('radio', { name: /私密/, checked: true }).waitFor();
    const editor = memberPage.getByTestId('rich-editor').locator('.ProseMirror');
    await editor.click();
    await memberPage.keyboard.type('今天白酒板块放量上攻，茅台站上年线。');
    await screenshot(memberPage, 'member-user-record-editor');
    await memberPage.getByRole('button', { name: '保存' }).click();
    await memberPage.getByRole('cell', { name: title }).waitFor();
    await memberPage.locator('.ant-drawer-content').waitFor({ state: 'hidden' });
    await screenshot(memberPage, 'member-user-record');
    await memberPage.goto('/essay?tab=record');
    await memberPage.getByTestId('public-records').or(memberPage.getByText('还没有公开的股友随笔')).first().waitFor();
    await settled(memberPage);
    await expect.poll(() => memberPage.getByText(title).count()).toBe(0);
  });

  it('shows the profile, the favourites and the members-only market pages', async () => {
    for (const [path, name, text] of [
      ['/userInfo', 'member-user-info', '基本资料'],
      ['/userNews', 'member-user-news', '关注的新闻'],
      ['/userInformation', 'member-user-information', '关注的快讯'],
      ['/userConcept', 'member-user-concept', '关注的概念'],
      // outside the whitelist (spec 2.1): members only
      ['/allStock', 'member-all-stock', '沪深京A股'],
      ['/turnover', 'member-turnover', '两市成交额走势'],
      ['/allNews', 'member-all-news', '新闻搜索'],
    ] as const) {
      await memberPage.goto(path);
      await memberPage.getByText(text).first().waitFor();
      await settled(memberPage);
      await screenshot(memberPage, name);
    }
  });

  it('watches a quote change live while the simulator runs', async () => {
    // count the live quote events each page receives (one EventSource per page, see shared/market/use-live-market.ts)
    await member.addInitScript(() => {
      const Native = window.EventSource;
      const w = window as unknown as { __quoteEvents: number };
      w.__quoteEvents = 0;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('quote', () => void (w.__quoteEvents += 1));
        }
      };
    });
    await memberPage.goto('/userStock');
    await memberPage.getByRole('tab', { name: /白酒龙头/ }).click();
    await memberPage.getByTestId('watch-price-600519').waitFor();
    const home = await member.newPage();
    await home.goto('/index');
    const index = home.getByTestId('index-price-000001');
    await index.waitFor();
    const indexBefore = await index.textContent();
    // the simulator ticks every 3 s: the index moves on the home page without a reload, and the watchlist page gets
    // the quote stream (whether 600519 is among a tick's movers is chance)
    await expect.poll(() => index.textContent()).not.toBe(indexBefore);
    await expect.poll(() => memberPage.evaluate(() => (window as unknown as { __quoteEvents: number }).__quoteEvents)).toBeGreaterThan(0);
    await home.close();
  });
});
