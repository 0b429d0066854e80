import { ANNOUNCEMENT_TITLES, ANNOUNCEMENT_TYPES, DEMO_FLASH_SOURCE, NAV_LINKS, SOURCES } from './names';
import type { Prng } from './prng';

interface StockLike {
  code: string;
  name: string;
  industryName: string;
  conceptNames: string[];
  changePercent: number;
  price: number;
}
interface ConceptLike {
  type: number;
  code: string;
  name: string;
  changePercent: number;
}

export interface NewsSeed {
  title: string;
  summary: string;
  content: string;
  cover: string;
  source: string;
  url: string;
  publishTime: Date;
  stockCodes: string[];
  conceptCodes: string[];
  views: number;
}
export interface InformationSeed {
  publishTime: Date;
  title: string;
  content: string;
  level: 1 | 2;
  source: string;
  stockCodes: string[];
}
export interface AnnouncementSeed {
  stockCode: string;
  stockName: string;
  title: string;
  type: string;
  annDate: string;
  url: string;
}
export interface EssaySeed {
  title: string;
  author: string;
  summary: string;
  content: string;
  cover: string;
  status: 0 | 1 | 2;
  views: number;
  stockCodes: string[];
  publishTime: Date | null;
  /** one essay in four belongs to the 付费专栏 (its body only for members holding it) */
  paidColumn: boolean;
}
export interface NavSeed {
  navType: string;
  name: string;
  url: string;
  icon: string;
  description: string;
  sort: number;
}

export interface TextData {
  news: NewsSeed[];
  information: InformationSeed[];
  announcements: AnnouncementSeed[];
  essays: EssaySeed[];
  navs: NavSeed[];
}

/**
 * News, flash and paragraph templates say nothing of a day's price, board or money moves: the seeded market did not
 * necessarily make them, and a page would contradict them (market moves are said by the simulator's flashes of
 * what it did, feed/event-flash.ts).
 */
const NEWS_TITLES = [
  '{stock}：{concept}新产品进入客户验证阶段',
  '{stock}：前三季度净利润同比增长{pct}%，{concept}业务贡献显著',
  '{n}家机构调研{stock}，聚焦{concept}业务进展',
  '{concept}产业链调研：{stock}等公司产能释放节奏加快',
  '{stock}拟投资{amount}亿元建设{concept}项目',
  '政策利好频出，{concept}产业迎来发展新机遇',
  '{stock}互动平台回应：公司{concept}相关产品已批量供货',
  '券商研报：{concept}行业景气度上行，关注{stock}',
  '{n}家机构发布研报，给予{stock}“买入”评级',
  '{stock}发布回购方案，拟回购金额不超过{amount}亿元',
  '{industry}行业迎来旺季，{stock}订单饱满',
  '聚焦{concept}：产业链上下游加速布局，{stock}受益',
];

const NEWS_PARAGRAPHS = [
  '{concept}方向近期受到市场关注，{stock}、{stock2}等公司相继披露了相关业务进展。',
  '分析人士指出，随着相关政策持续落地，{concept}产业有望进入快速发展期，具备核心技术与规模优势的企业将率先受益。',
  '{stock}在最新披露的公告中表示，公司将围绕{concept}方向加大研发投入，持续优化产品结构。',
  '据{industry}行业协会统计，行业订单保持增长，{stock}披露的在手订单约{amount}亿元。',
  '机构认为，当前{industry}行业估值处于历史较低水平，业绩确定性较强的龙头公司具备较高配置价值。',
  '值得注意的是，{stock}近期股价波动较大，投资者需关注短期情绪退潮带来的回调风险。',
  '据不完全统计，年内已有超过{n}家上市公司披露{concept}相关布局，产业热度持续提升。',
  '业内人士表示，{concept}的商业化进程正在提速，预计未来三年市场规模年均复合增速有望超过{pct}%。',
];

const FLASH_TEMPLATES = [
  { t: '{stock}：控股股东拟增持公司股份', c: '{stock}公告，控股股东计划自即日起6个月内增持公司股份，增持金额不低于{amount}亿元。' },
  { t: '{stock}：签订重大销售合同', c: '{stock}公告，公司与客户签订{concept}相关产品销售合同，合同金额约{amount}亿元，约占公司上年营业收入的{pct}%。' },
  { t: '{stock}：前三季度业绩预增', c: '{stock}发布业绩预告，预计前三季度归母净利润同比增长{pct}%左右，主要受益于{concept}业务快速放量。' },
  { t: '{industry}行业数据出炉', c: '最新数据显示，{industry}行业10月产销量同比增长{small}%，行业景气度延续回升态势。' },
  { t: '{stock}：获得政府补助', c: '{stock}公告，公司及子公司近日累计收到与{concept}项目相关的政府补助约{small}千万元。' },
  { t: '央行开展逆回购操作', c: '央行今日开展{n}00亿元7天期逆回购操作，操作利率维持不变，维护银行体系流动性合理充裕。' },
  { t: '{concept}产业大会召开', c: '{concept}产业发展大会今日召开，与会专家表示，行业正处于由技术突破向规模化应用的关键阶段，{stock}等企业参会。' },
];

const ESSAY_TITLES = [
  '{concept}深度复盘：主线逻辑与后市展望',
  '从{stock}看{industry}行业的周期与成长',
  '一文读懂{concept}产业链：上游、中游与下游',
  '连板梯队观察：{concept}能否成为新的市场主线',
  '{industry}估值修复进行时，哪些细分值得关注',
  '写给新手：如何理解涨停板、炸板与封板率',
  '两市成交额重回万亿，市场情绪怎么看',
  '{stock}投资价值分析：护城河与风险点',
];

