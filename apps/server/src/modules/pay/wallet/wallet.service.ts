import { and, eq, sql } from 'drizzle-orm';
import { PayError, type PayWalletResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail, type ErrorCode } from '../../../core/errors';
import { bizNo } from '../order/pay-no';
import { payWallet, payWalletTransaction, type PayWalletRow } from '../pay.schema';

/** The member's wallet, created empty on first use. */
export async function ensureWallet(db: Db, userId: number): Promise<PayWalletRow> {
  const [created] = await db.insert(payWallet).values({ userId, creator: String(userId), updater: String(userId) }).onConflictDoNothing().returning();
  if (created) return created;
  const [row] = await db.select().from(payWallet).where(eq(payWallet.userId, userId));
  return row;
}

/**
 * Adds `price` 分 (negative to take) to the member's wallet with one conditional UPDATE (balance + price >= 0 in the
 * WHERE clause, so concurrent payments can never overdraw) and records the change in 钱包流水.
 */
export async function changeWalletBalance(
  db: Db,
  change: { userId: number; price: number; bizType: number; bizId: string; title: string; operator?: string; notEnough?: ErrorCode },
): Promise<{ walletId: number; balance: number }> {
  await ensureWallet(db, change.userId);
  const [row] = await db
    .update(payWallet)
    .set({
      balance: sql`${payWallet.balance} + ${change.price}`,
      totalExpense: change.price < 0 && change.bizType !== 5 ? sql`${payWallet.totalExpense} - ${change.price}` : sql`${payWallet.totalExpense}`,
      totalRecharge: change.price > 0 && change.bizType === 1 ? sql`${payWallet.totalRecharge} + ${change.price}` : sql`${payWallet.totalRecharge}`,
      updater: change.operator ?? String(change.userId),
    })
    .where(and(eq(payWallet.userId, change.userId), sql`${payWallet.balance} + ${change.price} >= 0`))
    .returning({ id: payWallet.id, balance: payWallet.balance });
  if (!row) fail(change.notEnough ?? PayError.WALLET_BALANCE_NOT_ENOUGH);
  await db.insert(payWalletTransaction).values({
    walletId: row.id,
    no: bizNo('W'),
    bizType: change.bizType,
    bizId: change.bizId,
    title: change.title,
    price: change.price,
    balance: row.balance,
    creator: change.operator ?? String(change.userId),
    updater: change.operator ?? String(change.userId),
  });
  return { walletId: row.id, balance: row.balance };
}

export function toWalletResp(row: PayWalletRow, nickname: string): PayWalletResp {
  return {
    id: row.id,
    userId: row.userId,
    userNickname: nickname,
    balance: row.balance,
    totalExpense: row.totalExpense,
    totalRecharge: row.totalRecharge,
    createTime: row.createTime.getTime(),
  };
}
