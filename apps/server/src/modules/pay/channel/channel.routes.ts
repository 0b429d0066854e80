import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CommonStatus, IdQuery, PayChannelCreateReq, PayChannelUpdateReq, PayError, type PayChannelResp, type PayChannelSupportedResp } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';
import { payApp, payChannel, type PayChannelRow } from '../pay.schema';
import { channelAdapters, getChannelAdapter } from './channel-adapter';
import { channelAllowed, channelRefusal } from './mock-policy';
import './channels';

export function toPayChannelResp(row: PayChannelRow): PayChannelResp {
  return { id: row.id, appId: row.appId, code: row.code, status: row.status, feeRate: row.feeRate, remark: row.remark, config: row.config, createTime: row.createTime.getTime() };
}

function checkConfig(config: string): void {
  try {
    const v = JSON.parse(config);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
  } catch {
    fail({ code: 400, msg: '请求参数不正确:config 渠道配置必须是 JSON 对象' });
  }
}

/** 支付渠道 of an app: /pay/channel/{get,create,update,delete,get-enable-code-list,supported-list}. */
export function payChannelRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/pay/channel/supported-list',
    permission: 'pay:channel:query',
    handler: (): PayChannelSupportedResp[] => channelAdapters().map((a) => ({ code: a.code, name: a.name })),
  });

  route(app, {
    method: 'GET',
    url: '/pay/channel/get',
    permission: 'pay:channel:query',
    query: z.object({ id: z.coerce.number().int().positive().optional(), appId: z.coerce.number().int().positive().optional(), code: z.string().max(32).optional() }),
    handler: async ({ db, query }): Promise<PayChannelResp | null> => {
      const where = query.id ? eq(payChannel.id, query.id) : query.appId && query.code ? and(eq(payChannel.appId, query.appId), eq(payChannel.code, query.code)) : undefined;
      if (!where) fail({ code: 400, msg: '请求参数不正确:需要 id，或 appId 和 code' });
      const [row] = await db.select().from(payChannel).where(where);
      return row ? toPayChannelResp(row) : null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/channel/get-enable-code-list',
    permission: 'pay:channel:query',
    query: z.object({ appId: z.coerce.number().int().positive() }),
    handler: async ({ db, query }): Promise<string[]> => {
      const rows = await db
        .select({ code: payChannel.code, appKey: payApp.appKey })
        .from(payChannel)
        .innerJoin(payApp, eq(payApp.id, payChannel.appId))
        .where(and(eq(payChannel.appId, query.appId), eq(payChannel.status, CommonStatus.ENABLE)))
        .orderBy(asc(payChannel.id));
      return rows.filter((r) => getChannelAdapter(r.code) && channelAllowed(r.code, r.appKey)).map((r) => r.code);
    },
  });

  route(app, {
    method: 'POST',
    url: '/pay/channel/create',
    permission: 'pay:channel:create',
    body: PayChannelCreateReq,
    handler: async ({ db, body, user }) => {
      checkConfig(body.config);
      const [a] = await db.select({ id: payApp.id, appKey: payApp.appKey }).from(payApp).where(eq(payApp.id, body.appId));
      if (!a) fail(PayError.APP_NOT_FOUND);
      const refusal = channelRefusal(body.code, a.appKey);
      if (refusal) fail(refusal);
      const [dup] = await db.select({ id: payChannel.id }).from(payChannel).where(and(eq(payChannel.appId, body.appId), eq(payChannel.code, body.code)));
      if (dup) fail(PayError.CHANNEL_EXIST_SAME_CHANNEL_ERROR);
      const [row] = await db
        .insert(payChannel)
        .values({ ...body, creator: String(user.id), updater: String(user.id) })
        .onConflictDoNothing()
        .returning({ id: payChannel.id });
      if (!row) fail(PayError.CHANNEL_EXIST_SAME_CHANNEL_ERROR);
      return row.id;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/pay/channel/update',
    permission: 'pay:channel:update',
    body: PayChannelUpdateReq,
    handler: async ({ db, body, user }) => {
      checkConfig(body.config);
      const [existing] = await db.select().from(payChannel).where(eq(payChannel.id, body.id));
      if (!existing) fail(PayError.CHANNEL_NOT_FOUND);
      if (existing.appId !== body.appId || existing.code !== body.code) fail({ code: 400, msg: '请求参数不正确:渠道的应用和编码不能修改' });
      if (body.status === CommonStatus.ENABLE) {
        const [a] = await db.select({ appKey: payApp.appKey }).from(payApp).where(eq(payApp.id, body.appId));
        // a mock channel left on another app by an older install may still be switched off, never on
        const refusal = a ? channelRefusal(body.code, a.appKey) : null;
        if (refusal) fail(refusal);
      }
      await db.update(payChannel).set({ status: body.status, feeRate: body.feeRate, remark: body.remark, config: body.config, updater: String(user.id) }).where(eq(payChannel.id, body.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/pay/channel/delete',
    permission: 'pay:channel:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      const rows = await db.delete(payChannel).where(eq(payChannel.id, query.id)).returning({ id: payChannel.id });
      if (!rows.length) fail(PayError.CHANNEL_NOT_FOUND);
      return true;
    },
  });
}
