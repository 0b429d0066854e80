import { z } from 'zod';
import { PageParam, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryText } from '../system/dict';

/**
 * 交易中心 wire contract (yudao yudao-module-mall trade controllers). Money is integer 分.
 * Admin routes (permission in brackets):
 *  GET  /trade/order/page [trade:order:query]          filters below → PageResult<TradeOrderResp>
 *  GET  /trade/order/get-detail?id= [trade:order:query] → TradeOrderDetailResp
 *  PUT  /trade/order/delivery {id, logisticsName, logisticsNo} [trade:order:update]  待发货 → 已发货
 *  PUT  /trade/order/receive?id= [trade:order:update]   已发货 → 已完成 (staff confirms receipt)
 *  PUT  /trade/order/update-remark {id, remark} [trade:order:update]
 *  PUT  /trade/order/cancel?id= [trade:order:update]    待支付 → 已取消 (stock returned)
 *  GET  /trade/order/export [trade:order:export]        xlsx of the filters
 *  GET  /trade/after-sale/page [trade:after-sale:query], GET /trade/after-sale/get-detail?id= [trade:after-sale:query]
 *  PUT  /trade/after-sale/agree?id= [trade:after-sale:agree]   申请售后 → 等待退款 → (pay refund) 退款成功
 *  PUT  /trade/after-sale/disagree {id, auditReason} [trade:after-sale:disagree]  申请售后 → 商家拒绝
 * Member routes (auth: user; another member's order answers 404 「订单不存在」):
 *  POST /trade/order/create {items:[{skuId,count}], remark?} → TradeOrderCreateResp {id, no, payOrderId}
 *  GET  /trade/order/my-page?status= → PageResult<TradeOrderResp>
 *  GET  /trade/order/my-get?id= → TradeOrderDetailResp (no member block)
 *  PUT  /trade/order/my-cancel?id=   待支付 → 已取消
 *  POST /trade/after-sale/create {orderId, reason, description?} → id (refund request of a paid order)
 *  GET  /trade/after-sale/my-page → PageResult<TradeAfterSaleResp>
 *  PUT  /trade/after-sale/my-cancel?id=   申请售后 → 买家取消
 */

// ---------------------------------------------------------------- dictionary values (yudao enums)

/** trade_order_status (yudao TradeOrderStatusEnum). */
export const TradeOrderStatus = { UNPAID: 0, UNDELIVERED: 10, DELIVERED: 20, COMPLETED: 30, CANCELED: 40 } as const;
/** trade_order_type: 0 普通订单 (yudao) and our 10 虚拟服务 (VIP / Level-2 / 专栏: completes at payment). */
export const TradeOrderType = { NORMAL: 0, VIRTUAL: 10 } as const;
/** trade_order_cancel_type (yudao TradeOrderCancelTypeEnum): 10 超时未支付, 20 退款关闭, 30 买家取消. */
export const TradeOrderCancelType = { PAY_TIMEOUT: 10, AFTER_SALE_CLOSE: 20, MEMBER_CANCEL: 30 } as const;
/** trade_order_item_after_sale_status: 0 未售后, 10 售后中, 20 已退款. */
export const TradeOrderRefundStatus = { NONE: 0, APPLY: 10, SUCCESS: 20 } as const;
/** trade_after_sale_status (yudao AfterSaleStatusEnum, refund-only subset used here). */
export const TradeAfterSaleStatus = { APPLY: 10, WAIT_REFUND: 40, COMPLETE: 50, BUYER_CANCEL: 61, SELLER_DISAGREE: 62 } as const;
/** trade_after_sale_type: 10 售中退款 (not yet shipped), 20 售后退款. */
export const TradeAfterSaleType = { IN_SALE: 10, AFTER_SALE: 20 } as const;
/** trade_after_sale_way: 10 仅退款 (the only way offered: nothing physical is sent back here). */
export const TradeAfterSaleWay = { REFUND: 10, RETURN_AND_REFUND: 20 } as const;
/** Minutes a member has to pay an order. */
export const TRADE_ORDER_PAY_TIMEOUT_MINUTES = 30;
/** Most units of one SKU in one order (a line, or several lines of the same SKU together). */
export const TRADE_ORDER_MAX_SKU_COUNT = 99;
/** Most unpaid orders (still before their pay deadline) one member may hold: each keeps stock for 30 minutes. */
export const TRADE_ORDER_MAX_UNPAID_PER_MEMBER = 10;

