import { z } from 'zod';
import { safeUrl } from '../infra/safe-url';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from '../system/dict';

/**
 * 支付中心 wire contract (yudao yudao-module-pay controllers). Money is integer 分.
 * Admin routes (permission in brackets):
 *  /pay/app:     GET page [pay:app:query], GET get?id=, POST create [pay:app:create], PUT update [pay:app:update],
 *                PUT update-status {id,status} [pay:app:update], DELETE delete?id= [pay:app:delete], GET list (simple)
 *  /pay/channel: GET get?appId=&code= (or ?id=) [pay:channel:query], POST create [pay:channel:create], PUT update [pay:channel:update],
 *                DELETE delete?id= [pay:channel:delete], GET get-enable-code-list?appId= [pay:channel:query],
 *                GET supported-list → the channel codes this server implements [pay:channel:query]
 *  /pay/order:   GET page [pay:order:query], GET get-detail?id= [pay:order:query], GET export [pay:order:export]
 *  /pay/refund:  GET page [pay:refund:query], GET get-detail?id= [pay:refund:query], GET export [pay:refund:export]
 *  /pay/notify:  GET page [pay:notify:query] (tasks), GET get-detail?id= [pay:notify:query] (task + attempt logs)
 *  /pay/wallet:  GET page [pay:wallet:query], GET get?id= [pay:wallet:query], GET transaction-page?walletId= [pay:wallet:query],
 *                PUT update-balance {userId, balance (delta 分), remark?} [pay:wallet:update]  (staff recharge / deduction)
 *  /pay/demo-order: POST create {spuId} [pay:demo-order:create], GET page [pay:demo-order:query], PUT refund?id= [pay:demo-order:refund]
 * Cashier + member routes (auth: user; only the pay order's own member; others answer 404 「支付订单不存在」):
 *  GET  /pay/order/get?id= → PayCashierOrderResp (subject, price, expiry, status, open channels of its app)
 *  POST /pay/order/submit {id, channelCode, returnUrl?} → PayOrderSubmitResp  (idempotent: a paid order answers 已支付)
 *  GET  /pay/wallet/my-get → PayWalletResp (created empty on first read)
 *  GET  /pay/wallet/my-transaction-page → PageResult<PayWalletTransactionResp>
 */

// ---------------------------------------------------------------- dictionary values (yudao enums)

/** pay_channel_code: only the channels this server implements are seeded and offered. */
export const PayChannelCode = { MOCK: 'mock', WALLET: 'wallet' } as const;
export const PAY_CHANNEL_CODES = ['mock', 'wallet'] as const;
export type PayChannelCodeValue = (typeof PAY_CHANNEL_CODES)[number];
/** pay_order_status (yudao PayOrderStatusEnum). */
export const PayOrderStatus = { WAITING: 0, SUCCESS: 10, REFUND: 20, CLOSED: 30 } as const;
/** pay_refund_status (yudao PayRefundStatusEnum). */
export const PayRefundStatus = { WAITING: 0, SUCCESS: 10, FAILURE: 20 } as const;
/** pay_notify_status (yudao PayNotifyStatusEnum). */
export const PayNotifyStatus = { WAITING: 0, SUCCESS: 10, FAILURE: 20, REQUEST_SUCCESS: 21, REQUEST_FAILURE: 22 } as const;
/** pay_notify_type: 1 支付单, 2 退款单. */
export const PayNotifyType = { ORDER: 1, REFUND: 2 } as const;
/** Seconds before attempt n+1 of a failed notify (yudao PayNotifyTaskDO.NOTIFY_FREQUENCY); after the last → 通知失败. */
export const PAY_NOTIFY_FREQUENCY_SECONDS = [15, 15, 30, 180, 1800, 1800, 1800, 3600] as const;
/** pay_wallet_biz_type (yudao PayWalletBizTypeEnum subset). */
export const PayWalletBizType = { RECHARGE: 1, PAYMENT: 3, PAYMENT_REFUND: 4, UPDATE_BALANCE: 5 } as const;

// ---------------------------------------------------------------- apps

export const PayAppFilter = z.object({ name: optionalQueryText(64), status: optionalQueryStatus(), createTime: TimeRange });
export type PayAppFilter = z.infer<typeof PayAppFilter>;
export const PayAppPageReq = PageParam.extend(PayAppFilter.shape);
export type PayAppPageReq = z.input<typeof PayAppPageReq>;

