import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import {
  CommonStatus,
  PayError,
  PayOrderStatus,
  ProductBenefitType,
  ProductError,
  ProductSpuStatus,
  TRADE_ORDER_MAX_UNPAID_PER_MEMBER,
  TRADE_ORDER_PAY_TIMEOUT_MINUTES,
  TradeError,
  mergeOrderLines,
  TradeOrderCancelType,
  TradeOrderStatus,
  TradeOrderType,
  type TradeOrderCreateReq,
} from '@gprs/contract';
import type { z } from 'zod';
import type { TradeOrderCreateReq as CreateSchema } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { executePrepared } from '../../../core/prepared';
import { productSku } from '../../product/product.schema';
import { registerBuiltInPayApp } from '../../pay/notify/notify.service';
import { bizNo } from '../../pay/order/pay-no';
import { closePayOrder } from '../../pay/order/pay-order.service';
import type { PayOrderRow } from '../../pay/pay.schema';
import { tradeOrder, tradeOrderItem, tradeOrderLog, type TradeOrderRow } from '../trade.schema';
import { nextOrderStatus, payTransition, type OrderEvent } from './order.machine';

/** App key of the mall in the pay centre: its notifications are handled in-process (docs/decisions/0021). */
export const MALL_PAY_APP_KEY = 'mall';

/** Who changed an order: 0 the system (scheduler, pay result), 1 a member, 2 staff. */
export const Actor = { SYSTEM: 0, MEMBER: 1, ADMIN: 2 } as const;
export interface ActorRef {
  userType: number;
  userId: number | null;
}

type CreateInput = z.output<typeof CreateSchema>;

/** First key of the per-member advisory lock that orders of one member queue on (any constant of ours). */
const MEMBER_ORDER_LOCK = 0x7472_6164; // 'trad'

/** What the create statement answers: the new ids, or why nothing was written. */
type CreateRow = {
  id: number | null;
  pay_order_id: number | null;
  /** SKUs whose stock was taken */
  taken: number[] | null;
  app_status: number | null;
  /** the member's unpaid orders still before their deadline, before this one */
  unpaid: number;
  lines: { skuId: number; spuName: string; spuStatus: number; physical: boolean }[] | null;
};

/**
 * Creates a member's order in ONE statement (docs/decisions/0020): the SKU and SPU rows are read, each SKU's stock is
 * taken with a conditional UPDATE (stock >= count in the WHERE clause, so concurrent buyers can never drive it below
 * 0), and only when every line is orderable and every SKU's stock was taken are the pay order (the mall's app, same
 * 30-minute deadline), the order, its items (prices copied) and its first log row inserted. A single-SKU order is that
 * one statement (atomic on its own, nothing to roll back when refused); an order of several SKUs runs it in a
 * transaction (a transaction of the caller, or its own), locking the SKUs in id order so two such orders cannot
 * deadlock, and rolls back the stock of the lines taken when another line is short.
 *
 * Repeated lines of one SKU are one line (mergeOrderLines; the request schema already refused a merged count over 99).
 * A member holds at most TRADE_ORDER_MAX_UNPAID_PER_MEMBER unpaid orders: the statement runs in a transaction after a
 * per-member advisory lock, so its count of the member's open orders (taken by the statement's own snapshot, after
 * the lock) sees every order a concurrent request of the same member committed — ten parallel clicks cannot pass the
 * cap together.
 */
