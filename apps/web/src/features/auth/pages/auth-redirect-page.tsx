import { useEffect } from 'react';
import { Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router';

export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/**
 * /auth-redirect: landing page of a provider opened in a popup — hands the query to the opener through storage and
 * closes; opened directly, it continues to /social-login with the same query.
 */
export default function AuthRedirectPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.opener && window.opener !== window) {
      try {
        window.localStorage.setItem(OAUTH_CODE_KEY, search.slice(1));
      } catch {
        // ignore
      }
      window.close();
      return;
    }
    void navigate(`/social-login${search}`, { replace: true });
  }, [navigate, search]);
  return (
    <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
