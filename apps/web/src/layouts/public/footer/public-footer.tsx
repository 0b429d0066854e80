import { Link } from 'react-router';
import { SITE_NAME } from '../../../shared/config';

export function PublicFooter() {
  return (
    <footer style={{ background: '#1f2937', color: '#9ca3af', padding: '24px 16px', marginTop: 48 }}>
      <div style={{ maxWidth: 1200, margin: '0 auto', display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'space-between' }}>
        <span>
          © {new Date().getFullYear()} {SITE_NAME} · 实时股票热点资讯
        </span>
        <span>
          <Link to="/about" style={{ color: '#d1d5db' }}>
            关于我们
          </Link>
          <span style={{ margin: '0 8px' }}>|</span>
          市场有风险，投资需谨慎。本站信息仅供参考，不构成投资建议。
        </span>
      </div>
    </footer>
  );
}
