import Fuse from 'fuse.js';
import type { SidebarItem } from '../../../shared/stores/permission-store';

export interface SearchEntry {
  path: string;
  /** the title chain, parents first */
  title: string[];
  external: boolean;
}

/** Every visible page of the menus (hidden entries are already absent), with its title chain. */
export function searchPool(items: readonly SidebarItem[], prefix: string[] = []): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const item of items) {
    const title = [...prefix, item.title];
    if (item.children.length > 0) out.push(...searchPool(item.children, title));
    else out.push({ path: item.path, title, external: item.external });
  }
  return out;
}

/** Fuse.js over titles (weight 0.7) and paths (weight 0.3), threshold 0.4, distance 100 (spec section 9). */
export function createSearcher(pool: readonly SearchEntry[]): Fuse<SearchEntry> {
  return new Fuse(pool, {
    shouldSort: true,
    threshold: 0.4,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
}

/** A result's label: the title chain joined by ' > '. */
export function resultLabel(entry: SearchEntry): string {
  return entry.title.join(' > ');
}

export function searchPages(searcher: Fuse<SearchEntry>, query: string): SearchEntry[] {
  const q = query.trim();
  if (!q) return [];
  return searcher.search(q).map((r) => r.item);
}
