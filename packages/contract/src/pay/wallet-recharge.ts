import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryStatus, optionalQueryText } from '../system/dict';

/**
 * 钱包充值 (yudao PayWalletRechargeController / PayWalletRechargePackageController). Member routes (auth: user):
 *  GET  /pay/wallet-recharge-package/list → PayWalletRechargePackageResp[] (enabled packages, cheapest first)
 *  GET  /pay/wallet-recharge/channel-list → PayCashierChannel[] (what can pay a recharge here; empty: no top-up)
 *  POST /pay/wallet-recharge/create {packageId} | {payPrice} → PayWalletRechargeCreateResp → the cashier pays payOrderId
 *  GET  /pay/wallet-recharge/my-page → PageResult<PayWalletRechargeResp>
 * Notify (public, as yudao's @PermitAll; acts only on a pay order this server has recorded as paid):
 *  POST /pay/wallet-recharge/update-paid {merchantOrderId, payOrderId} → true (a repeat credits nothing)
 * Staff (permission pay:wallet:query): GET /pay/wallet-recharge/page?userId=
 * Staff 充值套餐 (permission pay:wallet-recharge-package:query|create|update|delete):
 *  GET page, GET get?id=, POST create, PUT update, DELETE delete?id= under /pay/wallet-recharge-package
 */

/** The 钱包充值 pay app's key (yudao PayWalletRechargeServiceImpl.WALLET_PAY_APP_KEY). */
export const WALLET_PAY_APP_KEY = 'wallet';
/** A free amount: 1.00 – 50,000.00 元. */
export const WALLET_RECHARGE_MIN_FEN = 100;
export const WALLET_RECHARGE_MAX_FEN = 5_000_000;
/** Unpaid recharges one member may hold before their pay orders expire. */
export const WALLET_RECHARGE_MAX_UNPAID = 10;
/** How long a recharge's pay order waits at the cashier. */
export const WALLET_RECHARGE_PAY_MINUTES = 30;

export const PayWalletRechargeCreateReq = z
  .object({
    packageId: z.number().int().positive().optional(),
    /** 分 */
    payPrice: z
      .number()
      .int('充值金额最多两位小数')
      .min(WALLET_RECHARGE_MIN_FEN, `充值金额不能低于 ${WALLET_RECHARGE_MIN_FEN / 100} 元`)
      .max(WALLET_RECHARGE_MAX_FEN, `充值金额不能超过 ${WALLET_RECHARGE_MAX_FEN / 100} 元`)
      .optional(),
  })
  .refine((b) => (b.packageId === undefined) !== (b.payPrice === undefined), '请选择充值套餐或填写充值金额（二选一）');
export type PayWalletRechargeCreateReq = z.input<typeof PayWalletRechargeCreateReq>;

/** A channel that can pay (as the cashier lists them). */
export interface PayCashierChannel {
  code: string;
  name: string;
}

export interface PayWalletRechargeCreateResp {
  id: number;
  payOrderId: number;
}

export interface PayWalletRechargePackageResp {
  id: number;
  name: string;
  payPrice: number;
  bonusPrice: number;
}

const packageFields = {
  name: z.string({ error: '套餐名不能为空' }).trim().min(1, '套餐名不能为空').max(64, '套餐名不能超过 64 个字符'),
  /** 分 */
  payPrice: z
    .number({ error: '支付金额不能为空' })
    .int('支付金额最多两位小数')
    .min(WALLET_RECHARGE_MIN_FEN, `支付金额不能低于 ${WALLET_RECHARGE_MIN_FEN / 100} 元`)
    .max(WALLET_RECHARGE_MAX_FEN, `支付金额不能超过 ${WALLET_RECHARGE_MAX_FEN / 100} 元`),
  /** 分 */
  bonusPrice: z.number({ error: '赠送金额不能为空' }).int('赠送金额最多两位小数').min(0, '赠送金额不能为负数').max(WALLET_RECHARGE_MAX_FEN, `赠送金额不能超过 ${WALLET_RECHARGE_MAX_FEN / 100} 元`),
  status: StatusSchema,
};
export const PayWalletRechargePackageCreateReq = z.object(packageFields);
export type PayWalletRechargePackageCreateReq = z.input<typeof PayWalletRechargePackageCreateReq>;
export const PayWalletRechargePackageUpdateReq = z.object({ id: z.number().int().positive(), ...packageFields });
export type PayWalletRechargePackageUpdateReq = z.input<typeof PayWalletRechargePackageUpdateReq>;
export const PayWalletRechargePackageFilter = z.object({ name: optionalQueryText(64), status: optionalQueryStatus(), createTime: TimeRange });
export type PayWalletRechargePackageFilter = z.infer<typeof PayWalletRechargePackageFilter>;
/** The console's row (the member's list leaves status and times out). */
export interface PayWalletRechargePackageAdminResp extends PayWalletRechargePackageResp {
  status: number;
  createTime: number;
}

