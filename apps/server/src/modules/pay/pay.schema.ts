import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** 支付应用: a merchant system whose orders are paid here and that is told the results at its notify URLs. */
export const payApp = pgTable('pay_app', {
  id: idColumn(),
  appKey: varchar({ length: 64 }).notNull().unique(),
  name: varchar({ length: 64 }).notNull(),
  status: smallint().notNull().default(0),
  remark: varchar({ length: 255 }),
  orderNotifyUrl: varchar({ length: 1024 }).notNull(),
  refundNotifyUrl: varchar({ length: 1024 }).notNull(),
  /** notified in-process (mall, demo) instead of by HTTP; cannot be deleted */
  builtIn: boolean().notNull().default(false),
  ...auditColumns,
});
export type PayAppRow = typeof payApp.$inferSelect;

/** 支付渠道 of an app (one per code). */
export const payChannel = pgTable(
  'pay_channel',
  {
    id: idColumn(),
    appId: bigint({ mode: 'number' }).notNull(),
    code: varchar({ length: 32 }).notNull(),
    status: smallint().notNull().default(0),
    feeRate: doublePrecision().notNull().default(0),
    remark: varchar({ length: 255 }),
    config: text().notNull().default('{}'),
    ...auditColumns,
  },
  (t) => [unique('pay_channel_app_code_uk').on(t.appId, t.code)],
);
export type PayChannelRow = typeof payChannel.$inferSelect;

/** 支付订单: one per merchant order (unique per app), status per pay_order_status. */
export const payOrder = pgTable(
  'pay_order',
  {
    id: idColumn(),
    no: varchar({ length: 64 }).notNull().unique(),
    appId: bigint({ mode: 'number' }).notNull(),
    channelId: bigint({ mode: 'number' }),
    channelCode: varchar({ length: 32 }),
    userId: bigint({ mode: 'number' }).notNull(),
    merchantOrderId: varchar({ length: 64 }).notNull(),
    subject: varchar({ length: 128 }).notNull(),
    body: varchar({ length: 512 }),
    notifyUrl: varchar({ length: 1024 }).notNull(),
    price: integer().notNull(),
    channelFeeRate: doublePrecision().notNull().default(0),
    channelFeePrice: integer().notNull().default(0),
    refundPrice: integer().notNull().default(0),
    status: smallint().notNull().default(0),
    userIp: varchar({ length: 64 }),
    expireTime: ts().notNull(),
    successTime: ts(),
    channelOrderNo: varchar({ length: 64 }),
    channelNotifyData: text(),
    ...auditColumns,
  },
  (t) => [unique('pay_order_app_merchant_uk').on(t.appId, t.merchantOrderId), index('pay_order_user_idx').on(t.userId)],
);
export type PayOrderRow = typeof payOrder.$inferSelect;

/** 退款订单 */
export const payRefund = pgTable(
  'pay_refund',
  {
    id: idColumn(),
    no: varchar({ length: 64 }).notNull().unique(),
    appId: bigint({ mode: 'number' }).notNull(),
    channelId: bigint({ mode: 'number' }),
    channelCode: varchar({ length: 32 }).notNull(),
    orderId: bigint({ mode: 'number' }).notNull(),
    orderNo: varchar({ length: 64 }).notNull(),
    merchantOrderId: varchar({ length: 64 }).notNull(),
    merchantRefundId: varchar({ length: 64 }).notNull(),
    status: smallint().notNull().default(0),
    payPrice: integer().notNull(),
    refundPrice: integer().notNull(),
    reason: varchar({ length: 256 }).notNull(),
    userIp: varchar({ length: 64 }),
    notifyUrl: varchar({ length: 1024 }).notNull(),
    channelRefundNo: varchar({ length: 64 }),
    successTime: ts(),
    channelErrorCode: varchar({ length: 128 }),
    channelErrorMsg: varchar({ length: 256 }),
    channelNotifyData: text(),
    ...auditColumns,
  },
  (t) => [unique('pay_refund_app_merchant_uk').on(t.appId, t.merchantRefundId), index('pay_refund_order_idx').on(t.orderId)],
);
export type PayRefundRow = typeof payRefund.$inferSelect;

