import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CommonStatus } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { guardColumn, isGuardRefused } from '../../../core/all-or-nothing';
import { executePrepared } from '../../../core/prepared';
import { renderTemplate, sendNotify } from '../../system/notify/notify.service';
import { systemNotifyMessage, systemNotifyTemplate } from '../../system/notify/notify.schema';
import { systemUsers } from '../../system/user/user.schema';

/** A data-modifying statement (insert / update / delete … RETURNING) built with drizzle. */
export interface WritePart {
  getSQL(): SQL;
}

/**
 * Runs several writes in one round trip: each part becomes a data-modifying CTE of one statement
 * (`WITH w0 AS (…), w1 AS (…) SELECT count(*) of each`). Every part must have a RETURNING clause; the result is the
 * number of rows each part returned. All parts see the same snapshot (the one before the statement), so no two parts
 * may touch the same row.
 */
export async function writeTogether(db: Db, parts: WritePart[]): Promise<number[]> {
  if (!parts.length) return [];
  const ctes = sql.join(
    parts.map((p, i) => sql`${sql.raw(`w${i}`)} as (${p.getSQL()})`),
    sql`, `,
  );
  const counts = sql.raw(parts.map((_, i) => `(select count(*) from w${i})::int as c${i}`).join(', '));
  const result = await db.execute<Record<string, number>>(sql`with ${ctes} select ${counts}`);
  const row = result.rows[0];
  return parts.map((_, i) => Number(row[`c${i}`]));
}

/**
 * writeTogether for a statement that runs on its own (no request transaction), all or nothing (core/all-or-nothing):
 * the parts at `required` must each return at least one row, or nothing of the statement stays. Returns the counts, or
 * null when a required part found nothing (the caller then takes its transactional path, which names the reason). A
 * part may also be a plain `select` (a check).
 */
export async function writeAllOrNothing(db: Db, parts: WritePart[], required: number[]): Promise<number[] | null> {
  const ctes = sql.join(
    parts.map((p, i) => sql`${sql.raw(`w${i}`)} as (${p.getSQL()})`),
    sql`, `,
  );
  const counts = sql.raw(parts.map((_, i) => `(select count(*) from w${i})::int as c${i}`).join(', '));
  try {
    const result = await executePrepared<Record<string, number>>(db, sql`with ${ctes} select ${counts}, ${guardColumn(required.map((i) => `w${i}`))}`);
    const row = result.rows[0];
    return parts.map((_, i) => Number(row[`c${i}`]));
  } catch (err) {
    if (isGuardRefused(err)) return null;
    throw err;
  }
}

export interface BpmNotification {
  userId: number;
  templateCode: string;
  params: Record<string, unknown>;
}

interface CachedTemplate {
  id: number;
  code: string;
  nickname: string;
  content: string;
  type: number;
  params: string[];
}

/**
 * Enabled notify templates as last read, by code. Only a hint: a message is inserted from it only while the stored
 * template still has exactly these values (checked in the INSERT … SELECT); otherwise sendNotify runs as usual.
 */
const templateHints = new Map<string, CachedTemplate>();

/** Forgets the template hints (tests). */
export function clearTemplateHints(): void {
  templateHints.clear();
}

async function templateHint(db: Db, code: string): Promise<CachedTemplate | undefined> {
  const hit = templateHints.get(code);
  if (hit) return hit;
  const [row] = await db.select().from(systemNotifyTemplate).where(eq(systemNotifyTemplate.code, code));
  if (!row || row.status !== CommonStatus.ENABLE) return undefined;
  const hint = { id: row.id, code: row.code, nickname: row.nickname, content: row.content, type: row.type, params: row.params };
  if (templateHints.size > 50) templateHints.clear();
  templateHints.set(code, hint);
  return hint;
}

/** True when every parameter the template names is given (sendNotify's check; otherwise it fails). */
export function hasTemplateParams(templateParams: string[], params: Record<string, unknown>): boolean {
  return templateParams.every((name) => Object.hasOwn(params, name) && params[name] !== null && params[name] !== undefined);
}

/**
 * The in-site messages of a command as write parts: the message rendered from the template hint, inserted only if the
 * template is unchanged, still enabled and the user exists — what sendNotify would write. `slow` are those that must go
 * through sendNotify (no hint, or a parameter missing: it fails with its own message).
 */
export async function notificationParts(db: Db, items: BpmNotification[]): Promise<{ parts: { item: BpmNotification; part: WritePart }[]; slow: BpmNotification[] }> {
  const parts: { item: BpmNotification; part: WritePart }[] = [];
  const slow: BpmNotification[] = [];
  for (const item of items) {
    const t = await templateHint(db, item.templateCode);
    if (!t || !hasTemplateParams(t.params, item.params)) {
      slow.push(item);
      continue;
    }
    const content = renderTemplate(t.content, item.params);
    const part = sql`insert into ${systemNotifyMessage} (user_id, user_type, template_id, template_code, template_nickname, template_content, template_type, template_params, creator, updater)
      select ${item.userId}::bigint, ${UserType.ADMIN}::smallint, ${systemNotifyTemplate.id}, ${systemNotifyTemplate.code}, ${systemNotifyTemplate.nickname}, ${content}::text, ${systemNotifyTemplate.type}, ${JSON.stringify(item.params)}::jsonb, '', ''
      from ${systemNotifyTemplate} inner join ${systemUsers} on ${and(eq(systemUsers.id, item.userId), eq(systemUsers.userType, UserType.ADMIN))}
      where ${and(
        eq(systemNotifyTemplate.id, t.id),
        eq(systemNotifyTemplate.code, t.code),
        eq(systemNotifyTemplate.status, CommonStatus.ENABLE),
        eq(systemNotifyTemplate.nickname, t.nickname),
        eq(systemNotifyTemplate.content, t.content),
        eq(systemNotifyTemplate.type, t.type),
      )} and ${systemNotifyTemplate.params} = ${JSON.stringify(t.params)}::jsonb
      returning ${systemNotifyMessage.id}`;
    parts.push({ item, part: { getSQL: () => part } });
  }
  return { parts, slow };
}

/** Sends through sendNotify what the fast path could not write (and forgets the hints that turned out stale). */
export async function sendSlowNotifications(db: Db, items: BpmNotification[]): Promise<void> {
  for (const item of items) {
    templateHints.delete(item.templateCode);
    await sendNotify(db, { userId: item.userId, userType: UserType.ADMIN, templateCode: item.templateCode, templateParams: item.params });
  }
}
