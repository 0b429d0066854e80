import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  IdQuery,
  PageParam,
  TradeAfterSaleCreateReq,
  TradeAfterSaleDisagreeReq,
  TradeAfterSaleFilter,
  TradeError,
  type TradeAfterSaleDetailResp,
  type TradeAfterSaleResp,
} from '@gprs/contract';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { systemUsers } from '../../system/user/user.schema';
import { requireMyOrder } from '../order/order.routes';
import { orderResps } from '../order/order.view';
import { tradeAfterSale, tradeOrder, type TradeAfterSaleRow } from '../trade.schema';
import { agreeAfterSale, cancelAfterSale, createAfterSale, disagreeAfterSale } from './after-sale.service';

const ms = (d: Date | null) => d?.getTime() ?? null;

async function toResps(db: Db, rows: TradeAfterSaleRow[]): Promise<TradeAfterSaleResp[]> {
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const users = userIds.length ? await db.select({ id: systemUsers.id, nickname: systemUsers.nickname }).from(systemUsers).where(inArray(systemUsers.id, userIds)) : [];
  const nick = new Map(users.map((u) => [u.id, u.nickname]));
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    status: r.status,
    type: r.type,
    way: r.way,
    userId: r.userId,
    userNickname: nick.get(r.userId) ?? '',
    user: nick.has(r.userId) ? { id: r.userId, nickname: nick.get(r.userId)! } : null,
    reason: r.reason,
    description: r.description,
    orderId: r.orderId,
    orderNo: r.orderNo,
    spuName: r.spuName,
    refundPrice: r.refundPrice,
    payRefundId: r.payRefundId,
    refundTime: ms(r.refundTime),
    auditUserId: r.auditUserId,
    auditTime: ms(r.auditTime),
    auditReason: r.auditReason,
    createTime: r.createTime.getTime(),
  }));
}

function where(f: TradeAfterSaleFilter): SQL | undefined {
  return and(
    f.no ? likeContains(tradeAfterSale.no, f.no) : undefined,
    f.orderNo ? likeContains(tradeAfterSale.orderNo, f.orderNo) : undefined,
    f.status !== undefined ? eq(tradeAfterSale.status, f.status) : undefined,
    f.userId ? eq(tradeAfterSale.userId, f.userId) : undefined,
    timeBetween(tradeAfterSale.createTime, f.createTime),
  );
}

async function page(db: Db, w: SQL | undefined, p: { pageNo: number; pageSize: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(tradeAfterSale).where(w).orderBy(desc(tradeAfterSale.id)).limit(p.pageSize).offset((p.pageNo - 1) * p.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(tradeAfterSale).where(w),
  ]);
  return { list: await toResps(db, rows), total };
}

async function requireAfterSale(db: Db, id: number): Promise<TradeAfterSaleRow> {
  const [row] = await db.select().from(tradeAfterSale).where(eq(tradeAfterSale.id, id)).for('update');
  if (!row) fail(TradeError.AFTER_SALE_NOT_FOUND);
  return row;
}

/** 售后退款: members ask (create, my-page, my-cancel); staff decide (page, get-detail, agree, disagree). */
export function tradeAfterSaleRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/trade/after-sale/page',
    permission: 'trade:after-sale:query',
    query: PageParam.extend(TradeAfterSaleFilter.shape),
    handler: ({ db, query }) => page(db, where(query), query),
  });

  // get-detail (ours) and get (yudao 2.x) answer the same
  for (const url of ['/trade/after-sale/get-detail', '/trade/after-sale/get']) {
    route(app, {
      method: 'GET',
      url,
      permission: 'trade:after-sale:query',
      query: IdQuery,
      handler: async ({ db, query }): Promise<TradeAfterSaleDetailResp | null> => {
        const [row] = await db.select().from(tradeAfterSale).where(eq(tradeAfterSale.id, query.id));
        if (!row) return null;
        const [resp] = await toResps(db, [row]);
        const [order] = await orderResps(db, await db.select().from(tradeOrder).where(eq(tradeOrder.id, row.orderId)));
        return { ...resp, order };
      },
    });
  }

  route(app, {
    method: 'PUT',
    url: '/trade/after-sale/agree',
    permission: 'trade:after-sale:agree',
    query: IdQuery,
    handler: async ({ db, query, user, req }) => {
      await agreeAfterSale(db, await requireAfterSale(db, query.id), user.id, req.ip);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/trade/after-sale/disagree',
    permission: 'trade:after-sale:disagree',
    body: TradeAfterSaleDisagreeReq,
    handler: async ({ db, body, user }) => {
      await disagreeAfterSale(db, await requireAfterSale(db, body.id), body.auditReason, user.id);
      return true;
    },
  });

  // ---------------------------------------------------------------- the member's own requests

  route(app, {
    method: 'POST',
    url: '/trade/after-sale/create',
    auth: 'user',
    body: TradeAfterSaleCreateReq,
    handler: async ({ db, body, user }) => createAfterSale(db, await requireMyOrder(db, body.orderId, user.id), body),
  });

  route(app, {
    method: 'GET',
    url: '/trade/after-sale/my-page',
    auth: 'user',
    query: PageParam,
    handler: ({ db, query, user }) => page(db, eq(tradeAfterSale.userId, user.id), query),
  });

  route(app, {
    method: 'PUT',
    url: '/trade/after-sale/my-cancel',
    auth: 'user',
    query: IdQuery,
    handler: async ({ db, query, user }) => {
      const [row] = await db.select().from(tradeAfterSale).where(and(eq(tradeAfterSale.id, query.id), eq(tradeAfterSale.userId, user.id))).for('update');
      if (!row) fail(TradeError.MY_AFTER_SALE_NOT_FOUND);
      await cancelAfterSale(db, row);
      return true;
    },
  });
}