const url = (label: string) =>
  z.string().trim().min(1, `${label}不能为空`).max(1024, `${label}过长`).regex(/^https?:\/\/\S+$/, `${label}必须是 http(s) 地址`);

export const PayAppCreateReq = z.object({
  /** unique key the merchant uses (yudao appKey) */
  appKey: z.string().trim().min(1, '应用标识不能为空').max(64, '应用标识长度不能超过 64 个字符').regex(/^[a-zA-Z0-9_-]+$/, '应用标识只能包含字母、数字、下划线和中划线'),
  name: z.string().trim().min(1, '应用名不能为空').max(64, '应用名长度不能超过 64 个字符'),
  status: StatusSchema,
  remark: z.string().trim().max(255).nullish().transform((v) => v || null),
  orderNotifyUrl: url('支付结果的回调地址'),
  refundNotifyUrl: url('退款结果的回调地址'),
});
export type PayAppCreateReq = z.input<typeof PayAppCreateReq>;
export const PayAppUpdateReq = PayAppCreateReq.extend({ id: z.number().int().positive() });
export const PayAppSaveReq = PayAppCreateReq.extend({ id: z.number().int().positive().optional() });
export type PayAppSaveReq = z.input<typeof PayAppSaveReq>;
export const PayAppUpdateStatusReq = z.object({ id: z.number().int().positive(), status: StatusSchema });

export interface PayAppResp {
  id: number;
  appKey: string;
  name: string;
  status: number;
  remark: string | null;
  orderNotifyUrl: string;
  refundNotifyUrl: string;
  /** in-process apps (the mall, the demo) are notified without HTTP; their URLs are informative */
  builtIn: boolean;
  createTime: number;
}
/** A row of /pay/app/page: the codes of its channels (enabled or not, as yudao's page shows). */
export interface PayAppPageItemResp extends PayAppResp {
  channelCodes: string[];
  /** the implemented channels this app may add or switch on (模拟支付: 接入示例 only, unless demo payments are on) */
  allowedChannelCodes: string[];
}
export interface PayAppSimpleResp {
  id: number;
  name: string;
}

// ---------------------------------------------------------------- channels

/** mock needs no configuration; wallet neither (yudao uses an empty config object for both). */
export const PayChannelCreateReq = z.object({
  appId: z.number({ error: '应用编号不能为空' }).int().positive(),
  code: z.enum(PAY_CHANNEL_CODES, { error: '该支付渠道暂不支持' }),
  status: StatusSchema,
  /** 渠道费率 in percent, e.g. 0.6 */
  feeRate: z.number().min(0, '渠道费率不能小于 0').max(100, '渠道费率不能大于 100').default(0),
  remark: z.string().trim().max(255).nullish().transform((v) => v || null),
  /** JSON text of the channel's settings (keys, certificates for real providers); '{}' for mock and wallet */
  config: z.string().max(20_000).default('{}'),
});
export type PayChannelCreateReq = z.input<typeof PayChannelCreateReq>;
export const PayChannelUpdateReq = PayChannelCreateReq.extend({ id: z.number().int().positive() });
export type PayChannelUpdateReq = z.input<typeof PayChannelUpdateReq>;

export interface PayChannelResp {
  id: number;
  appId: number;
  code: string;
  status: number;
  feeRate: number;
  remark: string | null;
  config: string;
  createTime: number;
}
/** GET /pay/channel/supported-list: what can be configured here. */
export interface PayChannelSupportedResp {
  code: string;
  name: string;
}

// ---------------------------------------------------------------- pay orders

export const PayOrderFilter = z.object({
  appId: optionalQueryInt(1),
  channelCode: optionalQueryText(32),
  merchantOrderId: optionalQueryText(64),
  no: optionalQueryText(64),
  status: optionalQueryInt(0, 30),
  createTime: TimeRange,
});
export type PayOrderFilter = z.infer<typeof PayOrderFilter>;
export const PayOrderPageReq = PageParam.extend(PayOrderFilter.shape);
export type PayOrderPageReq = z.input<typeof PayOrderPageReq>;

export interface PayOrderResp {
  id: number;
  /** our pay order number (yudao keeps one per attempt in an extension; here one per order) */
  no: string;
  appId: number;
  appName: string;
  channelId: number | null;
  channelCode: string | null;
  userId: number;
  merchantOrderId: string;
  subject: string;
  body: string | null;
  price: number;
  channelFeeRate: number;
  channelFeePrice: number;
  refundPrice: number;
  status: number;
  userIp: string | null;
  expireTime: number;
  successTime: number | null;
  channelOrderNo: string | null;
  notifyUrl: string;
  createTime: number;
}
export interface PayOrderDetailResp extends PayOrderResp {
  /** the raw result the channel reported (JSON text) */
  channelNotifyData: string | null;
  /** yudao 2.x reads the channel's report from the order's extension (one per attempt there; one per order here) */
  extension: { no: string; channelNotifyData: string | null };
  /** yudao 2.x */
  updateTime: number;
}

