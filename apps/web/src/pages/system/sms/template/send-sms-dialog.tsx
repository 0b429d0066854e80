import { Form, Input } from 'antd';
import type { SmsSendReq, SmsTemplateResp } from '@gprs/contract';
import { SendTestDialog, TemplateParamFields } from '../../../../shared/crud-kit';
import { request } from '../../../../shared/request';
import { buildTemplateParams, renderTemplatePreview, sendParamNames } from './template-params';

interface Values {
  mobile: string;
  templateParams?: Record<string, string>;
}

/** 测试: sends the template to one mobile (POST /system/sms-template/send-sms) and tells the log id. */
export function SendSmsDialog({ template, onClose }: { template: SmsTemplateResp; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const names = sendParamNames(template.params, template.content);
  const filled = buildTemplateParams(names, Form.useWatch('templateParams', form));
  return (
    <SendTestDialog
      title="发送短信"
      width={560}
      name="sms-send"
      form={form}
      send={(v) =>
        request.post<number>('/system/sms-template/send-sms', {
          mobile: v.mobile.trim(),
          templateCode: template.code,
          templateParams: buildTemplateParams(names, v.templateParams),
        } satisfies SmsSendReq)
      }
      successText={(logId) => `提交发送成功！发送结果，见发送日志编号：${logId}`}
      onClose={onClose}
    >
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
      <TemplateParamFields names={names} maxLength={255} />
    </SendTestDialog>
  );
}
