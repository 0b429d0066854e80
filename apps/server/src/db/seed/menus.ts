import { systemMenu, systemRoleMenu } from '../../modules/system/permission/permission.schema';
import type { Db } from '../client';

/** One row of the menu seed: type 1 directory, 2 menu, 3 button (with its permission string). */
export interface MenuSeed {
  name: string;
  type: 1 | 2 | 3;
  sort: number;
  permission?: string;
  /** '/system' for top-level directories, relative ('user') below them */
  path?: string;
  icon?: string;
  /** page under apps/web/src/pages (without .tsx), e.g. 'system/user/index'; null for directories */
  component?: string | null;
  componentName?: string | null;
  visible?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  children?: MenuSeed[];
}

/** A standard action, or [action, label] (permission `${prefix}:${action}`), or [action, label, full permission string]. */
type Op = 'query' | 'create' | 'update' | 'delete' | 'export' | [action: string, label: string, permission?: string];

const OP_LABEL: Record<string, string> = { query: '查询', create: '新增', update: '修改', delete: '删除', export: '导出' };

/** Buttons of a list page: `${prefix}:query` 查询, … in the order given. */
function buttons(label: string, prefix: string, ops: Op[]): MenuSeed[] {
  return ops.map((op, i) => {
    const [action, text, permission] = Array.isArray(op) ? op : [op, OP_LABEL[op]];
    return { name: `${label}${text}`, type: 3, sort: i + 1, permission: permission ?? `${prefix}:${action}`, path: '', component: null, componentName: null };
  });
}

const CRUD: Op[] = ['query', 'create', 'update', 'delete'];
const CRUDX: Op[] = ['query', 'create', 'update', 'delete', 'export'];

function dir(name: string, path: string, icon: string, sort: number, children: MenuSeed[]): MenuSeed {
  return { name, type: 1, sort, path, icon, component: null, componentName: null, children };
}

/** A console page that shows an outside site in an embedded frame: its component is the site's URL. */
/** An external link (yudao's convention: the URL is the path; the console opens it in a new tab). */
function link(name: string, url: string, icon: string, sort: number): MenuSeed {
  return { name, type: 2, sort, path: url, icon, component: null, componentName: null, children: [] };
}

function page(
  name: string,
  path: string,
  component: string,
  componentName: string,
  icon: string,
  sort: number,
  perm: { label: string; prefix: string; ops: Op[] },
): MenuSeed {
  return { name, type: 2, sort, path, icon, component, componentName, children: buttons(perm.label, perm.prefix, perm.ops) };
}

