import type { SmsLogResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { DictTag } from '../../../../shared/dict';
import { formatDate } from '../../../../shared/utils/date';
import { ReceiverCell, ReceiverLine } from '../../shared/receiver';
import { channelLabel, useSmsChannels } from '../sms-api';

/** 短信日志 (menu component system/sms/log/index): every SMS sent or tried, with 详细 and export. */
export default function SmsLogPage() {
  const channels = useSmsChannels();
  const channelName = (id: number | null) => {
    const c = id == null ? undefined : channels.data?.find((x) => x.id === id);
    return c ? c.signature : '';
  };

  const config: CrudConfig<SmsLogResp> = {
    entity: '短信日志',
    queryKey: ['system', 'sms-log'],
    api: { page: '/system/sms-log/page', export: '/system/sms-log/export' },
    permissions: { export: 'system:sms-log:export' },
    search: [
      { name: 'channelId', label: '短信渠道', type: 'select', options: () => (channels.data ?? []).map((c) => ({ label: channelLabel(c), value: c.id })) },
      { name: 'templateId', label: '模板编号', type: 'number', placeholder: '请输入模板编号' },
      { name: 'mobile', label: '手机号' },
      { name: 'sendStatus', label: '发送状态', type: 'select', dict: 'system_sms_send_status' },
      { name: 'sendTime', label: '发送时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
      {
        dataIndex: 'mobile',
        title: '手机号',
        width: 160,
        render: (mobile: string, row) => <ReceiverCell address={mobile} userType={row.userType} userId={row.userId} />,
      },
      { dataIndex: 'templateContent', title: '短信内容', width: 300, ellipsis: true },
      {
        dataIndex: 'sendStatus',
        title: '发送状态',
        width: 180,
        render: (status: number, row) => (
          <div>
            <DictTag type="system_sms_send_status" value={status} />
            {row.sendTime ? <div>{formatDate(row.sendTime)}</div> : null}
          </div>
        ),
      },
      {
        dataIndex: 'channelCode',
        title: '短信渠道',
        width: 140,
        render: (code: string, row) => (
          <div>
            <div>{channelName(row.channelId)}</div>
            <DictTag type="system_sms_channel_code" value={code} />
          </div>
        ),
      },
      { dataIndex: 'templateId', title: '模板编号', width: 90 },
      { dataIndex: 'templateCode', title: '模板编码', width: 150, ellipsis: true },
      { dataIndex: 'templateType', title: '短信类型', type: 'dict', dict: 'system_sms_template_type', width: 90 },
      { dataIndex: 'apiSerialNo', title: 'API 发送编号', width: 200, ellipsis: true, hidden: true },
    ],
    detail: {
      title: '短信日志详细',
      permission: 'system:sms-log:query',
      items: [
        { label: '日志主键', dataIndex: 'id' },
        { label: '短信渠道', dataIndex: 'channelCode', render: (code: string, row) => <>{channelName(row.channelId)} <DictTag type="system_sms_channel_code" value={code} /></> },
        { label: '短信模板', dataIndex: 'templateCode', render: (code: string, row) => `${row.templateId ?? ''} | ${code}` },
        { label: '短信类型', dataIndex: 'templateType', type: 'dict', dict: 'system_sms_template_type' },
        { label: '短信内容', dataIndex: 'templateContent', type: 'pre' },
        { label: '短信参数', dataIndex: 'templateParams', render: (v: Record<string, string>) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(v ?? {}, null, 2)}</pre> },
        { label: '创建时间', dataIndex: 'createTime', type: 'datetime' },
        { label: '接收手机号', dataIndex: 'mobile', render: (m: string, row) => <ReceiverLine address={m} userType={row.userType} userId={row.userId} /> },
        { label: '发送状态', dataIndex: 'sendStatus', type: 'dict', dict: 'system_sms_send_status' },
        { label: '发送时间', dataIndex: 'sendTime', type: 'datetime' },
        { label: 'API 发送结果', dataIndex: 'apiSendMsg' },
        { label: 'API 短信编号', dataIndex: 'apiSerialNo' },
      ],
    },
    actionWidth: 100,
    scrollX: 1500,
  };
  return <CrudPage config={config} />;
}
