import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  IdQuery,
  PageParam,
  PayOrderFilter,
  PayOrderSubmitReq,
  type PayOrderDetailResp,
  type PayOrderResp,
} from '@gprs/contract';
import { dictFormat, EXPORT_MAX_ROWS, formatDateTime, formatYuan, sendExcel } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { dictLabels } from '../../system/dict/dict.service';
import { payApp, payOrder, type PayOrderRow } from '../pay.schema';
import { cashierView, requireOwnPayOrder, submitOwnPayOrder, submitOwnPayOrderAtOnce } from './pay-order.service';
import type { Db } from '../../../db/client';

export function toPayOrderResp(row: PayOrderRow, appName: string): PayOrderResp {
  return {
    id: row.id,
    no: row.no,
    appId: row.appId,
    appName,
    channelId: row.channelId,
    channelCode: row.channelCode,
    userId: row.userId,
    merchantOrderId: row.merchantOrderId,
    subject: row.subject,
    body: row.body,
    price: row.price,
    channelFeeRate: row.channelFeeRate,
    channelFeePrice: row.channelFeePrice,
    refundPrice: row.refundPrice,
    status: row.status,
    userIp: row.userIp,
    expireTime: row.expireTime.getTime(),
    successTime: row.successTime?.getTime() ?? null,
    channelOrderNo: row.channelOrderNo,
    notifyUrl: row.notifyUrl,
    createTime: row.createTime.getTime(),
  };
}

function orderWhere(f: PayOrderFilter): SQL | undefined {
  return and(
    f.appId ? eq(payOrder.appId, f.appId) : undefined,
    f.channelCode ? eq(payOrder.channelCode, f.channelCode) : undefined,
    f.merchantOrderId ? likeContains(payOrder.merchantOrderId, f.merchantOrderId) : undefined,
    f.no ? likeContains(payOrder.no, f.no) : undefined,
    f.status !== undefined ? eq(payOrder.status, f.status) : undefined,
    timeBetween(payOrder.createTime, f.createTime),
  );
}


/** 支付订单 (admin: page, get-detail, export) and the cashier (member: get, submit). */
export function payOrderRoutes(app: FastifyInstance): void {
  const select = (db: any) => db.select({ o: payOrder, appName: payApp.name }).from(payOrder).leftJoin(payApp, eq(payApp.id, payOrder.appId));

  route(app, {
    method: 'GET',
    url: '/pay/order/page',
    permission: 'pay:order:query',
    query: PageParam.extend(PayOrderFilter.shape),
    handler: async ({ db, query }) => {
      const where = orderWhere(query);
      const [rows, [{ total }]] = await Promise.all([
        select(db).where(where).orderBy(desc(payOrder.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payOrder).where(where),
      ]);
      return { list: (rows as { o: PayOrderRow; appName: string | null }[]).map((r) => toPayOrderResp(r.o, r.appName ?? '')), total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/order/get-detail',
    permission: 'pay:order:query',
    query: IdQuery,
    handler: async ({ db, query }): Promise<PayOrderDetailResp | null> => {
      const [r] = (await select(db).where(eq(payOrder.id, query.id))) as { o: PayOrderRow; appName: string | null }[];
      return r
        ? { ...toPayOrderResp(r.o, r.appName ?? ''), channelNotifyData: r.o.channelNotifyData, extension: { no: r.o.no, channelNotifyData: r.o.channelNotifyData }, updateTime: r.o.updateTime.getTime() }
        : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/order/export',
    permission: 'pay:order:export',
    query: PayOrderFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const rows = ((await select(db).where(orderWhere(query)).orderBy(desc(payOrder.id)).limit(EXPORT_MAX_ROWS + 1)) as { o: PayOrderRow; appName: string | null }[]).map((r) =>
        toPayOrderResp(r.o, r.appName ?? ''),
      );
      const labels = await dictLabels(db, ['pay_order_status', 'pay_channel_code']);
      await sendExcel(reply, {
        filename: '支付订单.xlsx',
        rows,
        columns: [
          { header: '编号', key: 'id', width: 10 },
          { header: '支付单号', key: 'no', width: 28 },
          { header: '应用名称', key: 'appName', width: 14 },
          { header: '商户单号', key: 'merchantOrderId', width: 28 },
          { header: '商品标题', key: 'subject', width: 24 },
          { header: '支付金额（元）', key: 'price', width: 14, format: formatYuan },
          { header: '退款金额（元）', key: 'refundPrice', width: 14, format: formatYuan },
          { header: '手续费（元）', key: 'channelFeePrice', width: 12, format: formatYuan },
          { header: '支付状态', key: 'status', width: 10, format: dictFormat(labels.get('pay_order_status')!) },
          { header: '支付渠道', key: 'channelCode', width: 12, format: dictFormat(labels.get('pay_channel_code')!) },
          { header: '渠道单号', key: 'channelOrderNo', width: 28 },
          { header: '支付时间', key: 'successTime', width: 20, format: formatDateTime },
          { header: '失效时间', key: 'expireTime', width: 20, format: formatDateTime },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
      });
    },
  });

  // ---------------------------------------------------------------- the cashier (the pay order's own member only)

  route(app, {
    method: 'GET',
    url: '/pay/order/get',
    auth: 'user',
    query: IdQuery,
    handler: async ({ db, query, user }) => cashierView(db, await requireOwnPayOrder(db, query.id, user.id)),
  });

  route(app, {
    method: 'POST',
    url: '/pay/order/submit',
    auth: 'user',
    body: PayOrderSubmitReq,
    // one statement when it can (submitOwnPayOrderAtOnce), else in a transaction
    transaction: false,
    handler: async ({ db, body, user }) =>
      (await submitOwnPayOrderAtOnce(db, body.id, user.id, body.channelCode)) ?? (await db.transaction((tx) => submitOwnPayOrder(tx as unknown as Db, body.id, user.id, body.channelCode))),
  });

}
