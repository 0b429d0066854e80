import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { RouteMeta } from '../../../app/menu-routes';
import { contextMenuFor, nextPathAfterClose, scrollToTab, wheelScroll, type TabView } from '../../../shared/tabs/tabs';
import { useTabsStore } from '../../../shared/tabs/tabs-store';

export const CONTEXT_MENU_WIDTH = 105;

/** The current page as a tab, from the deepest matched route with a title. */
export function useCurrentTab(): TabView | null {
  const location = useLocation();
  const matches = useMatches();
  const meta = [...matches].reverse().find((m) => (m.handle as RouteMeta | undefined)?.title)?.handle as
    | (RouteMeta & { link?: string })
    | undefined;
  if (!meta?.title) return null;
  return {
    path: location.pathname + location.search,
    pathname: location.pathname,
    title: meta.title,
    name: meta.name,
    affix: meta.affix,
    keepAlive: meta.keepAlive === true && meta.noCache !== true,
    link: meta.link,
  };
}

interface MenuState {
  x: number;
  y: number;
  tab: TabView;
}

/**
 * The tab strip of spec section 2.4: one tab per visited page, affix tabs without a close icon, middle-click or the
 * close icon closes, a right-click menu (width 105), wheel scrolling (delta / 4) and the active tab kept in view.
 */
export function TagsView() {
  const tabs = useTabsStore((s) => s.tabs);
  const store = useTabsStore;
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.pathname + location.search;
  const [menu, setMenu] = useState<MenuState | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = scroller.current;
    const el = box?.querySelector<HTMLElement>('.tags-view-item.active');
    if (!box || !el) return;
    box.scrollLeft = scrollToTab(box.scrollLeft, box.clientWidth, el.offsetLeft, el.offsetWidth);
  }, [active, tabs.length]);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  const after = (activePath: string) => {
    const next = nextPathAfterClose(store.getState().tabs, activePath);
    if (next) void navigate(next);
  };

  const closeOne = (tab: TabView) => {
    if (tab.affix) return;
    store.getState().close(tab.path);
    if (tab.path === active) after(active);
  };

  const refresh = (tab: TabView) => {
    store.getState().refresh(tab.pathname);
    if (tab.path !== active) void navigate(tab.path);
  };

  const items = menu ? contextMenuFor(tabs, menu.tab.path) : null;

  return (
    <div className="tags-view" data-testid="tags-view">
      <div
        className="tags-view-scroll"
        ref={scroller}
        onWheel={(e) => {
          const box = e.currentTarget;
          box.scrollLeft = wheelScroll(box.scrollLeft, e.deltaY || e.deltaX, box.scrollWidth - box.clientWidth);
        }}
      >
        {tabs.map((tab) => (
          <span
            key={tab.path}
            role="tab"
            aria-selected={tab.path === active}
            className={`tags-view-item${tab.path === active ? ' active' : ''}`}
            onClick={() => void navigate(tab.path)}
            onMouseUp={(e) => {
              if (e.button === 1) closeOne(tab);
            }}
            onContextMenu={(e) => {
              e.preventDefault();
              setMenu({ x: e.clientX, y: e.clientY, tab });
            }}
          >
            {tab.title}
            {tab.affix ? null : (
              <CloseOutlined
                className="tags-view-close"
                aria-label={`关闭${tab.title}`}
                onClick={(e) => {
                  e.stopPropagation();
                  closeOne(tab);
                }}
              />
            )}
          </span>
        ))}
      </div>
      {menu && items ? (
        <ul className="tags-view-contextmenu" role="menu" style={{ left: menu.x, top: menu.y, width: CONTEXT_MENU_WIDTH }}>
          <li role="menuitem" onClick={() => refresh(menu.tab)}>刷新页面</li>
          {items.closeCurrent ? <li role="menuitem" onClick={() => closeOne(menu.tab)}>关闭当前</li> : null}
          {items.closeOthers ? (
            <li
              role="menuitem"
              onClick={() => {
                store.getState().closeOthers(menu.tab.path);
                if (menu.tab.path !== active) void navigate(menu.tab.path);
              }}
            >
              关闭其他
            </li>
          ) : null}
          {items.closeLeft ? (
            <li
              role="menuitem"
              onClick={() => {
                store.getState().closeLeft(menu.tab.path);
                after(active);
              }}
            >
              关闭左侧
            </li>
          ) : null}
          {items.closeRight ? (
            <li
              role="menuitem"
              onClick={() => {
                store.getState().closeRight(menu.tab.path);
                after(active);
              }}
            >
              关闭右侧
            </li>
          ) : null}
          <li
            role="menuitem"
            onClick={() => {
              store.getState().closeAll();
              const next = nextPathAfterClose(store.getState().tabs, active);
              if (next) void navigate(next);
              else if (tabs.find((t) => t.path === active)?.affix) store.getState().refresh(location.pathname);
            }}
          >
            全部关闭
          </li>
        </ul>
      ) : null}
    </div>
  );
}
