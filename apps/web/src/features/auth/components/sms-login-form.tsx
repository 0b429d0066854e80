import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { TokenPair } from '../../../shared/auth/storage';
import { sendSmsCode, SmsScene } from '../api/send-sms-code';
import { smsLogin } from '../api/sms-login';
import { FormError } from './form-error';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const COUNTDOWN_SECONDS = 60;

interface Values {
  mobile: string;
  code: string;
}

/** Mobile + SMS code sign-in, with a 60-second resend countdown. */
export function SmsLoginForm({ onSuccess }: { onSuccess(token: TokenPair): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = useMutation({
    mutationFn: (mobile: string) => sendSmsCode({ mobile, scene: SmsScene.LOGIN }),
    onSuccess: () => {
      message.success('验证码已发送');
      setSeconds(COUNTDOWN_SECONDS);
    },
  });
  const signIn = useMutation({
    mutationFn: (v: Values) => smsLogin({ mobile: v.mobile, code: v.code.trim() }),
    onSuccess,
  });

  const requestCode = async () => {
    try {
      const { mobile } = await form.validateFields(['mobile']);
      send.mutate(mobile);
    } catch {
      // the field shows its own validation message
    }
  };

  return (
    <Form<Values>
      form={form}
      name="sms-login"
      size="large"
      onFinish={(v) => signIn.mutate(v)}
      onValuesChange={() => {
        if (signIn.error) signIn.reset();
        if (send.error) send.reset();
      }}
    >
      <FormError error={signIn.error ?? send.error} />
      <Form.Item
        name="mobile"
        // a pasted number often carries spaces around it: trimmed before validation and sending
        normalize={(v: unknown) => (typeof v === 'string' ? v.trim() : v)}
        rules={[
          { required: true, message: '请输入您的手机号' },
          { pattern: MOBILE_PATTERN, message: '请输入正确的手机号' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="手机号" autoComplete="tel" />
      </Form.Item>
      <Form.Item required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
            <Input prefix={<SafetyOutlined />} placeholder="短信验证码" maxLength={6} />
          </Form.Item>
          <Button onClick={requestCode} disabled={seconds > 0} loading={send.isPending} style={{ minWidth: 132 }}>
            {seconds > 0 ? `${seconds}秒后可重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
