import { Form, Input } from 'antd';
import type { MailSendReq, MailTemplateResp } from '@gprs/contract';
import { SendTestDialog, TemplateParamFields } from '../../../../shared/crud-kit';
import { request } from '../../../../shared/request';
import { buildTemplateParams, renderTemplatePreview, sendParamNames } from '../../sms/template/template-params';
import { MailPreview } from '../log/mail-preview';

interface Values {
  mail: string;
  templateParams?: Record<string, string>;
}

/** 测试: sends the template to one address (POST /system/mail-template/send-mail) and tells the log id. */
export function SendMailDialog({ template, onClose }: { template: MailTemplateResp; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const names = sendParamNames(template.params, template.title, template.content);
  const filled = buildTemplateParams(names, Form.useWatch('templateParams', form));
  return (
    <SendTestDialog
      title="测试发送"
      width={720}
      name="mail-send"
      form={form}
      send={(v) =>
        request.post<number>('/system/mail-template/send-mail', {
          mail: v.mail.trim(),
          templateCode: template.code,
          templateParams: buildTemplateParams(names, v.templateParams),
        } satisfies MailSendReq)
      }
      successText={(logId) => `提交发送成功！发送结果，见发送日志编号：${logId}`}
      onClose={onClose}
    >
      <Form.Item label="邮件标题">
        <Input value={renderTemplatePreview(template.title, filled)} readOnly />
      </Form.Item>
      <Form.Item label="模板内容">
        <MailPreview html={template.content} params={filled} height={200} />
      </Form.Item>
      <Form.Item
        label="收件邮箱"
        name="mail"
        rules={[
          { required: true, message: '收件邮箱不能为空' },
          { type: 'email', message: '邮箱格式不正确' },
        ]}
      >
        <Input placeholder="请输入收件邮箱" maxLength={255} />
      </Form.Item>
      <TemplateParamFields names={names} />
    </SendTestDialog>
  );
}
