import { useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_APP_SIZE, useAppStore, type UiSize } from '../shared/stores/app-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '../shared/stores/settings-store';

dayjs.locale('zh-cn');

/** The query cache of a page: one in the browser, one per server-rendered request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // the request layer already shows errors; retrying a business error only repeats the message
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

const noSubscription = () => () => undefined;
/**
 * false while the page is rendered on the server and while the browser hydrates it, true afterwards (React renders
 * again with true once hydration is done). Settings kept in the browser (theme, size) wait for it, so the first
 * browser render is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const SIZE_TO_ANTD: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * The page-wide base that antd's <App> and its components used to inject: text colour, size, line height and font on
 * the body, and antd's link style for every <a>. Written here from the theme's tokens because the home page mounts
 * neither <App> nor, once loaded, many antd components (docs/decisions/0011).
 */
function GlobalBaseStyle() {
  const { token } = antdTheme.useToken();
  const css =
    `body{color:${token.colorText};font-size:${token.fontSize}px;line-height:${token.lineHeight};font-family:${token.fontFamily}}` +
    `a{color:${token.colorLink};text-decoration:${token.linkDecoration ?? 'none'};background-color:transparent;outline:none;cursor:pointer;transition:color ${token.motionDurationSlow}}` +
    `a:hover{color:${token.colorLinkHover}}a:active{color:${token.colorLinkActive}}` +
    `a:active,a:hover{text-decoration:${token.linkHoverDecoration ?? 'none'};outline:0}a:focus{text-decoration:${token.linkFocusDecoration ?? 'none'};outline:0}` +
    `a[disabled]{color:${token.colorTextDisabled};cursor:not-allowed}`;
  return <style data-global-base>{css}</style>;
}

export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const hydrated = useHydrated();
  const storedSize = useAppStore((s) => s.size);
  const storedTheme = useSettingsStore((s) => s.theme);
  const size = hydrated ? storedSize : DEFAULT_APP_SIZE;
  const theme = hydrated ? storedTheme : DEFAULT_SETTINGS.theme;
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE_TO_ANTD[size]}
      theme={{ token: { colorPrimary: theme } }}
      button={{ autoInsertSpace: false }}
      // every dialog: a click on the mask does not close it (no Modal sets this itself)
      modal={{ mask: { closable: false } }}
    >
      {/* antd's <App> is not here but around each subtree that needs it (shared/antd-app): the home page stays small */}
      <GlobalBaseStyle />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
