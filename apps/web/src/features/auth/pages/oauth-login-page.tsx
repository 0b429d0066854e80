import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { getSocialAuthRedirect } from '../api/social-auth-redirect';
import { getSocialProviders, type SocialProvider } from '../api/social-providers';
import { AuthScreen } from '../components/auth-card';
import { socialCallbackUri } from '../components/social-buttons';

/** The provider for a /oauthLogin/{provider} segment: its numeric type or its name (case-insensitive). */
export function findProvider(providers: readonly SocialProvider[], segment: string): SocialProvider | undefined {
  const key = segment.trim().toLowerCase();
  return providers.find((p) => String(p.type) === key || p.name.toLowerCase() === key);
}

/** /oauthLogin/:provider : starts the third-party sign-in of one provider. */
export default function OAuthLoginPage() {
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = useQuery({
    queryKey: ['auth', 'oauth-login', provider, redirect],
    queryFn: async () => {
      const found = findProvider(await getSocialProviders(), provider);
      if (!found) throw new Error(`未开启的第三方登录方式：${provider}`);
      return getSocialAuthRedirect(found.type, socialCallbackUri(window.location.origin, found.type, redirect));
    },
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (target.data) window.location.assign(target.data);
  }, [target.data]);

  return (
    <AuthScreen title="第三方登录">
      {target.isError ? (
        <Result
          status="error"
          title="无法跳转到第三方登录"
          subTitle={target.error instanceof Error ? target.error.message : ''}
          extra={<Link to="/login">返回登录</Link>}
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin tip="正在跳转..." size="large">
            <div style={{ height: 48 }} />
          </Spin>
        </div>
      )}
    </AuthScreen>
  );
}
