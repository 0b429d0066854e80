import { useEffect, useMemo, useRef, useState } from 'react';
import { Avatar, Button, Checkbox, Result, Space, Spin, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useOAuth2Authorize, type OAuth2AuthorizeInfo } from '../api/get-oauth2-authorize';
import { postOAuth2Authorize } from '../api/post-oauth2-authorize';
import { AuthScreen } from '../components/auth-card';
import { FormError } from '../components/form-error';

const SCOPE_TEXT: Record<string, string> = {
  'user.read': '访问你的个人信息',
  'user.write': '修改你的个人信息',
};

export function scopeText(key: string): string {
  return SCOPE_TEXT[key] ?? key;
}

/** The scopes to ask for: those named in the scope query (space separated) or, without it, all of the client's. */
export function requestedScopes(info: OAuth2AuthorizeInfo, scopeQuery: string | null): OAuth2AuthorizeInfo['scopes'] {
  const wanted = (scopeQuery ?? '').split(/[\s,]+/).filter(Boolean);
  return wanted.length > 0 ? info.scopes.filter((s) => wanted.includes(s.key)) : info.scopes;
}

/** /sso: the OAuth2 authorize consent page (client, scope checkboxes, approve / deny). */
export default function SsoPage() {
  const [params] = useSearchParams();
  const clientId = params.get('client_id') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const responseType = params.get('response_type') ?? 'code';
  const state = params.get('state') ?? '';
  const info = useOAuth2Authorize(clientId);
  const scopes = useMemo(() => (info.data ? requestedScopes(info.data, params.get('scope')) : []), [info.data, params]);
  const [checked, setChecked] = useState<string[] | null>(null);
  const selected = checked ?? scopes.filter((s) => s.value).map((s) => s.key);

  const authorize = useMutation({
    mutationFn: ({ approve, auto }: { approve: boolean; auto: boolean }) =>
      postOAuth2Authorize({
        responseType,
        clientId,
        redirectUri,
        state,
        autoApprove: auto,
        scopes: Object.fromEntries(scopes.map((s) => [s.key, approve && selected.includes(s.key)])),
      }),
    onSuccess: (url) => {
      if (url) window.location.assign(url);
    },
  });

  // every requested scope approved before: no need to ask again
  const allApproved = scopes.length > 0 && scopes.every((s) => s.value);
  const { mutate } = authorize;
  const autoSent = useRef(false);
  useEffect(() => {
    if (!allApproved || autoSent.current) return;
    autoSent.current = true;
    mutate({ approve: true, auto: true });
  }, [allApproved, mutate]);

  if (!clientId || !redirectUri) {
    return (
      <AuthScreen title="授权登录">
        <Result status="warning" title="授权参数不完整" subTitle="缺少 client_id 或 redirect_uri" extra={<Link to="/index">返回首页</Link>} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="授权登录">
      {info.isLoading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin size="large" />
        </div>
      ) : info.isError ? (
        <Result status="error" title="无法获取授权信息" subTitle={info.error instanceof Error ? info.error.message : ''} />
      ) : (
        <div>
          <Space align="center" style={{ marginBottom: 16 }}>
            {info.data?.client.logo ? <Avatar src={info.data.client.logo} size={48} /> : null}
            <Typography.Text strong style={{ fontSize: 16 }}>
              {info.data?.client.name} 请求获得以下权限：
            </Typography.Text>
          </Space>
          <FormError error={authorize.error} />
          <Checkbox.Group
            value={selected}
            onChange={(v) => setChecked(v as string[])}
            style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 24 }}
            options={scopes.map((s) => ({ value: s.key, label: scopeText(s.key) }))}
          />
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => authorize.mutate({ approve: false, auto: false })} disabled={authorize.isPending}>
              拒绝
            </Button>
            <Button type="primary" loading={authorize.isPending} onClick={() => authorize.mutate({ approve: true, auto: false })}>
              同意授权
            </Button>
          </Space>
        </div>
      )}
    </AuthScreen>
  );
}
