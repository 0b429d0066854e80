import type { Db } from '../client';
import { systemDictData, systemDictType } from '../../modules/system/dict/dict.schema';

type Color = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** [value, label, colorType?, remark?] */
type Item = [string, string, Color?, string?];

interface SeedDictType {
  type: string;
  name: string;
  remark?: string;
  items: Item[];
}

/** Every dictionary type the product uses (values and colours as yudao ruoyi-vue-pro has them, plus the stock ones). */
export const SEED_DICTS: SeedDictType[] = [
  // ------------------------------------------------------------ system
  { type: 'user_type', name: '用户类型', items: [['1', '会员', 'primary'], ['2', '管理员', 'success']] },
  { type: 'common_status', name: '系统状态', remark: '启用 / 停用', items: [['0', '开启', 'primary'], ['1', '关闭', 'info']] },
  {
    type: 'terminal',
    name: '终端',
    items: [['0', '未知', 'default'], ['10', '微信小程序', ''], ['11', '微信公众号', ''], ['20', 'H5 网页', ''], ['31', '手机 App', ''], ['40', 'PC 网页', '']],
  },
  { type: 'system_user_sex', name: '用户性别', items: [['0', '未知', 'info'], ['1', '男', 'default'], ['2', '女', 'success']] },
  { type: 'system_menu_type', name: '菜单类型', items: [['1', '目录', ''], ['2', '菜单', ''], ['3', '按钮', '']] },
  { type: 'system_role_type', name: '角色类型', items: [['1', '内置', 'danger'], ['2', '自定义', 'primary']] },
  {
    type: 'system_data_scope',
    name: '数据范围',
    items: [
      ['1', '全部数据权限', ''],
      ['2', '指定部门数据权限', ''],
      ['3', '本部门数据权限', ''],
      ['4', '本部门及以下数据权限', ''],
      ['5', '仅本人数据权限', ''],
    ],
  },
  { type: 'system_notice_type', name: '通知类型', items: [['1', '通知', 'success'], ['2', '公告', 'info']] },
  {
    type: 'system_operate_type',
    name: '操作类型',
    items: [
      ['0', '其它', 'default'],
      ['1', '查询', 'info'],
      ['2', '新增', 'primary'],
      ['3', '修改', 'warning'],
      ['4', '删除', 'danger'],
      ['5', '导出', 'success'],
      ['6', '导入', 'success'],
    ],
  },
  {
    // yudao 2.x names the operate types of the API logs infra_operate_type (the same values as system_operate_type)
    type: 'infra_operate_type',
    name: '接口操作类型',
    items: [
      ['0', '其它', 'default'],
      ['1', '查询', 'info'],
      ['2', '新增', 'primary'],
      ['3', '修改', 'warning'],
      ['4', '删除', 'danger'],
      ['5', '导出', 'success'],
      ['6', '导入', 'success'],
    ],
  },
  {
    type: 'system_login_type',
    name: '登录日志的类型',
    items: [['100', '账号登录', 'primary'], ['101', '社交登录', 'info'], ['103', '短信登录', 'default'], ['200', '主动登出', 'primary'], ['202', '强制登出', 'danger']],
  },
  {
    type: 'system_login_result',
    name: '登录结果',
    items: [
      ['0', '成功', 'success'],
      ['10', '账号或密码不正确', 'danger'],
      ['20', '用户被禁用', 'danger'],
      ['30', '验证码不存在', 'danger'],
      ['31', '验证码不正确', 'danger'],
      ['40', '未知异常', 'danger'],
      ['50', '失败过多，限制登录', 'warning'],
      ['51', '地址失败过多，限制登录', 'warning'],
    ],
  },
  {
    type: 'system_sms_channel_code',
    name: '短信渠道编码',
    items: [
      ['LOG', '日志(内置)', 'info'],
      ['WEBHOOK', 'Webhook', 'primary'],
    ],
  },
  { type: 'system_sms_template_type', name: '短信模板的类型', items: [['1', '验证码', 'warning'], ['2', '通知', 'primary'], ['3', '营销', 'danger']] },
  {
    type: 'system_sms_send_status',
    name: '短信发送状态',
    items: [['0', '初始化', 'info'], ['10', '发送成功', 'success'], ['20', '发送失败', 'danger'], ['30', '不发送', 'info']],
  },
  { type: 'system_sms_receive_status', name: '短信接收状态', items: [['0', '等待结果', 'info'], ['10', '接收成功', 'success'], ['20', '接收失败', 'danger']] },
  {
    type: 'system_sms_scene',
    name: '短信验证码场景',
    items: [['1', '会员用户 - 手机号登录', ''], ['2', '会员用户 - 修改手机', ''], ['3', '会员用户 - 修改密码', ''], ['4', '会员用户 - 忘记密码', ''], ['21', '后台用户 - 手机号登录', '']],
  },
  { type: 'system_error_code_type', name: '错误码的类型', items: [['1', '自动生成', 'warning'], ['2', '手动编辑', 'primary']] },
  {
    type: 'system_oauth2_grant_type',
    name: 'OAuth 2.0 授权类型',
    items: [
      ['password', '密码模式', 'default'],
      ['authorization_code', '授权码模式', 'primary'],
      ['implicit', '简化模式', 'success'],
      ['client_credentials', '客户端模式', 'info'],
      ['refresh_token', '刷新模式', 'warning'],
    ],
  },
  {
    type: 'system_social_type',
    name: '社交类型',
    items: [['10', '钉钉', ''], ['20', '企业微信', ''], ['30', '微信公众平台', ''], ['31', '微信开放平台', ''], ['50', 'Gitee', ''], ['51', 'GitHub', ''], ['99', '演示账号', '']],
  },
  {
    type: 'system_mail_send_status',
    name: '邮件发送状态',
    items: [['0', '初始化', 'info'], ['10', '发送成功', 'success'], ['20', '发送失败', 'danger'], ['30', '不发送', 'info']],
  },
  { type: 'system_notify_template_type', name: '站内信模版的类型', items: [['1', '通知公告', 'primary'], ['2', '系统消息', 'success']] },
  // ------------------------------------------------------------ infra
  { type: 'infra_job_status', name: '定时任务状态', items: [['0', '初始化', 'primary'], ['1', '开启', 'success'], ['2', '暂停', 'danger']] },
  { type: 'infra_job_log_status', name: '定时任务日志状态', items: [['0', '运行中', 'primary'], ['1', '成功', 'success'], ['2', '失败', 'warning']] },
  {
    type: 'infra_codegen_template_type',
    name: '代码生成模板类型',
    items: [['1', '单表（增删改查）', ''], ['2', '树表（增删改查）', ''], ['10', '主子表（标准）', ''], ['11', '主子表（ERP）', ''], ['12', '主子表（内嵌）', '']],
  },
  {
    type: 'infra_codegen_front_type',
    name: '代码生成前端类型',
    items: [
      ['10', 'Vue2 Element UI 标准模版', ''],
      ['20', 'Vue3 Element Plus 标准模版', ''],
      ['30', 'Vue3 vben(Ant Design Vue) 模版', ''],
      ['40', 'Vue3 vben5.0(Ant Design Vue) 模版', ''],
      ['50', 'React Ant Design 模版', ''],
    ],
  },
  { type: 'infra_codegen_scene', name: '代码生成的场景枚举', items: [['1', '管理后台', ''], ['2', '用户 APP', '']] },
  {
    type: 'infra_file_storage',
    name: '文件存储器',
    items: [['1', '数据库', 'default'], ['10', '本地磁盘', 'default'], ['11', 'FTP 服务器', 'default'], ['12', 'SFTP 服务器', 'default'], ['20', 'S3 对象存储', 'default']],
  },
  { type: 'infra_boolean_string', name: 'Boolean 是否类型', items: [['true', '是', 'danger'], ['false', '否', 'info']] },
  { type: 'infra_config_type', name: '参数类型', items: [['1', '系统内置', 'danger'], ['2', '自定义', 'primary']] },
  { type: 'infra_api_error_log_process_status', name: 'API 异常数据的处理状态', items: [['0', '未处理', 'warning'], ['1', '已处理', 'success'], ['2', '已忽略', 'danger']] },
  // ------------------------------------------------------------ bpm
  {
    type: 'bpm_model_category',
    name: '流程分类',
    items: [['1', 'OA 办公', 'primary'], ['2', '内容审核', 'success'], ['3', '财务审批', 'warning'], ['4', '风控合规', 'danger']],
  },
  { type: 'bpm_process_instance_status', name: '流程实例的状态', items: [['1', '进行中', 'primary'], ['2', '已完成', 'success']] },
  {
    type: 'bpm_process_instance_result',
    name: '流程实例的结果',
    items: [['1', '处理中', 'primary'], ['2', '通过', 'success'], ['3', '不通过', 'danger'], ['4', '已取消', 'info'], ['5', '已退回', 'warning'], ['6', '异常', 'danger']],
  },
  {
    type: 'bpm_task_status',
    name: '流程任务的状态',
    items: [
      ['0', '待审批', 'info'],
      ['1', '审批中', 'primary'],
      ['2', '审批通过', 'success'],
      ['3', '审批不通过', 'danger'],
      ['4', '已取消', 'info'],
      ['5', '已退回', 'warning'],
      ['6', '委派中', 'primary'],
      ['7', '审批通过中', 'success'],
    ],
  },
  // ------------------------------------------------------------ pay
  {
    type: 'pay_channel_code',
    name: '支付渠道编码',
    items: [
      ['wx_pub', '微信 JSAPI 支付', 'success'],
      ['wx_lite', '微信小程序支付', 'success'],
      ['wx_app', '微信 App 支付', 'success'],
      ['wx_native', '微信 Native 支付', 'success'],
      ['wx_bar', '微信付款码支付', 'success'],
      ['alipay_pc', '支付宝 PC 网站支付', 'primary'],
      ['alipay_wap', '支付宝 Wap 网站支付', 'primary'],
      ['alipay_app', '支付宝 App 支付', 'primary'],
      ['alipay_qr', '支付宝扫码支付', 'primary'],
      ['alipay_bar', '支付宝条码支付', 'primary'],
      ['wallet', '钱包支付', 'warning'],
      ['mock', '模拟支付', 'info'],
    ],
  },
  {
    type: 'pay_order_status',
    name: '支付订单状态',
    items: [['0', '未支付', 'info'], ['10', '支付成功', 'success'], ['20', '已退款', 'warning'], ['30', '支付关闭', 'info']],
  },
  { type: 'pay_refund_status', name: '退款订单状态', items: [['0', '未退款', 'info'], ['10', '退款成功', 'success'], ['20', '退款失败', 'danger']] },
  {
    type: 'pay_notify_status',
    name: '支付回调状态',
    items: [
      ['0', '等待通知', 'info'],
      ['10', '通知成功', 'success'],
      ['20', '通知失败', 'danger'],
      ['21', '请求成功，但是结果失败', 'warning'],
      ['22', '请求失败', 'warning'],
    ],
  },
  // ------------------------------------------------------------ trade, promotion, product
  {
    type: 'trade_order_status',
    name: '交易订单状态',
    items: [['0', '待支付', 'default'], ['10', '待发货', 'warning'], ['20', '已发货', 'primary'], ['30', '已完成', 'success'], ['40', '已取消', 'danger']],
  },
  {
    type: 'trade_order_type',
    name: '交易订单类型',
    items: [['0', '普通订单', 'default'], ['1', '秒杀订单', 'warning'], ['2', '砍价订单', 'warning'], ['3', '拼团订单', 'danger'], ['4', '积分商城', 'info']],
  },
  {
    type: 'trade_after_sale_status',
    name: '交易售后状态',
    items: [
      ['10', '申请售后', 'primary'],
      ['20', '商品待退货', 'primary'],
      ['30', '商家待收货', 'primary'],
      ['40', '等待退款', 'primary'],
      ['50', '退款成功', 'default'],
      ['61', '买家取消售后', 'info'],
      ['62', '商家拒绝', 'info'],
      ['63', '商家拒收货', 'info'],
    ],
  },
  { type: 'promotion_discount_type', name: '优惠类型', items: [['1', '满减', 'success'], ['2', '折扣', 'primary']] },
  { type: 'product_spu_status', name: '商品 SPU 状态', items: [['1', '上架', 'success'], ['0', '下架', 'info'], ['-1', '回收站', 'default']] },
  // ------------------------------------------------------------ stock
  {
    type: 'market_type',
    name: '交易市场',
    remark: '沪深北三大交易所',
    items: [
      ['SH', '上交所', 'danger', '上海证券交易所：主板 600/601/603/605，科创板 688/689'],
      ['SZ', '深交所', 'primary', '深圳证券交易所：主板 000/001/002/003，创业板 300/301'],
      ['BJ', '北交所', 'success', '北京证券交易所：43/83/87/920'],
    ],
  },
  {
    type: 'market_board',
    name: '上市板块',
    remark: '板块决定涨跌幅限制',
    items: [
      ['main', '主板', 'primary', '涨跌幅 ±10%（ST ±5%）'],
      ['gem', '创业板', 'success', '涨跌幅 ±20%'],
      ['star', '科创板', 'warning', '涨跌幅 ±20%'],
      ['bse', '北交所', 'danger', '涨跌幅 ±30%'],
    ],
  },
  { type: 'industry_concept', name: '板块类别', remark: '行业板块 / 概念板块', items: [['1', '行业', 'primary'], ['2', '概念', 'warning']] },
  { type: 'is_open_record', name: '记录公开', remark: '自选、交易记录是否对其他股友公开', items: [['0', '公开', 'success'], ['1', '私密', 'info']] },
  {
    type: 'nav_type',
    name: '导航类型',
    remark: '站点导航的链接分类',
    items: [['1', '官方机构', 'danger'], ['2', '财经资讯', 'primary'], ['3', '行情数据', 'success'], ['4', '基金指数', 'warning'], ['5', '投资社区', 'info']],
  },
];

/** Every dictionary type the product uses, with Chinese labels and colour types. */
export async function seedDictionaries(db: Db): Promise<void> {
  await db.insert(systemDictType).values(SEED_DICTS.map((d) => ({ name: d.name, type: d.type, status: 0, remark: d.remark ?? null, creator: '1', updater: '1' })));
  await db.insert(systemDictData).values(
    SEED_DICTS.flatMap((d) =>
      d.items.map(([value, label, colorType, remark], i) => ({
        dictType: d.type,
        value,
        label,
        sort: i + 1,
        colorType: colorType ?? '',
        remark: remark ?? null,
        creator: '1',
        updater: '1',
      })),
    ),
  );
}