/**
 * The order's lines with a repeated SKU merged into one line (counts summed), in the order each SKU first appears.
 * The per-line limit applies to the merged count, so 20 lines of 99 of one SKU are one line of 1,980 and refused.
 */
export function mergeOrderLines<T extends { skuId: number; count: number }>(items: readonly T[]): { skuId: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const i of items) counts.set(i.skuId, (counts.get(i.skuId) ?? 0) + i.count);
  return [...counts].map(([skuId, count]) => ({ skuId, count }));
}

// ---------------------------------------------------------------- orders

export const TradeOrderFilter = z.object({
  no: optionalQueryText(64),
  userId: optionalQueryInt(1),
  /** member nickname or username, contains */
  userNickname: optionalQueryText(64),
  status: optionalQueryInt(0, 40),
  type: optionalQueryInt(0, 10),
  payChannelCode: optionalQueryText(32),
  createTime: TimeRange,
});
export type TradeOrderFilter = z.infer<typeof TradeOrderFilter>;
export const TradeOrderPageReq = PageParam.extend(TradeOrderFilter.shape);
export type TradeOrderPageReq = z.input<typeof TradeOrderPageReq>;

export const TradeOrderMyPageReq = PageParam.extend({ status: optionalQueryInt(0, 40) });
export type TradeOrderMyPageReq = z.input<typeof TradeOrderMyPageReq>;

export const TradeOrderCreateReq = z.object({
  items: z
    .array(
      z.object({
        skuId: z.number({ error: '请选择商品规格' }).int().positive('请选择商品规格'),
        count: z.number({ error: '购买数量不能为空' }).int('购买数量必须是整数').min(1, '购买数量不能小于 1').max(99, '购买数量不能超过 99'),
      }),
    )
    .min(1, '请选择要购买的商品')
    .max(20, '一次最多购买 20 种商品')
    .refine((items) => mergeOrderLines(items).every((l) => l.count <= TRADE_ORDER_MAX_SKU_COUNT), {
      error: `同一规格的购买数量合计不能超过 ${TRADE_ORDER_MAX_SKU_COUNT}`,
    }),
  remark: z.string().trim().max(255, '订单备注长度不能超过 255 个字符').nullish().transform((v) => v || null),
  /** Physical goods only: where to ship. */
  receiverName: z.string().trim().max(32).nullish(),
  receiverMobile: z.string().trim().max(20).nullish(),
  receiverDetailAddress: z.string().trim().max(255).nullish(),
});
export type TradeOrderCreateReq = z.input<typeof TradeOrderCreateReq>;
export interface TradeOrderCreateResp {
  id: number;
  no: string;
  /** pay order to open the cashier with: /pay/cashier?id=<payOrderId>&returnUrl=… */
  payOrderId: number;
}

export const TradeOrderDeliveryReq = z.object({
  id: z.number().int().positive(),
  logisticsName: z.string().trim().min(1, '物流公司不能为空').max(64, '物流公司长度不能超过 64 个字符'),
  logisticsNo: z.string().trim().min(1, '物流单号不能为空').max(64, '物流单号长度不能超过 64 个字符'),
});
export type TradeOrderDeliveryReq = z.input<typeof TradeOrderDeliveryReq>;
export const TradeOrderRemarkReq = z.object({
  id: z.number().int().positive(),
  remark: z.string().trim().max(500, '商家备注长度不能超过 500 个字符'),
});
export type TradeOrderRemarkReq = z.input<typeof TradeOrderRemarkReq>;

export interface TradeOrderItemResp {
  id: number;
  orderId: number;
  spuId: number;
  spuName: string;
  skuId: number;
  /** the SKU's properties at order time */
  properties: { propertyId: number; propertyName: string; valueId: number; valueName: string }[];
  picUrl: string | null;
  count: number;
  /** unit price snapshot */
  price: number;
  /** price × count */
  payPrice: number;
  benefitType: number;
  benefitLevel: number;
  benefitDays: number;
  /** trade_order_item_after_sale_status */
  afterSaleStatus: number;
  /** yudao 2.x: the unit price before discounts (no discounts here: = price) */
  originalUnitPrice: number;
  /** yudao 2.x: originalUnitPrice × count (= payPrice here) */
  originalPrice: number;
}

