import { useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { SmsTemplateCreateReq, type SmsTemplateResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { DictTag } from '../../../../shared/dict';
import { channelLabel, useSmsChannels } from '../sms-api';
import { SendSmsDialog } from './send-sms-dialog';

/** 短信模板 (menu component system/sms/template/index): CRUD, export and 测试 (send one SMS). */
export default function SmsTemplatePage() {
  const [sending, setSending] = useState<SmsTemplateResp | null>(null);
  const channels = useSmsChannels();
  const channelOptions = () => (channels.data ?? []).map((c) => ({ label: channelLabel(c), value: c.id }));

  const config: CrudConfig<SmsTemplateResp> = {
    entity: '短信模板',
    queryKey: ['system', 'sms-template'],
    api: {
      page: '/system/sms-template/page',
      get: '/system/sms-template/get',
      create: '/system/sms-template/create',
      update: '/system/sms-template/update',
      delete: '/system/sms-template/delete',
      export: '/system/sms-template/export',
    },
    permissions: {
      create: 'system:sms-template:create',
      update: 'system:sms-template:update',
      delete: 'system:sms-template:delete',
      export: 'system:sms-template:export',
    },
    search: [
      { name: 'type', label: '短信类型', type: 'select', dict: 'system_sms_template_type' },
      { name: 'status', label: '开启状态', type: 'select', dict: 'common_status' },
      { name: 'code', label: '模板编码' },
      { name: 'apiTemplateId', label: '短信 API 的模板编号', placeholder: '请输入短信 API 的模板编号' },
      { name: 'channelId', label: '短信渠道', type: 'select', options: channelOptions },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'code', title: '模板编码', width: 150, ellipsis: true },
      { dataIndex: 'name', title: '模板名称', width: 150, ellipsis: true },
      { dataIndex: 'content', title: '模板内容', width: 260, ellipsis: true },
      { dataIndex: 'type', title: '短信类型', type: 'dict', dict: 'system_sms_template_type', width: 90 },
      { dataIndex: 'status', title: '开启状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'remark', title: '备注', width: 140, ellipsis: true },
      { dataIndex: 'apiTemplateId', title: '短信 API 的模板编号', width: 160, ellipsis: true },
      {
        dataIndex: 'channelId',
        title: '短信渠道',
        width: 150,
        render: (id: number, row) => {
          const channel = channels.data?.find((c) => c.id === id);
          return (
            <>
              {channel ? `${channel.signature} ` : ''}
              <DictTag type="system_sms_channel_code" value={row.channelCode} />
            </>
          );
        },
      },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [{ key: 'send', label: '测试', icon: <SendOutlined />, permission: 'system:sms-template:send-sms', onClick: (row) => setSending(row) }],
    actionWidth: 200,
    form: {
      schema: SmsTemplateCreateReq,
      width: 640,
      labelWidth: 150,
      defaults: { type: 2, status: 0 },
      fields: [
        { name: 'channelId', label: '短信渠道', type: 'select', options: channelOptions, required: true, requiredMessage: '短信渠道编号不能为空' },
        { name: 'type', label: '短信类型', type: 'select', dict: 'system_sms_template_type', required: true },
        { name: 'name', label: '模板名称', required: true },
        { name: 'code', label: '模板编码', required: true },
        { name: 'status', label: '开启状态', type: 'radio', dict: 'common_status', required: true },
        { name: 'content', label: '模板内容', type: 'textarea', rows: 3, required: true, placeholder: '请输入模板内容，参数写作 {name}' },
        { name: 'apiTemplateId', label: '短信 API 的模板编号', placeholder: '请输入短信 API 的模板编号' },
        { name: 'remark', label: '备注', placeholder: '请输入备注' },
      ],
      toBody: (body) => ({ ...body, remark: body.remark || null }),
    },
    scrollX: 1600,
  };
  return (
    <>
      <CrudPage config={config} />
      {sending ? <SendSmsDialog template={sending} onClose={() => setSending(null)} /> : null}
    </>
  );
}
