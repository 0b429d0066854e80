import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Chips, Notice, Skeleton, Tag } from '../../../shared/lite';
import { market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { SafeHtml } from './safe-html';
import './article.css';

export type ArticleType = 'essay' | 'record' | 'news';

interface Article {
  title: string;
  meta: string[];
  html: string;
  stockCodes: string[];
}

async function load(type: ArticleType, id: number): Promise<Article> {
  if (type === 'record') {
    const r = await market.record(id);
    return { title: r.title, meta: [r.nickname ?? '股友', formatDate(r.updateTime)], html: r.content, stockCodes: r.stockCodes };
  }
  if (type === 'news') {
    const n = await market.news(id);
    return { title: n.title, meta: [n.source, formatDate(n.publishTime), `阅读 ${n.views}`], html: n.content, stockCodes: n.stockCodes };
  }
  const e = await market.essay(id);
  return { title: e.title, meta: [e.author, formatDate(e.publishTime), `阅读 ${e.views}`], html: e.content ?? '', stockCodes: e.stockCodes };
}

/** One article (essay, member essay or news) with its sanitised body (plain elements: docs/decisions/0034). */
export function ArticleView({ type, id }: { type: ArticleType; id: number }) {
  const q = useQuery({ queryKey: ['article', type, id], queryFn: () => load(type, id), enabled: id > 0 });
  if (!(id > 0) || q.isError) return <Notice title="文章不存在或未公开" link={<Link to="/essay">返回文章列表</Link>} />;
  if (q.isPending) return <Skeleton rows={12} />;
  const a = q.data;
  return (
    <article>
      <h1 className="lt-h2 article-title">{a.title}</h1>
      <div className="article-meta lt-meta">
        {a.meta.filter(Boolean).map((m, i) => (
          <span key={m}>
            {i > 0 && <span aria-hidden>· </span>}
            {m}
          </span>
        ))}
      </div>
      {a.stockCodes.length > 0 && (
        <Chips style={{ marginBottom: 16 }}>
          {a.stockCodes.map((c) => (
            <Link key={c} to={`/stock?code=${c}`}>
              <Tag color="red">{c}</Tag>
            </Link>
          ))}
        </Chips>
      )}
      <SafeHtml html={a.html} />
    </article>
  );
}

export function articleParams(params: URLSearchParams): { type: ArticleType; id: number } {
  const t = params.get('type');
  return { type: t === 'record' || t === 'news' ? t : 'essay', id: Number(params.get('id')) };
}
