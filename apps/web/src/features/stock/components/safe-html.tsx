import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Server HTML, sanitised once more in the browser before it is rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className ?? 'article-body'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
