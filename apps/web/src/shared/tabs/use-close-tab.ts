import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTabsStore } from './tabs-store';

/**
 * For a page opened in its own tab (an edit page of a list): closes the current tab and goes to `to` (the list), as
 * yudao's edit pages do after 保存 / 返回.
 */
export function useCloseCurrentTab(): (to: string) => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      useTabsStore.getState().close(pathname + search);
      void navigate(to);
    },
    [navigate, pathname, search],
  );
}