/**
 * yudao 2.x's price breakdown of an order. This shop has no delivery fees, no price adjustments, no coupons and no
 * points, so the original price is the total and every other part is 0 — sent so that its order page shows ¥0.00
 * rather than ¥NaN.
 */
export function yudao2OrderPrices(totalPrice: number): { originalPrice: number; deliveryPrice: number; adjustPrice: number; discountPrice: number; pointPrice: number } {
  return { originalPrice: totalPrice, deliveryPrice: 0, adjustPrice: 0, discountPrice: 0, pointPrice: 0 };
}

export interface TradeOrderResp {
  id: number;
  no: string;
  type: number;
  userId: number;
  userNickname: string;
  userIp: string | null;
  userRemark: string | null;
  status: number;
  productCount: number;
  /** 商家备注 */
  remark: string | null;
  totalPrice: number;
  payPrice: number;
  refundPrice: number;
  payStatus: boolean;
  payOrderId: number | null;
  payTime: number | null;
  payChannelCode: string | null;
  /** the 30-minute pay deadline */
  payExpireTime: number;
  finishTime: number | null;
  cancelTime: number | null;
  cancelType: number | null;
  logisticsName: string | null;
  logisticsNo: string | null;
  deliveryTime: number | null;
  receiveTime: number | null;
  receiverName: string | null;
  receiverMobile: string | null;
  receiverDetailAddress: string | null;
  /** trade_order_item_after_sale_status of the order */
  refundStatus: number;
  createTime: number;
  items: TradeOrderItemResp[];
  /** yudao 2.x price breakdown ({@link yudao2OrderPrices}) */
  originalPrice: number;
  deliveryPrice: number;
  adjustPrice: number;
  discountPrice: number;
  pointPrice: number;
}

/** One line of the order's timeline (yudao TradeOrderLogDO). */
export interface TradeOrderLogResp {
  id: number;
  /** 1 member, 2 admin, 0 system (scheduler, pay notify) */
  userType: number;
  userId: number | null;
  beforeStatus: number | null;
  afterStatus: number;
  /** 订单操作 e.g. 创建订单, 支付成功, 订单发货 … */
  operateType: string;
  content: string;
  createTime: number;
}

export interface TradeOrderDetailResp extends TradeOrderResp {
  logs: TradeOrderLogResp[];
  /** admin only; null on the member's own detail */
  user: { id: number; nickname: string; username: string; mobile: string; avatar: string } | null;
  /** the pay order behind it (admin; null for the member) */
  payOrder: { id: number; no: string; status: number; channelCode: string | null; price: number; successTime: number | null } | null;
}

// ---------------------------------------------------------------- after-sale (refund)

export const TradeAfterSaleCreateReq = z.object({
  orderId: z.number({ error: '订单编号不能为空' }).int().positive(),
  reason: z.string().trim().min(1, '申请原因不能为空').max(255, '申请原因长度不能超过 255 个字符'),
  description: z.string().trim().max(500, '补充描述长度不能超过 500 个字符').nullish().transform((v) => v || null),
});
export type TradeAfterSaleCreateReq = z.input<typeof TradeAfterSaleCreateReq>;

export const TradeAfterSaleDisagreeReq = z.object({
  id: z.number().int().positive(),
  auditReason: z.string().trim().min(1, '审批备注不能为空').max(255, '审批备注长度不能超过 255 个字符'),
});
export type TradeAfterSaleDisagreeReq = z.input<typeof TradeAfterSaleDisagreeReq>;

export const TradeAfterSaleFilter = z.object({
  no: optionalQueryText(64),
  orderNo: optionalQueryText(64),
  status: optionalQueryInt(0, 99),
  userId: optionalQueryInt(1),
  createTime: TimeRange,
});
export type TradeAfterSaleFilter = z.infer<typeof TradeAfterSaleFilter>;
export const TradeAfterSalePageReq = PageParam.extend(TradeAfterSaleFilter.shape);
export type TradeAfterSalePageReq = z.input<typeof TradeAfterSalePageReq>;

