import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { IdQuery, PageParam, PAY_DEMO_SPUS, PayDemoOrderCreateReq, PayError, type PayDemoOrderResp } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { registerBuiltInPayApp } from '../notify/notify.service';
import { createPayOrder, createPayRefund } from '../order/pay-order.service';
import { payDemoOrder, type PayDemoOrderRow } from '../pay.schema';

/** App key of the demo merchant (接入示例), notified in-process. */
export const PAY_DEMO_APP_KEY = 'demo';
const PAY_EXPIRE_MS = 2 * 3_600_000;

function toResp(r: PayDemoOrderRow): PayDemoOrderResp {
  return {
    id: r.id,
    userId: r.userId,
    spuId: r.spuId,
    spuName: r.spuName,
    price: r.price,
    payStatus: r.payStatus,
    payOrderId: r.payOrderId ?? 0,
    payTime: r.payTime?.getTime() ?? null,
    payChannelCode: r.payChannelCode,
    refundPrice: r.refundPrice,
    payRefundId: r.payRefundId,
    refundTime: r.refundTime?.getTime() ?? null,
    createTime: r.createTime.getTime(),
  };
}

registerBuiltInPayApp(PAY_DEMO_APP_KEY, {
  async order(db: Db, body, p) {
    const rows = await db
      .update(payDemoOrder)
      .set({ payStatus: true, payTime: p.successTime ?? new Date(), payChannelCode: p.channelCode })
      .where(and(eq(payDemoOrder.id, Number(body.merchantOrderId)), eq(payDemoOrder.payStatus, false), eq(payDemoOrder.payOrderId, body.payOrderId)))
      .returning({ id: payDemoOrder.id });
    if (!rows.length) fail(PayError.DEMO_ORDER_UPDATE_PAID_STATUS_NOT_UNPAID);
  },
  async refund(db: Db, body) {
    await db.update(payDemoOrder).set({ refundTime: new Date() }).where(eq(payDemoOrder.id, Number(body.merchantOrderId)));
  },
});

/** 接入示例: /pay/demo-order/{create,get,page,refund} — a merchant of this pay centre, with its own orders. */
export function payDemoRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/pay/demo-order/create',
    permission: 'pay:demo-order:create',
    body: PayDemoOrderCreateReq,
    handler: async ({ db, body, user, req }) => {
      const spu = PAY_DEMO_SPUS.find((s) => s.id === body.spuId)!;
      const [row] = await db
        .insert(payDemoOrder)
        .values({ userId: user.id, spuId: spu.id, spuName: spu.name, price: spu.price, creator: String(user.id), updater: String(user.id) })
        .returning();
      const pay = await createPayOrder(db, {
        appKey: PAY_DEMO_APP_KEY,
        merchantOrderId: String(row.id),
        subject: spu.name,
        body: `示例订单 ${row.id}`,
        price: spu.price,
        expireTime: new Date(Date.now() + PAY_EXPIRE_MS),
        userId: user.id,
        userIp: req.ip,
      });
      await db.update(payDemoOrder).set({ payOrderId: pay.id }).where(eq(payDemoOrder.id, row.id));
      return row.id;
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/demo-order/get',
    permission: 'pay:demo-order:query',
    query: IdQuery,
    handler: async ({ db, query }): Promise<PayDemoOrderResp> => {
      const [row] = await db.select().from(payDemoOrder).where(eq(payDemoOrder.id, query.id));
      if (!row) fail(PayError.DEMO_ORDER_NOT_FOUND);
      return toResp(row);
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/demo-order/page',
    permission: 'pay:demo-order:query',
    query: PageParam,
    handler: async ({ db, query }) => {
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(payDemoOrder).orderBy(desc(payDemoOrder.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payDemoOrder),
      ]);
      return { list: rows.map(toResp), total };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/pay/demo-order/refund',
    permission: 'pay:demo-order:refund',
    query: IdQuery,
    handler: async ({ db, query, user, req }) => {
      const [row] = await db.select().from(payDemoOrder).where(eq(payDemoOrder.id, query.id)).for('update');
      if (!row) fail(PayError.DEMO_ORDER_NOT_FOUND);
      if (!row.payStatus) fail(PayError.DEMO_ORDER_REFUND_FAIL_NOT_PAID);
      if (row.payRefundId) fail(PayError.DEMO_ORDER_REFUND_FAIL_REFUNDED);
      const refund = await createPayRefund(db, {
        appKey: PAY_DEMO_APP_KEY,
        merchantOrderId: String(row.id),
        merchantRefundId: `${row.id}-refund`,
        price: row.price,
        reason: '想退钱',
        userIp: req.ip,
        operator: String(user.id),
      });
      await db.update(payDemoOrder).set({ payRefundId: refund.id, refundPrice: row.price }).where(eq(payDemoOrder.id, row.id));
      return true;
    },
  });
}