/** GET /pay/order/get?id= (the cashier). */
export interface PayCashierOrderResp {
  id: number;
  no: string;
  subject: string;
  body: string | null;
  price: number;
  status: number;
  expireTime: number;
  successTime: number | null;
  channelCode: string | null;
  /** true when still WAITING but past expireTime: no payment offered */
  expired: boolean;
  /** the app's enabled channels the server implements, in display order */
  channels: { code: string; name: string }[];
  /** the member's wallet balance (分) when the wallet channel is open, else null */
  walletBalance: number | null;
}

export const PayOrderSubmitReq = z.object({
  id: z.number({ error: '支付订单编号不能为空' }).int().positive(),
  channelCode: z.string({ error: '请选择支付方式' }).trim().min(1, '请选择支付方式').max(32),
  returnUrl: safeUrl('支付结果的跳转', 1024).nullish(),
});
export type PayOrderSubmitReq = z.input<typeof PayOrderSubmitReq>;
/** yudao PayOrderSubmitRespVO: the synchronous channels here answer status 10 and display mode 'none'. */
export interface PayOrderSubmitResp {
  status: number;
  displayMode: 'none' | 'url' | 'qr_code' | 'form' | 'app';
  displayContent: string;
}

// ---------------------------------------------------------------- refunds

export const PayRefundFilter = z.object({
  appId: optionalQueryInt(1),
  channelCode: optionalQueryText(32),
  merchantOrderId: optionalQueryText(64),
  merchantRefundId: optionalQueryText(64),
  no: optionalQueryText(64),
  status: optionalQueryInt(0, 20),
  createTime: TimeRange,
});
export type PayRefundFilter = z.infer<typeof PayRefundFilter>;
export const PayRefundPageReq = PageParam.extend(PayRefundFilter.shape);
export type PayRefundPageReq = z.input<typeof PayRefundPageReq>;

export interface PayRefundResp {
  id: number;
  no: string;
  appId: number;
  appName: string;
  channelId: number | null;
  channelCode: string;
  orderId: number;
  orderNo: string;
  merchantOrderId: string;
  merchantRefundId: string;
  status: number;
  payPrice: number;
  refundPrice: number;
  reason: string;
  userIp: string | null;
  channelRefundNo: string | null;
  successTime: number | null;
  channelErrorCode: string | null;
  channelErrorMsg: string | null;
  notifyUrl: string;
  createTime: number;
}
/** GET /pay/refund/get-detail?id= and, for yudao 2.x, /pay/refund/get?id= */
export interface PayRefundDetailResp extends PayRefundResp {
  channelNotifyData: string | null;
  /** yudao 2.x: the paying channel's order number of the refunded pay order */
  channelOrderNo: string | null;
  updateTime: number;
}

// ---------------------------------------------------------------- notify tasks

export const PayNotifyTaskFilter = z.object({
  appId: optionalQueryInt(1),
  type: optionalQueryInt(1, 2),
  dataId: optionalQueryInt(1),
  status: optionalQueryInt(0, 22),
  merchantOrderId: optionalQueryText(64),
  createTime: TimeRange,
});
export type PayNotifyTaskFilter = z.infer<typeof PayNotifyTaskFilter>;
export const PayNotifyTaskPageReq = PageParam.extend(PayNotifyTaskFilter.shape);
export type PayNotifyTaskPageReq = z.input<typeof PayNotifyTaskPageReq>;

