import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { SmsSendReq, SmsTemplateResp } from '@gprs/contract';
import { request } from '../../../../shared/request';
import { buildTemplateParams, renderTemplatePreview, sendParamNames } from './template-params';

interface Values {
  mobile: string;
  templateParams?: Record<string, string>;
}

/** 测试: sends the template to one mobile (POST /system/sms-template/send-sms) and tells the log id. */
export function SendSmsDialog({ template, onClose }: { template: SmsTemplateResp; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const names = sendParamNames(template.params, template.content);
  const filled = buildTemplateParams(names, Form.useWatch('templateParams', form));
  const send = useMutation({
    mutationFn: (v: Values) =>
      request.post<number>('/system/sms-template/send-sms', {
        mobile: v.mobile.trim(),
        templateCode: template.code,
        templateParams: buildTemplateParams(names, v.templateParams),
      } satisfies SmsSendReq),
    onSuccess: (logId) => {
      void message.success(`提交发送成功！发送结果，见发送日志编号：${logId}`);
      onClose();
    },
  });
  return (
    <Modal
      title="发送短信"
      open
      width={560}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={send.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} name="sms-send" labelCol={{ flex: '110px' }} onFinish={(v) => send.mutate(v)}>
        <Form.Item label="模板内容">
          <Input.TextArea value={renderTemplatePreview(template.content, filled)} readOnly autoSize data-testid="sms-send-preview" />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="mobile"
          rules={[
            { required: true, message: '手机号不能为空' },
            { pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确' },
          ]}
        >
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        {names.map((p) => (
          <Form.Item key={p} label={`参数 {${p}}`} name={['templateParams', p]} rules={[{ required: true, whitespace: true, message: `参数 ${p} 不能为空` }]}>
            <Input placeholder={`请输入 ${p} 参数`} maxLength={255} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
