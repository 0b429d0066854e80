import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { SystemError } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { getSmsChannel } from './sms-channel';
import { deliverSms } from './sms-admin.service';
import { systemSmsChannel, systemSmsCode, systemSmsLog, systemSmsTemplate } from './sms.schema';

export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_SEND_INTERVAL_SECONDS = 60;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_DAILY_LIMIT = 10;

/** Built-in SMS texts (template code → content with {param} placeholders), used when no managed template of that code exists. */
export const SMS_TEMPLATES: Record<string, string> = {
  'user-sms-login': '您的验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
  'admin-sms-login': '您正在登录股票热搜管理后台，验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
};

const TEMPLATE_OF_SCENE: Record<number, string> = { 1: 'user-sms-login', 21: 'admin-sms-login' };

export const SmsSendStatus = { SENDING: 0, SUCCESS: 10, FAILURE: 20 } as const;

export function renderTemplate(content: string, params: Record<string, string>): string {
  return content.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}

/**
 * Sends one SMS through the configured channel and records it in system_sms_log through `rootDb`, so the log
 * keeps failed sends even when the request rolls back.
 */
export async function sendSms(
  rootDb: Db,
  log: FastifyBaseLogger,
  message: { mobile: string; templateCode: string; params: Record<string, string>; userId?: number; userType?: number },
) {
  // a managed template (短信模板) of that code wins: its text, its channel, its on/off switch
  const [managed] = await rootDb.select().from(systemSmsTemplate).where(eq(systemSmsTemplate.code, message.templateCode));
  const [managedChannel] = managed ? await rootDb.select().from(systemSmsChannel).where(eq(systemSmsChannel.id, managed.channelId)) : [];
  if (managed && managedChannel) {
    const { result } = await deliverSms(rootDb, log, managed, managedChannel, { mobile: message.mobile, params: message.params, userId: message.userId, userType: message.userType });
    return result ?? { ok: false, serialNo: undefined, error: '短信模板或短信渠道未开启' };
  }
  const template = SMS_TEMPLATES[message.templateCode];
  if (!template) throw new Error(`unknown SMS template ${message.templateCode}`);
  const content = renderTemplate(template, message.params);
  const channel = getSmsChannel(log);
  const result = await channel
    .send(message.mobile, message.templateCode, message.params, content)
    .catch((error: unknown) => ({ ok: false, serialNo: undefined, error: String(error) }));
  await rootDb.insert(systemSmsLog).values({
    channelCode: channel.code,
    templateCode: message.templateCode,
    templateContent: content,
    templateParams: message.params,
    mobile: message.mobile,
    userId: message.userId ?? null,
    userType: message.userType ?? null,
    sendStatus: result.ok ? SmsSendStatus.SUCCESS : SmsSendStatus.FAILURE,
    sendTime: new Date(),
    apiSendMsg: (result.error ?? '').slice(0, 255),
    apiSerialNo: (result.serialNo ?? '').slice(0, 255),
  });
  return result;
}

function hashCode(salt: string, mobile: string, code: string): string {
  return crypto.createHmac('sha256', salt).update(`${mobile}:${code}`).digest('hex');
}

/**
 * Sends a 6-digit verification code: one send per mobile every 60 s (and at most 10 a day), valid 5 minutes.
 * Only a salted hash of the code is stored. Sends for one mobile are serialised with an advisory lock.
 */
export async function sendSmsCode(db: Db, rootDb: Db, log: FastifyBaseLogger, input: { mobile: string; scene: number; ip: string }) {
  const { mobile, scene } = input;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${mobile}`}))`);
  const [recent] = await db
    .select({ tooFast: sql<boolean>`${systemSmsCode.createTime} > now() - make_interval(secs => ${SMS_SEND_INTERVAL_SECONDS})` })
    .from(systemSmsCode)
    .where(eq(systemSmsCode.mobile, mobile))
    .orderBy(desc(systemSmsCode.id))
    .limit(1);
  if (recent?.tooFast) fail(SystemError.SMS_CODE_SEND_TOO_FAST);
  const [{ today }] = await db
    .select({ today: sql<number>`count(*)::int` })
    .from(systemSmsCode)
    .where(and(eq(systemSmsCode.mobile, mobile), sql`${systemSmsCode.createTime} >= date_trunc('day', now())`));
  if (today >= SMS_DAILY_LIMIT) fail(SystemError.SMS_CODE_EXCEED_SEND_MAXIMUM_QUANTITY_PER_DAY);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = crypto.randomBytes(16).toString('hex');
  await db.insert(systemSmsCode).values({
    mobile,
    scene,
    codeHash: hashCode(salt, mobile, code),
    salt,
    createIp: input.ip.slice(0, 50),
    expiresTime: sql`now() + make_interval(mins => ${SMS_CODE_TTL_MINUTES})`,
  });
  const result = await sendSms(rootDb, log, {
    mobile,
    templateCode: TEMPLATE_OF_SCENE[scene] ?? 'user-sms-login',
    params: { code, minutes: String(SMS_CODE_TTL_MINUTES) },
  });
  if (!result.ok) fail(SystemError.SMS_SEND_FAILED, result.error ?? '');
  return true;
}

/**
 * Checks and consumes the latest code sent to a mobile for the given scenes. A wrong answer is counted through
 * `rootDb` (it must survive the rollback of the failed request); after 5 wrong answers the code is dead.
 */
export async function useSmsCode(db: Db, rootDb: Db, input: { mobile: string; scenes: number[]; code: string }): Promise<void> {
  const [row] = await db
    .select({
      id: systemSmsCode.id,
      codeHash: systemSmsCode.codeHash,
      salt: systemSmsCode.salt,
      tries: systemSmsCode.tries,
      used: systemSmsCode.used,
      expired: sql<boolean>`${systemSmsCode.expiresTime} <= now()`,
    })
    .from(systemSmsCode)
    .where(and(eq(systemSmsCode.mobile, input.mobile), inArray(systemSmsCode.scene, input.scenes)))
    .orderBy(desc(systemSmsCode.id))
    .limit(1);
  if (!row) fail(SystemError.SMS_CODE_NOT_FOUND);
  if (row.tries >= SMS_CODE_MAX_TRIES) fail(SystemError.SMS_CODE_TRIES_EXCEEDED);
  if (row.used) fail(SystemError.SMS_CODE_USED);
  if (row.expired) fail(SystemError.SMS_CODE_EXPIRED);
  const given = Buffer.from(hashCode(row.salt, input.mobile, input.code));
  if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) {
    const counted = await rootDb
      .update(systemSmsCode)
      .set({ tries: sql`${systemSmsCode.tries} + 1` })
      .where(and(eq(systemSmsCode.id, row.id), sql`${systemSmsCode.tries} < ${SMS_CODE_MAX_TRIES}`))
      .returning({ tries: systemSmsCode.tries });
    if (!counted.length) fail(SystemError.SMS_CODE_TRIES_EXCEEDED);
    fail(SystemError.SMS_CODE_NOT_CORRECT);
  }
  const consumed = await db
    .update(systemSmsCode)
    .set({ used: true, usedTime: new Date() })
    .where(
      and(
        eq(systemSmsCode.id, row.id),
        eq(systemSmsCode.used, false),
        sql`${systemSmsCode.tries} < ${SMS_CODE_MAX_TRIES}`,
        sql`${systemSmsCode.expiresTime} > now()`,
      ),
    )
    .returning({ id: systemSmsCode.id });
  if (!consumed.length) fail(SystemError.SMS_CODE_USED);
}
