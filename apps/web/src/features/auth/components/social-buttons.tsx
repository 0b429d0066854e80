import { useState } from 'react';
import { Button, Divider, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useSocialProviders } from '../api/social-providers';
import { getSocialAuthRedirect } from '../api/social-auth-redirect';
import { FormError } from './form-error';

/** The URL the provider sends the browser back to after authorising. */
export function socialCallbackUri(origin: string, type: number, redirect: string | null): string {
  const query = new URLSearchParams({ type: String(type) });
  if (redirect) query.set('redirect', redirect);
  return `${origin}/social-login?${query.toString()}`;
}

/** One button per configured social provider; nothing when the server lists none. */
export function SocialButtons() {
  const { data: providers } = useSocialProviders();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!providers || providers.length === 0) return null;

  const start = async (type: number) => {
    setPending(type);
    setError(null);
    try {
      const url = await getSocialAuthRedirect(type, socialCallbackUri(window.location.origin, type, params.get('redirect')));
      window.location.assign(url);
    } catch (e) {
      setError(e);
      setPending(null);
    }
  };

  return (
    <div>
      <Divider plain>其他登录方式</Divider>
      <FormError error={error} />
      <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
        {providers.map((p) => (
          <Button key={p.type} loading={pending === p.type} onClick={() => void start(p.type)}>
            {p.name}
          </Button>
        ))}
      </Space>
    </div>
  );
}
