import { Activity, Fragment, useState, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { useTabsStore } from '../../../shared/tabs/tabs-store';
import { iframeViews, type TabView } from '../../../shared/tabs/tabs';
import { IframeView } from './iframe-view';

/**
 * The content area. Pages flagged keepAlive stay mounted while their tab is open: the route element of each such page
 * is kept and rendered inside <Activity mode="hidden"> when another page shows, so its state and DOM survive switching
 * tabs; closing the tab drops it, refreshing remounts it. External-link pages show in an embedded frame; every open
 * one stays in the DOM (hidden while another page shows, spec 2.4's iframe views), so coming back does not reload it
 * and 刷新页面 does.
 */
export function AppMain({ current }: { current: TabView | null }) {
  const outlet = useOutlet();
  const tabs = useTabsStore((s) => s.tabs);
  const refreshSeq = useTabsStore((s) => s.refreshSeq);
  // the kept route elements by pathname (mutated in render on purpose: it follows the current outlet)
  const [cache] = useState(() => new Map<string, ReactNode>());
  const key = current?.pathname ?? '';
  const keepAlive = !!current?.keepAlive && !current.link;

  const open = new Set(tabs.map((t) => t.pathname));
  for (const k of Array.from(cache.keys())) {
    if (k !== key && !open.has(k)) cache.delete(k);
  }
  if (keepAlive) cache.set(key, outlet);
  else cache.delete(key);

  return (
    <>
      {[...cache.entries()].map(([k, element]) => (
        <Activity key={k} mode={k === key ? 'visible' : 'hidden'}>
          <Fragment key={refreshSeq[k] ?? 0}>{element}</Fragment>
        </Activity>
      ))}
      {keepAlive || current?.link ? null : <Fragment key={`${key}:${refreshSeq[key] ?? 0}`}>{outlet}</Fragment>}
      {/* its own parent, so pages coming and going above never make React move (and the browser reload) a frame */}
      <div className="iframe-views">
        {iframeViews(tabs, current).map((view) => (
          <div
            key={`${view.pathname}:${refreshSeq[view.pathname] ?? 0}`}
            className="iframe-view"
            data-path={view.pathname}
            style={view.pathname === key ? undefined : { display: 'none' }}
          >
            <IframeView src={view.link} />
          </div>
        ))}
      </div>
    </>
  );
}
