import { mailPreviewDoc } from './mail-html';

/**
 * A mail body shown as the recipient sees it, inside a sandboxed frame (no scripts, no same-origin access, nothing
 * loaded but images): stored HTML is displayed, never executed in the console's page.
 */
export function MailPreview({ html, params, height = 260 }: { html: string | null | undefined; params?: Record<string, unknown> | null; height?: number }) {
  return (
    <iframe
      title="邮件内容预览"
      data-testid="mail-preview"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={mailPreviewDoc(html, params)}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
    />
  );
}
