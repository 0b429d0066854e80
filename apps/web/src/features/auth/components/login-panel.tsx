import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { TokenPair } from '../../../shared/auth/storage';
import { AccountLoginForm } from './account-login-form';
import { SmsLoginForm } from './sms-login-form';
import { SocialButtons } from './social-buttons';

/** Account / SMS tabs, social buttons and the register link; used by /login and /stockLogin. */
export function LoginPanel({ onSuccess }: { onSuccess(token: TokenPair): void }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <div>
      <Tabs
        centered
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm onSuccess={onSuccess} /> },
          { key: 'sms', label: '短信验证码登录', children: <SmsLoginForm onSuccess={onSuccess} /> },
        ]}
      />
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        还没有账号？<Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>立即注册</Link>
      </div>
      <SocialButtons />
    </div>
  );
}
