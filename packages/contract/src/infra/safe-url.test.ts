import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, safeUrl } from './safe-url';

describe('isSafeLinkUrl', () => {
  it('accepts http(s), site paths (our files) and inline pictures', () => {
    for (const ok of ['https://example.com/a.png', 'http://127.0.0.1:48080/x', '/admin-api/infra/file/4/get/20261127/a.png', 'data:image/png;base64,iVBORw0KGgo=', "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"])
      expect(isSafeLinkUrl(ok), ok).toBe(true);
  });

  it('refuses script and other schemes, protocol-relative and disguised addresses', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'vbscript:msgbox', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', '//evil.example/x.png', '/\\evil.example', 'ftp://x/y.png', 'a.png'])
      expect(isSafeLinkUrl(bad), bad).toBe(false);
  });

  it('gives the field a clear message', () => {
    const r = safeUrl('商品封面图').safeParse('javascript:alert(1)');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('商品封面图必须是 http(s) 地址或本站文件地址');
    expect(safeUrl('商品封面图').parse('  https://example.com/a.png ')).toBe('https://example.com/a.png');
  });
});
