import { describe, expect, it } from 'vitest';
import { essayPreview } from './content.paywall';

describe('essayPreview (付费专栏 body for readers without the entitlement)', () => {
  it('keeps the heading and the first paragraph only', () => {
    const html = '<h2>算力</h2><p>第一段。</p><p>第二段秘密。</p><p>第三段。</p>';
    expect(essayPreview(html)).toBe('<h2>算力</h2><p>第一段。</p>');
  });
  it('reads a closing tag in any case and with spaces', () => {
    expect(essayPreview('<P>一</P ><p>二</p>')).toBe('<P>一</P >');
  });
  it('gives nothing when there is no paragraph to cut at', () => {
    expect(essayPreview('整篇没有段落的正文')).toBe('');
    expect(essayPreview('')).toBe('');
  });
});
