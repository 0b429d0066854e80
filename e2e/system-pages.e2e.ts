import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot, showInSidebar, signedInPage } from './browser';

let context: BrowserContext;
afterEach(() => context?.close());

async function signedInAt(username: string, password: string, path: string) {
  context = await newContext({ width: 1440, height: 900 });
  const page = await signedInPage(context, username, password, path);
  await page.getByTestId('tags-view').waitFor();
  return page;
}

const dialog = (page: Page, title: string) => page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });
// kept-alive pages stay in the DOM hidden: only visible rows count
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const userCell = (page: Page, username: string) => page.locator('.ant-table-row:visible td', { hasText: new RegExp(`^${username}$`) });
const okButton = (scope: ReturnType<typeof dialog>) => scope.getByRole('button', { name: /确\s*定/ });

async function confirmPrompt(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm', { hasText: text });
  await box.waitFor();
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'detached' });
}

/** A request made from the page with the signed-in user's token: what a forced click would send. */
function forcedRequest(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${window.localStorage.getItem('ACCESS_TOKEN')}` },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return ((await res.json()) as { code: number }).code;
    },
    [method, url, body] as const,
  );
}

describe('系统管理 pages', () => {
  it('用户管理: the department tree filters, a new user is created, disabled and given a role', async () => {
    const page = await signedInAt('admin', 'admin123', '/system/user');
    await row(page, 'admin').first().waitFor();
    const username = `e2e${Date.now() % 1_000_000}`;

    await page.getByRole('button', { name: '新增' }).click();
    const create = dialog(page, '添加用户');
    await create.waitFor();
    await okButton(create).click();
    await create.getByText('用户昵称不能为空').waitFor();
    await create.getByLabel('用户昵称').fill('端到端用户');
    await create.getByLabel('用户名称').fill(username);
    await create.getByLabel('用户密码').fill('e2e-pass-1');
    await create.getByLabel('归属部门').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '运营部' }).first().click();
    await okButton(create).click();
    await page.getByText('新增成功').waitFor();
    await create.waitFor({ state: 'detached' });

    // the tree narrows the list to 运营部 and below
    await page.getByTestId('user-dept-tree').getByText('运营部', { exact: true }).click();
    await row(page, username).waitFor();
    await expect.poll(() => userCell(page, 'admin').count()).toBe(0);
    await screenshot(page, 'system-user');

    await page.getByRole('switch', { name: `${username}状态` }).click();
    await confirmPrompt(page, `确认要"停用""${username}"用户吗?`);
    await page.getByText('停用成功').waitFor();
    await expect.poll(() => page.getByRole('switch', { name: `${username}状态` }).getAttribute('aria-checked')).toBe('false');

    await row(page, username).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '分配角色' }).click();
    const assign = dialog(page, '分配角色');
    await assign.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: '普通角色' }).click();
    // close the multi-select's dropdown, which covers the dialog's buttons
    await assign.locator('.ant-modal-title').click();
    await okButton(assign).click();
    await page.getByText('分配成功').waitFor();
  });

  it('菜单管理: a new directory and page open after 刷新菜单缓存 without a reload; hiding a menu takes it out of the sidebar', async () => {
    const page = await signedInAt('admin', 'admin123', '/system/menu');
    await row(page, '系统管理').first().waitFor();
    const name = `端到端目录${Date.now() % 10_000}`;
    const dirPath = `/e2e-${Date.now()}`;

    await page.getByRole('button', { name: '新增' }).first().click();
    const create = dialog(page, '添加菜单');
    await create.waitFor();
    await create.getByText('目录', { exact: true }).click();
    await create.getByLabel('菜单名称').fill(name);
    await create.getByLabel('路由地址').fill(dirPath);
    await create.getByLabel('菜单图标').click();
    const picker = page.getByTestId('icon-picker-panel');
    await picker.getByPlaceholder('搜索图标').fill('user');
    await picker.getByRole('button', { name: 'ep:user', exact: true }).click();
    await okButton(create).click();
    await page.getByText('新增成功').waitFor();
    await create.waitFor({ state: 'detached' });

    // a page in it (an existing page component), then 刷新菜单缓存: the sidebar offers it and it opens at once
    await row(page, name).getByRole('button', { name: '新增' }).click();
    const child = dialog(page, '添加菜单');
    await child.getByLabel('菜单名称').fill('端到端岗位');
    await child.getByLabel('路由地址').fill('posts');
    await child.getByLabel('组件地址').fill('system/post/index');
    await okButton(child).click();
    await page.getByText('新增成功').first().waitFor();
    await child.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '刷新菜单缓存' }).click();
    const sider = page.getByTestId('admin-sidebar');
    const newPage = sider.getByRole('menuitem', { name: '端到端岗位', exact: true });
    await showInSidebar(page, name, newPage);
    await newPage.click();
    await page.waitForURL(`**${dirPath}/posts`);
    await page.getByRole('columnheader', { name: '岗位编码' }).waitFor();
    await page.goto('/system/menu');
    await row(page, name).first().waitFor();
    if (!(await row(page, '端到端岗位').isVisible())) await page.getByRole('button', { name: '展开/折叠' }).click();
    await row(page, '端到端岗位').getByRole('button', { name: '删除' }).click();
    await confirmPrompt(page, '端到端岗位');
    await page.getByText('删除成功').first().waitFor();
    await row(page, '端到端岗位').waitFor({ state: 'detached' });

    await row(page, name).getByRole('button', { name: '删除' }).click();
    await confirmPrompt(page, name);
    await page.getByText('删除成功').first().waitFor();
    await row(page, name).waitFor({ state: 'detached' });

    const postItem = sider.getByRole('menuitem', { name: '岗位管理', exact: true });
    await showInSidebar(page, '系统管理', postItem);
    await page.locator('form[id$="-search"]').getByLabel('菜单名称').fill('岗位管理');
    await page.locator('button[type=submit]', { hasText: '搜索' }).click();
    if (!(await row(page, '岗位管理').isVisible())) await page.getByRole('button', { name: '展开/折叠' }).click();
    const setVisible = async (label: '显示' | '隐藏') => {
      await row(page, '岗位管理').getByRole('button', { name: '修改' }).click();
      const edit = dialog(page, '修改菜单');
      await edit.getByText(label, { exact: true }).click();
      await okButton(edit).click();
      await page.getByText('修改成功').first().waitFor();
      await edit.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: '刷新菜单缓存' }).click();
    };
    await setVisible('隐藏');
    await postItem.waitFor({ state: 'detached' });
    await screenshot(page, 'system-menu');
    await setVisible('显示');
    // the rebuilt sidebar may come back with 系统管理 folded
    await showInSidebar(page, '系统管理', postItem);
  });

  it('短信模板: a test SMS is sent through the log channel and shows in 短信日志', async () => {
    const page = await signedInAt('admin', 'admin123', '/system/sms/sms-template');
    await page.locator('.ant-table-row').first().waitFor();
    const code = `e2e-sms-${Date.now()}`;
    await page.getByRole('button', { name: '新增' }).click();
    const create = dialog(page, '添加短信模板');
    await create.getByLabel('短信渠道').click();
    await page.locator('.ant-select-item-option', { hasText: 'LOG' }).first().click();
    await create.getByLabel('模板名称').fill('端到端模板');
    await create.getByLabel('模板编码').fill(code);
    await create.getByLabel('模板内容').fill('【股票热搜】{name} 您好，验证码 {code}');
    await okButton(create).click();
    await page.getByText('新增成功').waitFor();

    await page.getByPlaceholder('请输入模板编码').fill(code);
    await page.locator('button[type=submit]', { hasText: '搜索' }).click();
    await row(page, code).getByRole('button', { name: '测试' }).click();
    const send = dialog(page, '发送短信');
    await okButton(send).click();
    await send.getByText('手机号不能为空').waitFor();
    await send.getByLabel('手机号').fill('13800138000');
    await send.getByLabel(/name/).fill('股友');
    await send.getByLabel(/code/).fill('123456');
    // the preview follows the typed parameters on the next render
    await expect.poll(() => send.getByTestId('sms-send-preview').inputValue()).toContain('股友 您好，验证码 123456');
    await okButton(send).click();
    await page.getByText(/提交发送成功/).waitFor();

    await page.goto('/system/sms/sms-log');
    await row(page, '13800138000').first().waitFor();
    await expect.poll(() => row(page, '13800138000').first().innerText()).toContain('股友 您好');
    await screenshot(page, 'system-sms-log');
  });

  it('staff with read-only 系统管理 rights sees no write buttons, and the server refuses a forced write', async () => {
    const page = await signedInAt('staff', 'staff123', '/system/user');
    await page.locator('.ant-table-row').first().waitFor();
    for (const name of ['新增', '导入', '导出', '修改', '删除']) await expect.poll(() => page.getByRole('button', { name, exact: true }).count()).toBe(0);
    // data scope 本部门及以下: only 运营部's people
    await userCell(page, 'staff').waitFor();
    await expect.poll(() => userCell(page, 'admin').count()).toBe(0);
    await expect.poll(() => page.getByRole('switch').first().isDisabled()).toBe(true);
    expect(await forcedRequest(page, 'POST', '/admin-api/system/user/create', { username: 'forced', nickname: 'x', password: 'forced-1' })).toBe(403);

    await page.goto('/system/role');
    await page.locator('.ant-table-row').first().waitFor();
    for (const name of ['新增', '菜单权限', '数据权限', '删除']) await expect.poll(() => page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await forcedRequest(page, 'POST', '/admin-api/system/permission/assign-role-menu', { roleId: 2, menuIds: [] })).toBe(403);

    await page.goto('/system/notice');
    await page.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: '推送' }).count()).toBe(0);
    await screenshot(page, 'system-notice-staff');
  });
});
