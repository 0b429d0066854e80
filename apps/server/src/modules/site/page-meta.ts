import { and, eq } from 'drizzle-orm';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, PUBLIC_PAGE_META, composeTitle } from '@gprs/contract';
import type { Db } from '../../db/client';
import { stockEssay, stockNews } from '../stock/content.schema';
import { stockInfo } from '../stock/market.schema';

export interface HeadMeta {
  title: string;
  keywords: string;
  description: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Replaces the title, keywords and description in the built index.html. */
export function applyHeadMeta(html: string, meta: HeadMeta): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="keywords" content="[^"]*"\s*\/?>/, `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

const PUBLISHED = 1;

/** The head of a public page: the static meta of its route, or the stock / article it shows. Null for other paths. */
export async function resolveHeadMeta(db: Db, url: string): Promise<HeadMeta | null> {
  const parsed = new URL(url, 'http://localhost');
  const page = PUBLIC_PAGE_META[parsed.pathname];
  if (!page) return null;
  const base: HeadMeta = {
    title: composeTitle(page.title),
    keywords: page.keywords ?? page.title ?? DEFAULT_KEYWORDS,
    description: page.description ?? page.title ?? DEFAULT_DESCRIPTION,
  };
  const code = parsed.searchParams.get('code') ?? '';
  const id = Number(parsed.searchParams.get('id'));
  if (parsed.pathname === '/stock' && /^\d{6}$/.test(code)) {
    const [stock] = await db.select({ name: stockInfo.name, code: stockInfo.code }).from(stockInfo).where(eq(stockInfo.code, code));
    if (stock) {
      return {
        title: composeTitle(`${stock.name}(${stock.code})`),
        keywords: `${stock.name},${stock.code},${stock.name}股票,${stock.name}行情,${stock.name}公告`,
        description: `${stock.name}(${stock.code})实时行情、分时与日K走势、所属概念、新闻公告与涨停历史`,
      };
    }
  }
  if (Number.isInteger(id) && id > 0 && (parsed.pathname === '/essayContent' || parsed.pathname === '/content')) {
    const wantsNews = parsed.pathname === '/content' && parsed.searchParams.get('type') !== 'essay';
    const [article] = wantsNews
      ? await db.select({ title: stockNews.title, summary: stockNews.summary }).from(stockNews).where(eq(stockNews.id, id))
      : await db.select({ title: stockEssay.title, summary: stockEssay.summary }).from(stockEssay).where(and(eq(stockEssay.id, id), eq(stockEssay.status, PUBLISHED)));
    if (article) return { title: composeTitle(article.title), keywords: `${article.title},${base.keywords}`, description: article.summary || article.title };
  }
  return base;
}
