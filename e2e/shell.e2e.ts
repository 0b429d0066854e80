import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, newContext, openFromSidebar, screenshot, signedInPage } from './browser';

/**
 * A console page showing an outside site in an embedded frame: a menu whose component is the URL (the seeded
 * 上交所信息披露 is an external link — URL in path, new tab — as yudao has it). Created once per server run.
 */
async function ensureFrameMenu(): Promise<void> {
  const login = await fetch(`${baseURL()}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${baseURL()}/admin-api/system/menu/list`, { headers })).json()) as { data: { id: number; name: string; parentId: number }[] };
  if (list.data.some((m) => m.name === '信息披露（内嵌）')) return;
  const parent = list.data.find((m) => m.name === '股票数据' && m.parentId === 0)!;
  const created = await fetch(`${baseURL()}/admin-api/system/menu/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: '信息披露（内嵌）', type: 2, sort: 11, parentId: parent.id, path: 'sse-frame', component: 'https://www.sse.com.cn/disclosure/listedinfo/announcement/', componentName: '', icon: 'ep:link', permission: '', status: 0 }),
  });
  expect(((await created.json()) as { code: number }).code).toBe(0);
}

let context: BrowserContext;
afterEach(() => context?.close());

const tabs = (page: Page) => page.locator('.tags-view-item');
const tab = (page: Page, title: string) => page.locator('.tags-view-item', { hasText: title });

async function adminAt(path: string, width = 1366) {
  context = await newContext({ width, height: 800 });
  const page = await signedInPage(context, 'admin', 'admin123', path);
  await page.getByTestId('tags-view').waitFor();
  return page;
}

describe('admin console shell', () => {
  it('keeps one tab per visited page; close-right and the context menu follow the rules', async () => {
    const page = await adminAt('/stockIndex');
    await page.getByText('近 14 天登录情况').waitFor();
    await openFromSidebar(page, '系统管理', '字典管理');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.getByText('个人信息').waitFor();
    await tab(page, '首页').click();
    await page.getByText('未读消息').click();
    await page.waitForURL('**/user/notify-message');
    await tab(page, '我的站内信').waitFor();
    expect(await tabs(page).allInnerTexts()).toEqual(['首页', '字典管理', '个人中心', '我的站内信']);
    await screenshot(page, 'shell-desktop');

    await tab(page, '字典管理').click({ button: 'right' });
    const menu = page.locator('.tags-view-contextmenu');
    await expect.poll(() => menu.getByText('关闭左侧').isVisible()).toBe(true);
    await menu.getByText('关闭右侧').click();
    await tab(page, '个人中心').waitFor({ state: 'detached' });
    expect(await tabs(page).allInnerTexts()).toEqual(['首页', '字典管理']);
    // the active tab was closed: the last remaining tab shows
    await page.waitForURL('**/system/dict');

    await tab(page, '首页').click({ button: 'right' });
    await menu.waitFor();
    await expect.poll(() => menu.getByText('关闭左侧').count()).toBe(0);
    await expect.poll(() => menu.getByText('关闭当前').count()).toBe(0);
    await expect.poll(() => menu.getByText('关闭右侧').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('keeps the typed search query of a keep-alive page when switching tabs', async () => {
    const page = await adminAt('/system/dict');
    const input = page.getByPlaceholder('请输入字典名称');
    await input.fill('导航类型');
    await tab(page, '首页').click();
    await page.waitForURL('**/stockIndex');
    await page.getByText('近 14 天登录情况').waitFor();
    await expect.poll(() => input.isVisible()).toBe(false);
    await tab(page, '字典管理').click();
    await page.waitForURL('**/system/dict');
    await expect.poll(() => input.inputValue()).toBe('导航类型');
  });

  it('header search finds a page by a partial Chinese title', async () => {
    const page = await adminAt('/stockIndex');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox').fill('字典');
    const option = page.locator('.ant-select-item-option', { hasText: '系统管理 > 字典管理' });
    await option.click();
    await page.waitForURL('**/system/dict');
    await tab(page, '字典管理').waitFor();
  });

  it('the bell lists the unread messages and zeroes its dot; only opening one or 全部已读 marks them read', async () => {
    const page = await adminAt('/stockIndex');
    const dot = page.locator('[data-testid="notify-bell"] .ant-badge-dot');
    await dot.waitFor();
    await page.getByTestId('notify-bell').click();
    const popover = page.getByTestId('notify-popover');
    await popover.getByText('寒武纪', { exact: false }).first().waitFor();
    await expect.poll(() => popover.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'shell-bell');
    await dot.waitFor({ state: 'detached' });
    await popover.getByRole('button', { name: '查看全部' }).click();
    await page.waitForURL('**/user/notify-message');
    // opening the list marked nothing read: 我的站内信 still shows them as unread
    const unreadTags = page.locator('.ant-table-row .ant-tag', { hasText: '未读' });
    await expect.poll(() => unreadTags.count()).toBeGreaterThanOrEqual(4);
    const before = await unreadTags.count();
    // opening one message shows it in full and marks that one read
    await page.getByTestId('notify-bell').click();
    await popover.locator('tbody tr.ant-table-row').first().click();
    const dialog = page.getByRole('dialog', { name: '站内信详情' });
    await dialog.getByText('已读', { exact: true }).waitFor();
    await dialog.locator('.ant-modal-close').click();
    await expect.poll(() => unreadTags.count()).toBe(before - 1);
  });

  it('the settings drawer switches to top navigation, and the saved layout survives a reload', async () => {
    const page = await adminAt('/system/dict');
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByRole('switch', { name: '开启顶部导航' }).click();
    await screenshot(page, 'shell-settings');
    const topMenu = page.locator('.admin-top-menu');
    await topMenu.waitFor();
    await expect.poll(() => page.locator('.admin-breadcrumb').count()).toBe(0);
    // the sidebar now holds the children of the active top item (系统管理)
    await page.getByTestId('admin-sidebar').getByRole('menuitem', { name: '字典管理' }).waitFor();
    await page.getByRole('button', { name: '保存配置' }).click();
    await page.reload();
    await topMenu.waitFor();
    await expect.poll(() => topMenu.getByText('系统管理').isVisible()).toBe(true);
    await screenshot(page, 'shell-topnav');
    // turning it off restores the breadcrumb and the full sidebar
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByRole('switch', { name: '开启顶部导航' }).click();
    await page.locator('.admin-breadcrumb').waitFor();
    await page.getByTestId('admin-sidebar').getByRole('menuitem', { name: '首页' }).waitFor();
  });

  it('shows a menu whose component is a URL in an embedded frame that survives tab switches; 刷新页面 reloads it', async () => {
    context = await newContext({ width: 1366, height: 800 });
    // the real site is out of reach in a test: answer the frame's URL with a page that counts its loads
    let loads = 0;
    await context.route('https://www.sse.com.cn/**', (route) => {
      loads++;
      return route.fulfill({ contentType: 'text/html', body: `<html><body><p id="load">load ${loads}</p><input id="q"></body></html>` });
    });
    await ensureFrameMenu();
    const page = await signedInPage(context, 'admin', 'admin123', '/stockIndex');
    await page.getByTestId('tags-view').waitFor();
    await openFromSidebar(page, '股票数据', '信息披露（内嵌）');
    await page.waitForURL((url) => url.pathname === '/stock-data/sse-frame');
    const frame = page.locator('iframe[src="https://www.sse.com.cn/disclosure/listedinfo/announcement/"]');
    await frame.waitFor({ state: 'visible' });
    const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeCloseTo(800 - 94.5, 0);
    const inner = page.frameLocator('iframe[src^="https://www.sse.com.cn/"]');
    await inner.locator('#load').filter({ hasText: 'load 1' }).waitFor();
    await inner.locator('#q').fill('600519');
    // leave the tab and come back: the same document, not reloaded
    await tab(page, '首页').click();
    await page.waitForURL('**/stockIndex');
    await frame.waitFor({ state: 'hidden' });
    await tab(page, '信息披露（内嵌）').click();
    await frame.waitFor({ state: 'visible' });
    await expect.poll(() => inner.locator('#q').inputValue()).toBe('600519');
    expect(loads).toBe(1);
    // 刷新页面 from the tab's context menu loads it again
    await tab(page, '信息披露（内嵌）').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新页面' }).click();
    await inner.locator('#load').filter({ hasText: 'load 2' }).waitFor();
    await expect.poll(() => inner.locator('#q').inputValue()).toBe('');
    // the seeded 上交所信息披露 is an external link: it opens in a new tab
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('.ant-layout-sider').getByText('上交所信息披露').click()]);
    await popup.waitForURL(/^https:\/\/www\.sse\.com\.cn\//);
    await popup.close();
  });

  it('closes the sidebar at 800 px width (mobile)', async () => {
    const page = await adminAt('/stockIndex', 800);
    await page.getByText('近 14 天登录情况').waitFor();
    const sider = page.getByTestId('admin-sidebar');
    await expect.poll(() => sider.getAttribute('data-collapsed')).toBe('true');
    expect((await sider.boundingBox())?.width ?? 0).toBeLessThan(1);
    await expect.poll(() => page.getByTestId('notify-bell').count()).toBe(0);
    await screenshot(page, 'shell-mobile');
    // the hamburger opens it over the page; the backdrop closes it
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(() => sider.getAttribute('data-collapsed')).toBe('false');
    // the sidebar slides in: shoot once it is fully out
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
    await expect.poll(async () => (await sider.boundingBox())?.x ?? -1).toBe(0);
    await screenshot(page, 'shell-mobile-open');
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 700, y: 400 } });
    await expect.poll(() => sider.getAttribute('data-collapsed')).toBe('true');
  });

  it('shows the dictionary 新增 button by permission: admin yes, staff no', async () => {
    const admin = await adminAt('/system/dict');
    await admin.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => admin.getByRole('button', { name: '新增' }).count()).toBe(1);
    await context.close();

    context = await newContext();
    const staff = await signedInPage(context, 'staff', 'staff123', '/system/dict');
    await staff.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => staff.getByRole('button', { name: '新增' }).count()).toBe(0);
    await expect.poll(() => staff.getByRole('button', { name: '修改' }).count()).toBe(0);
  });
});
