import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  MailAccountCreateReq,
  MailAccountFilter,
  MailAccountUpdateReq,
  MailLogFilter,
  MailSendReq,
  MailTemplateCreateReq,
  MailTemplateFilter,
  MailTemplateUpdateReq,
  SECRET_MASK,
  SystemError,
  type MailAccountResp,
  type MailAccountSimpleResp,
  type MailLogResp,
  type MailTemplateResp,
} from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { badRequest, fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { sanitizeHtml } from '../../../core/sanitize';
import { extractTemplateParams } from '../notify/notify.service';
import { sendMailByTemplate } from './mail.service';
import { systemMailAccount, systemMailLog, systemMailTemplate, type MailAccountRow, type MailLogRow, type MailTemplateRow } from './mail.schema';

export function toMailAccountResp(row: MailAccountRow): MailAccountResp {
  return {
    id: row.id,
    mail: row.mail,
    username: row.username,
    password: SECRET_MASK,
    host: row.host,
    port: row.port,
    sslEnable: row.sslEnable,
    starttlsEnable: row.starttlsEnable,
    remark: row.remark,
    createTime: row.createTime.getTime(),
  };
}

export function toMailTemplateResp(row: MailTemplateRow): MailTemplateResp {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    accountId: row.accountId,
    nickname: row.nickname,
    title: row.title,
    content: row.content,
    params: row.params,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.getTime(),
  };
}

export function toMailLogResp(row: MailLogRow): MailLogResp {
  return {
    id: row.id,
    userId: row.userId,
    userType: row.userType,
    toMail: row.toMail,
    accountId: row.accountId,
    fromMail: row.fromMail,
    templateId: row.templateId,
    templateCode: row.templateCode,
    templateNickname: row.templateNickname,
    templateTitle: row.templateTitle,
    templateContent: row.templateContent,
    templateParams: row.templateParams,
    sendStatus: row.sendStatus,
    sendTime: row.sendTime?.getTime() ?? null,
    sendMessageId: row.sendMessageId,
    sendException: row.sendException,
    createTime: row.createTime.getTime(),
  };
}

/** 邮箱账号 / 邮件模版 / 邮件日志 admin routes, and POST /system/mail-template/send-mail. */
export function mailRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/mail-account',
    table: systemMailAccount,
    permission: 'system:mail-account',
    create: MailAccountCreateReq,
    update: MailAccountUpdateReq,
    filter: MailAccountFilter,
    where: (f): SQL | undefined =>
      and(f.mail ? likeContains(systemMailAccount.mail, f.mail) : undefined, f.username ? likeContains(systemMailAccount.username, f.username) : undefined),
    orderBy: [desc(systemMailAccount.id)],
    notFound: SystemError.MAIL_ACCOUNT_NOT_EXISTS,
    values: (input, _ctx, existing) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      return { ...rest, password: existing && rest.password === SECRET_MASK ? existing.password : rest.password };
    },
    beforeDelete: async ({ db }, existing) => {
      const [{ n }] = await db.select({ n: count() }).from(systemMailTemplate).where(eq(systemMailTemplate.accountId, existing.id));
      if (n > 0) fail(SystemError.MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS);
    },
    beforeCreate: (_ctx, input) => {
      if (input.password === SECRET_MASK) throw badRequest('password 不能为 ******');
    },
    toVO: toMailAccountResp,
    // 邮箱账号, and the account pickers of 邮件模板 and 邮件记录
    listAllSimple: {
      alsoSimpleList: true,
      permission: ['system:mail-account:query', 'system:mail-template:query', 'system:mail-log:query'],
      map: (row): MailAccountSimpleResp => ({ id: row.id, mail: row.mail }),
    },
  });

  crudRoutes(app, {
    path: '/system/mail-template',
    table: systemMailTemplate,
    permission: 'system:mail-template',
    create: MailTemplateCreateReq,
    update: MailTemplateUpdateReq,
    filter: MailTemplateFilter,
    where: (f): SQL | undefined => {
      const t = systemMailTemplate;
      return and(
        f.name ? likeContains(t.name, f.name) : undefined,
        f.code ? likeContains(t.code, f.code) : undefined,
        f.accountId !== undefined ? eq(t.accountId, f.accountId) : undefined,
        f.status !== undefined ? eq(t.status, f.status) : undefined,
        timeBetween(t.createTime, f.createTime),
      );
    },
    orderBy: [desc(systemMailTemplate.id)],
    notFound: SystemError.MAIL_TEMPLATE_NOT_EXISTS,
    unique: [{ field: 'code', column: systemMailTemplate.code, error: SystemError.MAIL_TEMPLATE_CODE_EXISTS, constraint: 'system_mail_template_code_unique' }],
    values: async (input, { db }) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      const [account] = await db.select({ id: systemMailAccount.id }).from(systemMailAccount).where(eq(systemMailAccount.id, rest.accountId));
      if (!account) fail(SystemError.MAIL_ACCOUNT_NOT_EXISTS);
      const content = sanitizeHtml(rest.content);
      return { ...rest, content, params: extractTemplateParams(`${rest.title}\n${content}`) };
    },
    toVO: toMailTemplateResp,
  });

  route(app, {
    method: 'POST',
    url: '/system/mail-template/send-mail',
    permission: 'system:mail-template:send-mail',
    body: MailSendReq,
    // no transaction is held open while the SMTP server answers: reads use db, the log is written through rootDb
    transaction: false,
    handler: ({ db, rootDb, user, body }) => sendMailByTemplate(db, rootDb, { ...body, userId: user.id, userType: user.userType }),
  });

  const none = z.object({ id: z.number().int().positive() });
  crudRoutes(app, {
    path: '/system/mail-log',
    table: systemMailLog,
    permission: 'system:mail-log',
    routes: ['page', 'get'],
    create: none,
    update: none,
    filter: MailLogFilter,
    where: (f): SQL | undefined => {
      const l = systemMailLog;
      return and(
        f.userId !== undefined ? eq(l.userId, f.userId) : undefined,
        f.userType !== undefined ? eq(l.userType, f.userType) : undefined,
        f.toMail ? likeContains(l.toMail, f.toMail) : undefined,
        f.accountId !== undefined ? eq(l.accountId, f.accountId) : undefined,
        f.templateId !== undefined ? eq(l.templateId, f.templateId) : undefined,
        f.sendStatus !== undefined ? eq(l.sendStatus, f.sendStatus) : undefined,
        timeBetween(l.sendTime, f.sendTime),
      );
    },
    orderBy: [desc(systemMailLog.id)],
    notFound: SystemError.MAIL_TEMPLATE_NOT_EXISTS,
    toVO: toMailLogResp,
  });
}
