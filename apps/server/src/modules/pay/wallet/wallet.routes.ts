import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  IdQuery,
  PageParam,
  PayError,
  PayWalletFilter,
  PayWalletTransactionPageReq,
  PayWalletUpdateBalanceReq,
  PayWalletBizType,
  type PayWalletResp,
  type PayWalletTransactionResp,
} from '@gprs/contract';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { systemUsers } from '../../system/user/user.schema';
import { payWallet, payWalletTransaction } from '../pay.schema';
import { changeWalletBalance, ensureWallet, toWalletResp } from './wallet.service';

function walletWhere(f: PayWalletFilter): SQL | undefined {
  return and(
    f.userId ? eq(payWallet.userId, f.userId) : undefined,
    f.nickname ? likeContains(systemUsers.nickname, f.nickname) : undefined,
    timeBetween(payWallet.createTime, f.createTime),
  );
}

async function transactionPage(db: Db, walletId: number, query: { pageNo: number; pageSize: number; bizType?: number }) {
  const where = and(eq(payWalletTransaction.walletId, walletId), query.bizType ? eq(payWalletTransaction.bizType, query.bizType) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(payWalletTransaction).where(where).orderBy(desc(payWalletTransaction.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(payWalletTransaction).where(where),
  ]);
  const list: PayWalletTransactionResp[] = rows.map((r) => ({
    id: r.id,
    walletId: r.walletId,
    no: r.no,
    bizType: r.bizType,
    bizId: r.bizId,
    title: r.title,
    price: r.price,
    balance: r.balance,
    createTime: r.createTime.getTime(),
  }));
  return { list, total };
}

/** 会员钱包: staff list, read and recharge wallets; members read their own balance and 钱包流水. */
export function payWalletRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/pay/wallet/page',
    permission: 'pay:wallet:query',
    query: PageParam.extend(PayWalletFilter.shape),
    handler: async ({ db, query }) => {
      const where = walletWhere(query);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ w: payWallet, nickname: systemUsers.nickname })
          .from(payWallet)
          .leftJoin(systemUsers, eq(systemUsers.id, payWallet.userId))
          .where(where)
          .orderBy(desc(payWallet.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payWallet).leftJoin(systemUsers, eq(systemUsers.id, payWallet.userId)).where(where),
      ]);
      return { list: rows.map((r) => toWalletResp(r.w, r.nickname ?? '')), total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/wallet/get',
    permission: 'pay:wallet:query',
    query: IdQuery,
    handler: async ({ db, query }): Promise<PayWalletResp | null> => {
      const [r] = await db.select({ w: payWallet, nickname: systemUsers.nickname }).from(payWallet).leftJoin(systemUsers, eq(systemUsers.id, payWallet.userId)).where(eq(payWallet.id, query.id));
      return r ? toWalletResp(r.w, r.nickname ?? '') : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/wallet/transaction-page',
    permission: 'pay:wallet:query',
    query: PayWalletTransactionPageReq,
    handler: async ({ db, query }) => {
      if (!query.walletId) fail({ code: 400, msg: '请求参数不正确:walletId 不能为空' });
      return transactionPage(db, query.walletId, query);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/pay/wallet/update-balance',
    permission: 'pay:wallet:update',
    body: PayWalletUpdateBalanceReq,
    handler: async ({ db, body, user }) => {
      const [member] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.id, body.userId));
      if (!member) fail(PayError.WALLET_NOT_FOUND);
      const title = body.remark ? `后台${body.balance > 0 ? '充值' : '扣减'}：${body.remark}` : body.balance > 0 ? '后台充值' : '后台扣减';
      await changeWalletBalance(db, {
        userId: body.userId,
        price: body.balance,
        bizType: body.balance > 0 ? PayWalletBizType.RECHARGE : PayWalletBizType.UPDATE_BALANCE,
        bizId: String(user.id),
        title,
        operator: String(user.id),
        notEnough: PayError.WALLET_BALANCE_NEGATIVE,
      });
      return true;
    },
  });

  // ---------------------------------------------------------------- the member's own wallet

  route(app, {
    method: 'GET',
    url: '/pay/wallet/my-get',
    auth: 'user',
    handler: async ({ db, user }) => toWalletResp(await ensureWallet(db, user.id), user.nickname),
  });

  route(app, {
    method: 'GET',
    url: '/pay/wallet/my-transaction-page',
    auth: 'user',
    query: PayWalletTransactionPageReq,
    handler: async ({ db, user, query }) => {
      const [w] = await db.select({ id: payWallet.id }).from(payWallet).where(eq(payWallet.userId, user.id));
      return w ? transactionPage(db, w.id, query) : { list: [], total: 0 };
    },
  });
}
