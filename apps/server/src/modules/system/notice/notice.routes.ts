import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { CommonStatus, IdQuery, NoticeCreateReq, NoticeFilter, NoticeUpdateReq, SystemError, type NoticeResp } from '@gprs/contract';
import { UserType } from '../../../core/auth';
import { crudRoutes } from '../../../core/crud';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import { sanitizeHtml } from '../../../core/sanitize';
import type { Db } from '../../../db/client';
import { sendNotify } from '../notify/notify.service';
import { systemUsers } from '../user/user.schema';
import { systemNotice, type NoticeRow } from './notice.schema';

/** The notify template a pushed notice is sent with (seeded: `【{title}】{content}`). */
export const NOTICE_NOTIFY_TEMPLATE = 'system-notice';

export function toNoticeResp(row: NoticeRow): NoticeResp {
  return { id: row.id, title: row.title, type: row.type, content: row.content, status: row.status, creator: row.creator ?? '', createBy: '', createTime: row.createTime.getTime() };
}

/** yudao 2.x's 创建者: the nickname of the user whose id is in `creator`. */
async function withCreatorNames(db: Db, list: NoticeResp[]): Promise<NoticeResp[]> {
  const ids = [...new Set(list.map((n) => Number(n.creator)).filter((id) => Number.isSafeInteger(id) && id > 0))];
  const users = ids.length ? await db.select({ id: systemUsers.id, nickname: systemUsers.nickname }).from(systemUsers).where(inArray(systemUsers.id, ids)) : [];
  const names = new Map(users.map((u) => [String(u.id), u.nickname]));
  return list.map((n) => ({ ...n, createBy: names.get(n.creator) ?? '' }));
}

function noticeWhere(f: NoticeFilter): SQL | undefined {
  return and(
    f.title ? likeContains(systemNotice.title, f.title) : undefined,
    f.type !== undefined ? eq(systemNotice.type, f.type) : undefined,
    f.status !== undefined ? eq(systemNotice.status, f.status) : undefined,
  );
}

/** The notice's text without markup, for the in-site message. */
export function noticePlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sends a notice as an in-site message to every enabled back-office user; answers how many messages were written. */
export async function pushNotice(db: Db, notice: NoticeRow, operator: string): Promise<number> {
  const users = await db
    .select({ id: systemUsers.id })
    .from(systemUsers)
    .where(and(eq(systemUsers.userType, UserType.ADMIN), eq(systemUsers.status, CommonStatus.ENABLE)));
  let sent = 0;
  for (const u of users) {
    const id = await sendNotify(
      db,
      { userId: u.id, userType: UserType.ADMIN, templateCode: NOTICE_NOTIFY_TEMPLATE, templateParams: { title: notice.title, content: noticePlainText(notice.content) } },
      operator,
    );
    if (id !== null) sent += 1;
  }
  return sent;
}

/** 通知公告: /system/notice/{page,get,create,update,delete} and POST push?id=. */
export function noticeRoutes(app: FastifyInstance): void {
  const notices = crudRoutes(app, {
    path: '/system/notice',
    table: systemNotice,
    permission: 'system:notice',
    create: NoticeCreateReq,
    update: NoticeUpdateReq,
    filter: NoticeFilter,
    where: noticeWhere,
    orderBy: [desc(systemNotice.id)],
    notFound: SystemError.NOTICE_NOT_FOUND,
    values: (input) => ({ title: input.title, type: input.type, status: input.status, content: sanitizeHtml(input.content) }),
    toVO: toNoticeResp,
    enrich: withCreatorNames,
  });

  route(app, {
    method: 'POST',
    url: '/system/notice/push',
    permission: 'system:notice:push',
    query: IdQuery,
    handler: async ({ db, user, query }) => {
      const notice = await notices.require(db, query.id);
      await pushNotice(db, notice, String(user.id));
      return true;
    },
  });
}
