import { AuthScreen } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /stockLogin: the members' sign-in, a standalone page like /login (spec 2.3); back to the redirect query or the home page. */
export default function StockLoginPage() {
  const complete = useCompleteSignIn('/index');
  return (
    <AuthScreen title="会员登录 · 管理自选股票、关注的资讯与股票随笔">
      <LoginPanel onSuccess={complete} />
    </AuthScreen>
  );
}
