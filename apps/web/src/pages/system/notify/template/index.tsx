import { useState } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { NotifyTemplateCreateReq, type NotifySendReq, type NotifyTemplateResp } from '@gprs/contract';
import { CrudPage, SendTestDialog, TemplateParamFields, type CrudConfig } from '../../../../shared/crud-kit';
import { getIntDictOptions } from '../../../../shared/dict';
import { request } from '../../../../shared/request';

type SendValues = { userType: 1 | 2; userId: number; templateParams?: Record<string, string> };

/** 测试: renders the template into a message for one user (POST /system/notify-template/send-notify). */
function SendDialog({ template, onClose }: { template: NotifyTemplateResp; onClose(): void }) {
  const [form] = Form.useForm<SendValues>();
  return (
    <SendTestDialog
      title="测试发送"
      width={500}
      form={form}
      initialValues={{ userType: 2 }}
      send={(v) =>
        request.post<number>('/system/notify-template/send-notify', {
          userId: v.userId,
          userType: v.userType,
          templateCode: template.code,
          templateParams: v.templateParams ?? {},
        } satisfies NotifySendReq)
      }
      successText={(id) => `提交发送成功！发送结果，见消息记录编号：${id}`}
      onClose={onClose}
    >
      <Form.Item label="模板内容">
        <Input.TextArea value={template.content} readOnly autoSize />
      </Form.Item>
      <Form.Item label="用户类型" name="userType" rules={[{ required: true, message: '用户类型不能为空' }]}>
        <Radio.Group options={getIntDictOptions('user_type').map((o) => ({ label: o.label, value: o.value }))} />
      </Form.Item>
      <Form.Item label="接收人编号" name="userId" rules={[{ required: true, message: '接收人不能为空' }]}>
        <InputNumber min={1} precision={0} placeholder="请输入接收人的用户编号" style={{ width: '100%' }} />
      </Form.Item>
      <TemplateParamFields names={template.params} whitespace={false} />
    </SendTestDialog>
  );
}

/** 站内信模板管理 (menu component system/notify/template/index). */
export default function NotifyTemplatePage() {
  const [sending, setSending] = useState<NotifyTemplateResp | null>(null);
  const config: CrudConfig<NotifyTemplateResp> = {
    entity: '站内信模板',
    queryKey: ['system', 'notify-template'],
    api: {
      page: '/system/notify-template/page',
      get: '/system/notify-template/get',
      create: '/system/notify-template/create',
      update: '/system/notify-template/update',
      delete: '/system/notify-template/delete',
    },
    permissions: {
      create: 'system:notify-template:create',
      update: 'system:notify-template:update',
      delete: 'system:notify-template:delete',
    },
    search: [
      { name: 'name', label: '模板名称' },
      { name: 'code', label: '模板编号' },
      { name: 'status', label: '状态', type: 'select', dict: 'common_status' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'code', title: '模板编码', width: 140, ellipsis: true },
      { dataIndex: 'name', title: '模板名称', width: 140, ellipsis: true },
      { dataIndex: 'type', title: '类型', type: 'dict', dict: 'system_notify_template_type', width: 100 },
      { dataIndex: 'nickname', title: '发送人名称', width: 110 },
      { dataIndex: 'content', title: '模板内容', ellipsis: true, width: 220 },
      { dataIndex: 'status', title: '开启状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'remark', title: '备注', ellipsis: true, width: 120 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [
      { key: 'send', label: '测试', icon: <SendOutlined />, permission: 'system:notify-template:send-notify', onClick: (row) => setSending(row) },
    ],
    actionWidth: 220,
    form: {
      schema: NotifyTemplateCreateReq,
      width: 700,
      defaults: { status: 0 },
      fields: [
        { name: 'name', label: '模板名称', required: true, requiredMessage: '模版名称不能为空' },
        { name: 'code', label: '模板编码', required: true, requiredMessage: '模版编码不能为空' },
        { name: 'nickname', label: '发送人名称', required: true },
        { name: 'content', label: '模板内容', type: 'textarea', required: true, requiredMessage: '模版内容不能为空', placeholder: '请输入模板内容，参数写作 {name}', rows: 4 },
        { name: 'type', label: '类型', type: 'select', dict: 'system_notify_template_type', required: true, requiredMessage: '消息类型不能为空' },
        { name: 'status', label: '开启状态', type: 'radio', dict: 'common_status', required: true, requiredMessage: '开启状态不能为空' },
        { name: 'remark', label: '备注', placeholder: '请输入备注' },
      ],
    },
    scrollX: 1300,
  };
  return (
    <>
      <CrudPage config={config} />
      {sending ? <SendDialog template={sending} onClose={() => setSending(null)} /> : null}
    </>
  );
}