export async function createOrder(db: Db, userId: number, input: CreateInput, userIp: string | null, now = new Date()): Promise<{ id: number; no: string; payOrderId: number }> {
  // one line per SKU (the same SKU twice counts once with the summed count), in id order
  const counts = new Map(mergeOrderLines(input.items).map((l) => [l.skuId, l.count] as const));
  const skuIds = [...counts.keys()].sort((a, b) => a - b);
  const k = skuIds.length;
  const receiverGiven = Boolean(input.receiverName && input.receiverMobile && input.receiverDetailAddress);
  const no = bizNo('O', now);
  const payExpireTime = new Date(now.getTime() + TRADE_ORDER_PAY_TIMEOUT_MINUTES * 60_000);
  const by = String(userId);
  const values = sql.join(
    skuIds.map((id) => sql`(${id}::bigint, ${counts.get(id)!}::int)`),
    sql`, `,
  );
  // the pay order's subject: 「VIP 会员 月卡」 for one SKU (its property values), 「VIP 会员 等 2 件商品」 for several
  const subject =
    k === 1
      ? sql`(select d.spu_name || coalesce(' ' || (select string_agg(e.v ->> 'valueName', ' / ' order by e.i) from jsonb_array_elements(d.properties) with ordinality as e(v, i)), '') from d)`
      : sql`(select d.spu_name || ${` 等 ${k} 件商品`} from d order by d.sku_id limit 1)`;
  // several SKUs: lock them in id order before any is updated
  const lock = k === 1 ? sql`` : sql`lk as (select id from product_sku where id in (select sku_id from v) and exists (select 1 from h) order by id for update),`;
  const lockCond = k === 1 ? sql`` : sql` and k.id in (select id from lk)`;
  const statement = sql`
    with v(sku_id, n) as (values ${values}),
    u as (select 1 from trade_order where user_id = ${userId} and status = ${TradeOrderStatus.UNPAID} and pay_expire_time > ${now}),
    d as (
      select k.id as sku_id, v.n, k.price, k.properties, coalesce(nullif(k.pic_url, ''), p.pic_url) as pic_url, k.benefit_days,
             p.id as spu_id, p.name as spu_name, p.status as spu_status, p.benefit_type, p.benefit_level
      from v join product_sku k on k.id = v.sku_id join product_spu p on p.id = k.spu_id),
    h as (
      select sum(d.price * d.n)::int as total, sum(d.n)::int as product_count, bool_and(d.benefit_type <> ${ProductBenefitType.PHYSICAL}) as virtual,
             a.id as app_id, a.order_notify_url
      from d cross join pay_app a
      where a.app_key = ${MALL_PAY_APP_KEY} and a.status = ${CommonStatus.ENABLE}
      group by a.id, a.order_notify_url
      having count(*) = ${k} and bool_and(d.spu_status = ${ProductSpuStatus.ENABLE}) and (bool_and(d.benefit_type <> ${ProductBenefitType.PHYSICAL}) or ${receiverGiven})
         and (select count(*) from u) < ${TRADE_ORDER_MAX_UNPAID_PER_MEMBER}),
    ${lock}
    s as (
      update product_sku k set stock = k.stock - v.n, update_time = ${new Date()}
      from v where k.id = v.sku_id and k.stock >= v.n and exists (select 1 from h)${lockCond}
      returning k.id),
    po as (
      insert into pay_order (no, app_id, user_id, merchant_order_id, subject, body, notify_url, price, status, user_ip, expire_time, creator, updater)
      select ${bizNo('P', now)}, h.app_id, ${userId}, ${no}, left(${subject}, 128), ${no}, h.order_notify_url, h.total, ${PayOrderStatus.WAITING}, ${userIp}, ${payExpireTime}, ${by}, ${by}
      from h where (select count(*) from s) = ${k}
      returning id),
    o as (
      insert into trade_order (no, type, user_id, user_ip, user_remark, status, product_count, total_price, pay_price, pay_order_id, pay_expire_time,
                               receiver_name, receiver_mobile, receiver_detail_address, creator, updater, create_time)
      select ${no}, case when h.virtual then ${TradeOrderType.VIRTUAL}::smallint else ${TradeOrderType.NORMAL}::smallint end, ${userId}, ${userIp}, ${input.remark ?? null},
             ${TradeOrderStatus.UNPAID}, h.product_count, h.total, h.total, po.id, ${payExpireTime},
             case when h.virtual then null else ${input.receiverName ?? null} end, case when h.virtual then null else ${input.receiverMobile ?? null} end,
             case when h.virtual then null else ${input.receiverDetailAddress ?? null} end, ${by}, ${by}, ${now}
      from h cross join po
      returning id),
    i as (
      insert into trade_order_item (order_id, user_id, spu_id, spu_name, sku_id, properties, pic_url, count, price, pay_price, benefit_type, benefit_level, benefit_days, creator, updater)
      select o.id, ${userId}, d.spu_id, d.spu_name, d.sku_id, d.properties, d.pic_url, d.n, d.price, d.price * d.n, d.benefit_type, d.benefit_level, d.benefit_days, ${by}, ${by}
      from o cross join d order by d.sku_id),
    lg as (
      insert into trade_order_log (order_id, user_id, user_type, before_status, after_status, operate_type, content, create_time)
      select o.id, ${userId}, ${Actor.MEMBER}, null, ${TradeOrderStatus.UNPAID}, '创建订单', '会员下单，应付 ¥' || (h.total / 100) || '.' || lpad((h.total % 100)::text, 2, '0'), ${now}
      from o cross join h)
    select (select id from o) as id, (select id from po) as pay_order_id, (select array_agg(id) from s) as taken,
           (select status from pay_app where app_key = ${MALL_PAY_APP_KEY}) as app_status, (select count(*)::int from u) as unpaid,
           (select json_agg(json_build_object('skuId', d.sku_id, 'spuName', d.spu_name, 'spuStatus', d.spu_status, 'physical', d.benefit_type = ${ProductBenefitType.PHYSICAL}) order by d.sku_id) from d) as lines`;

  const run = async (tx: Db) => {
    const [row] = (await executePrepared<CreateRow>(tx, statement)).rows as CreateRow[];
    if (row.id === null || row.pay_order_id === null) failCreate(row, k, receiverGiven);
    return { id: Number(row.id), no, payOrderId: Number(row.pay_order_id) };
  };
  // the member's orders queue on one advisory lock (the open-order cap); a refusal of a several-SKU order gives back
  // the stock of the lines already taken by rolling back
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_ORDER_LOCK}::int, ${userId}::int)`);
    return run(tx);
  });
}

/** Why the create statement wrote nothing, in the order the checks used to run: SKU, SPU on sale, receiver, app, stock. */
function failCreate(row: CreateRow, k: number, receiverGiven: boolean): never {
  const lines = (row.lines ?? []).map((l) => ({ ...l, skuId: Number(l.skuId) }));
  if (lines.length !== k) fail(ProductError.SKU_NOT_EXISTS);
  if (Number(row.unpaid) >= TRADE_ORDER_MAX_UNPAID_PER_MEMBER) fail(TradeError.ORDER_CREATE_FAIL_TOO_MANY_UNPAID);
  const off = lines.find((l) => l.spuStatus !== ProductSpuStatus.ENABLE);
  if (off) fail(TradeError.ORDER_CREATE_FAIL_SPU_NOT_ENABLE, off.spuName);
  if (lines.some((l) => l.physical) && !receiverGiven) fail(TradeError.ORDER_CREATE_FAIL_RECEIVER_REQUIRED);
  if (row.app_status === null) fail(PayError.APP_NOT_FOUND);
  if (row.app_status !== CommonStatus.ENABLE) fail(PayError.APP_IS_DISABLE);
  const taken = new Set((row.taken ?? []).map(Number));
  fail(TradeError.ORDER_CREATE_FAIL_STOCK_NOT_ENOUGH, (lines.find((l) => !taken.has(l.skuId)) ?? lines[0]).spuName);
}

/**
 * One state change of an order: the next status from the machine, applied with the current status in the WHERE
 * clause (a concurrent change makes it affect no row → `stale`), plus its timeline line.
 */
export async function transitionOrder(
  db: Db,
  order: TradeOrderRow,
  event: OrderEvent,
  set: Partial<typeof tradeOrder.$inferInsert>,
  log: { actor: ActorRef; operateType: string; content: string },
): Promise<TradeOrderRow | null> {
  const next = nextOrderStatus(order.status, event);
  if (next === null) return null;
  const [updated] = await db
    .update(tradeOrder)
    .set({ ...set, status: next, updater: String(log.actor.userId ?? 0) })
    .where(and(eq(tradeOrder.id, order.id), eq(tradeOrder.status, order.status)))
    .returning();
  if (!updated) return null;
  await db.insert(tradeOrderLog).values({
    orderId: order.id,
    userId: log.actor.userId,
    userType: log.actor.userType,
    beforeStatus: order.status,
    afterStatus: next,
    operateType: log.operateType,
    content: log.content,
  });
  return updated;
}

async function returnStock(db: Db, orderId: number): Promise<void> {
  const items = await db.select({ skuId: tradeOrderItem.skuId, count: tradeOrderItem.count }).from(tradeOrderItem).where(eq(tradeOrderItem.orderId, orderId)).orderBy(asc(tradeOrderItem.skuId));
  for (const i of items) await db.update(productSku).set({ stock: sql`${productSku.stock} + ${i.count}` }).where(eq(productSku.id, i.skuId));
}

/**
 * Cancels an unpaid order: its pay order is closed first (the same lock order as a payment, so the two cannot deadlock;
 * if the payment won, nothing is cancelled), then 待支付 → 已取消 and the stock goes back. False when not cancelled.
 */
export async function cancelUnpaidOrder(db: Db, order: TradeOrderRow, cancelType: number, actor: ActorRef, now = new Date()): Promise<boolean> {
  if (order.status !== TradeOrderStatus.UNPAID) return false;
  if (order.payOrderId && !(await closePayOrder(db, order.payOrderId))) return false;
  const reason = cancelType === TradeOrderCancelType.PAY_TIMEOUT ? '超时未支付，系统自动取消' : actor.userType === Actor.MEMBER ? '会员取消订单' : '管理员取消订单';
  const done = await transitionOrder(db, order, { type: 'cancel' }, { cancelTime: now, cancelType }, { actor, operateType: '取消订单', content: reason });
  if (!done) return false;
  await returnStock(db, order.id);
  return true;
}

/**
 * The cancel job: every unpaid order past its deadline, each in its own transaction (row locked with SKIP LOCKED so two
 * instances never take the same one). Returns how many were cancelled.
 */
export async function cancelExpiredOrders(db: Db, now = new Date(), limit = 500): Promise<number> {
  const due = await db
    .select({ id: tradeOrder.id })
    .from(tradeOrder)
    .where(and(eq(tradeOrder.status, TradeOrderStatus.UNPAID), lte(tradeOrder.payExpireTime, now)))
    .orderBy(asc(tradeOrder.payExpireTime))
    .limit(limit);
  let cancelled = 0;
  for (const { id } of due) {
    const ok = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [order] = await tx.select().from(tradeOrder).where(and(eq(tradeOrder.id, id), eq(tradeOrder.status, TradeOrderStatus.UNPAID))).for('update', { skipLocked: true });
      if (!order) return false;
      return cancelUnpaidOrder(tx, order, TradeOrderCancelType.PAY_TIMEOUT, { userType: Actor.SYSTEM, userId: null }, now);
    });
    if (ok) cancelled++;
  }
  return cancelled;
}

/**
 * The pay centre's in-process notification that an order's payment succeeded (runs in the payment's transaction), in
 * one statement: the conditional UPDATE 待支付 → 已完成 (virtual services) or 待发货 (goods) with the status, the order
 * number and the pay order in the WHERE clause, its log row, and for virtual services the entitlements (one upsert per
 * benefit type: the highest level, the days of all its items added — what changeBenefit does item by item). Sales are
 * summed from paid items on read, so no product row is touched here.
 */
async function onOrderPaid(db: Db, merchantOrderId: string, pay: PayOrderRow): Promise<void> {
  const now = pay.successTime ?? new Date();
  const result = await db.execute<{ id: number }>(sql`with ${orderPaidCtes(merchantOrderId, { payOrderId: pay.id, channelCode: pay.channelCode, successTime: now })} select id from o`);
  if (result.rows.length === 1) return;
  await failOrderPaid(db, merchantOrderId, pay.id);
}

/**
 * onOrderPaid's writes as CTEs (`o` is the order row it changed), so the pay centre can put them in the statement that
 * records 支付成功 (see BuiltInPayApp.orderAtOnce).
 */
function orderPaidCtes(merchantOrderId: string, pay: { payOrderId: number; channelCode: string | null; successTime: Date }): SQL {
  const now = pay.successTime;
  const { from, toVirtual, toGoods } = payTransition();
  const virtual = TradeOrderType.VIRTUAL;
  return sql`
    o as (
      update trade_order set status = case when type = ${virtual} then ${toVirtual}::smallint else ${toGoods}::smallint end, pay_status = true, pay_time = ${now},
             pay_channel_code = ${pay.channelCode}, finish_time = case when type = ${virtual} then ${now}::timestamptz else finish_time end,
             updater = user_id::text, update_time = ${new Date()}
      where no = ${merchantOrderId} and pay_order_id = ${pay.payOrderId} and status = ${from}
      returning id, user_id, type, status),
    lg as (
      insert into trade_order_log (order_id, user_id, user_type, before_status, after_status, operate_type, content)
      select o.id, o.user_id, ${Actor.MEMBER}, ${from}, o.status, '支付成功',
             case when o.type = ${virtual} then ${`支付成功（${pay.channelCode}），权益已发放，订单完成`} else ${`支付成功（${pay.channelCode}），等待发货`} end
      from o),
    b as (
      insert into trade_member_benefit (user_id, type, level, expire_time, creator, updater)
      select o.user_id, i.benefit_type, max(i.benefit_level), ${now}::timestamptz + make_interval(days => sum(i.benefit_days * i.count)::int), o.user_id::text, o.user_id::text
      from o join trade_order_item i on i.order_id = o.id
      where o.type = ${virtual} and i.benefit_type <> ${ProductBenefitType.PHYSICAL} and i.benefit_days > 0
      group by o.user_id, i.benefit_type
      on conflict (user_id, type) do update set level = greatest(trade_member_benefit.level, excluded.level),
        expire_time = greatest(trade_member_benefit.expire_time, ${now}::timestamptz) + (excluded.expire_time - ${now}::timestamptz))`;
}

/** The payment changed no order: says why. */
async function failOrderPaid(db: Db, merchantOrderId: string, payOrderId: number): Promise<never> {
  const [order] = await db.select({ payOrderId: tradeOrder.payOrderId }).from(tradeOrder).where(eq(tradeOrder.no, merchantOrderId));
  if (!order) fail(TradeError.ORDER_NOT_FOUND);
  if (order.payOrderId !== payOrderId) fail(TradeError.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
  fail(TradeError.ORDER_UPDATE_PAID_STATUS_NOT_UNPAID);
}

registerBuiltInPayApp(MALL_PAY_APP_KEY, {
  order: (db, body, pay) => onOrderPaid(db, body.merchantOrderId, pay),
  orderAtOnce: (body, paid) => ({ ctes: orderPaidCtes(body.merchantOrderId, paid), done: 'o' }),
  // refunds are started by the after-sale service, which applies their effects itself in the same transaction
  refund: async () => undefined,
});

export type { TradeOrderCreateReq };
