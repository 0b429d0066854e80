import { useEffect, type ComponentType, type ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { feedbackFrom, installFeedback } from '../request';

/** Routes the request layer's messages, notifications and prompts through App.useApp() so theme and locale apply. */
function FeedbackBridge() {
  const { message, notification, modal } = AntdApp.useApp();
  useEffect(() => installFeedback(feedbackFrom({ message, notification, modal })), [message, notification, modal]);
  return null;
}

/**
 * antd's <App> (the context behind App.useApp() for messages, notifications and modals) with the request layer's
 * feedback routed through it. Not at the root: the home page does without it, so its bundle stays small. Every
 * subtree that calls App.useApp() sits under one: the admin layout, the member menu, and every page but the home page.
 */
export function AntdAppBoundary({ children }: { children: ReactNode }) {
  return (
    <AntdApp component={false}>
      <FeedbackBridge />
      {children}
    </AntdApp>
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
