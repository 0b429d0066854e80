import { renderTemplatePreview } from '../../sms/template/template-params';

/** Text made safe to put inside HTML (the server escapes mail parameters the same way). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** What a mail preview may load: inline styles and data: / https images; no scripts, frames, fonts, forms or connections. */
export const MAIL_PREVIEW_CSP = "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'";

/**
 * The document of a sandboxed mail preview: the body HTML (with filled-in parameters escaped, as the server sends
 * them) under a Content-Security-Policy that lets nothing run or load but inline styles and images.
 */
export function mailPreviewDoc(html: string | null | undefined, params?: Record<string, unknown> | null): string {
  const escaped = params ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v == null ? v : escapeHtml(String(v))])) : undefined;
  const body = renderTemplatePreview(html ?? '', escaped);
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${MAIL_PREVIEW_CSP}">` +
    '<style>body{margin:8px;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;word-break:break-word}img{max-width:100%}</style>' +
    `</head><body>${body}</body></html>`
  );
}
