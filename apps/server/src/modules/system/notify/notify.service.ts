import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  CommonStatus,
  SystemError,
  type NotifyMessageMyPageReq,
  type NotifyMessagePageReq,
  type NotifyMessageResp,
  type NotifyTemplateFilter,
  type NotifyTemplateResp,
  type PageParam,
  type PageResult,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { guardUnique } from '../../../core/unique';
import { pageQuery } from '../../../core/paging';
import { EXPORT_MAX_ROWS } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { systemUsers } from '../user/user.schema';
import { systemNotifyMessage, systemNotifyTemplate, type NotifyMessageRow, type NotifyTemplateRow } from './notify.schema';

// ---------------------------------------------------------------- template text

const PLACEHOLDER = /\{([^{}\s]+)\}/g;

/** The `{name}` placeholders of a template, in order of first appearance, without repeats. */
export function extractTemplateParams(content: string): string[] {
  return [...new Set(Array.from(content.matchAll(PLACEHOLDER), (m) => m[1]))];
}

/** Replaces every `{name}` whose name is in params; other braces stay as written. */
export function renderTemplate(content: string, params: Record<string, unknown>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) && params[name] !== null && params[name] !== undefined ? String(params[name]) : whole));
}

// ---------------------------------------------------------------- templates

export interface NotifyTemplateInput {
  name: string;
  code: string;
  nickname: string;
  content: string;
  type: number;
  status: number;
  remark?: string | null;
}

export function toNotifyTemplateResp(row: NotifyTemplateRow): NotifyTemplateResp {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    nickname: row.nickname,
    content: row.content,
    type: row.type,
    params: row.params,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.getTime(),
  };
}

function templateWhere(f: NotifyTemplateFilter): SQL | undefined {
  return and(
    f.name ? likeContains(systemNotifyTemplate.name, f.name) : undefined,
    f.code ? likeContains(systemNotifyTemplate.code, f.code) : undefined,
    f.status !== undefined ? eq(systemNotifyTemplate.status, f.status) : undefined,
    timeBetween(systemNotifyTemplate.createTime, f.createTime),
  );
}

export async function getNotifyTemplatePage(db: Db, req: PageParam & NotifyTemplateFilter): Promise<PageResult<NotifyTemplateResp>> {
  const page = await pageQuery(db, systemNotifyTemplate, req, { where: templateWhere(req), orderBy: [desc(systemNotifyTemplate.id)] });
  return { list: page.list.map(toNotifyTemplateResp), total: page.total };
}

export async function listNotifyTemplatesForExport(db: Db, filter: NotifyTemplateFilter): Promise<NotifyTemplateResp[]> {
  const rows = await db
    .select()
    .from(systemNotifyTemplate)
    .where(templateWhere(filter))
    .orderBy(desc(systemNotifyTemplate.id))
    .limit(EXPORT_MAX_ROWS + 1);
  return rows.map(toNotifyTemplateResp);
}

export async function getNotifyTemplate(db: Db, id: number): Promise<NotifyTemplateRow | undefined> {
  const [row] = await db.select().from(systemNotifyTemplate).where(eq(systemNotifyTemplate.id, id));
  return row;
}

async function checkCodeUnique(db: Db, code: string, id?: number): Promise<void> {
  const [dup] = await db
    .select({ id: systemNotifyTemplate.id })
    .from(systemNotifyTemplate)
    .where(and(eq(systemNotifyTemplate.code, code), id === undefined ? undefined : ne(systemNotifyTemplate.id, id)));
  if (dup) fail(SystemError.NOTIFY_TEMPLATE_CODE_DUPLICATE, code);
}

const TEMPLATE_UNIQUE = { system_notify_template_code_unique: SystemError.NOTIFY_TEMPLATE_CODE_DUPLICATE };

function templateValues(input: NotifyTemplateInput) {
  return {
    name: input.name,
    code: input.code,
    nickname: input.nickname,
    content: input.content,
    type: input.type,
    params: extractTemplateParams(input.content),
    status: input.status,
    remark: input.remark ?? null,
  };
}

export async function createNotifyTemplate(db: Db, input: NotifyTemplateInput, operator: string): Promise<number> {
  await checkCodeUnique(db, input.code);
  const [row] = await guardUnique(
    db
      .insert(systemNotifyTemplate)
      .values({ ...templateValues(input), creator: operator, updater: operator })
      .returning({ id: systemNotifyTemplate.id }),
    TEMPLATE_UNIQUE,
    input.code,
  );
  return row.id;
}

export async function updateNotifyTemplate(db: Db, id: number, input: NotifyTemplateInput, operator: string): Promise<void> {
  if (!(await getNotifyTemplate(db, id))) fail(SystemError.NOTIFY_TEMPLATE_NOT_EXISTS);
  await checkCodeUnique(db, input.code, id);
  await guardUnique(
    db.update(systemNotifyTemplate).set({ ...templateValues(input), updater: operator }).where(eq(systemNotifyTemplate.id, id)),
    TEMPLATE_UNIQUE,
    input.code,
  );
}

/** Deletes a template; messages already sent keep their copied content. */
export async function deleteNotifyTemplate(db: Db, id: number): Promise<void> {
  if (!(await getNotifyTemplate(db, id))) fail(SystemError.NOTIFY_TEMPLATE_NOT_EXISTS);
  await db.delete(systemNotifyTemplate).where(eq(systemNotifyTemplate.id, id));
}

// ---------------------------------------------------------------- sending

export interface SendNotifyInput {
  userId: number;
  /** 1 member, 2 admin */
  userType: number;
  templateCode: string;
  templateParams?: Record<string, unknown>;
}

