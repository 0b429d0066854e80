import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';
import type { SkuPropertySnapshot } from '../product/product.schema';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** 交易订单. Money in 分; status per trade_order_status, changed only by conditional UPDATEs (order.machine.ts). */
export const tradeOrder = pgTable(
  'trade_order',
  {
    id: idColumn(),
    no: varchar({ length: 64 }).notNull().unique(),
    type: smallint().notNull().default(0),
    userId: bigint({ mode: 'number' }).notNull(),
    userIp: varchar({ length: 64 }),
    userRemark: varchar({ length: 255 }),
    status: smallint().notNull().default(0),
    productCount: integer().notNull(),
    remark: varchar({ length: 500 }),
    totalPrice: integer().notNull(),
    payPrice: integer().notNull(),
    refundPrice: integer().notNull().default(0),
    payStatus: boolean().notNull().default(false),
    payOrderId: bigint({ mode: 'number' }),
    payTime: ts(),
    payChannelCode: varchar({ length: 32 }),
    payExpireTime: ts().notNull(),
    finishTime: ts(),
    cancelTime: ts(),
    cancelType: smallint(),
    logisticsName: varchar({ length: 64 }),
    logisticsNo: varchar({ length: 64 }),
    deliveryTime: ts(),
    receiveTime: ts(),
    receiverName: varchar({ length: 32 }),
    receiverMobile: varchar({ length: 20 }),
    receiverDetailAddress: varchar({ length: 255 }),
    /** trade_order_item_after_sale_status of the whole order */
    refundStatus: smallint().notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    index('trade_order_user_idx').on(t.userId, t.id),
    index('trade_order_unpaid_idx').on(t.payExpireTime).where(sql`${t.status} = 0`),
  ],
);
export type TradeOrderRow = typeof tradeOrder.$inferSelect;

/** 订单项: the SKU and its price at order time, and what it grants. */
export const tradeOrderItem = pgTable(
  'trade_order_item',
  {
    id: idColumn(),
    orderId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    spuId: bigint({ mode: 'number' }).notNull(),
    spuName: varchar({ length: 128 }).notNull(),
    skuId: bigint({ mode: 'number' }).notNull(),
    properties: jsonb().$type<SkuPropertySnapshot[]>().notNull().default([]),
    picUrl: varchar({ length: 500 }),
    count: integer().notNull(),
    price: integer().notNull(),
    payPrice: integer().notNull(),
    benefitType: smallint().notNull().default(0),
    benefitLevel: smallint().notNull().default(0),
    benefitDays: integer().notNull().default(0),
    afterSaleStatus: smallint().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('trade_order_item_order_idx').on(t.orderId), index('trade_order_item_spu_idx').on(t.spuId), index('trade_order_item_sku_idx').on(t.skuId)],
);
export type TradeOrderItemRow = typeof tradeOrderItem.$inferSelect;

/** 订单日志: the timeline of an order's state changes. */
export const tradeOrderLog = pgTable(
  'trade_order_log',
  {
    id: idColumn(),
    orderId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }),
    /** 0 system, 1 member, 2 admin */
    userType: smallint().notNull(),
    beforeStatus: smallint(),
    afterStatus: smallint().notNull(),
    operateType: varchar({ length: 32 }).notNull(),
    content: varchar({ length: 512 }).notNull(),
    createTime: ts().notNull().defaultNow(),
  },
  (t) => [index('trade_order_log_order_idx').on(t.orderId)],
);

/** 售后单 (refund only). */
export const tradeAfterSale = pgTable(
  'trade_after_sale',
  {
    id: idColumn(),
    no: varchar({ length: 64 }).notNull().unique(),
    status: smallint().notNull(),
    type: smallint().notNull(),
    way: smallint().notNull().default(10),
    userId: bigint({ mode: 'number' }).notNull(),
    reason: varchar({ length: 255 }).notNull(),
    description: varchar({ length: 500 }),
    orderId: bigint({ mode: 'number' }).notNull(),
    orderNo: varchar({ length: 64 }).notNull(),
    spuName: varchar({ length: 255 }).notNull(),
    refundPrice: integer().notNull(),
    payRefundId: bigint({ mode: 'number' }),
    refundTime: ts(),
    auditUserId: bigint({ mode: 'number' }),
    auditTime: ts(),
    auditReason: varchar({ length: 255 }),
    ...auditColumns,
  },
  (t) => [index('trade_after_sale_order_idx').on(t.orderId), index('trade_after_sale_user_idx').on(t.userId)],
);
export type TradeAfterSaleRow = typeof tradeAfterSale.$inferSelect;

/** What a member holds from paid virtual services: one row per (member, benefit type), extended on each purchase. */
export const tradeMemberBenefit = pgTable(
  'trade_member_benefit',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' }).notNull(),
    type: smallint().notNull(),
    level: smallint().notNull().default(0),
    expireTime: ts().notNull(),
    ...auditColumns,
  },
  (t) => [unique('trade_member_benefit_user_type_uk').on(t.userId, t.type)],
);
