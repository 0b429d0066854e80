/** Title, keywords and description of the public pages: the web sets them at run time, the server writes them into the HTML. */
export const SITE_NAME = '股票热搜';
export const DEFAULT_TITLE = '股票热搜 - 实时股票热点资讯';
export const DEFAULT_KEYWORDS = '股票热搜,股票热点,实时资讯,涨停,概念,新闻';
export const DEFAULT_DESCRIPTION = '股票热搜 - 实时股票热点资讯：热门股票、涨停、概念、新闻与资讯一站速览';

export interface PageMetaInfo {
  title?: string;
  keywords?: string;
  description?: string;
}

export const PUBLIC_PAGE_META: Record<string, PageMetaInfo> = {
  '/index': { keywords: DEFAULT_KEYWORDS, description: DEFAULT_DESCRIPTION },
  '/news': { title: '新闻', keywords: '股票新闻,财经新闻,公司新闻,行业新闻', description: '最新股票与财经新闻，关联个股与概念一目了然' },
  '/allNews': { title: '新闻搜索', keywords: '新闻搜索,股票新闻', description: '按关键词搜索股票与财经新闻' },
  '/information': { title: '快讯', keywords: '股票快讯,电报,7x24,重点资讯', description: '7×24 小时股票快讯与重点电报' },
  '/stock': { title: '个股', keywords: '个股行情,K线,分时,概念,公告', description: '个股实时行情、分时与日K、所属概念、新闻公告与涨停历史' },
  '/allStock': { title: '全部A股', keywords: 'A股列表,沪深京,主板,创业板,科创板,北交所', description: '沪深京全部 A 股行情，按市场与板块筛选排序' },
  '/search': { title: '搜索', keywords: '股票搜索,代码,拼音,概念,新闻', description: '按代码、名称或拼音首字母搜索股票、概念与新闻' },
  '/navigation': { title: '导航', keywords: '股票导航,交易所,财经网站,数据工具', description: '交易所、监管机构、财经媒体与数据工具导航' },
  '/concept': { title: '概念板块', keywords: '概念板块,行业板块,领涨股,板块涨幅', description: '概念与行业板块涨跌、涨停家数与领涨股' },
  '/announcement': { title: '公告', keywords: '上市公司公告,财务报告,重大事项,风险提示', description: '上市公司公告按类型、日期与个股筛选' },
  '/essay': { title: '文章', keywords: '股票文章,复盘,投资笔记', description: '股友复盘与投资文章' },
  '/essayContent': { title: '文章详情', keywords: '股票文章,复盘', description: '股票热搜文章' },
  '/keyIndices': { title: '重要指数', keywords: '上证指数,深证成指,创业板指,科创50,沪深300', description: '重要指数实时行情与走势' },
  '/limitUp': { title: '涨停板', keywords: '涨停,炸板,跌停,连板,涨停原因', description: '每日涨停、炸板、跌停与昨日涨停，连板梯队与涨停原因' },
  '/dragonTiger': { title: '龙虎榜', keywords: '龙虎榜,营业部,机构专用,上榜原因,净买额', description: '每日龙虎榜：上榜原因、买入卖出前五席位、机构净买额与个股上榜历史' },
  '/turnover': { title: '历史成交', keywords: '两市成交额,沪市成交,深市成交,放量,缩量', description: '沪深京两市历史成交额走势' },
  '/about': { title: '关于我们', keywords: '股票热搜,关于', description: '股票热搜：实时股票热点资讯平台' },
  '/content': { title: '正文', keywords: '股票资讯', description: '股票热搜资讯正文' },
};

/** `<title>`: '<page> - 股票热搜', or the site's default title. */
export function composeTitle(title?: string): string {
  return title ? `${title} - ${SITE_NAME}` : DEFAULT_TITLE;
}
