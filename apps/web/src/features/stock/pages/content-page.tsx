import { Link, useSearchParams } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { ArticleView, articleParams } from '../components/article-view';

/** /content?type=essay|record|news&id=: a standalone article view without the site layout (share / print). */
export default function ContentPage() {
  const [params] = useSearchParams();
  const { type, id } = articleParams(params);
  return (
    <div style={{ maxWidth: 820, margin: '0 auto', padding: '32px 20px', background: '#fff', minHeight: '100vh', boxSizing: 'border-box' }}>
      <ArticleView type={type} id={id} />
      <div style={{ marginTop: 48, color: '#8c8c8c', fontSize: 12, textAlign: 'center' }}>
        来自 <Link to="/index">{SITE_NAME}</Link> · 市场有风险，投资需谨慎
      </div>
    </div>
  );
}