/** 回调通知任务: one per pay-order / refund result to tell the app; retried on the schedule in notify.rules.ts. */
export const payNotifyTask = pgTable(
  'pay_notify_task',
  {
    id: idColumn(),
    appId: bigint({ mode: 'number' }).notNull(),
    type: smallint().notNull(),
    dataId: bigint({ mode: 'number' }).notNull(),
    merchantOrderId: varchar({ length: 64 }).notNull(),
    merchantRefundId: varchar({ length: 64 }),
    status: smallint().notNull().default(0),
    nextNotifyTime: ts(),
    lastExecuteTime: ts(),
    notifyTimes: integer().notNull().default(0),
    maxNotifyTimes: integer().notNull(),
    notifyUrl: varchar({ length: 1024 }).notNull(),
    ...auditColumns,
  },
  (t) => [index('pay_notify_task_due_idx').on(t.nextNotifyTime).where(sql`${t.status} in (0, 21, 22)`)],
);
export type PayNotifyTaskRow = typeof payNotifyTask.$inferSelect;

/** 回调通知日志: one row per attempt. */
export const payNotifyLog = pgTable(
  'pay_notify_log',
  {
    id: idColumn(),
    taskId: bigint({ mode: 'number' }).notNull(),
    notifyTimes: integer().notNull(),
    response: varchar({ length: 2048 }).notNull(),
    status: smallint().notNull(),
    createTime: ts().notNull().defaultNow(),
  },
  (t) => [index('pay_notify_log_task_idx').on(t.taskId)],
);

/** 会员钱包 (balance in 分, never below 0). */
export const payWallet = pgTable(
  'pay_wallet',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' }).notNull().unique(),
    balance: integer().notNull().default(0),
    totalExpense: integer().notNull().default(0),
    totalRecharge: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [check('pay_wallet_balance_check', sql`${t.balance} >= 0`)],
);
export type PayWalletRow = typeof payWallet.$inferSelect;

/** 钱包流水: every change of a wallet's balance. */
export const payWalletTransaction = pgTable(
  'pay_wallet_transaction',
  {
    id: idColumn(),
    walletId: bigint({ mode: 'number' }).notNull(),
    no: varchar({ length: 64 }).notNull().unique(),
    bizType: smallint().notNull(),
    bizId: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    price: integer().notNull(),
    balance: integer().notNull(),
    ...auditColumns,
  },
  (t) => [index('pay_wallet_transaction_wallet_idx').on(t.walletId, t.id)],
);

/** 充值套餐: pay `payPrice` 分, get `bonusPrice` 分 more in the wallet (status 0 enabled, 1 disabled). */
export const payWalletRechargePackage = pgTable('pay_wallet_recharge_package', {
  id: idColumn(),
  name: varchar({ length: 64 }).notNull(),
  payPrice: integer().notNull(),
  bonusPrice: integer().notNull().default(0),
  status: smallint().notNull().default(0),
  ...auditColumns,
});
export type PayWalletRechargePackageRow = typeof payWalletRechargePackage.$inferSelect;

/**
 * 钱包充值: one top-up, paid through the 钱包充值 pay app's pay order (merchant order id = this id); when it is paid the
 * wallet gains totalPrice = payPrice + bonusPrice, once (pay_status false → true guards it).
 */
export const payWalletRecharge = pgTable(
  'pay_wallet_recharge',
  {
    id: idColumn(),
    walletId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    totalPrice: integer().notNull(),
    payPrice: integer().notNull(),
    bonusPrice: integer().notNull().default(0),
    packageId: bigint({ mode: 'number' }),
    payStatus: boolean().notNull().default(false),
    payOrderId: bigint({ mode: 'number' }),
    payChannelCode: varchar({ length: 32 }),
    payTime: ts(),
    ...auditColumns,
  },
  (t) => [index('pay_wallet_recharge_user_idx').on(t.userId, t.id)],
);
export type PayWalletRechargeRow = typeof payWalletRecharge.$inferSelect;

/** 示例订单 (接入示例): the demo merchant app's own orders. */
export const payDemoOrder = pgTable('pay_demo_order', {
  id: idColumn(),
  userId: bigint({ mode: 'number' }).notNull(),
  spuId: integer().notNull(),
  spuName: varchar({ length: 64 }).notNull(),
  price: integer().notNull(),
  payStatus: boolean().notNull().default(false),
  payOrderId: bigint({ mode: 'number' }),
  payTime: ts(),
  payChannelCode: varchar({ length: 32 }),
  refundPrice: integer().notNull().default(0),
  payRefundId: bigint({ mode: 'number' }),
  refundTime: ts(),
  ...auditColumns,
});
export type PayDemoOrderRow = typeof payDemoOrder.$inferSelect;
