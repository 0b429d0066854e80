import type { MemberReason } from '../../../shared/auth/member-link';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

export type FeedbackRequest = { kind: 'message'; text: string } | { kind: 'signIn'; what: string; reason: MemberReason };

const AntdFeedback = lazy(() => import('./antd-feedback'));

/**
 * A message or the sign-in prompt for a plain button of a public page: antd's <App> is fetched with the first one.
 * Returns the element to render (nothing until the first request) and the function that asks for one.
 */
export function useLazyFeedback(): [ReactNode, (request: FeedbackRequest) => void] {
  const [request, setRequest] = useState<FeedbackRequest | null>(null);
  const ask = useCallback((r: FeedbackRequest) => setRequest({ ...r }), []);
  const node = request && (
    <Suspense fallback={null}>
      <AntdFeedback request={request} />
    </Suspense>
  );
  return [node, ask];
}
