import type { HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';

/** The public layout's route id: the server renders the pages under it (docs/decisions/0028) … */
export const PUBLIC_LAYOUT_ROUTE_ID = 'public-layout';
/** … and the standalone article page /content. */
export const CONTENT_ROUTE_ID = 'content';
/** Routes whose pages the server renders, for anonymous visitors (what the sign-in rules let them see). */
export const SERVER_RENDERED_ROUTE_IDS: readonly string[] = [PUBLIC_LAYOUT_ROUTE_ID, CONTENT_ROUTE_ID];

/** The id of the JSON script element the server writes the hydration state into. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** What a server-rendered page hands to the browser: the router's loader data and the queries the page used. */
export interface SsrState {
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
  queries: DehydratedState;
}

/** The state written by the server, or null when the page was not rendered there. The element is removed once read. */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}
