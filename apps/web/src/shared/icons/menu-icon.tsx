import type { CSSProperties } from 'react';
import { resolveMenuIcon } from './icon-map';

/**
 * The icon of a menu icon name such as 'ep:user'; an unknown name shows the fallback icon. Decorative: hidden from
 * assistive technology, so a menu item's accessible name is its text alone.
 */
export function MenuIcon({ name, className, style }: { name: string | null | undefined; className?: string; style?: CSSProperties }) {
  const { icon: Icon } = resolveMenuIcon(name);
  return <Icon className={className} style={style} aria-hidden />;
}
