import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  IdQuery,
  PageParam,
  TradeError,
  TradeOrderCancelType,
  TradeOrderCreateReq,
  TradeOrderDeliveryReq,
  TradeOrderFilter,
  TradeOrderMyPageReq,
  TradeOrderRemarkReq,
  TradeOrderType,
  type TradeOrderCreateResp,
  type TradeOrderResp,
} from '@gprs/contract';
import { dictFormat, EXPORT_MAX_ROWS, formatDateTime, formatYuan, sendExcel } from '../../../core/excel';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { dictLabels } from '../../system/dict/dict.service';
import { tradeOrder, type TradeOrderRow } from '../trade.schema';
import { Actor, cancelUnpaidOrder, createOrder, transitionOrder } from './order.service';
import { orderDetail, orderResps } from './order.view';

function orderWhere(f: TradeOrderFilter): SQL | undefined {
  return and(
    f.no ? likeContains(tradeOrder.no, f.no) : undefined,
    f.userId ? eq(tradeOrder.userId, f.userId) : undefined,
    f.userNickname
      ? inArray(
          tradeOrder.userId,
          // a sub-select, so the filter needs no join
          sql`(select id from system_users where nickname like ${`%${f.userNickname.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or username like ${`%${f.userNickname.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
        )
      : undefined,
    f.status !== undefined ? eq(tradeOrder.status, f.status) : undefined,
    f.type !== undefined ? eq(tradeOrder.type, f.type) : undefined,
    f.payChannelCode ? eq(tradeOrder.payChannelCode, f.payChannelCode) : undefined,
    timeBetween(tradeOrder.createTime, f.createTime),
  );
}

async function requireOrder(db: Db, id: number): Promise<TradeOrderRow> {
  const [row] = await db.select().from(tradeOrder).where(eq(tradeOrder.id, id));
  if (!row) fail(TradeError.ORDER_NOT_FOUND);
  return row;
}
/** The member's own order; another member's answers 404 like a missing one. */
export async function requireMyOrder(db: Db, id: number, userId: number): Promise<TradeOrderRow> {
  const [row] = await db.select().from(tradeOrder).where(and(eq(tradeOrder.id, id), eq(tradeOrder.userId, userId)));
  if (!row) fail(TradeError.MY_ORDER_NOT_FOUND);
  return row;
}

async function page(db: Db, where: SQL | undefined, p: { pageNo: number; pageSize: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(tradeOrder).where(where).orderBy(desc(tradeOrder.id)).limit(p.pageSize).offset((p.pageNo - 1) * p.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(tradeOrder).where(where),
  ]);
  return { list: await orderResps(db, rows), total };
}

const admin = (id: number) => ({ userType: Actor.ADMIN, userId: id });

/** 交易订单: staff (page, get-detail, delivery, receive, update-remark, cancel, export) and members (create, my-*). */
export function tradeOrderRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/trade/order/page',
    permission: 'trade:order:query',
    query: PageParam.extend(TradeOrderFilter.shape),
    handler: ({ db, query }) => page(db, orderWhere(query), query),
  });

  route(app, {
    method: 'GET',
    url: '/trade/order/get-detail',
    permission: 'trade:order:query',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const [row] = await db.select().from(tradeOrder).where(eq(tradeOrder.id, query.id));
      return row ? orderDetail(db, row, true) : null;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/trade/order/delivery',
    permission: 'trade:order:update',
    body: TradeOrderDeliveryReq,
    handler: async ({ db, body, user }) => {
      const order = await requireOrder(db, body.id);
      if (order.type === TradeOrderType.VIRTUAL) fail(TradeError.ORDER_DELIVERY_FAIL_VIRTUAL);
      const done = await transitionOrder(
        db,
        order,
        { type: 'deliver' },
        { logisticsName: body.logisticsName, logisticsNo: body.logisticsNo, deliveryTime: new Date() },
        { actor: admin(user.id), operateType: '订单发货', content: `已发货：${body.logisticsName} ${body.logisticsNo}` },
      );
      if (!done) fail(TradeError.ORDER_DELIVERY_FAIL_STATUS_NOT_UNDELIVERED);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/trade/order/receive',
    permission: 'trade:order:update',
    query: IdQuery,
    handler: async ({ db, query, user }) => {
      const order = await requireOrder(db, query.id);
      const now = new Date();
      const done = await transitionOrder(db, order, { type: 'receive' }, { receiveTime: now, finishTime: now }, { actor: admin(user.id), operateType: '确认收货', content: '管理员确认收货，订单完成' });
      if (!done) fail(TradeError.ORDER_RECEIVE_FAIL_STATUS_NOT_DELIVERED);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/trade/order/update-remark',
    permission: 'trade:order:update',
    body: TradeOrderRemarkReq,
    handler: async ({ db, body, user }) => {
      const order = await requireOrder(db, body.id);
      await db.update(tradeOrder).set({ remark: body.remark || null, updater: String(user.id) }).where(eq(tradeOrder.id, order.id));
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/trade/order/cancel',
    permission: 'trade:order:update',
    query: IdQuery,
    handler: async ({ db, query, user }) => {
      const order = await requireOrder(db, query.id);
      if (!(await cancelUnpaidOrder(db, order, TradeOrderCancelType.MEMBER_CANCEL, admin(user.id)))) fail(TradeError.ORDER_CANCEL_FAIL_STATUS_NOT_UNPAID);
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/trade/order/export',
    permission: 'trade:order:export',
    query: TradeOrderFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const rows = await db.select().from(tradeOrder).where(orderWhere(query)).orderBy(desc(tradeOrder.id)).limit(EXPORT_MAX_ROWS + 1);
      const list = (await orderResps(db, rows)).map((o) => ({ ...o, spuNames: o.items.map((i) => `${i.spuName} ×${i.count}`).join('；') }));
      const labels = await dictLabels(db, ['trade_order_status', 'trade_order_type', 'pay_channel_code']);
      await sendExcel(reply, {
        filename: '交易订单.xlsx',
        rows: list,
        columns: [
          { header: '订单号', key: 'no', width: 28 },
          { header: '订单类型', key: 'type', width: 10, format: dictFormat(labels.get('trade_order_type')!) },
          { header: '会员', key: 'userNickname', width: 14 },
          { header: '商品', key: 'spuNames', width: 36 },
          { header: '应付金额（元）', key: 'payPrice', width: 14, format: formatYuan },
          { header: '退款金额（元）', key: 'refundPrice', width: 14, format: formatYuan },
          { header: '订单状态', key: 'status', width: 10, format: dictFormat(labels.get('trade_order_status')!) },
          { header: '支付渠道', key: 'payChannelCode', width: 12, format: dictFormat(labels.get('pay_channel_code')!) },
          { header: '支付时间', key: 'payTime', width: 20, format: formatDateTime },
          { header: '下单时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
      });
    },
  });

  // ---------------------------------------------------------------- the member's own orders

  route(app, {
    method: 'POST',
    url: '/trade/order/create',
    auth: 'user',
    body: TradeOrderCreateReq,
    // createOrder is one atomic statement (several SKUs: its own transaction); a request transaction around it would
    // only add BEGIN and COMMIT round trips
    transaction: false,
    handler: ({ db, body, user, req }): Promise<TradeOrderCreateResp> => createOrder(db, user.id, body, req.ip),
  });

  route(app, {
    method: 'GET',
    url: '/trade/order/my-page',
    auth: 'user',
    query: TradeOrderMyPageReq,
    handler: ({ db, query, user }): Promise<{ list: TradeOrderResp[]; total: number }> =>
      page(db, and(eq(tradeOrder.userId, user.id), query.status !== undefined ? eq(tradeOrder.status, query.status) : undefined), query),
  });

  route(app, {
    method: 'GET',
    url: '/trade/order/my-get',
    auth: 'user',
    query: IdQuery,
    handler: async ({ db, query, user }) => orderDetail(db, await requireMyOrder(db, query.id, user.id), false),
  });

  route(app, {
    method: 'PUT',
    url: '/trade/order/my-cancel',
    auth: 'user',
    query: IdQuery,
    handler: async ({ db, query, user }) => {
      const order = await requireMyOrder(db, query.id, user.id);
      if (!(await cancelUnpaidOrder(db, order, TradeOrderCancelType.MEMBER_CANCEL, { userType: Actor.MEMBER, userId: user.id }))) fail(TradeError.ORDER_CANCEL_FAIL_STATUS_NOT_UNPAID);
      return true;
    },
  });

}
