/** One matched route, as the breadcrumb builder reads it. */
export interface CrumbSource {
  pathname: string;
  title?: string;
  /** route name (componentName) */
  name?: string;
  /** false: never shown in the breadcrumb */
  breadcrumb?: boolean;
  /** a redirect target, or 'noRedirect' for plain text */
  redirect?: string;
}

export interface Crumb {
  title: string;
  /** where a click goes; undefined for plain text */
  to?: string;
}

export const BREADCRUMB_HOME = { title: '首页', path: '/index' } as const;

function isHome(c: CrumbSource): boolean {
  return c.name === 'Index' || c.pathname === BREADCRUMB_HOME.path;
}

/**
 * The breadcrumb of spec section 2.4: matched routes that have a title (not-breadcrumb routes skipped, repeats of the
 * same title and path dropped), home (/index) prepended unless the first item is home; the last item and noRedirect
 * items are plain text, the others go to their redirect target or path.
 */
export function buildBreadcrumb(matches: readonly CrumbSource[]): Crumb[] {
  const kept: CrumbSource[] = [];
  for (const m of matches) {
    if (!m.title || m.breadcrumb === false) continue;
    const prev = kept[kept.length - 1];
    if (prev && prev.title === m.title && (prev.pathname === m.pathname || m.pathname.startsWith(prev.pathname))) {
      kept[kept.length - 1] = m;
      continue;
    }
    kept.push(m);
  }
  const list: CrumbSource[] =
    kept.length > 0 && isHome(kept[0]) ? kept : [{ pathname: BREADCRUMB_HOME.path, title: BREADCRUMB_HOME.title }, ...kept];
  return list.map((m, i) => {
    const last = i === list.length - 1;
    if (last || m.redirect === 'noRedirect') return { title: m.title! };
    return { title: m.title!, to: m.redirect || m.pathname };
  });
}
