// 退出登录's confirmation from the phone menu (loaded on that tap): antd's dialog inside its <App> boundary.
import { useEffect } from 'react';
import { AntdAppBoundary } from '../../../shared/antd-app/antd-app-boundary';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';

function Ask({ request }: { request: number }) {
  const confirmLogout = useLogoutConfirm('/index');
  // one tap, one question
  useEffect(() => confirmLogout(), [request]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export default function LogoutConfirm({ request }: { request: number }) {
  return (
    <AntdAppBoundary>
      <Ask request={request} />
    </AntdAppBoundary>
  );
}
