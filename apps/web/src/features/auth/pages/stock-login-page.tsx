import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { AuthScreen } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /stockLogin: the members' sign-in, a standalone page like /login (spec 2.3); back to the redirect query or the home page. */
export default function StockLoginPage() {
  const complete = useCompleteSignIn('/index');
  // sent here by a member-only link (全部股票, 历史, 高级搜索 …): say so; the sign-in returns to that page
  const [params] = useSearchParams();
  const fromMemberPage = (params.get('redirect') ?? '').startsWith('/');
  return (
    <AuthScreen title="会员登录 · 管理自选股票、关注的资讯与股票随笔">
      {fromMemberPage && <Alert type="info" showIcon style={{ marginBottom: 16 }} title="该页面为会员专享，登录后将回到该页面" data-testid="member-only-notice" />}
      <LoginPanel onSuccess={complete} />
    </AuthScreen>
  );
}
