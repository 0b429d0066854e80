import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PayNotifyStatus, PayNotifyType, type PayOrderNotifyBody, type PayRefundNotifyBody } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { payApp, payNotifyLog, payNotifyTask, type PayAppRow, type PayNotifyTaskRow, type PayOrderRow } from '../pay.schema';
import { afterNotifyAttempt, PAY_NOTIFY_MAX_TIMES } from './notify.rules';

/**
 * An app of this server that is told about results in-process (the mall, the demo): the handler runs inside the
 * transaction that changed the pay order or refund, so the merchant's order and the payment commit together.
 */
export interface BuiltInPayApp {
  /** gets the paid order row too (saves reading it again) */
  order?: (db: Db, body: PayOrderNotifyBody, payOrder: PayOrderRow) => Promise<void>;
  refund?: (db: Db, body: PayRefundNotifyBody) => Promise<void>;
  /**
   * What `order` writes, as CTEs for the statement that records 支付成功 (the cashier's one-statement payment); `done`
   * names the CTE that returns a row when the merchant's order took the payment. Without it, payments of this app take
   * the transactional path.
   */
  orderAtOnce?: (body: PayOrderNotifyBody, paid: { payOrderId: number; channelCode: string; successTime: Date }) => { ctes: SQL; done: string };
}
const builtIn = new Map<string, BuiltInPayApp>();
const IN_PROCESS_RESPONSE = '{"code":0,"msg":"进程内通知"}';

export function registerBuiltInPayApp(appKey: string, handlers: BuiltInPayApp): void {
  builtIn.set(appKey, handlers);
}

/** The built-in app's handlers (registered with registerBuiltInPayApp), if it is one. */
export function builtInPayApp(appKey: string): BuiltInPayApp | undefined {
  return builtIn.get(appKey);
}

/** Whether the app is told in-process (registered with registerBuiltInPayApp). */
export function isBuiltInPayApp(appKey: string): boolean {
  return builtIn.has(appKey);
}

interface NotifyData {
  dataId: number;
  merchantOrderId: string;
  merchantRefundId?: string | null;
  notifyUrl: string;
}

/**
 * The notify task of a result, as CTEs (`nt`, and `nl` for its log row) to put into the statement that records the
 * result, written only when `when` holds: for a built-in app the task is 通知成功 with its one attempt logged (the
 * handler runs in the same transaction, see tellBuiltInApp); any other app gets a 等待通知 task for the notify job.
 */
export function notifyTaskInsert(app: { appId: number; appKey: string }, type: number, data: NotifyData, now: Date, when: SQL = sql`true`): SQL {
  const head = sql`insert into pay_notify_task (app_id, type, data_id, merchant_order_id, merchant_refund_id, status, next_notify_time, last_execute_time, notify_times, max_notify_times, notify_url)`;
  if (builtIn.has(app.appKey)) {
    return sql`
      nt as (${head}
        select ${app.appId}, ${type}, ${data.dataId}, ${data.merchantOrderId}, ${data.merchantRefundId ?? null}, ${PayNotifyStatus.SUCCESS}, null, ${now}::timestamptz, 1, ${PAY_NOTIFY_MAX_TIMES}, ${data.notifyUrl}
        where ${when}
        returning id),
      nl as (insert into pay_notify_log (task_id, notify_times, response, status) select id, 1, ${IN_PROCESS_RESPONSE}, ${PayNotifyStatus.SUCCESS} from nt)`;
  }
  return sql`
    nt as (${head}
      select ${app.appId}, ${type}, ${data.dataId}, ${data.merchantOrderId}, ${data.merchantRefundId ?? null}, ${PayNotifyStatus.WAITING}, ${now}::timestamptz, null, 0, ${PAY_NOTIFY_MAX_TIMES}, ${data.notifyUrl}
      where ${when})`;
}

/** Runs a built-in app's handler for a result (in the caller's transaction); nothing for other apps. */
export async function tellBuiltInApp(db: Db, appKey: string, type: number, data: { dataId: number; merchantOrderId: string; merchantRefundId?: string | null; payOrder?: PayOrderRow }): Promise<void> {
  const handlers = builtIn.get(appKey);
  if (!handlers) return;
  if (type === PayNotifyType.ORDER) await handlers.order?.(db, { merchantOrderId: data.merchantOrderId, payOrderId: data.dataId }, data.payOrder!);
  else await handlers.refund?.(db, { merchantOrderId: data.merchantOrderId, merchantRefundId: data.merchantRefundId ?? '', payRefundId: data.dataId });
}

