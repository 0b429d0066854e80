import { AuthScreen } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /login: the console sign-in; back to the redirect query afterwards (default: the admin home). */
export default function LoginPage() {
  const complete = useCompleteSignIn('/stockIndex');
  return (
    <AuthScreen title="实时股票热点资讯 · 管理登录">
      <LoginPanel onSuccess={complete} />
    </AuthScreen>
  );
}
