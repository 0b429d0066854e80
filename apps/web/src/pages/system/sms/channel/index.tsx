import { SmsChannelCreateReq, type SmsChannelResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';

/** 短信渠道 (menu component system/sms/channel/index): LOG (server log only) or WEBHOOK (POST to a gateway). */
export default function SmsChannelPage() {
  const config: CrudConfig<SmsChannelResp> = {
    entity: '短信渠道',
    queryKey: ['system', 'sms-channel'],
    api: {
      page: '/system/sms-channel/page',
      get: '/system/sms-channel/get',
      create: '/system/sms-channel/create',
      update: '/system/sms-channel/update',
      delete: '/system/sms-channel/delete',
    },
    permissions: { create: 'system:sms-channel:create', update: 'system:sms-channel:update', delete: 'system:sms-channel:delete' },
    search: [
      { name: 'signature', label: '短信签名' },
      { name: 'status', label: '启用状态', type: 'select', dict: 'common_status' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'signature', title: '短信签名', width: 120 },
      { dataIndex: 'code', title: '渠道编码', type: 'dict', dict: 'system_sms_channel_code', width: 120 },
      { dataIndex: 'status', title: '启用状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'remark', title: '备注', ellipsis: true, width: 200 },
      { dataIndex: 'apiKey', title: '短信 API 的账号', ellipsis: true, width: 140 },
      { dataIndex: 'apiSecret', title: '短信 API 的秘钥', ellipsis: true, width: 140 },
      { dataIndex: 'apiUrl', title: 'Webhook 地址', ellipsis: true, width: 200, hidden: true },
      { dataIndex: 'callbackUrl', title: '短信发送回调 URL', ellipsis: true, width: 180 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    form: {
      schema: SmsChannelCreateReq,
      width: 640,
      labelWidth: 140,
      defaults: { status: 0, code: 'LOG' },
      fields: [
        { name: 'signature', label: '短信签名', required: true },
        { name: 'code', label: '渠道编码', type: 'select', dict: 'system_sms_channel_code', dictValue: 'str', required: true },
        { name: 'status', label: '启用状态', type: 'radio', dict: 'common_status', required: true },
        { name: 'remark', label: '备注', placeholder: '请输入备注' },
        {
          name: 'apiKey',
          label: '短信 API 的账号',
          placeholder: '请输入短信 API 的账号',
          tooltip: 'WEBHOOK 渠道以 Authorization: Bearer <账号> 发送；修改时保留 ****** 即不改变',
        },
        {
          name: 'apiSecret',
          label: '短信 API 的秘钥',
          placeholder: '请输入短信 API 的秘钥',
          tooltip: 'WEBHOOK 渠道用它对请求体做 HMAC-SHA256 签名（X-Signature）；修改时保留 ****** 即不改变',
        },
        {
          name: 'apiUrl',
          label: 'Webhook 地址',
          placeholder: '如 https://sms-gateway.example.com/send',
          visibleWhen: (v) => v.code === 'WEBHOOK',
          rules: [{ required: true, message: 'WEBHOOK 渠道的 Webhook 地址不能为空' }],
        },
        { name: 'callbackUrl', label: '短信发送回调 URL', placeholder: '请输入短信发送回调 URL' },
      ],
      toBody: (body) => ({ ...body, remark: body.remark || null }),
    },
    scrollX: 1400,
  };
  return <CrudPage config={config} />;
}
