import { describe, expect, it } from 'vitest';
import { insertRendered, jsonForScript, renderCache } from './ssr';

describe('putting a server-rendered page into index.html', () => {
  it('writes the state as JSON no text of the data can break out of', () => {
    const state = { title: '</script><script>alert(1)</script>', amp: 'a&b', line: 'x\u2028y' };
    const text = jsonForScript(state);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(state);
  });

  it('puts styles in the head, markup in #root, the state right after it, and marks the page not hydrated yet', () => {
    const page = '<html><head><title>t</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
    const out = insertRendered(page, { html: '<main>热</main>', styles: '<style>.a{}</style>', state: { q: 1 } });
    expect(out).toBe(
      '<html data-hydrated="false"><head><title>t</title><style>.a{}</style></head><body><div id="root"><main>热</main></div>' +
        '<script type="application/json" id="ssr-state">{"q":1}</script><script src="/a.js"></script></body></html>',
    );
  });
});

describe('the cache of rendered pages', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('shares one render among concurrent visitors and serves it as it is while fresh', async () => {
    let clock = 0;
    let renders = 0;
    const cache = renderCache<string>(2, 20, 10, () => clock);
    const render = () => Promise.resolve(`page ${++renders}`);
    expect(await Promise.all([cache('/index', render), cache('/index', render)])).toEqual(['page 1', 'page 1']);
    clock = 1999;
    expect(await cache('/index', render)).toBe('page 1');
    expect(renders).toBe(1);
  });

  it('serves a stale page at once and renders one new page in the background, which the next visitor gets', async () => {
    let clock = 0;
    let renders = 0;
    const cache = renderCache<string>(2, 20, 10, () => clock);
    const render = () => Promise.resolve(`page ${++renders}`);
    await cache('/index', render);
    clock = 5000;
    expect(await Promise.all([cache('/index', render), cache('/index', render)])).toEqual(['page 1', 'page 1']);
    await settle();
    expect(renders).toBe(2);
    expect(await cache('/index', render)).toBe('page 2');
    // past the stale limit the visitor waits for a new render
    clock = 30_000;
    expect(await cache('/index', render)).toBe('page 3');
  });

  it('does not keep a failed render, keeps serving the old page when a refresh fails, and holds a bounded number', async () => {
    let clock = 0;
    const cache = renderCache<string>(2, 20, 2, () => clock);
    await expect(cache('/a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache('/a', () => Promise.resolve('a'))).toBe('a');
    clock = 3000;
    expect(await cache('/a', () => Promise.reject(new Error('refresh failed')))).toBe('a');
    await settle();
    expect(await cache('/a', () => Promise.resolve('a2'))).toBe('a');
    await settle();
    expect(await cache('/a', () => Promise.resolve('a3'))).toBe('a2');
    await cache('/b', () => Promise.resolve('b'));
    await cache('/c', () => Promise.resolve('c'));
    expect(await cache('/a', () => Promise.resolve('a again'))).toBe('a again');
  });
});
