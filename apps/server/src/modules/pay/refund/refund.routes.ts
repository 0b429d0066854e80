import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { IdQuery, PageParam, PayRefundFilter, type PayRefundDetailResp, type PayRefundResp } from '@gprs/contract';
import { dictFormat, EXPORT_MAX_ROWS, formatDateTime, formatYuan, sendExcel } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { dictLabels } from '../../system/dict/dict.service';
import { payApp, payOrder, payRefund, type PayRefundRow } from '../pay.schema';

export function toPayRefundResp(row: PayRefundRow, appName: string): PayRefundResp {
  return {
    id: row.id,
    no: row.no,
    appId: row.appId,
    appName,
    channelId: row.channelId,
    channelCode: row.channelCode,
    orderId: row.orderId,
    orderNo: row.orderNo,
    merchantOrderId: row.merchantOrderId,
    merchantRefundId: row.merchantRefundId,
    status: row.status,
    payPrice: row.payPrice,
    refundPrice: row.refundPrice,
    reason: row.reason,
    userIp: row.userIp,
    channelRefundNo: row.channelRefundNo,
    successTime: row.successTime?.getTime() ?? null,
    channelErrorCode: row.channelErrorCode,
    channelErrorMsg: row.channelErrorMsg,
    notifyUrl: row.notifyUrl,
    createTime: row.createTime.getTime(),
  };
}

function refundWhere(f: PayRefundFilter): SQL | undefined {
  return and(
    f.appId ? eq(payRefund.appId, f.appId) : undefined,
    f.channelCode ? eq(payRefund.channelCode, f.channelCode) : undefined,
    f.merchantOrderId ? likeContains(payRefund.merchantOrderId, f.merchantOrderId) : undefined,
    f.merchantRefundId ? likeContains(payRefund.merchantRefundId, f.merchantRefundId) : undefined,
    f.no ? likeContains(payRefund.no, f.no) : undefined,
    f.status !== undefined ? eq(payRefund.status, f.status) : undefined,
    timeBetween(payRefund.createTime, f.createTime),
  );
}

type Joined = { r: PayRefundRow; appName: string | null };
const select = (db: Db) => db.select({ r: payRefund, appName: payApp.name }).from(payRefund).leftJoin(payApp, eq(payApp.id, payRefund.appId));

/** 退款订单: /pay/refund/{page,get-detail,get,export}. */
export function payRefundRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/pay/refund/page',
    permission: 'pay:refund:query',
    query: PageParam.extend(PayRefundFilter.shape),
    handler: async ({ db, query }) => {
      const where = refundWhere(query);
      const [rows, [{ total }]] = await Promise.all([
        select(db).where(where).orderBy(desc(payRefund.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payRefund).where(where),
      ]);
      return { list: (rows as Joined[]).map((x) => toPayRefundResp(x.r, x.appName ?? '')), total };
    },
  });

  const detail = async (db: Db, id: number): Promise<PayRefundDetailResp | null> => {
    const [x] = (await db
      .select({ r: payRefund, appName: payApp.name, channelOrderNo: payOrder.channelOrderNo })
      .from(payRefund)
      .leftJoin(payApp, eq(payApp.id, payRefund.appId))
      .leftJoin(payOrder, eq(payOrder.id, payRefund.orderId))
      .where(eq(payRefund.id, id))) as (Joined & { channelOrderNo: string | null })[];
    return x ? { ...toPayRefundResp(x.r, x.appName ?? ''), channelNotifyData: x.r.channelNotifyData, channelOrderNo: x.channelOrderNo, updateTime: x.r.updateTime.getTime() } : null;
  };
  // get-detail (ours) and get (yudao 2.x) answer the same
  for (const url of ['/pay/refund/get-detail', '/pay/refund/get']) {
    route(app, {
      method: 'GET',
      url,
      permission: 'pay:refund:query',
      query: IdQuery,
      handler: ({ db, query }) => detail(db, query.id),
    });
  }

  route(app, {
    method: 'GET',
    url: '/pay/refund/export',
    permission: 'pay:refund:export',
    query: PayRefundFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const rows = ((await select(db).where(refundWhere(query)).orderBy(desc(payRefund.id)).limit(EXPORT_MAX_ROWS + 1)) as Joined[]).map((x) => toPayRefundResp(x.r, x.appName ?? ''));
      const labels = await dictLabels(db, ['pay_refund_status', 'pay_channel_code']);
      await sendExcel(reply, {
        filename: '退款订单.xlsx',
        rows,
        columns: [
          { header: '编号', key: 'id', width: 10 },
          { header: '退款单号', key: 'no', width: 28 },
          { header: '应用名称', key: 'appName', width: 14 },
          { header: '商户退款单号', key: 'merchantRefundId', width: 28 },
          { header: '商户支付单号', key: 'merchantOrderId', width: 28 },
          { header: '支付金额（元）', key: 'payPrice', width: 14, format: formatYuan },
          { header: '退款金额（元）', key: 'refundPrice', width: 14, format: formatYuan },
          { header: '退款状态', key: 'status', width: 10, format: dictFormat(labels.get('pay_refund_status')!) },
          { header: '退款渠道', key: 'channelCode', width: 12, format: dictFormat(labels.get('pay_channel_code')!) },
          { header: '退款原因', key: 'reason', width: 24 },
          { header: '退款成功时间', key: 'successTime', width: 20, format: formatDateTime },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
      });
    },
  });
}
