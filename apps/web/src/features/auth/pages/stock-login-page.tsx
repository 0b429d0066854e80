import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { AuthScreen } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { memberSignInNotice } from '../../../shared/auth/member-notice';

/** /stockLogin: the members' sign-in, a standalone page like /login (spec 2.3); back to the redirect query or the home page. */
export default function StockLoginPage() {
  const complete = useCompleteSignIn('/index');
  // sent here by a member-only link (全部股票, 历史, 高级搜索 …) or a member feature (加自选, 提醒): say so; the
  // sign-in returns to that page
  const [params] = useSearchParams();
  const notice = memberSignInNotice(params);
  return (
    <AuthScreen title="会员登录 · 管理自选股票、关注的资讯与股票随笔">
      {notice && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={notice} data-testid="member-only-notice" />}
      <LoginPanel onSuccess={complete} />
    </AuthScreen>
  );
}