export interface TradeAfterSaleResp {
  id: number;
  no: string;
  status: number;
  type: number;
  way: number;
  userId: number;
  userNickname: string;
  reason: string;
  description: string | null;
  orderId: number;
  orderNo: string;
  spuName: string;
  /** what is refunded: the whole order's pay price */
  refundPrice: number;
  payRefundId: number | null;
  refundTime: number | null;
  auditUserId: number | null;
  auditTime: number | null;
  auditReason: string | null;
  createTime: number;
  /** yudao 2.x reads the member as an object (`user.nickname`) */
  user: { id: number; nickname: string } | null;
}
export interface TradeAfterSaleDetailResp extends TradeAfterSaleResp {
  order: TradeOrderResp;
}

// ---------------------------------------------------------------- the member's entitlements

/** GET /system/user/profile/get gains `benefits` (and `vip` for the VIP one) — see ProfileVO. */
export interface MemberBenefitResp {
  /** product_benefit_type: 1 VIP 会员, 2 Level-2 行情, 3 付费专栏 */
  type: number;
  level: number;
  /** epoch ms; the entitlement holds while now < expireTime */
  expireTime: number;
}

// ---------------------------------------------------------------- error codes (yudao 1_011_xxx_xxx)

/** Missing or another member's order / after-sale answers 404 to a member (never the data). */
export const TradeError = {
  ORDER_NOT_FOUND: { code: 1_011_000_011, msg: '交易订单不存在' },
  MY_ORDER_NOT_FOUND: { code: 404, msg: '订单不存在' },
  ORDER_UPDATE_PAID_STATUS_NOT_UNPAID: { code: 1_011_000_012, msg: '交易订单更新支付状态失败，订单不是【未支付】状态' },
  ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR: { code: 1_011_000_013, msg: '交易订单更新支付状态失败，支付单编号不匹配' },
  ORDER_DELIVERY_FAIL_STATUS_NOT_UNDELIVERED: { code: 1_011_000_017, msg: '交易订单发货失败，订单不是【待发货】状态' },
  ORDER_DELIVERY_FAIL_VIRTUAL: { code: 1_011_000_018, msg: '虚拟服务订单无需发货' },
  ORDER_RECEIVE_FAIL_STATUS_NOT_DELIVERED: { code: 1_011_000_019, msg: '交易订单收货失败，订单不是【待收货】状态' },
  ORDER_CANCEL_FAIL_STATUS_NOT_UNPAID: { code: 1_011_000_022, msg: '交易订单取消失败，订单不是【待支付】状态' },
  ORDER_CREATE_FAIL_SPU_NOT_ENABLE: { code: 1_011_000_030, msg: '商品【{}】未上架，无法购买' },
  ORDER_CREATE_FAIL_STOCK_NOT_ENOUGH: { code: 1_011_000_031, msg: '商品【{}】库存不足' },
  ORDER_CREATE_FAIL_RECEIVER_REQUIRED: { code: 1_011_000_032, msg: '实物商品需要填写收货人、手机号和地址' },
  ORDER_CREATE_FAIL_TOO_MANY_UNPAID: { code: 1_011_000_033, msg: `待支付的订单已有 ${TRADE_ORDER_MAX_UNPAID_PER_MEMBER} 笔，请先支付或取消后再下单` },
  AFTER_SALE_NOT_FOUND: { code: 1_011_000_100, msg: '售后单不存在' },
  MY_AFTER_SALE_NOT_FOUND: { code: 404, msg: '售后单不存在' },
  AFTER_SALE_CREATE_FAIL_ORDER_STATUS_CANCELED: { code: 1_011_000_102, msg: '订单已关闭，无法申请售后' },
  AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_PAID: { code: 1_011_000_103, msg: '订单未支付，无法申请售后' },
  AFTER_SALE_CREATE_FAIL_EXISTS: { code: 1_011_000_104, msg: '售后单已存在' },
  AFTER_SALE_CREATE_FAIL_REFUNDED: { code: 1_011_000_106, msg: '订单已退款，无法申请售后' },
  AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY: { code: 1_011_000_105, msg: '审批失败，售后状态不处于审批中' },
  AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND: { code: 1_011_000_108, msg: '退款失败，售后单状态不是【待退款】' },
  AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY: { code: 1_011_000_111, msg: '撤销售后单失败，售后单不处于申请中' },
} as const;