/**
 * Records that the app must be told about a pay order (type 1) or refund (type 2). A built-in app is told at once (one
 * attempt, logged); another app gets a 等待通知 task that the notify job delivers by HTTP.
 */
export async function notifyApp(db: Db, app: PayAppRow, type: number, data: NotifyData & { payOrder?: PayOrderRow }, now = new Date()): Promise<void> {
  await tellBuiltInApp(db, app.appKey, type, data);
  await db.execute(sql`with ${notifyTaskInsert({ appId: app.id, appKey: app.appKey }, type, data, now)} select 1`);
}

/**
 * POSTs one notification and classifies the answer: HTTP 2xx with JSON {code: 0} is received; another 2xx answer is
 * 请求成功，但是结果失败; no answer or a non-2xx status is 请求失败.
 */
export async function postNotify(url: string, body: unknown, timeoutMs = 10_000): Promise<{ outcome: 'success' | 'bad-answer' | 'request-failed'; response: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await res.text()).slice(0, 2000);
    let code: unknown;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    return { outcome: !res.ok ? 'request-failed' : code === 0 ? 'success' : 'bad-answer', response: `HTTP ${res.status} ${text}`.slice(0, 2000) };
  } catch (err) {
    return { outcome: 'request-failed', response: String(err instanceof Error ? (err.cause ?? err.message) : err).slice(0, 2000) };
  }
}

/** How long a claimed task is hidden from other workers while its request runs. */
const CLAIM_LEASE_MS = 60_000;

/**
 * The notify job: claims due tasks (SKIP LOCKED, with a lease, so several instances never send one attempt twice),
 * POSTs each, logs the attempt and schedules the next one per afterNotifyAttempt. Returns how many were sent.
 */
export async function runDueNotifyTasks(db: Db, now = new Date(), limit = 50): Promise<{ sent: number; succeeded: number }> {
  const claimed = await db.execute<{ id: number }>(sql`
    update pay_notify_task set next_notify_time = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
    where id in (
      select id from pay_notify_task
      where status in (${PayNotifyStatus.WAITING}, ${PayNotifyStatus.REQUEST_SUCCESS}, ${PayNotifyStatus.REQUEST_FAILURE})
        and next_notify_time <= ${now}
      order by next_notify_time limit ${limit} for update skip locked)
    returning id`);
  const ids = claimed.rows.map((r) => Number(r.id));
  if (ids.length === 0) return { sent: 0, succeeded: 0 };
  const tasks = await db.select().from(payNotifyTask).where(inArray(payNotifyTask.id, ids)).orderBy(asc(payNotifyTask.id));
  let succeeded = 0;
  for (const task of tasks) {
    if (await attemptTask(db, task, now)) succeeded++;
  }
  return { sent: tasks.length, succeeded };
}

async function attemptTask(db: Db, task: PayNotifyTaskRow, now: Date): Promise<boolean> {
  const body: PayOrderNotifyBody | PayRefundNotifyBody =
    task.type === PayNotifyType.ORDER
      ? { merchantOrderId: task.merchantOrderId, payOrderId: task.dataId }
      : { merchantOrderId: task.merchantOrderId, merchantRefundId: task.merchantRefundId ?? '', payRefundId: task.dataId };
  const { outcome, response } = await postNotify(task.notifyUrl, body);
  const attempt = task.notifyTimes + 1;
  const next = afterNotifyAttempt(attempt, outcome, now, task.maxNotifyTimes);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.insert(payNotifyLog).values({ taskId: task.id, notifyTimes: attempt, status: outcome === 'success' ? PayNotifyStatus.SUCCESS : next.status, response });
    await tx
      .update(payNotifyTask)
      .set({ status: next.status, notifyTimes: attempt, lastExecuteTime: now, nextNotifyTime: next.nextNotifyTime })
      .where(and(eq(payNotifyTask.id, task.id), eq(payNotifyTask.notifyTimes, task.notifyTimes)));
  });
  return outcome === 'success';
}

/** Due tasks left (for tests and the job's result text). */
export async function dueNotifyCount(db: Db, now: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payNotifyTask)
    .where(and(inArray(payNotifyTask.status, [0, 21, 22]), lte(payNotifyTask.nextNotifyTime, now)));
  return r.n;
}

export async function appByKey(db: Db, appKey: string): Promise<PayAppRow | undefined> {
  const [row] = await db.select().from(payApp).where(eq(payApp.appKey, appKey));
  return row;
}