/**
 * Renders the template named by code into a message for one user and answers the message id. A disabled template
 * sends nothing and answers null (as yudao does); a missing parameter fails with NOTIFY_SEND_TEMPLATE_PARAM_MISS.
 * Other modules call this to notify users (e.g. limit-up alerts).
 */
export async function sendNotify(db: Db, input: SendNotifyInput, operator = ''): Promise<number | null> {
  const [template] = await db.select().from(systemNotifyTemplate).where(eq(systemNotifyTemplate.code, input.templateCode));
  if (!template) fail(SystemError.NOTIFY_TEMPLATE_NOT_EXISTS);
  if (template.status !== CommonStatus.ENABLE) return null;
  const [user] = await db
    .select({ id: systemUsers.id })
    .from(systemUsers)
    .where(and(eq(systemUsers.id, input.userId), eq(systemUsers.userType, input.userType)));
  if (!user) fail(SystemError.USER_NOT_EXISTS);
  const params = input.templateParams ?? {};
  for (const name of template.params) {
    if (!Object.hasOwn(params, name) || params[name] === null || params[name] === undefined) fail(SystemError.NOTIFY_SEND_TEMPLATE_PARAM_MISS, name);
  }
  const [row] = await db
    .insert(systemNotifyMessage)
    .values({
      userId: input.userId,
      userType: input.userType,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateContent: renderTemplate(template.content, params),
      templateType: template.type,
      templateParams: params,
      creator: operator,
      updater: operator,
    })
    .returning({ id: systemNotifyMessage.id });
  return row.id;
}

// ---------------------------------------------------------------- messages

export function toNotifyMessageResp(row: NotifyMessageRow): NotifyMessageResp {
  return {
    id: row.id,
    userId: row.userId,
    userType: row.userType,
    templateId: row.templateId,
    templateCode: row.templateCode,
    templateNickname: row.templateNickname,
    templateContent: row.templateContent,
    templateType: row.templateType,
    templateParams: row.templateParams,
    readStatus: row.readStatus,
    readTime: row.readTime ? row.readTime.getTime() : null,
    createTime: row.createTime.getTime(),
  };
}

/** Admin list of every user's messages. */
export async function getNotifyMessagePage(db: Db, req: NotifyMessagePageReq): Promise<PageResult<NotifyMessageResp>> {
  const m = systemNotifyMessage;
  const where = and(
    req.userId !== undefined ? eq(m.userId, req.userId) : undefined,
    req.userType !== undefined ? eq(m.userType, req.userType) : undefined,
    req.templateCode ? likeContains(m.templateCode, req.templateCode) : undefined,
    req.templateType !== undefined ? eq(m.templateType, req.templateType) : undefined,
    timeBetween(m.createTime, req.createTime),
  );
  const page = await pageQuery(db, m, req, { where, orderBy: [desc(m.id)] });
  return { list: page.list.map(toNotifyMessageResp), total: page.total };
}

export async function getNotifyMessage(db: Db, id: number): Promise<NotifyMessageResp | null> {
  const [row] = await db.select().from(systemNotifyMessage).where(eq(systemNotifyMessage.id, id));
  return row ? toNotifyMessageResp(row) : null;
}

/** Who owns a message: the user id and user type must both match. */
export interface MessageOwner {
  id: number;
  userType: number;
}

const owned = (owner: MessageOwner) => and(eq(systemNotifyMessage.userId, owner.id), eq(systemNotifyMessage.userType, owner.userType));

export async function getMyNotifyMessagePage(db: Db, owner: MessageOwner, req: NotifyMessageMyPageReq): Promise<PageResult<NotifyMessageResp>> {
  const m = systemNotifyMessage;
  const where = and(owned(owner), req.readStatus !== undefined ? eq(m.readStatus, req.readStatus) : undefined, timeBetween(m.createTime, req.createTime));
  const page = await pageQuery(db, m, req, { where, orderBy: [desc(m.id)] });
  return { list: page.list.map(toNotifyMessageResp), total: page.total };
}

/** Marks the owner's unread messages among ids as read; ids of other users' messages are ignored. Answers the count. */
export async function markMessagesRead(db: Db, owner: MessageOwner, ids: number[]): Promise<number> {
  const updated = await db
    .update(systemNotifyMessage)
    .set({ readStatus: true, readTime: new Date() })
    .where(and(owned(owner), inArray(systemNotifyMessage.id, ids), eq(systemNotifyMessage.readStatus, false)))
    .returning({ id: systemNotifyMessage.id });
  return updated.length;
}

export async function markAllMessagesRead(db: Db, owner: MessageOwner): Promise<number> {
  const updated = await db
    .update(systemNotifyMessage)
    .set({ readStatus: true, readTime: new Date() })
    .where(and(owned(owner), eq(systemNotifyMessage.readStatus, false)))
    .returning({ id: systemNotifyMessage.id });
  return updated.length;
}

/** The owner's newest unread messages (for the bell). */
export async function listUnreadMessages(db: Db, owner: MessageOwner, size: number): Promise<NotifyMessageResp[]> {
  const rows = await db
    .select()
    .from(systemNotifyMessage)
    .where(and(owned(owner), eq(systemNotifyMessage.readStatus, false)))
    .orderBy(desc(systemNotifyMessage.id))
    .limit(size);
  return rows.map(toNotifyMessageResp);
}

export async function countUnreadMessages(db: Db, owner: MessageOwner): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(systemNotifyMessage)
    .where(and(owned(owner), eq(systemNotifyMessage.readStatus, false)));
  return n;
}
