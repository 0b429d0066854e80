import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MenuCreateReq, MenuFilter, MenuUpdateReq, SystemError, type MenuResp, type MenuSimpleResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import { descendantIds } from '../dept/dept-tree';
import { effectiveMenuIds } from '../permission/menu-tree';
import { systemMenu, systemRoleMenu, type MenuRow } from '../permission/permission.schema';

export function toMenuResp(row: MenuRow): MenuResp {
  return {
    id: row.id,
    name: row.name,
    permission: row.permission,
    type: row.type,
    sort: row.sort,
    parentId: row.parentId,
    path: row.path ?? '',
    icon: row.icon ?? '',
    component: row.component ?? '',
    componentName: row.componentName ?? '',
    status: row.status,
    visible: row.visible,
    keepAlive: row.keepAlive,
    alwaysShow: row.alwaysShow,
    createTime: row.createTime.getTime(),
  };
}

function menuWhere(f: MenuFilter): SQL | undefined {
  return and(f.name ? likeContains(systemMenu.name, f.name) : undefined, f.status !== undefined ? eq(systemMenu.status, f.status) : undefined);
}

const menuOrder = [asc(systemMenu.sort), asc(systemMenu.id)];

/** The parent must exist and be neither the menu itself nor one of its descendants. */
async function checkParent(db: Db, parentId: number, id?: number): Promise<void> {
  if (parentId === 0) return;
  if (id !== undefined && parentId === id) fail(SystemError.MENU_PARENT_ERROR);
  const [parent] = await db.select({ id: systemMenu.id }).from(systemMenu).where(eq(systemMenu.id, parentId));
  if (!parent) fail(SystemError.MENU_PARENT_NOT_EXISTS);
  if (id !== undefined) {
    const nodes = await db.select({ id: systemMenu.id, parentId: systemMenu.parentId }).from(systemMenu);
    if (descendantIds(nodes, id).has(parentId)) fail(SystemError.MENU_PARENT_IS_CHILD);
  }
}

/** 菜单管理: /system/menu/{list,list-all-simple,get,create,update,delete}. */
export function menuRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/menu',
    table: systemMenu,
    permission: 'system:menu',
    create: MenuCreateReq,
    update: MenuUpdateReq,
    filter: MenuFilter,
    where: menuWhere,
    orderBy: menuOrder,
    notFound: SystemError.MENU_NOT_EXISTS,
    routes: ['get', 'create', 'update', 'delete'],
    unique: [{ field: 'name', column: systemMenu.name, error: SystemError.MENU_NAME_DUPLICATE, scope: (input) => eq(systemMenu.parentId, input.parentId) }],
    toVO: toMenuResp,
    values: (input) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      // a button is no page: no path, component or icon
      return rest.type === 3 ? { ...rest, path: '', component: null, componentName: null, icon: '' } : { ...rest, component: rest.component || null, componentName: rest.componentName || null };
    },
    beforeCreate: ({ db }, input) => checkParent(db, input.parentId),
    beforeUpdate: ({ db }, input) => checkParent(db, input.parentId, input.id),
    beforeDelete: async ({ db }, menu) => {
      const [{ n }] = await db.select({ n: count() }).from(systemMenu).where(eq(systemMenu.parentId, menu.id));
      if (n > 0) fail(SystemError.MENU_EXISTS_CHILDREN);
      await db.delete(systemRoleMenu).where(eq(systemRoleMenu.menuId, menu.id));
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/menu/list',
    permission: 'system:menu:query',
    query: MenuFilter,
    handler: async ({ db, query }) => (await db.select().from(systemMenu).where(menuWhere(query)).orderBy(...menuOrder)).map(toMenuResp),
  });

  // yudao 2.x answers the same list at simple-list (the Vue 3 admin's name)
  for (const url of ['/system/menu/list-all-simple', '/system/menu/simple-list']) route(app, {
    method: 'GET',
    url,
    // 菜单管理, the 菜单权限 dialog of 角色管理 and the parent-menu picker of 代码生成
    permission: ['system:menu:query', 'system:permission:assign-role-menu', 'infra:codegen:query'],
    handler: async ({ db }): Promise<MenuSimpleResp[]> => {
      const rows = await db
        .select({ id: systemMenu.id, name: systemMenu.name, parentId: systemMenu.parentId, type: systemMenu.type, status: systemMenu.status })
        .from(systemMenu)
        .orderBy(...menuOrder);
      const on = effectiveMenuIds(rows);
      return rows.filter((m) => on.has(m.id)).map((m) => ({ id: m.id, name: m.name, parentId: m.parentId, type: m.type }));
    },
  });
}