export interface PayWalletRechargeResp {
  id: number;
  userId: number;
  totalPrice: number;
  payPrice: number;
  bonusPrice: number;
  packageId: number | null;
  payStatus: boolean;
  payOrderId: number | null;
  payChannelCode: string | null;
  payTime: number | null;
  createTime: number;
}

export const PayWalletRechargePageReq = PageParam.extend({ userId: z.coerce.number().int().positive().optional() });
export type PayWalletRechargePageReq = z.input<typeof PayWalletRechargePageReq>;

export const PayWalletRechargeUpdatePaidReq = z.object({
  merchantOrderId: z.string().trim().regex(/^\d{1,18}$/, '请求参数不正确:merchantOrderId'),
  payOrderId: z.number().int().positive(),
});

/**
 * What one top-up pays and brings: a package's price and bonus, or a free amount without bonus. The server reads the
 * package; the page shows the same sums before the member pays.
 */
export function rechargeAmounts(pick: { package: { payPrice: number; bonusPrice: number } } | { payPrice: number }): { payPrice: number; bonusPrice: number; totalPrice: number } {
  if ('package' in pick) return { payPrice: pick.package.payPrice, bonusPrice: pick.package.bonusPrice, totalPrice: pick.package.payPrice + pick.package.bonusPrice };
  return { payPrice: pick.payPrice, bonusPrice: 0, totalPrice: pick.payPrice };
}

/** The 钱包流水 title of a credited top-up. */
export function rechargeTitle(amounts: { payPrice: number; bonusPrice: number }): string {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  return amounts.bonusPrice > 0 ? `钱包充值 ¥${yuan(amounts.payPrice)}（赠送 ¥${yuan(amounts.bonusPrice)}）` : `钱包充值 ¥${yuan(amounts.payPrice)}`;
}

export const WalletRechargeError = {
  RECHARGE_NOT_FOUND: { code: 1_007_008_010, msg: '钱包充值记录不存在' },
  UPDATE_PAID_STATUS_NOT_UNPAID: { code: 1_007_008_001, msg: '钱包充值更新支付状态失败，钱包充值记录不是【未支付】状态' },
  UPDATE_PAID_PAY_ORDER_ID_ERROR: { code: 1_007_008_002, msg: '钱包充值更新支付状态失败，支付单编号不匹配' },
  UPDATE_PAID_PAY_ORDER_STATUS_NOT_SUCCESS: { code: 1_007_008_003, msg: '钱包充值更新支付状态失败，支付单状态不是【支付成功】状态' },
  UPDATE_PAID_PAY_PRICE_NOT_MATCH: { code: 1_007_008_004, msg: '钱包充值更新支付状态失败，支付单金额不匹配' },
  PACKAGE_NOT_FOUND: { code: 1_007_009_000, msg: '充值套餐不存在或已停用' },
  PACKAGE_NAME_EXISTS: { code: 1_007_009_002, msg: '已经存在该名字的充值套餐' },
  TOO_MANY_UNPAID: { code: 1_007_009_001, msg: `待支付的充值已有 ${WALLET_RECHARGE_MAX_UNPAID} 笔，请先完成支付或等待其过期` },
  /** ours: the wallet cannot pay its own top-up */
  CHANNEL_WALLET_FOR_RECHARGE: { code: 1_007_001_007, msg: '钱包余额不能用于钱包充值' },
} as const;
