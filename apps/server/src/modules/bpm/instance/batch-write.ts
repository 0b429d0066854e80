import { eq, SQL, sql, type QueryWithTypings, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CommonStatus } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { guardColumn, isGuardRefused } from '../../../core/all-or-nothing';
import { executePrepared } from '../../../core/prepared';
import { renderTemplate, sendNotify } from '../../system/notify/notify.service';
import { systemNotifyTemplate } from '../../system/notify/notify.schema';

/**
 * A statement, or a part of one, as flat text and values: `q\`update … set a = ${value} …\``, like drizzle's
 * sql`…` but every value is exactly one parameter (no lists, no columns or tables) and a nested Fragment is spliced
 * in. The workflow's hot statements are built from these and turned into `$n` text by one plain loop: drizzle's
 * generic builder (a dozen entity checks per chunk, nested merges) was ≈ 5 % of a completion's CPU. `getSQL()` gives
 * the drizzle equivalent, for statements that mix them with query builders.
 */
export class Fragment implements SQLWrapper {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  getSQL(): SQL {
    const chunks: SQL[] = [];
    this.strings.forEach((text, i) => {
      chunks.push(sql.raw(text));
      if (i < this.values.length) {
        const value = this.values[i];
        chunks.push(value instanceof Fragment ? value.getSQL() : sql`${sql.param(value)}`);
      }
    });
    return sql.join(chunks);
  }
}

/** A Fragment: `q\`select … where id = ${id}::uuid\``. */
export function q(strings: TemplateStringsArray, ...values: unknown[]): Fragment {
  return new Fragment(strings, values);
}

/** Fixed text as a Fragment (clause keywords, CTE names): never a value from outside. */
export function rawq(text: string): Fragment {
  return new Fragment([text], []);
}

function render(fragment: Fragment, out: { sql: string; params: unknown[] }): void {
  const { strings, values } = fragment;
  out.sql += strings[0];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value instanceof Fragment) {
      render(value, out);
    } else {
      out.params.push(value);
      out.sql += `$${out.params.length}`;
    }
    out.sql += strings[i + 1];
  }
}

/** A statement whose text and parameters are built already: db.execute and executePrepared take it as it is. */
class BuiltStatement extends SQL {
  constructor(private readonly query: QueryWithTypings) {
    super([]);
  }

  override toQuery(): QueryWithTypings {
    return this.query;
  }
}

/** The Fragment as a statement for db.execute / executePrepared. */
export function statementOf(fragment: Fragment): SQL {
  const query = { sql: '', params: [] as unknown[] };
  render(fragment, query);
  return new BuiltStatement(query);
}

/**
 * A data-modifying statement (insert / update / delete … RETURNING): a Fragment, or anything drizzle builds. When every
 * part of a statement is a Fragment, the statement is built without drizzle.
 */
export type WritePart = Fragment | SQLWrapper;

const dialect = new PgDialect();

/** `WITH w0 AS (…), w1 AS (…) SELECT <count of each>[, <tail>]`. */
function withParts(parts: WritePart[], tail: SQL | null): SQL {
  const counts = parts.map((_, i) => `(select count(*) from w${i})::int as c${i}`).join(', ');
  if (parts.every((p) => p instanceof Fragment)) {
    const strings = ['with '];
    parts.forEach((_, i) => {
      if (i) strings[i] += ', ';
      strings[i] += `w${i} as (`;
      strings.push(')');
    });
    let tailText = '';
    if (tail) {
      const built = dialect.sqlToQuery(tail);
      if (built.params.length) throw new Error('the tail of a statement of Fragments takes no parameters');
      tailText = `, ${built.sql}`;
    }
    strings[strings.length - 1] += ` select ${counts}${tailText}`;
    return statementOf(new Fragment(strings, parts));
  }
  const ctes = sql.join(
    parts.map((p, i) => sql`${sql.raw(`w${i}`)} as (${p.getSQL()})`),
    sql`, `,
  );
  return tail ? sql`with ${ctes} select ${sql.raw(counts)}, ${tail}` : sql`with ${ctes} select ${sql.raw(counts)}`;
}

/**
 * Runs several writes in one round trip: each part becomes a data-modifying CTE of one statement
 * (`WITH w0 AS (…), w1 AS (…) SELECT count(*) of each`). Every part must have a RETURNING clause; the result is the
 * number of rows each part returned. All parts see the same snapshot (the one before the statement), so no two parts
 * may touch the same row.
 */
export async function writeTogether(db: Db, parts: WritePart[]): Promise<number[]> {
  if (!parts.length) return [];
  const result = await db.execute<Record<string, number>>(withParts(parts, null));
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
  try {
    const result = await executePrepared<Record<string, number>>(db, withParts(parts, guardColumn(required.map((i) => `w${i}`))));
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
    const part = q`insert into system_notify_message (user_id, user_type, template_id, template_code, template_nickname, template_content, template_type, template_params, creator, updater)
      select ${item.userId}::bigint, ${UserType.ADMIN}::smallint, t.id, t.code, t.nickname, ${content}::text, t.type, ${JSON.stringify(item.params)}::jsonb, '', ''
      from system_notify_template t inner join system_users u on u.id = ${item.userId}::bigint and u.user_type = ${UserType.ADMIN}::smallint
      where t.id = ${t.id}::bigint and t.code = ${t.code}::varchar and t.status = ${CommonStatus.ENABLE}::smallint and t.nickname = ${t.nickname}::varchar
        and t.content = ${t.content}::varchar and t.type = ${t.type}::smallint and t.params = ${JSON.stringify(t.params)}::jsonb
      returning id`;
    parts.push({ item, part });
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
