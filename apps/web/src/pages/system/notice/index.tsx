import { App } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { NoticeCreateReq, type NoticeResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';
import { RichEditorField } from './rich-editor-field';

/** 通知公告 (menu component system/notice/index): CRUD with a rich-text body; 推送 sends it as an in-site message to every enabled back-office user. */
export default function NoticePage() {
  const { message } = App.useApp();
  const config: CrudConfig<NoticeResp> = {
    entity: '公告',
    queryKey: ['system', 'notice'],
    api: {
      page: '/system/notice/page',
      get: '/system/notice/get',
      create: '/system/notice/create',
      update: '/system/notice/update',
      delete: '/system/notice/delete',
    },
    permissions: { create: 'system:notice:create', update: 'system:notice:update', delete: 'system:notice:delete' },
    search: [
      { name: 'title', label: '公告标题' },
      { name: 'status', label: '公告状态', type: 'select', dict: 'common_status' },
    ],
    columns: [
      { dataIndex: 'id', title: '公告编号', width: 90 },
      { dataIndex: 'title', title: '公告标题', width: 260, ellipsis: true },
      { dataIndex: 'type', title: '公告类型', type: 'dict', dict: 'system_notice_type', width: 100 },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'creator', title: '创建者', width: 100, hidden: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [
      {
        key: 'push',
        label: '推送',
        icon: <NotificationOutlined />,
        permission: 'system:notice:push',
        onClick: async (row, ctx) => {
          if (!(await ctx.confirm(`是否推送所选中通知"${row.title}"？`))) return;
          await request.post('/system/notice/push', undefined, { params: { id: row.id } });
          void message.success('推送成功');
        },
      },
    ],
    actionWidth: 220,
    form: {
      schema: NoticeCreateReq,
      width: 860,
      defaults: { type: 1, status: 0, content: '' },
      fields: [
        { name: 'title', label: '公告标题', required: true },
        { name: 'content', label: '公告内容', type: 'custom', render: () => <RichEditorField /> },
        { name: 'type', label: '公告类型', type: 'select', dict: 'system_notice_type', required: true },
        { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true },
      ],
      toBody: (body) => ({ ...body, content: body.content ?? '' }),
    },
    scrollX: 1000,
  };
  return <CrudPage config={config} />;
}