/** The whole admin console (spec section 1): 系统管理, 基础设施, 工作流程, 商品中心, 交易中心, 支付中心, 股票数据. */
export const ADMIN_MENUS: MenuSeed[] = [
  // not '/stock': that is the public stock page (spec 2.1 whitelist)
  dir('股票数据', '/stock-data', 'ep:trend-charts', 5, [
    page('股票', 'stock', 'stock/stock/index', 'StockStock', 'ep:data-line', 1, { label: '股票', prefix: 'stock:stock', ops: CRUDX }),
    page('概念板块', 'concept', 'stock/concept/index', 'StockConcept', 'ep:collection-tag', 2, { label: '概念', prefix: 'stock:concept', ops: CRUDX }),
    page('新闻', 'news', 'stock/news/index', 'StockNews', 'ep:document', 3, { label: '新闻', prefix: 'stock:news', ops: CRUDX }),
    page('快讯', 'information', 'stock/information/index', 'StockInformation', 'ep:bell', 4, { label: '快讯', prefix: 'stock:information', ops: CRUDX }),
    page('公告', 'announcement', 'stock/announcement/index', 'StockAnnouncement', 'ep:notification', 5, { label: '公告', prefix: 'stock:announcement', ops: CRUDX }),
    page('文章审核', 'essay', 'stock/essay/index', 'StockEssay', 'ep:edit-pen', 6, {
      label: '文章',
      prefix: 'stock:essay',
      ops: ['query', ['audit', '审核'], 'update', 'delete', 'export'],
    }),
    page('导航', 'navigation', 'stock/navigation/index', 'StockNavigation', 'ep:guide', 7, { label: '导航', prefix: 'stock:navigation', ops: CRUD }),
    link('上交所信息披露', 'https://www.sse.com.cn/disclosure/listedinfo/announcement/', 'ep:link', 9),
    page('数据导入', 'import', 'stock/import/index', 'StockImport', 'ep:upload', 8, {
      label: '数据',
      prefix: 'stock:import',
      ops: ['query', ['create', '导入']],
    }),
    page('数据源', 'feed-source', 'stock/feedSource/index', 'StockFeedSource', 'ep:connection', 10, { label: '数据源', prefix: 'stock:feed-source', ops: ['query'] }),
  ]),
  dir('系统管理', '/system', 'ep:tools', 10, [
    page('用户管理', 'user', 'system/user/index', 'SystemUser', 'ep:avatar', 1, {
      label: '用户',
      prefix: 'system:user',
      ops: [...CRUDX, ['import', '导入'], ['update-password', '重置密码'], ['assign-user-role', '分配角色', 'system:permission:assign-user-role']],
    }),
    page('角色管理', 'role', 'system/role/index', 'SystemRole', 'ep:user', 2, {
      label: '角色',
      prefix: 'system:role',
      ops: [...CRUDX, ['assign-role-menu', '菜单权限', 'system:permission:assign-role-menu'], ['assign-role-data-scope', '数据权限', 'system:permission:assign-role-data-scope']],
    }),
    page('菜单管理', 'menu', 'system/menu/index', 'SystemMenu', 'ep:menu', 3, { label: '菜单', prefix: 'system:menu', ops: CRUD }),
    page('部门管理', 'dept', 'system/dept/index', 'SystemDept', 'fa:address-card', 4, { label: '部门', prefix: 'system:dept', ops: CRUD }),
    page('岗位管理', 'post', 'system/post/index', 'SystemPost', 'fa:address-book-o', 5, { label: '岗位', prefix: 'system:post', ops: CRUDX }),
    page('字典管理', 'dict', 'system/dict/index', 'SystemDictType', 'ep:collection', 6, { label: '字典', prefix: 'system:dict', ops: CRUDX }),
    page('通知公告', 'notice', 'system/notice/index', 'SystemNotice', 'ep:takeaway-box', 7, {
      label: '公告',
      prefix: 'system:notice',
      ops: [...CRUD, ['push', '推送']],
    }),
    dir('消息中心', 'messages', 'ep:chat-dot-round', 8, [
      dir('站内信', 'notify', 'ep:message', 1, [
        page('模板管理', 'notify-template', 'system/notify/template/index', 'SystemNotifyTemplate', 'fa:archive', 1, {
          label: '站内信模板',
          prefix: 'system:notify-template',
          ops: [...CRUD, ['send-notify', '发送测试']],
        }),
        page('消息记录', 'notify-message', 'system/notify/message/index', 'SystemNotifyMessage', 'ep:edit', 2, {
          label: '站内信消息',
          prefix: 'system:notify-message',
          ops: ['query'],
        }),
      ]),
    ]),
    dir('短信管理', 'sms', 'ep:message', 9, [
      page('短信渠道', 'sms-channel', 'system/sms/channel/index', 'SystemSmsChannel', 'fa:stack-exchange', 1, {
        label: '短信渠道',
        prefix: 'system:sms-channel',
        ops: CRUD,
      }),
      page('短信模板', 'sms-template', 'system/sms/template/index', 'SystemSmsTemplate', 'ep:connection', 2, {
        label: '短信模板',
        prefix: 'system:sms-template',
        ops: [...CRUDX, ['send-sms', '发送测试']],
      }),
      page('短信日志', 'sms-log', 'system/sms/log/index', 'SystemSmsLog', 'fa:edit', 3, { label: '短信日志', prefix: 'system:sms-log', ops: ['query', 'export'] }),
    ]),
    dir('邮箱管理', 'mail', 'ep:message', 10, [
      page('邮箱账号', 'mail-account', 'system/mail/account/index', 'SystemMailAccount', 'fa:universal-access', 1, {
        label: '邮箱账号',
        prefix: 'system:mail-account',
        ops: CRUD,
      }),
      page('邮件模板', 'mail-template', 'system/mail/template/index', 'SystemMailTemplate', 'fa:tag', 2, {
        label: '邮件模板',
        prefix: 'system:mail-template',
        ops: [...CRUD, ['send-mail', '发送测试']],
      }),
      page('邮件记录', 'mail-log', 'system/mail/log/index', 'SystemMailLog', 'fa:edit', 3, { label: '邮件日志', prefix: 'system:mail-log', ops: ['query'] }),
    ]),
    dir('OAuth 2.0', 'oauth2', 'fa:dashcube', 11, [
      page('应用管理', 'application', 'system/oauth2/client/index', 'SystemOAuth2Client', 'ep:add', 1, { label: '客户端', prefix: 'system:oauth2-client', ops: CRUD }),
      page('令牌管理', 'token', 'system/oauth2/token/index', 'SystemOAuth2Token', 'ep:key', 2, { label: '令牌', prefix: 'system:oauth2-token', ops: ['query', 'delete'] }),
    ]),
    dir('三方登录', 'social', 'fa:rocket', 12, [
      page('三方应用', 'social-client', 'system/social/client/index', 'SocialClient', 'ep:set-up', 1, { label: '三方应用', prefix: 'system:social-client', ops: CRUD }),
      page('三方用户', 'social-user', 'system/social/user/index', 'SocialUser', 'ep:avatar', 2, { label: '三方用户', prefix: 'system:social-user', ops: ['query'] }),
    ]),
    dir('审计日志', 'log', 'ep:document-copy', 13, [
      page('操作日志', 'operate-log', 'system/operatelog/index', 'SystemOperateLog', 'ep:position', 1, { label: '操作日志', prefix: 'system:operate-log', ops: ['query', 'export'] }),
      page('登录日志', 'login-log', 'system/loginlog/index', 'SystemLoginLog', 'ep:promotion', 2, {
        label: '登录日志',
        prefix: 'system:login-log',
        ops: ['query', 'export', ['throttle-query', '登录限制查询', 'system:login-throttle:query'], ['throttle-delete', '登录限制解除', 'system:login-throttle:delete']],
      }),
    ]),
  ]),
  dir('基础设施', '/infra', 'ep:monitor', 20, [
    page('参数配置', 'config', 'infra/config/index', 'InfraConfig', 'ep:edit', 1, { label: '参数配置', prefix: 'infra:config', ops: CRUDX }),
    dir('文件管理', 'file', 'ep:files', 2, [
      page('文件配置', 'file-config', 'infra/fileConfig/index', 'InfraFileConfig', 'fa-solid:file-signature', 1, { label: '文件配置', prefix: 'infra:file-config', ops: CRUD }),
      page('文件列表', 'file', 'infra/file/index', 'InfraFile', 'ep:upload-filled', 2, { label: '文件', prefix: 'infra:file', ops: ['query', ['create', '上传'], 'delete'] }),
    ]),
    page('定时任务', 'job', 'infra/job/index', 'InfraJob', 'fa-solid:tasks', 3, { label: '定时任务', prefix: 'infra:job', ops: [...CRUDX, ['trigger', '触发']] }),
    dir('API 日志', 'log', 'fa:tasks', 4, [
      page('访问日志', 'api-access-log', 'infra/apiAccessLog/index', 'InfraApiAccessLog', 'ep:place', 1, { label: 'API 访问日志', prefix: 'infra:api-access-log', ops: ['query', 'export'] }),
      page('错误日志', 'api-error-log', 'infra/apiErrorLog/index', 'InfraApiErrorLog', 'ep:warning-filled', 2, {
        label: 'API 错误日志',
        prefix: 'infra:api-error-log',
        ops: ['query', ['update-status', '处理'], 'export'],
      }),
    ]),
    page('代码生成', 'codegen', 'infra/codegen/index', 'InfraCodegen', 'ep:document-copy', 5, {
      label: '代码生成',
      prefix: 'infra:codegen',
      ops: [
        'query',
        ['create', '导入'],
        'update',
        'delete',
        ['preview', '预览'],
        ['download', '生成代码'],
        // 数据源配置: the generator's other databases (no page of its own in our console; the official admins have one)
        ['query', '数据源查询', 'infra:data-source-config:query'],
        ['create', '数据源新增', 'infra:data-source-config:create'],
        ['update', '数据源修改', 'infra:data-source-config:update'],
        ['delete', '数据源删除', 'infra:data-source-config:delete'],
        // Redis 监控 (yudao's page): answers that this server has no Redis (decision 0046)
        ['query', 'Redis 监控查询', 'infra:redis:query'],
      ],
    }),
  ]),
  dir('工作流程', '/bpm', 'ep:tools', 30, [
    dir('流程管理', 'manager', 'ep:management', 1, [
      page('流程模型', 'model', 'bpm/model/index', 'BpmModel', 'fa-solid:project-diagram', 1, {
        label: '流程模型',
        prefix: 'bpm:model',
        ops: [
          ...CRUD,
          ['deploy', '发布'],
          ['query', '分配规则查询', 'bpm:task-assign-rule:query'],
          ['create', '分配规则新增', 'bpm:task-assign-rule:create'],
          ['update', '分配规则修改', 'bpm:task-assign-rule:update'],
          ['query', '流程定义查询', 'bpm:process-definition:query'],
          ['update', '流程定义挂起/激活', 'bpm:process-definition:update'],
          ['query', '流程分类查询', 'bpm:category:query'],
          ['create', '流程分类新增', 'bpm:category:create'],
          ['update', '流程分类修改', 'bpm:category:update'],
          ['delete', '流程分类删除', 'bpm:category:delete'],
        ],
      }),
      page('流程表单', 'form', 'bpm/form/index', 'BpmForm', 'fa:wpforms', 2, { label: '流程表单', prefix: 'bpm:form', ops: CRUD }),
      page('用户分组', 'user-group', 'bpm/group/index', 'BpmUserGroup', 'fa:user-secret', 3, { label: '用户分组', prefix: 'bpm:user-group', ops: CRUD }),
    ]),
    dir('任务管理', 'task', 'fa:tasks', 2, [
      page('我的流程', 'my', 'bpm/processInstance/index', 'BpmProcessInstanceMy', 'fa-solid:book', 1, {
        label: '流程实例',
        prefix: 'bpm:process-instance',
        ops: ['query', ['create', '发起'], ['cancel', '取消'], ['query-all', '查看全部（流程管理员）'], ['cancel-by-admin', '取消（流程管理员）'], ['retry', '重试服务任务'], ['correlate', '发送消息 / 信号']],
      }),
      page('待办任务', 'todo', 'bpm/task/todo/index', 'BpmTodoTask', 'ep:clock', 2, { label: '待办任务', prefix: 'bpm:task', ops: ['query', ['update', '审批']] }),
      page('已办任务', 'done', 'bpm/task/done/index', 'BpmDoneTask', 'ep:checked', 3, { label: '已办任务', prefix: 'bpm:task', ops: ['query'] }),
      page('抄送我的', 'copy', 'bpm/task/copy/index', 'BpmProcessInstanceCopy', 'ep:document-copy', 4, { label: '抄送', prefix: 'bpm:process-instance-copy', ops: ['query'] }),
    ]),
    dir('OA 示例', 'oa', 'fa:wpforms', 3, [
      page('请假查询', 'leave', 'bpm/oa/leave/index', 'BpmOALeave', 'fa:user-times', 1, { label: '请假', prefix: 'bpm:oa-leave', ops: ['query', 'create'] }),
    ]),
  ]),
  dir('商品中心', '/mall', 'fa-solid:store', 40, [
    page('商品分类', 'category', 'mall/product/category/index', 'ProductCategory', 'ep:cellphone', 1, { label: '商品分类', prefix: 'product:category', ops: CRUD }),
    page('商品品牌', 'brand', 'mall/product/brand/index', 'ProductBrand', 'ep:chicken', 2, { label: '商品品牌', prefix: 'product:brand', ops: CRUD }),
    page('商品属性', 'property', 'mall/product/property/index', 'ProductProperty', 'ep:cold-drink', 3, { label: '商品属性', prefix: 'product:property', ops: CRUD }),
    page('商品列表', 'spu', 'mall/product/spu/index', 'ProductSpu', 'ep:apple', 4, { label: '商品 SPU', prefix: 'product:spu', ops: CRUDX }),
  ]),
  dir('交易中心', '/trade', 'ep:handbag', 50, [
    page('订单列表', 'order', 'mall/trade/order/index', 'TradeOrder', 'ep:list', 1, { label: '订单', prefix: 'trade:order', ops: ['query', 'update', 'export'] }),
    page('售后退款', 'after-sale', 'mall/trade/afterSale/index', 'TradeAfterSale', 'ep:refresh-left', 2, {
      label: '售后',
      prefix: 'trade:after-sale',
      ops: ['query', ['agree', '同意'], ['disagree', '拒绝']],
    }),
  ]),
  dir('支付中心', '/pay', 'ep:money', 60, [
    page('应用信息', 'app', 'pay/app/index', 'PayApp', 'fa:app-store', 1, {
      label: '支付应用',
      prefix: 'pay:app',
      ops: [...CRUD, ['channel-query', '渠道查询', 'pay:channel:query'], ['channel-create', '渠道新增', 'pay:channel:create'], ['channel-update', '渠道修改', 'pay:channel:update'], ['channel-delete', '渠道删除', 'pay:channel:delete']],
    }),
    page('支付订单', 'order', 'pay/order/index', 'PayOrder', 'fa:cc-paypal', 2, { label: '支付订单', prefix: 'pay:order', ops: ['query', 'export'] }),
    page('退款订单', 'refund', 'pay/refund/index', 'PayRefund', 'fa:registered', 3, { label: '退款订单', prefix: 'pay:refund', ops: ['query', 'export'] }),
    page('回调通知', 'notify', 'pay/notify/index', 'PayNotify', 'ep:mute-notification', 4, { label: '回调通知', prefix: 'pay:notify', ops: ['query'] }),
    page('会员钱包', 'wallet', 'pay/wallet/balance/index', 'PayWallet', 'ep:wallet', 5, { label: '钱包', prefix: 'pay:wallet', ops: ['query', ['update', '充值']] }),
    page('充值套餐', 'wallet-recharge-package', 'pay/wallet/rechargePackage/index', 'PayWalletRechargePackage', 'fa:leaf', 6, {
      label: '充值套餐',
      prefix: 'pay:wallet-recharge-package',
      ops: CRUD,
    }),
    page('接入示例', 'demo-order', 'pay/demo/order/index', 'PayDemoOrder', 'fa:paypal', 7, {
      label: '示例订单',
      prefix: 'pay:demo-order',
      ops: ['query', 'create', ['refund', '退款']],
    }),
  ]),
];

