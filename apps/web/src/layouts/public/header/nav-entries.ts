/** Header navigation; `member` entries are outside the whitelist and shown to signed-in members only. */
export const PUBLIC_NAV = [
  { to: '/index', label: '首页' },
  { to: '/keyIndices', label: '指数' },
  { to: '/allStock', label: '股票', member: true },
  { to: '/concept', label: '概念' },
  { to: '/limitUp', label: '涨停' },
  { to: '/dragonTiger', label: '龙虎榜' },
  { to: '/information', label: '快讯' },
  { to: '/news', label: '新闻' },
  { to: '/announcement', label: '公告' },
  { to: '/essay', label: '文章' },
  { to: '/navigation', label: '导航' },
  { to: '/vip', label: '会员', member: true },
] as const;

export type NavEntry = (typeof PUBLIC_NAV)[number];

/** The entries a visitor sees: members-only ones only when signed in. */
export function visibleNav(signedIn: boolean): NavEntry[] {
  return PUBLIC_NAV.filter((item) => signedIn || !('member' in item && item.member));
}
