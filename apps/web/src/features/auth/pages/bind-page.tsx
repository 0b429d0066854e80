import { Alert, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountLoginForm } from '../components/account-login-form';
import { AuthScreen } from '../components/auth-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /bind?type=&code=&state= : sign in with an existing account and bind the social account to it. */
export default function BindPage() {
  const [params] = useSearchParams();
  const complete = useCompleteSignIn('/index');
  const type = Number(params.get('type'));
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const valid = Number.isInteger(type) && type > 0 && !!code;

  return (
    <AuthScreen title="绑定已有账号">
      {valid ? (
        <>
          <Alert type="info" showIcon title="登录已有账号后，第三方账号将与其绑定，下次可直接使用第三方登录。" style={{ marginBottom: 16 }} />
          <AccountLoginForm onSuccess={complete} social={{ type, code, state }} submitText="登录并绑定" />
        </>
      ) : (
        <Result status="warning" title="绑定参数不完整" subTitle="请从第三方登录重新进入。" extra={<Link to="/login">返回登录</Link>} />
      )}
    </AuthScreen>
  );
}
