import { z } from 'zod';
import { sortOrder } from './sort-order';
import { StatusSchema } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from './dict';

/** Menu type: 1 directory, 2 menu (a page), 3 button (a permission). */
export const MenuTypeCode = { DIR: 1, MENU: 2, BUTTON: 3 } as const;

export const MenuFilter = z.object({
  name: optionalQueryText(50),
  status: optionalQueryStatus(),
});
export type MenuFilter = z.infer<typeof MenuFilter>;

const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? '');

const MenuFields = z.object({
  name: z.string().trim().min(1, '菜单名称不能为空').max(50, '菜单名称长度不能超过 50 个字符'),
  permission: text(100, '权限标识长度不能超过 100 个字符'),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '菜单类型不能为空' }),
  sort: sortOrder('显示顺序'),
  /** 0 = top level */
  parentId: z.number().int().min(0, '父菜单编号不能为空'),
  path: text(200, '路由地址不能超过 200 个字符'),
  icon: text(100, '菜单图标长度不能超过 100 个字符'),
  component: text(255, '组件路径不能超过 255 个字符'),
  componentName: text(255, '组件名长度不能超过 255 个字符'),
  status: StatusSchema,
  visible: z.boolean().default(true),
  keepAlive: z.boolean().default(true),
  alwaysShow: z.boolean().default(true),
});

/**
 * Directory and menu need a path; a menu needs its component, unless its path is an external link (yudao: the URL
 * is the path, opened in a new tab); a button needs its permission string.
 */
function menuRules(m: { type: number; path: string; component: string; permission: string }, ctx: z.RefinementCtx): void {
  if (m.type !== 3 && !m.path) ctx.addIssue({ code: 'custom', path: ['path'], message: '路由地址不能为空' });
  if (m.type === 2 && !m.component && !/^https?:\/\//i.test(m.path)) ctx.addIssue({ code: 'custom', path: ['component'], message: '组件路径不能为空' });
  if (m.type === 3 && !m.permission) ctx.addIssue({ code: 'custom', path: ['permission'], message: '权限标识不能为空' });
}

export const MenuCreateReq = MenuFields.superRefine(menuRules);
export type MenuCreateReq = z.input<typeof MenuCreateReq>;
export const MenuUpdateReq = MenuFields.extend({ id: z.number().int().positive() }).superRefine(menuRules);
export const MenuSaveReq = MenuFields.extend({ id: z.number().int().positive().optional() }).superRefine(menuRules);
export type MenuSaveReq = z.input<typeof MenuSaveReq>;

export interface MenuResp {
  id: number;
  name: string;
  permission: string;
  type: number;
  sort: number;
  parentId: number;
  path: string;
  icon: string;
  component: string;
  componentName: string;
  status: number;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  /** epoch ms */
  createTime: number;
}

/** GET /system/menu/list-all-simple: enabled directories, menus and buttons (the role-menu tree; build it from parentId). */
export interface MenuSimpleResp {
  id: number;
  name: string;
  parentId: number;
  type: number;
}