export interface PayNotifyTaskResp {
  id: number;
  appId: number;
  appName: string;
  /** pay_notify_type */
  type: number;
  /** pay order id (type 1) or refund id (type 2) */
  dataId: number;
  merchantOrderId: string;
  merchantRefundId: string | null;
  status: number;
  nextNotifyTime: number | null;
  lastExecuteTime: number | null;
  notifyTimes: number;
  maxNotifyTimes: number;
  notifyUrl: string;
  createTime: number;
  updateTime: number;
}
export interface PayNotifyLogResp {
  id: number;
  taskId: number;
  /** attempt number, from 1 */
  notifyTimes: number;
  /** what the app answered (or the error), truncated to 2,000 characters */
  response: string;
  status: number;
  createTime: number;
}
/** GET /pay/notify/get-detail?id= */
export interface PayNotifyTaskDetailResp extends PayNotifyTaskResp {
  logs: PayNotifyLogResp[];
}
/** What an app's notify URL receives (POST JSON) and must answer with {code: 0}. */
export interface PayOrderNotifyBody {
  merchantOrderId: string;
  payOrderId: number;
}
export interface PayRefundNotifyBody {
  merchantOrderId: string;
  merchantRefundId: string;
  payRefundId: number;
}

// ---------------------------------------------------------------- wallet

export const PayWalletFilter = z.object({ userId: optionalQueryInt(1), nickname: optionalQueryText(64), createTime: TimeRange });
export type PayWalletFilter = z.infer<typeof PayWalletFilter>;
export const PayWalletPageReq = PageParam.extend(PayWalletFilter.shape);
export type PayWalletPageReq = z.input<typeof PayWalletPageReq>;

export interface PayWalletResp {
  id: number;
  userId: number;
  userNickname: string;
  balance: number;
  totalExpense: number;
  totalRecharge: number;
  createTime: number;
}
export const PayWalletTransactionPageReq = PageParam.extend({ walletId: optionalQueryInt(1), bizType: optionalQueryInt(1, 9) });
export type PayWalletTransactionPageReq = z.input<typeof PayWalletTransactionPageReq>;
export interface PayWalletTransactionResp {
  id: number;
  walletId: number;
  no: string;
  /** pay_wallet_biz_type */
  bizType: number;
  bizId: string;
  title: string;
  /** signed change in 分 (+ income, − expense) */
  price: number;
  /** balance after the change */
  balance: number;
  createTime: number;
}
/** PUT /pay/wallet/update-balance: staff add (recharge) or take (negative) 分 from a member's wallet. */
export const PayWalletUpdateBalanceReq = z.object({
  userId: z.number({ error: '用户编号不能为空' }).int().positive(),
  balance: z.number({ error: '变动余额不能为空' }).int('变动余额必须是整数（单位：分）').min(-100_000_000).max(100_000_000).refine((v) => v !== 0, '变动余额不能为 0'),
  remark: z.string().trim().max(255).nullish().transform((v) => v || null),
});
export type PayWalletUpdateBalanceReq = z.input<typeof PayWalletUpdateBalanceReq>;

// ---------------------------------------------------------------- demo orders (接入示例)

/** The demo app's fixed catalogue (yudao PayDemoOrderServiceImpl keeps one in code too). */
export const PAY_DEMO_SPUS = [
  { id: 1, name: '华为手机', price: 1 },
  { id: 2, name: '小米电视', price: 10 },
  { id: 3, name: '苹果手表', price: 100 },
  { id: 4, name: '华为笔记本', price: 1000 },
  { id: 5, name: '蔚来汽车', price: 200_000 },
] as const;
export const PayDemoOrderCreateReq = z.object({
  spuId: z.number({ error: '商品编号不能为空' }).int().refine((v) => PAY_DEMO_SPUS.some((s) => s.id === v), '商品不存在'),
});
export type PayDemoOrderCreateReq = z.input<typeof PayDemoOrderCreateReq>;
export interface PayDemoOrderResp {
  id: number;
  userId: number;
  spuId: number;
  spuName: string;
  price: number;
  payStatus: boolean;
  payOrderId: number;
  payTime: number | null;
  payChannelCode: string | null;
  refundPrice: number;
  payRefundId: number | null;
  refundTime: number | null;
  createTime: number;
}

// ---------------------------------------------------------------- error codes (yudao 1_007_xxx_xxx)

