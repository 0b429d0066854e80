import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  CommonStatus,
  PageParam,
  PayAppCreateReq,
  PayAppFilter,
  PayAppUpdateReq,
  PayAppUpdateStatusReq,
  PayError,
  type PayAppPageItemResp,
  type PayAppResp,
  type PayAppSimpleResp,
} from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { pageQuery } from '../../../core/paging';
import { route } from '../../../core/route';
import { clearPayAppCache } from '../order/pay-order.service';
import { payApp, payChannel, payOrder, payRefund, type PayAppRow } from '../pay.schema';
import { channelAdapters } from '../channel/channel-adapter';
import { channelAllowed } from '../channel/mock-policy';
import '../channel/channels';

export function toPayAppResp(row: PayAppRow): PayAppResp {
  return {
    id: row.id,
    appKey: row.appKey,
    name: row.name,
    status: row.status,
    remark: row.remark,
    orderNotifyUrl: row.orderNotifyUrl,
    refundNotifyUrl: row.refundNotifyUrl,
    builtIn: row.builtIn,
    createTime: row.createTime.getTime(),
  };
}

function appWhere(f: PayAppFilter): SQL | undefined {
  return and(
    f.name ? likeContains(payApp.name, f.name) : undefined,
    f.status !== undefined ? eq(payApp.status, f.status) : undefined,
    timeBetween(payApp.createTime, f.createTime),
  );
}

/** 支付应用: /pay/app/{page,get,create,update,update-status,delete,list}. */
export function payAppRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/pay/app',
    table: payApp,
    permission: 'pay:app',
    routes: ['get', 'create', 'update', 'delete'],
    create: PayAppCreateReq,
    update: PayAppUpdateReq,
    filter: PayAppFilter,
    where: appWhere,
    orderBy: [asc(payApp.id)],
    notFound: PayError.APP_NOT_FOUND,
    unique: [{ field: 'appKey', column: payApp.appKey, error: PayError.APP_KEY_EXISTS, constraint: 'pay_app_app_key_unique' }],
    toVO: toPayAppResp,
    afterCreate: () => clearPayAppCache(),
    afterUpdate: () => clearPayAppCache(),
    beforeDelete: async ({ db }, row) => {
      if (row.builtIn) fail(PayError.APP_BUILT_IN);
      const [o] = await db.select({ id: payOrder.id }).from(payOrder).where(eq(payOrder.appId, row.id)).limit(1);
      if (o) fail(PayError.APP_EXIST_ORDER_CANT_DELETE);
      const [r] = await db.select({ id: payRefund.id }).from(payRefund).where(eq(payRefund.appId, row.id)).limit(1);
      if (r) fail(PayError.APP_EXIST_REFUND_CANT_DELETE);
      await db.delete(payChannel).where(eq(payChannel.appId, row.id));
      clearPayAppCache();
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/app/page',
    permission: 'pay:app:query',
    query: PageParam.extend(PayAppFilter.shape),
    handler: async ({ db, query }) => {
      const page = await pageQuery(db, payApp, query, { where: appWhere(query), orderBy: [asc(payApp.id)] });
      const ids = page.list.map((r) => r.id);
      const channels = ids.length ? await db.select({ appId: payChannel.appId, code: payChannel.code }).from(payChannel).where(inArray(payChannel.appId, ids)).orderBy(asc(payChannel.id)) : [];
      const list: PayAppPageItemResp[] = page.list.map((r) => ({
        ...toPayAppResp(r),
        channelCodes: channels.filter((c) => c.appId === r.id).map((c) => c.code),
        allowedChannelCodes: channelAdapters()
          .map((a) => a.code)
          .filter((code) => channelAllowed(code, r.appKey)),
      }));
      return { list, total: page.total };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/pay/app/update-status',
    permission: 'pay:app:update',
    body: PayAppUpdateStatusReq,
    handler: async ({ db, body, user }) => {
      const rows = await db.update(payApp).set({ status: body.status, updater: String(user.id) }).where(eq(payApp.id, body.id)).returning({ id: payApp.id });
      if (!rows.length) fail(PayError.APP_NOT_FOUND);
      clearPayAppCache();
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/app/list',
    permission: 'pay:app:query',
    handler: async ({ db }): Promise<PayAppSimpleResp[]> =>
      db.select({ id: payApp.id, name: payApp.name }).from(payApp).where(eq(payApp.status, CommonStatus.ENABLE)).orderBy(desc(payApp.id)),
  });

}
