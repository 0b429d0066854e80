/** The signed-in member's menu entries: the header's dropdown and the phone drawer list the same ones. */
export const MEMBER_MENU = [
  { key: '/userStock', label: '我的自选' },
  { key: '/userStockGroup', label: '自选分组' },
  { key: '/userWatchNews', label: '自选资讯' },
  { key: '/userAlert', label: '我的提醒' },
  { key: '/userRecord', label: '我的随笔' },
  { key: '/userNews', label: '关注的新闻' },
  { key: '/userInformation', label: '关注的快讯' },
  { key: '/userConcept', label: '关注的概念' },
  { key: '/userOrder', label: '我的订单' },
  { key: '/userWallet', label: '我的钱包' },
  { key: '/vip', label: '会员服务' },
  { key: '/userInfo', label: '个人中心' },
] as const;

/** The member menu's last entry. */
export const LOGOUT_LABEL = '退出登录';
