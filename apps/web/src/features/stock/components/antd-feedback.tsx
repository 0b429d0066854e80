// Loaded on the first action that needs it (docs/decisions/0034): antd's <App> for a message or the sign-in prompt of
// a public page's plain buttons, so the pages themselves carry no antd.
import { useEffect } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { AntdAppBoundary } from '../../../shared/antd-app/antd-app-boundary';
import type { FeedbackRequest } from './lazy-feedback';
import { memberSignInPath } from '../../../shared/auth/member-link';

function Run({ request }: { request: FeedbackRequest }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (request.kind === 'message') void message.success(request.text);
    else
      modal.confirm({
        title: '请先登录',
        content: `登录后即可${request.what}。`,
        okText: '去登录',
        cancelText: '取消',
        onOk: () => void navigate(memberSignInPath(location.pathname + location.search, request.reason)),
      });
    // one request object, one message or prompt
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export default function AntdFeedback({ request }: { request: FeedbackRequest }) {
  return (
    <AntdAppBoundary>
      <Run request={request} />
    </AntdAppBoundary>
  );
}