const AUTHORS = ['复盘小能手', '价值投资者老张', '题材猎人', '趋势观察', '股市夜读', '财经评论员李明', '量化研究员', '短线实战派'];

export function generateTexts(
  rng: Prng,
  ctx: { scale: { news: number; flashes: number; announcements: number; essays: number }; days: string[]; today: Date; stocks: StockLike[]; concepts: ConceptLike[] },
): TextData {
  const { stocks, concepts, days } = ctx;
  const conceptList = concepts.filter((c) => c.type === 2);
  const todayStr = days[days.length - 1];
  const dayStart = (d: string) => Date.parse(`${d}T00:00:00+08:00`);
  const year = todayStr.slice(0, 4);
  const fill = (tpl: string, v: Record<string, string>) => tpl.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');
  const vars = () => {
    const stock = rng.pick(stocks);
    let stock2 = rng.pick(stocks);
    if (stock2.code === stock.code) stock2 = stocks[(stocks.indexOf(stock) + 1) % stocks.length];
    const conceptName = stock.conceptNames.length ? rng.pick(stock.conceptNames) : rng.pick(conceptList).name;
    const concept = conceptList.find((c) => c.name === conceptName) ?? rng.pick(conceptList);
    const concept2 = rng.pick(conceptList);
    return {
      stock,
      stock2,
      concept,
      v: {
        stock: stock.name,
        stock2: stock2.name,
        concept: concept.name,
        concept2: concept2.name,
        industry: stock.industryName,
        pct: String(rng.int(12, 180)),
        small: String(rng.int(2, 9)),
        amount: String(rng.int(1, 50)),
        n: String(rng.int(12, 88)),
        year,
      },
    };
  };
  // a publication time on one of the last `spanDays` calendar days; today only before 09:00
  const timeWithin = (spanDays: number, fromHour: number, toHour: number) => {
    const back = Math.floor(spanDays * rng.next() ** 1.6);
    const base = dayStart(todayStr) - back * 86_400_000;
    const to = back === 0 ? Math.min(toHour, 9) : toHour;
    return new Date(base + Math.floor(rng.range(fromHour, to) * 3_600_000) + rng.int(0, 59) * 1000);
  };

  const news: NewsSeed[] = [];
  for (let i = 0; i < ctx.scale.news; i++) {
    const { stock, stock2, concept, v } = vars();
    const title = fill(rng.pick(NEWS_TITLES), v);
    // the summary and the first paragraph say what the title says; the generic paragraphs follow
    const lead = `${title}。`;
    const paras = [lead, ...rng.sample(NEWS_PARAGRAPHS, rng.int(2, 4)).map((p) => fill(p, v))];
    news.push({
      title,
      summary: lead,
      content: `${paras.map((p) => `<p>${p}</p>`).join('')}<p><strong>风险提示：</strong>以上内容为演示数据，不构成投资建议。</p>`,
      cover: '',
      source: rng.pick(SOURCES),
      url: '',
      publishTime: timeWithin(90, 7, 22),
      stockCodes: [stock.code, stock2.code],
      conceptCodes: [concept.code],
      views: rng.int(50, 50_000),
    });
  }

  const information: InformationSeed[] = [];
  for (let i = 0; i < ctx.scale.flashes; i++) {
    const { stock, stock2, v } = vars();
    const tpl = rng.pick(FLASH_TEMPLATES);
    const publishTime = timeWithin(10, 6, 23.9);
    const md = new Date(publishTime.getTime() + 8 * 3_600_000);
    information.push({
      publishTime,
      title: fill(tpl.t, v),
      content: `${DEMO_FLASH_SOURCE}${md.getUTCMonth() + 1}月${md.getUTCDate()}日，${fill(tpl.c, v)}`,
      level: rng.chance(0.15) ? 1 : 2,
      source: DEMO_FLASH_SOURCE,
      stockCodes: tpl.c.includes('{stock}') ? [stock.code, ...(tpl.c.includes('{stock2}') ? [stock2.code] : [])] : [],
    });
  }

  const announcements: AnnouncementSeed[] = [];
  for (let i = 0; i < ctx.scale.announcements; i++) {
    const stock = rng.pick(stocks);
    const type = rng.pick(ANNOUNCEMENT_TYPES);
    const concept = stock.conceptNames[0] ?? stock.industryName;
    const title = `${stock.name}：${fill(rng.pick(ANNOUNCEMENT_TITLES[type]), { year, concept })}`;
    const annDate = days[days.length - 1 - Math.floor(Math.min(days.length - 1, 60) * rng.next() ** 1.4)];
    announcements.push({ stockCode: stock.code, stockName: stock.name, title, type, annDate, url: `http://www.cninfo.com.cn/new/disclosure/stock?stockCode=${stock.code}` });
  }

  const essays: EssaySeed[] = [];
  for (let i = 0; i < ctx.scale.essays; i++) {
    const { stock, v } = vars();
    const paras = rng.sample(NEWS_PARAGRAPHS, 5).map((p) => fill(p, v));
    const status = i % 10 === 8 ? 0 : i % 10 === 9 ? 2 : 1;
    essays.push({
      title: fill(rng.pick(ESSAY_TITLES), v),
      author: rng.pick(AUTHORS),
      summary: paras[0],
      content: `<h2>${v.concept}</h2>${paras.map((p) => `<p>${p}</p>`).join('')}`,
      cover: '',
      status: status as 0 | 1 | 2,
      views: rng.int(100, 30_000),
      stockCodes: [stock.code],
      publishTime: status === 0 ? null : timeWithin(120, 8, 22),
      paidColumn: i % 4 === 1,
    });
  }

  const navs: NavSeed[] = NAV_LINKS.map((n, i) => ({ ...n, icon: '', sort: i + 1 }));
  return { news, information, announcements, essays, navs };
}
