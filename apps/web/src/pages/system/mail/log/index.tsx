import type { MailLogResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { formatDate } from '../../../../shared/utils/date';
import { ReceiverCell, ReceiverLine } from '../../shared/receiver';
import { useMailAccounts } from '../mail-api';
import { MailPreview } from './mail-preview';

/** 邮件记录 (menu component system/mail/log/index): every mail sent or tried; 详细 shows the body in a sandboxed preview. */
export default function MailLogPage() {
  const accounts = useMailAccounts();

  const config: CrudConfig<MailLogResp> = {
    entity: '邮件日志',
    queryKey: ['system', 'mail-log'],
    api: { page: '/system/mail-log/page' },
    search: [
      { name: 'sendTime', label: '发送时间', type: 'dateRange' },
      { name: 'userId', label: '用户编号', type: 'number' },
      { name: 'userType', label: '用户类型', type: 'select', dict: 'user_type' },
      { name: 'sendStatus', label: '发送状态', type: 'select', dict: 'system_mail_send_status' },
      { name: 'accountId', label: '邮箱账号', type: 'select', options: () => (accounts.data ?? []).map((a) => ({ label: a.mail, value: a.id })) },
      { name: 'templateId', label: '模板编号', type: 'number' },
      { name: 'toMail', label: '接收邮箱' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'sendTime', title: '发送时间', type: 'datetime', width: 180 },
      {
        dataIndex: 'toMail',
        title: '接收邮箱',
        width: 220,
        render: (to: string, row) => <ReceiverCell address={to} userType={row.userType} userId={row.userId} />,
      },
      { dataIndex: 'templateTitle', title: '邮件标题', width: 220, ellipsis: true },
      { dataIndex: 'sendStatus', title: '发送状态', type: 'dict', dict: 'system_mail_send_status', width: 100 },
      { dataIndex: 'fromMail', title: '邮箱账号', width: 200, ellipsis: true },
      { dataIndex: 'templateCode', title: '模板编码', width: 160, ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180, hidden: true },
    ],
    detail: {
      title: '邮件日志详细',
      width: 860,
      permission: 'system:mail-log:query',
      items: [
        { label: '日志编号', dataIndex: 'id' },
        { label: '创建时间', dataIndex: 'createTime', type: 'datetime' },
        { label: '接收邮箱', dataIndex: 'toMail', render: (to: string, row) => <ReceiverLine address={to} userType={row.userType} userId={row.userId} /> },
        { label: '发送邮箱', dataIndex: 'fromMail', render: (from: string, row) => (row.templateNickname ? `${row.templateNickname} <${from}>` : from) },
        { label: '模板', dataIndex: 'templateCode', render: (code: string, row) => `${row.templateId} | ${code}` },
        { label: '邮件标题', dataIndex: 'templateTitle' },
        { label: '邮件内容', dataIndex: 'templateContent', render: (html: string) => <MailPreview html={html} /> },
        { label: '邮件参数', dataIndex: 'templateParams', render: (v: Record<string, unknown>) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(v ?? {}, null, 2)}</pre> },
        { label: '发送状态', dataIndex: 'sendStatus', type: 'dict', dict: 'system_mail_send_status' },
        { label: '发送时间', dataIndex: 'sendTime', render: (t: number | null) => formatDate(t) },
        { label: '发送返回的消息编号', dataIndex: 'sendMessageId' },
        { label: '发送异常', dataIndex: 'sendException', type: 'pre' },
      ],
    },
    actionWidth: 100,
    scrollX: 1300,
  };
  return <CrudPage config={config} />;
}
