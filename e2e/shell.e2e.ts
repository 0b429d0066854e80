import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot, signedInPage } from './browser';

let context: BrowserContext;
afterEach(() => context?.close());

const tabs = (page: Page) => page.locator('.tags-view-item');
const tab = (page: Page, title: string) => page.locator('.tags-view-item', { hasText: title });

async function openFromSidebar(page: Page, group: string, item: string) {
  const sider = page.getByTestId('admin-sidebar');
  const leaf = sider.getByRole('menuitem', { name: item, exact: true });
  if (!(await leaf.isVisible())) await sider.locator('.ant-menu-submenu-title', { hasText: group }).click();
  await leaf.click();
}

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
    await expect(menu.getByText('关闭左侧').isVisible()).resolves.toBe(true);
    await menu.getByText('关闭右侧').click();
    await tab(page, '个人中心').waitFor({ state: 'detached' });
    expect(await tabs(page).allInnerTexts()).toEqual(['首页', '字典管理']);
    // the active tab was closed: the last remaining tab shows
    await page.waitForURL('**/system/dict');

    await tab(page, '首页').click({ button: 'right' });
    await menu.waitFor();
    expect(await menu.getByText('关闭左侧').count()).toBe(0);
    expect(await menu.getByText('关闭当前').count()).toBe(0);
    expect(await menu.getByText('关闭右侧').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('keeps the typed search query of a keep-alive page when switching tabs', async () => {
    const page = await adminAt('/system/dict');
    const input = page.getByPlaceholder('请输入字典名称');
    await input.fill('导航类型');
    await tab(page, '首页').click();
    await page.waitForURL('**/stockIndex');
    await page.getByText('近 14 天登录情况').waitFor();
    expect(await input.isVisible()).toBe(false);
    await tab(page, '字典管理').click();
    await page.waitForURL('**/system/dict');
    await expect(input.inputValue()).resolves.toBe('导航类型');
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

  it('the bell lists the seeded unread messages and its red dot goes away after opening', async () => {
    const page = await adminAt('/stockIndex');
    const dot = page.locator('[data-testid="notify-bell"] .ant-badge-dot');
    await dot.waitFor();
    await page.getByTestId('notify-bell').click();
    const popover = page.getByTestId('notify-popover');
    await popover.getByText('寒武纪', { exact: false }).waitFor();
    expect(await popover.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'shell-bell');
    await dot.waitFor({ state: 'detached' });
    await popover.getByRole('button', { name: '查看全部' }).click();
    await page.waitForURL('**/user/notify-message');
  });

  it('the settings drawer switches to top navigation, and the saved layout survives a reload', async () => {
    const page = await adminAt('/system/dict');
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByRole('switch', { name: '开启 TopNav' }).click();
    await screenshot(page, 'shell-settings');
    const topMenu = page.locator('.admin-top-menu');
    await topMenu.waitFor();
    expect(await page.locator('.admin-breadcrumb').count()).toBe(0);
    // the sidebar now holds the children of the active top item (系统管理)
    await page.getByTestId('admin-sidebar').getByRole('menuitem', { name: '字典管理' }).waitFor();
    await page.getByRole('button', { name: '保存配置' }).click();
    await page.reload();
    await topMenu.waitFor();
    await expect(topMenu.getByText('系统管理').isVisible()).resolves.toBe(true);
    await screenshot(page, 'shell-topnav');
    // turning it off restores the breadcrumb and the full sidebar
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByRole('switch', { name: '开启 TopNav' }).click();
    await page.locator('.admin-breadcrumb').waitFor();
    await page.getByTestId('admin-sidebar').getByRole('menuitem', { name: '首页' }).waitFor();
  });

  it('shows a menu whose component is a URL in an embedded frame, window height minus 94.5 px', async () => {
    const page = await adminAt('/stockIndex');
    await openFromSidebar(page, '股票数据', '上交所信息披露');
    await page.waitForURL((url) => url.pathname === '/stock-data/sse-disclosure');
    const frame = page.locator('iframe[src="https://www.sse.com.cn/disclosure/listedinfo/announcement/"]');
    await frame.waitFor({ state: 'attached' });
    const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeCloseTo(800 - 94.5, 0);
    await tab(page, '上交所信息披露').waitFor();
  });

  it('closes the sidebar at 800 px width (mobile)', async () => {
    const page = await adminAt('/stockIndex', 800);
    await page.getByText('近 14 天登录情况').waitFor();
    const sider = page.getByTestId('admin-sidebar');
    await expect(sider.getAttribute('data-collapsed')).resolves.toBe('true');
    expect((await sider.boundingBox())?.width ?? 0).toBeLessThan(1);
    expect(await page.getByTestId('notify-bell').count()).toBe(0);
    await screenshot(page, 'shell-mobile');
    // the hamburger opens it over the page; the backdrop closes it
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(sider.getAttribute('data-collapsed')).resolves.toBe('false');
    await page.waitForTimeout(300);
    await screenshot(page, 'shell-mobile-open');
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 700, y: 400 } });
    await expect(sider.getAttribute('data-collapsed')).resolves.toBe('true');
  });

  it('shows the dictionary 新增 button by permission: admin yes, staff no', async () => {
    const admin = await adminAt('/system/dict');
    await admin.locator('.ant-table-row').first().waitFor();
    expect(await admin.getByRole('button', { name: '新增' }).count()).toBe(1);
    await context.close();

    context = await newContext();
    const staff = await signedInPage(context, 'staff', 'staff123', '/system/dict');
    await staff.locator('.ant-table-row').first().waitFor();
    expect(await staff.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(await staff.getByRole('button', { name: '修改' }).count()).toBe(0);
  });
});