/** A menu row with the path of top-level directory it lives under ('/system', '/stock-data' …). */
export interface FlatMenu extends MenuSeed {
  area: string;
  parent: FlatMenu | null;
}

export function flattenMenus(menus: MenuSeed[] = ADMIN_MENUS): FlatMenu[] {
  const out: FlatMenu[] = [];
  const walk = (list: MenuSeed[], parent: FlatMenu | null, area: string | null) => {
    for (const m of list) {
      const flat: FlatMenu = { ...m, area: area ?? m.path ?? '', parent };
      out.push(flat);
      if (m.children) walk(m.children, flat, flat.area);
    }
  };
  walk(menus, null, null);
  return out;
}

/**
 * The operator role (运营人员, account staff): reads every 系统管理 and 基础设施 page (their directories, menus and
 * query buttons, nothing that writes) and maintains all 股票数据 content; in 交易中心 it only reads orders.
 */
export function operatorGrant(menu: FlatMenu): boolean {
  if (menu.area === '/stock-data') return true;
  // 交易中心: read-only order access (the directory, 订单列表 and its query button)
  if (menu.area === '/trade') return menu.type === 1 || menu.path === 'order' || menu.permission === 'trade:order:query';
  if (menu.area !== '/system' && menu.area !== '/infra') return false;
  return menu.type !== 3 || (menu.permission ?? '').endsWith(':query');
}

