import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { NavAdminCreateReq, NavAdminFilter, NavAdminUpdateReq, StockAdminError, type NavAdminVO } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { likeContains } from '../../../core/filters';
import { stockNav } from '../content.schema';

function toNavVO(r: typeof stockNav.$inferSelect): NavAdminVO {
  return { id: r.id, navType: r.navType, name: r.name, url: r.url, icon: r.icon, description: r.description, sort: r.sort, createTime: r.createTime.getTime() };
}

/** 导航 (staff): /stock-admin/navigation/{page,get,create,update,delete}; navType from dict nav_type, http(s) links. */
export function stockAdminNavRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/stock-admin/navigation',
    table: stockNav,
    permission: 'stock:navigation',
    create: NavAdminCreateReq,
    update: NavAdminUpdateReq,
    filter: NavAdminFilter,
    where: (f): SQL | undefined => and(f.navType ? eq(stockNav.navType, f.navType) : undefined, f.name ? likeContains(stockNav.name, f.name) : undefined),
    orderBy: [asc(stockNav.navType), asc(stockNav.sort), asc(stockNav.id)],
    notFound: StockAdminError.NAV_NOT_EXISTS,
    toVO: toNavVO,
  });
}
