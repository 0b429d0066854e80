import { describe, expect, it } from 'vitest';
import { insertRendered, jsonForScript, shortLivedCache } from './ssr';

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

describe('the short-lived cache of rendered pages', () => {
  it('shares one render among concurrent visitors and keeps it for its seconds only', async () => {
    let clock = 0;
    const cache = shortLivedCache<string>(2, 10, () => clock);
    let renders = 0;
    const render = () => Promise.resolve(`page ${++renders}`);
    expect(await Promise.all([cache('/index', render), cache('/index', render)])).toEqual(['page 1', 'page 1']);
    clock = 1999;
    expect(await cache('/index', render)).toBe('page 1');
    clock = 2000;
    expect(await cache('/index', render)).toBe('page 2');
    expect(await cache('/limitUp', render)).toBe('page 3');
  });

  it('does not keep a failed render, and drops the oldest address beyond its size', async () => {
    const cache = shortLivedCache<string>(60, 2, () => 0);
    await expect(cache('/a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache('/a', () => Promise.resolve('a'))).toBe('a');
    await cache('/b', () => Promise.resolve('b'));
    await cache('/c', () => Promise.resolve('c'));
    expect(await cache('/a', () => Promise.resolve('a again'))).toBe('a again');
  });
});
