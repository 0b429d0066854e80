import { describe, expect, it } from 'vitest';
import { insertRendered, jsonForScript } from './ssr';

describe('putting a server-rendered page into index.html', () => {
  it('writes the state as JSON no text of the data can break out of', () => {
    const state = { title: '</script><script>alert(1)</script>', amp: 'a&b', line: 'x\u2028y' };
    const text = jsonForScript(state);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(state);
  });

  it('puts styles in the head, markup in #root and the state right after it', () => {
    const page = '<html><head><title>t</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
    const out = insertRendered(page, { html: '<main>热</main>', styles: '<style>.a{}</style>', state: { q: 1 } });
    expect(out).toBe(
      '<html><head><title>t</title><style>.a{}</style></head><body><div id="root"><main>热</main></div>' +
        '<script type="application/json" id="ssr-state">{"q":1}</script><script src="/a.js"></script></body></html>',
    );
  });
});
