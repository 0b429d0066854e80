import { useEffect, type ComponentType, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { feedbackFrom, installFeedback } from '../request';
import { DEFAULT_APP_SIZE, useAppStore, type UiSize } from '../stores/app-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '../stores/settings-store';
import { useHydrated } from '../utils/use-hydrated';

const SIZE_TO_ANTD: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * The page-wide base that antd's <App> and its components used to inject (text colour, size, line height and font on
 * the body, antd's link style for every <a>), from the theme's tokens. styles.css has the same rules for the default
 * theme, for the pages without antd (docs/decisions/0011); this one follows a theme colour chosen in 布局设置.
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

/** Routes the request layer's messages, notifications and prompts through App.useApp() so theme and locale apply. */
function FeedbackBridge() {
  const { message, notification, modal } = AntdApp.useApp();
  useEffect(() => installFeedback(feedbackFrom({ message, notification, modal })), [message, notification, modal]);
  return null;
}

/**
 * antd's configuration (zh-CN, theme colour and component size from the settings) and its <App> (the context behind
 * App.useApp() for messages, notifications and modals) with the request layer's feedback routed through it. Not at
 * the root: the home page and the public layout do without antd, so their bundle stays small (docs/decisions/0011).
 * Every subtree that uses antd sits under one: the admin layout, the member menu, the phone drawer and every page but
 * the home page.
 */
export function AntdAppBoundary({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const storedSize = useAppStore((s) => s.size);
  const storedTheme = useSettingsStore((s) => s.theme);
  // the browser's stored choices apply once hydrated, so a server-rendered page hydrates with what the server drew
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
      <GlobalBaseStyle />
      <AntdApp component={false}>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

/** A page component wrapped in its own AntdAppBoundary. */
export function withAntdApp<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <AntdAppBoundary>
      <Page {...props} />
    </AntdAppBoundary>
  );
  Wrapped.displayName = `WithAntdApp(${Page.displayName ?? Page.name ?? 'Page'})`;
  return Wrapped;
}
