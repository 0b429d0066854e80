import { useMemo } from 'react';
import DOMPurify from 'dompurify';

type Sanitizer = (html: string) => string;
let serverSanitizer: Sanitizer | null = null;

/** Set by the server-rendering entry: DOMPurify needs a DOM and returns its input unchanged without one. */
export function setServerSanitizer(sanitize: Sanitizer): void {
  serverSanitizer = sanitize;
}

function sanitize(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  // no DOM (server rendering): the server's sanitiser, or nothing at all
  return serverSanitizer ? serverSanitizer(html) : '';
}

/** Server HTML, sanitised once more in the browser before it is rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className ?? 'article-body'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
