import { Button, Form, Input } from 'antd';
import { LockOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { register } from '../api/register';
import { AuthScreen } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface Values {
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
}

/** /register: a new member account, signed in at once. */
export default function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const complete = useCompleteSignIn('/index');
  const mutation = useMutation({
    mutationFn: (v: Values) => register({ username: v.username.trim(), nickname: v.nickname.trim(), password: v.password }),
    onSuccess: complete,
  });
  const redirect = params.get('redirect');

  return (
    <AuthScreen title="注册账号">
      <Form<Values>
        form={form}
        name="register"
        size="large"
        onFinish={(v) => mutation.mutate(v)}
        onValuesChange={() => mutation.error && mutation.reset()}
      >
        <FormError error={mutation.error} />
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: '请输入您的账号' },
            { pattern: /^[a-zA-Z0-9]{4,30}$/, message: '账号由 4 到 30 位数字、字母组成' },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="nickname"
          rules={[
            { required: true, whitespace: true, message: '请输入您的昵称' },
            { max: 30, message: '昵称长度不能超过 30 个字符' },
          ]}
        >
          <Input prefix={<SmileOutlined />} placeholder="昵称" />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: '请输入您的密码' },
            { min: 4, max: 16, message: '密码长度为 4 到 16 位' },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入您的密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
            注册
          </Button>
        </Form.Item>
        <div style={{ textAlign: 'right' }}>
          已有账号？<Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>立即登录</Link>
        </div>
      </Form>
    </AuthScreen>
  );
}