/** Inserts the menu tree (row by row, parents first) and grants the operator role its share. */
export async function seedMenus(db: Db, roleIds: Map<string, number>): Promise<void> {
  const operatorMenuIds: number[] = [];
  const insert = async (list: MenuSeed[], parentId: number, area: string | null) => {
    for (const m of list) {
      const [row] = await db
        .insert(systemMenu)
        .values({
          name: m.name,
          type: m.type,
          sort: m.sort,
          parentId,
          permission: m.permission ?? '',
          path: m.path ?? '',
          icon: m.icon ?? '',
          component: m.component ?? null,
          componentName: m.componentName ?? null,
          visible: m.visible ?? true,
          keepAlive: m.keepAlive ?? true,
          alwaysShow: m.alwaysShow ?? true,
        })
        .returning({ id: systemMenu.id });
      const rowArea = area ?? m.path ?? '';
      if (operatorGrant({ ...m, area: rowArea, parent: null })) operatorMenuIds.push(row.id);
      if (m.children) await insert(m.children, row.id, rowArea);
    }
  };
  await insert(ADMIN_MENUS, 0, null);
  const operator = roleIds.get('operator');
  if (operator && operatorMenuIds.length) {
    await db.insert(systemRoleMenu).values(operatorMenuIds.map((menuId) => ({ roleId: operator, menuId })));
  }
}
