import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paramsAreNumeric } from './access-rules';
import type { RouteMeta } from './menu-routes';

interface HiddenRoute {
  path: string;
  component: string;
  meta: RouteMeta;
  numeric?: string[];
}

/** Hidden admin-layout routes of spec section 2.3; their pages load lazily from src/pages by component path. */
export const HIDDEN_ADMIN_ROUTES: HiddenRoute[] = [
  { path: '/user/profile', component: 'system/user/profile/index', meta: { title: '个人中心', name: 'Profile', activeMenu: '/stockIndex' } },
  { path: '/user/notify-message', component: 'system/notify/my/index', meta: { title: '我的站内信', name: 'MyNotifyMessage' } },
  { path: '/dict/type/data/:dictId', component: 'system/dict/data/index', meta: { title: '字典数据', name: 'SystemDictData', activeMenu: '/system/dict' }, numeric: ['dictId'] },
  { path: '/job/log', component: 'infra/job/logger/index', meta: { title: '调度日志', name: 'InfraJobLog', activeMenu: '/infra/job' } },
  { path: '/codegen/edit/:tableId', component: 'infra/codegen/edit/index', meta: { title: '修改生成配置', name: 'InfraCodegenEditTable', activeMenu: '/infra/codegen' }, numeric: ['tableId'] },
  { path: '/bpm/oa/leave/create', component: 'bpm/oa/leave/create', meta: { title: '发起 OA 请假', name: 'OALeaveCreate', activeMenu: '/bpm/oa/leave' } },
  { path: '/bpm/oa/leave/detail', component: 'bpm/oa/leave/detail', meta: { title: '查看 OA 请假', name: 'OALeaveDetail', activeMenu: '/bpm/oa/leave' } },
  { path: '/bpm/manager/form', component: 'bpm/form/index', meta: { title: '流程表单', name: 'BpmForm' } },
  { path: '/bpm/manager/form/edit', component: 'bpm/form/editor/index', meta: { title: '设计流程表单', name: 'BpmFormEditor', activeMenu: '/bpm/manager/form' } },
  { path: '/bpm/manager/definition', component: 'bpm/definition/index', meta: { title: '流程定义', name: 'BpmProcessDefinition', activeMenu: '/bpm/manager/model' } },
  { path: '/bpm/manager/model', component: 'bpm/model/index', meta: { title: '流程模型', name: 'BpmModel' } },
  { path: '/bpm/manager/model/design', component: 'bpm/model/editor/index', meta: { title: '设计流程', name: 'BpmModelEditor', activeMenu: '/bpm/manager/model' } },
  { path: '/bpm/process-instance/create', component: 'bpm/process-instance/create/index', meta: { title: '发起流程', name: 'BpmProcessInstanceCreate', activeMenu: '/bpm/task/my' } },
  { path: '/bpm/process-instance/detail', component: 'bpm/process-instance/detail/index', meta: { title: '流程详情', name: 'BpmProcessInstanceDetail', activeMenu: '/bpm/task/my' } },
  { path: '/property/value/:propertyId', component: 'mall/product/property/value/index', meta: { title: '商品属性值', name: 'ProductPropertyValue', activeMenu: '/mall/property' }, numeric: ['propertyId'] },
  { path: '/spu/edit/:spuId', component: 'mall/product/spu/form/index', meta: { title: '编辑商品', name: 'ProductSpuEdit', activeMenu: '/mall/spu' }, numeric: ['spuId'] },
  { path: '/spu/add', component: 'mall/product/spu/form/index', meta: { title: '添加商品', name: 'ProductSpuAdd', activeMenu: '/mall/spu' } },
  { path: '/trade/order/detail', component: 'mall/trade/order/detail/index', meta: { title: '订单详情', name: 'TradeOrderDetail', activeMenu: '/trade/order' } },
  { path: '/pay/cashier', component: 'pay/cashier/index', meta: { title: '收银台', name: 'PayCashier', noCache: true, keepAlive: false } },
];

/** A loader that sends a non-numeric value of the named parameters to /404. */
export function numericParamsLoader(names: readonly string[]) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!paramsAreNumeric(params, names)) throw redirect('/404');
    return null;
  };
}

export function hiddenAdminRouteObjects(): RouteObject[] {
  return HIDDEN_ADMIN_ROUTES.map((r) => ({
    id: `hidden:${r.path}`,
    path: r.path,
    lazy: async () => {
      // the table of every page module stays out of the first load (public pages never need it)
      const { missingPage, resolvePage } = await import('./page-loader');
      return (resolvePage(r.component) ?? missingPage(r.component))();
    },
    handle: { ...r.meta, hidden: true } satisfies RouteMeta,
    ...(r.numeric ? { loader: numericParamsLoader(r.numeric) } : {}),
  }));
}
