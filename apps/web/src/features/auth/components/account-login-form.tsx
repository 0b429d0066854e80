import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { getRememberedLogin, setRememberedLogin, type TokenPair } from '../../../shared/auth/storage';
import { login } from '../api/login';
import { FormError } from './form-error';

export interface SocialBinding {
  type: number;
  code: string;
  state: string;
}

interface Values {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface AccountLoginFormProps {
  onSuccess(token: TokenPair): void;
  /** sign in and bind this social account at the same time */
  social?: SocialBinding;
  submitText?: string;
}

/** Account + password sign-in. Remember-me keeps only the username (never the password). */
export function AccountLoginForm({ onSuccess, social, submitText = '登录' }: AccountLoginFormProps) {
  const [form] = Form.useForm<Values>();
  const remembered = getRememberedLogin();
  const mutation = useMutation({
    mutationFn: (v: Values) =>
      login({
        username: v.username.trim(),
        password: v.password,
        ...(social ? { socialType: social.type, socialCode: social.code, socialState: social.state } : {}),
      }),
    onSuccess: (token, v) => {
      setRememberedLogin({ username: v.username.trim(), rememberMe: v.rememberMe });
      onSuccess(token);
    },
  });

  return (
    <Form<Values>
      form={form}
      name="account-login"
      size="large"
      initialValues={{ username: remembered.username, password: '', rememberMe: remembered.rememberMe }}
      onFinish={(v) => mutation.mutate(v)}
      onValuesChange={() => mutation.error && mutation.reset()}
    >
      <FormError error={mutation.error} />
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入您的账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入您的密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
          {mutation.isPending ? '登录中...' : submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
