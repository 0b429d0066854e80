import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Chips, Notice, Skeleton, Tag } from '../../../shared/lite';
import { market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { memberSignInPath } from '../../../shared/auth/member-link';
import { useUserStore } from '../../../shared/stores/user-store';
import { SafeHtml } from './safe-html';
import './article.css';

export type ArticleType = 'essay' | 'record' | 'news';

interface Article {
  title: string;
  meta: string[];
  html: string;
  stockCodes: string[];
  /** an essay of the 付费专栏 */
  paidColumn?: boolean;
  /** the server withheld the body (the reader does not hold the 付费专栏): `html` is its opening paragraph */
  locked?: boolean;
}

/** Where 购买专栏 goes: /vip at the 付费专栏 card (product_benefit_type 3); a visitor signs in as a member first. */
const COLUMN_VIP_PATH = '/vip?benefitType=3';

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
  return {
    title: e.title,
    meta: [e.author, formatDate(e.publishTime), `阅读 ${e.views}`],
    html: e.content ?? '',
    stockCodes: e.stockCodes,
    paidColumn: e.paidColumn,
    locked: e.locked,
  };
}

/** The rest of a 付费专栏 essay is for its buyers: what the reader is missing and 购买专栏. */
function ColumnPaywall({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="article-paywall" data-testid="column-paywall">
      <div className="article-paywall__title">付费专栏文章</div>
      <p>以上为试读内容。开通「付费专栏」后即可阅读全文。</p>
      <Link className="article-paywall__buy" to={signedIn ? COLUMN_VIP_PATH : memberSignInPath(COLUMN_VIP_PATH)} data-testid="column-buy">
        购买专栏
      </Link>
      {signedIn ? null : <div className="article-paywall__hint">购买需先登录会员</div>}
    </div>
  );
}

/** One article (essay, member essay or news) with its sanitised body (plain elements: docs/decisions/0034). */
export function ArticleView({ type, id }: { type: ArticleType; id: number }) {
  const q = useQuery({ queryKey: ['article', type, id], queryFn: () => load(type, id), enabled: id > 0 });
  const signedIn = useUserStore((s) => !!s.user);
  const locked = !!q.data?.locked;
  const { refetch } = q;
  // the server's page is rendered for a visitor: once the member's session is known, ask again with it
  useEffect(() => {
    if (signedIn && locked) void refetch();
  }, [signedIn, locked, refetch]);
  if (!(id > 0) || q.isError) return <Notice title="文章不存在或未公开" link={<Link to="/essay">返回文章列表</Link>} />;
  if (q.isPending) return <Skeleton rows={12} />;
  const a = q.data;
  return (
    <article>
      <h1 className="lt-h2 article-title">
        {a.paidColumn ? (
          <Tag color="gold" className="article-column-tag">
            付费专栏
          </Tag>
        ) : null}
        {a.title}
      </h1>
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
      {a.locked ? <ColumnPaywall signedIn={signedIn} /> : null}
    </article>
  );
}

export function articleParams(params: URLSearchParams): { type: ArticleType; id: number } {
  const t = params.get('type');
  return { type: t === 'record' || t === 'news' ? t : 'essay', id: Number(params.get('id')) };
}
