import { Button, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { socialLogin } from '../api/social-login';
import { AuthScreen } from '../components/auth-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * /social-login?type=&code=&state=&redirect= : the provider's callback. A bound social account signs in; otherwise the
 * server's message is shown with the way to bind an existing account.
 */
export default function SocialLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSignIn('/index');
  const type = Number(params.get('type'));
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const valid = Number.isInteger(type) && type > 0 && !!code;

  const result = useQuery({
    queryKey: ['auth', 'social-login', type, code, state],
    queryFn: () => socialLogin({ type, code, state }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (result.data) complete(result.data);
  }, [result.data, complete]);

  const bindLink = `/bind?${params.toString()}`;

  return (
    <AuthScreen title="第三方登录">
      {!valid ? (
        <Result status="warning" title="登录参数不完整" subTitle="缺少第三方平台返回的授权码，请重新登录。" extra={<Link to="/login">返回登录</Link>} />
      ) : result.isError ? (
        <Result
          status="info"
          title="未能直接登录"
          subTitle={result.error instanceof Error ? result.error.message : '第三方账号尚未绑定'}
          extra={[
            <Button key="bind" type="primary" onClick={() => void navigate(bindLink)}>
              绑定已有账号
            </Button>,
            <Button key="login" onClick={() => void navigate('/login')}>
              返回登录
            </Button>,
          ]}
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin tip="正在登录..." size="large">
            <div style={{ height: 48 }} />
          </Spin>
        </div>
      )}
    </AuthScreen>
  );
}
