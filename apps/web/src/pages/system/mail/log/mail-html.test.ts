import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_PREVIEW_CSP, mailPreviewDoc } from './mail-html';

describe('mailPreviewDoc', () => {
  it('wraps the body under a policy that runs no script', () => {
    const doc = mailPreviewDoc('<p>你好</p>');
    expect(doc).toContain(`content="${MAIL_PREVIEW_CSP}"`);
    expect(MAIL_PREVIEW_CSP).toContain("default-src 'none'");
    expect(MAIL_PREVIEW_CSP).not.toContain('script-src');
    expect(doc).toContain('<body><p>你好</p></body>');
  });
  it('escapes filled-in parameters like the server, keeps unfilled placeholders', () => {
    const doc = mailPreviewDoc('<p>{nickname}，验证码 {code}</p>', { nickname: '<img src=x onerror=alert(1)>' });
    expect(doc).toContain('<p>&lt;img src=x onerror=alert(1)&gt;，验证码 {code}</p>');
  });
  it('shows nothing for an empty body', () => {
    expect(mailPreviewDoc(null)).toContain('<body></body>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
