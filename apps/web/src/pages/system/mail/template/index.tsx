import { useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { MailTemplateCreateReq, type MailTemplateResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { RichEditorField } from '../../notice/rich-editor-field';
import { useMailAccounts } from '../mail-api';
import { SendMailDialog } from './send-mail-dialog';

/** 邮件模板 (menu component system/mail/template/index): CRUD with a rich-text body and 测试 (send one mail). */
export default function MailTemplatePage() {
  const [sending, setSending] = useState<MailTemplateResp | null>(null);
  const accounts = useMailAccounts();
  const accountOptions = () => (accounts.data ?? []).map((a) => ({ label: a.mail, value: a.id }));

  const config: CrudConfig<MailTemplateResp> = {
    entity: '邮件模板',
    queryKey: ['system', 'mail-template'],
    api: {
      page: '/system/mail-template/page',
      get: '/system/mail-template/get',
      create: '/system/mail-template/create',
      update: '/system/mail-template/update',
      delete: '/system/mail-template/delete',
    },
    permissions: { create: 'system:mail-template:create', update: 'system:mail-template:update', delete: 'system:mail-template:delete' },
    search: [
      { name: 'status', label: '开启状态', type: 'select', dict: 'common_status' },
      { name: 'code', label: '模板编码' },
      { name: 'name', label: '模板名称' },
      { name: 'accountId', label: '邮箱账号', type: 'select', options: accountOptions },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'code', title: '模板编码', width: 160, ellipsis: true },
      { dataIndex: 'name', title: '模板名称', width: 150, ellipsis: true },
      { dataIndex: 'title', title: '模板标题', width: 200, ellipsis: true },
      { dataIndex: 'content', title: '模板内容', width: 260, ellipsis: true },
      {
        dataIndex: 'accountId',
        title: '邮箱账号',
        width: 200,
        ellipsis: true,
        render: (id: number) => accounts.data?.find((a) => a.id === id)?.mail ?? String(id),
      },
      { dataIndex: 'nickname', title: '发送人名称', width: 120 },
      { dataIndex: 'status', title: '开启状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'remark', title: '备注', width: 140, ellipsis: true, hidden: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [{ key: 'send', label: '测试', icon: <SendOutlined />, permission: 'system:mail-template:send-mail', onClick: (row) => setSending(row) }],
    actionWidth: 200,
    form: {
      schema: MailTemplateCreateReq,
      width: 860,
      labelWidth: 110,
      defaults: { status: 0 },
      fields: [
        { name: 'name', label: '模板名称', required: true, requiredMessage: '模版名称不能为空' },
        { name: 'code', label: '模板编码', required: true, requiredMessage: '模版编码不能为空' },
        { name: 'accountId', label: '邮箱账号', type: 'select', options: accountOptions, required: true, requiredMessage: '邮箱账号不能为空' },
        { name: 'nickname', label: '发送人名称', placeholder: '请输入发送人名称' },
        { name: 'title', label: '模板标题', required: true, requiredMessage: '模板标题不能为空', placeholder: '请输入模板标题，参数写作 {name}' },
        {
          name: 'content',
          label: '模板内容',
          type: 'custom',
          required: true,
          requiredMessage: '模板内容不能为空',
          tooltip: '参数写作 {name}；保存时服务端会清理不安全的 HTML',
          render: () => <RichEditorField />,
        },
        { name: 'status', label: '开启状态', type: 'radio', dict: 'common_status', required: true },
        { name: 'remark', label: '备注', placeholder: '请输入备注' },
      ],
      toBody: (body) => ({ ...body, remark: body.remark || null }),
    },
    scrollX: 1500,
  };
  return (
    <>
      <CrudPage config={config} />
      {sending ? <SendMailDialog template={sending} onClose={() => setSending(null)} /> : null}
    </>
  );
}
