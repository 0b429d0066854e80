import type { FastifyInstance } from 'fastify';
import {
  IdQuery,
  NotifyMessageIdsQuery,
  NotifyMessageMyPageReq,
  NotifyMessagePageReq,
  NotifySendReq,
  NotifyTemplateCreateReq,
  NotifyTemplateFilter,
  NotifyTemplatePageReq,
  NotifyTemplateUpdateReq,
  NotifyUnreadListQuery,
} from '@gprs/contract';
import { route } from '../../../core/route';
import { dictFormat, formatDateTime, sendExcel } from '../../../core/excel';
import { dictLabels } from '../dict/dict.service';
import {
  countUnreadMessages,
  createNotifyTemplate,
  deleteNotifyTemplate,
  getMyNotifyMessagePage,
  getNotifyMessage,
  getNotifyMessagePage,
  getNotifyTemplate,
  getNotifyTemplatePage,
  listNotifyTemplatesForExport,
  listUnreadMessages,
  markAllMessagesRead,
  markMessagesRead,
  sendNotify,
  toNotifyTemplateResp,
  updateNotifyTemplate,
} from './notify.service';

const TEMPLATE = {
  query: 'system:notify-template:query',
  create: 'system:notify-template:create',
  update: 'system:notify-template:update',
  delete: 'system:notify-template:delete',
  send: 'system:notify-template:send-notify',
};
const MESSAGE_QUERY = 'system:notify-message:query';

/** 站内信: templates (/system/notify-template/*) and messages (/system/notify-message/*). */
export function notifyRoutes(app: FastifyInstance): void {
  // ------------------------------------------------------------ templates
  route(app, {
    method: 'GET',
    url: '/system/notify-template/page',
    permission: TEMPLATE.query,
    query: NotifyTemplatePageReq,
    handler: ({ db, query }) => getNotifyTemplatePage(db, query),
  });

  route(app, {
    method: 'GET',
    url: '/system/notify-template/get',
    permission: TEMPLATE.query,
    query: IdQuery,
    handler: async ({ db, query }) => {
      const row = await getNotifyTemplate(db, query.id);
      return row ? toNotifyTemplateResp(row) : null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/notify-template/create',
    permission: TEMPLATE.create,
    body: NotifyTemplateCreateReq,
    handler: ({ db, body, user }) => createNotifyTemplate(db, body, String(user.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/system/notify-template/update',
    permission: TEMPLATE.update,
    body: NotifyTemplateUpdateReq,
    handler: async ({ db, body, user }) => {
      await updateNotifyTemplate(db, body.id, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/system/notify-template/delete',
    permission: TEMPLATE.delete,
    query: IdQuery,
    handler: async ({ db, query }) => {
      await deleteNotifyTemplate(db, query.id);
      return true;
    },
  });

  // the template menu has no export button: exporting needs what listing needs
  route(app, {
    method: 'GET',
    url: '/system/notify-template/export',
    permission: TEMPLATE.query,
    query: NotifyTemplateFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const [rows, labels] = await Promise.all([
        listNotifyTemplatesForExport(db, query),
        dictLabels(db, ['system_notify_template_type', 'common_status']),
      ]);
      await sendExcel(reply, {
        filename: '站内信模板.xlsx',
        columns: [
          { header: '编号', key: 'id', width: 8 },
          { header: '模板名称', key: 'name', width: 20 },
          { header: '模板编码', key: 'code', width: 24 },
          { header: '发送人名称', key: 'nickname', width: 16 },
          { header: '模板内容', key: 'content', width: 48 },
          { header: '模板参数', key: 'params', width: 20, format: (v: string[]) => v.join(',') },
          { header: '类型', key: 'type', width: 12, format: dictFormat(labels.get('system_notify_template_type')!) },
          { header: '状态', key: 'status', width: 8, format: dictFormat(labels.get('common_status')!) },
          { header: '备注', key: 'remark', width: 24 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
        rows,
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/notify-template/send-notify',
    permission: TEMPLATE.send,
    body: NotifySendReq,
    handler: ({ db, body, user }) => sendNotify(db, body, String(user.id)),
  });

  // ------------------------------------------------------------ messages
  route(app, {
    method: 'GET',
    url: '/system/notify-message/page',
    permission: MESSAGE_QUERY,
    query: NotifyMessagePageReq,
    handler: ({ db, query }) => getNotifyMessagePage(db, query),
  });

  route(app, {
    method: 'GET',
    url: '/system/notify-message/get',
    permission: MESSAGE_QUERY,
    query: IdQuery,
    handler: ({ db, query }) => getNotifyMessage(db, query.id),
  });

  route(app, {
    method: 'GET',
    url: '/system/notify-message/my-page',
    auth: 'user',
    query: NotifyMessageMyPageReq,
    handler: ({ db, query, user }) => getMyNotifyMessagePage(db, user, query),
  });

  route(app, {
    method: 'PUT',
    url: '/system/notify-message/update-read',
    auth: 'user',
    query: NotifyMessageIdsQuery,
    handler: async ({ db, query, user }) => {
      await markMessagesRead(db, user, query.ids);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/system/notify-message/update-all-read',
    auth: 'user',
    handler: async ({ db, user }) => {
      await markAllMessagesRead(db, user);
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/notify-message/get-unread-list',
    auth: 'user',
    query: NotifyUnreadListQuery,
    handler: ({ db, query, user }) => listUnreadMessages(db, user, query.size),
  });

  route(app, {
    method: 'GET',
    url: '/system/notify-message/get-unread-count',
    auth: 'user',
    handler: ({ db, user }) => countUnreadMessages(db, user),
  });
}