export const PayError = {
  APP_NOT_FOUND: { code: 1_007_000_000, msg: 'App 不存在' },
  APP_IS_DISABLE: { code: 1_007_000_002, msg: 'App 已经被禁用' },
  APP_EXIST_ORDER_CANT_DELETE: { code: 1_007_000_003, msg: '支付应用存在支付订单，无法删除' },
  APP_EXIST_REFUND_CANT_DELETE: { code: 1_007_000_004, msg: '支付应用存在退款订单，无法删除' },
  APP_KEY_EXISTS: { code: 1_007_000_005, msg: '支付应用标识已经存在' },
  APP_BUILT_IN: { code: 1_007_000_006, msg: '内置支付应用不能删除' },
  CHANNEL_NOT_FOUND: { code: 1_007_001_000, msg: '支付渠道的配置不存在' },
  CHANNEL_IS_DISABLE: { code: 1_007_001_001, msg: '支付渠道已经禁用' },
  CHANNEL_EXIST_SAME_CHANNEL_ERROR: { code: 1_007_001_004, msg: '已存在相同的渠道' },
  CHANNEL_NOT_SUPPORTED: { code: 1_007_001_005, msg: '该支付渠道暂不支持' },
  /** ours: 模拟支付 pays nothing, so it is open only to the 接入示例 app (or every app with DEMO_PAYMENTS=true) */
  CHANNEL_MOCK_DEMO_ONLY: { code: 1_007_001_006, msg: '模拟支付仅用于接入示例应用' },
  ORDER_NOT_FOUND: { code: 404, msg: '支付订单不存在' },
  ORDER_STATUS_IS_NOT_WAITING: { code: 1_007_002_001, msg: '支付订单不处于待支付' },
  ORDER_STATUS_IS_SUCCESS: { code: 1_007_002_002, msg: '订单已支付，请刷新页面' },
  ORDER_IS_EXPIRED: { code: 1_007_002_003, msg: '支付订单已经过期' },
  ORDER_SUBMIT_CHANNEL_ERROR: { code: 1_007_002_004, msg: '发起支付报错，错误码：{}，错误提示：{}' },
  ORDER_REFUND_FAIL_STATUS_ERROR: { code: 1_007_002_005, msg: '支付订单退款失败，原因：状态不是已支付或已退款' },
  REFUND_PRICE_EXCEED: { code: 1_007_006_000, msg: '退款金额超过订单可退款金额' },
  REFUND_HAS_REFUNDING: { code: 1_007_006_002, msg: '已经有退款在处理中' },
  REFUND_EXISTS: { code: 1_007_006_003, msg: '已经存在退款单' },
  REFUND_NOT_FOUND: { code: 1_007_006_004, msg: '支付退款单不存在' },
  NOTIFY_TASK_NOT_FOUND: { code: 1_007_008_000, msg: '支付回调任务不存在' },
  WALLET_NOT_FOUND: { code: 1_007_007_000, msg: '用户钱包不存在' },
  WALLET_BALANCE_NOT_ENOUGH: { code: 1_007_007_001, msg: '钱包余额不足' },
  WALLET_BALANCE_NEGATIVE: { code: 1_007_007_003, msg: '扣减后钱包余额不能小于 0' },
  DEMO_ORDER_NOT_FOUND: { code: 1_007_900_000, msg: '示例订单不存在' },
  DEMO_ORDER_UPDATE_PAID_STATUS_NOT_UNPAID: { code: 1_007_900_001, msg: '示例订单更新支付状态失败，订单不是【未支付】状态' },
  DEMO_ORDER_REFUND_FAIL_NOT_PAID: { code: 1_007_900_005, msg: '发起退款失败，示例订单未支付' },
  DEMO_ORDER_REFUND_FAIL_REFUNDED: { code: 1_007_900_006, msg: '发起退款失败，示例订单已退款' },
} as const;

/** Dictionary types of the three centres (seeded with yudao's values; the ones marked ours are additions). */
export const MallDictType = {
  PRODUCT_SPU_STATUS: 'product_spu_status',
  /** ours */
  PRODUCT_BENEFIT_TYPE: 'product_benefit_type',
  TRADE_ORDER_STATUS: 'trade_order_status',
  TRADE_ORDER_TYPE: 'trade_order_type',
  TRADE_ORDER_CANCEL_TYPE: 'trade_order_cancel_type',
  TRADE_ORDER_ITEM_AFTER_SALE_STATUS: 'trade_order_item_after_sale_status',
  TRADE_AFTER_SALE_STATUS: 'trade_after_sale_status',
  TRADE_AFTER_SALE_TYPE: 'trade_after_sale_type',
  TRADE_AFTER_SALE_WAY: 'trade_after_sale_way',
  PAY_CHANNEL_CODE: 'pay_channel_code',
  PAY_ORDER_STATUS: 'pay_order_status',
  PAY_REFUND_STATUS: 'pay_refund_status',
  PAY_NOTIFY_STATUS: 'pay_notify_status',
  PAY_NOTIFY_TYPE: 'pay_notify_type',
  PAY_WALLET_BIZ_TYPE: 'pay_wallet_biz_type',
} as const;
export * from './wallet-recharge';
