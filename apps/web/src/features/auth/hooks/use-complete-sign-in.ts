import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setToken, type TokenPair } from '../../../shared/auth/storage';
import { useUserStore } from '../../../shared/stores/user-store';
import { safeRedirect } from '../../../shared/utils/redirect';

/**
 * Stores the new token and goes to the redirect query (or the default). The navigation guard then runs the sign-in
 * sequence (dictionaries, user info, routes). If another user was signed in, the page reloads so nothing of theirs stays.
 */
export function useCompleteSignIn(defaultTarget: string): (token: TokenPair) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    (token: TokenPair) => {
      const target = safeRedirect(redirect, defaultTarget);
      const replacing = useUserStore.getState().isSet;
      setToken(token);
      if (replacing) {
        window.location.assign(target);
        return;
      }
      void navigate(target, { replace: true });
    },
    [navigate, redirect, defaultTarget],
  );
}
