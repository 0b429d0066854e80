import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applyHeadMeta, resolveHeadMeta } from './page-meta';

const INDEX = `<!doctype html><html><head><meta name="keywords" content="k" />
<meta name="description" content="d" /><title>t</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('page meta', () => {
  it('writes escaped title, keywords and description into the page head', () => {
    const html = applyHeadMeta(INDEX, { title: 'A<b> - 股票热搜', keywords: 'x"y', description: '描述' });
    expect(html).toContain('<title>A&lt;b&gt; - 股票热搜</title>');
    expect(html).toContain('<meta name="keywords" content="x&quot;y" />');
    expect(html).toContain('<meta name="description" content="描述" />');
  });

  it('names a stock by its code, falls back to the route meta, and ignores other paths', async () => {
    const [stock] = (await t.database.pool.query('select code, name from stock_info order by code limit 1')).rows;
    const meta = await resolveHeadMeta(t.database.db, `/stock?code=${stock.code}`);
    expect(meta?.title).toBe(`${stock.name}(${stock.code}) - 股票热搜`);
    expect(meta?.keywords).toContain(stock.name);
    expect((await resolveHeadMeta(t.database.db, '/stock?code=999999'))?.title).toBe('个股 - 股票热搜');
    expect((await resolveHeadMeta(t.database.db, '/limitUp'))?.title).toBe('涨停板 - 股票热搜');
    expect((await resolveHeadMeta(t.database.db, '/index'))?.title).toBe('股票热搜 - 实时股票热点资讯');
    expect(await resolveHeadMeta(t.database.db, '/system/user')).toBeNull();
  });

  it('uses a published essay title and a news title', async () => {
    const [essay] = (await t.database.pool.query('select id, title from stock_essay where status = 1 limit 1')).rows;
    if (essay) expect((await resolveHeadMeta(t.database.db, `/essayContent?id=${essay.id}`))?.title).toBe(`${essay.title} - 股票热搜`);
    const [news] = (await t.database.pool.query('select id, title from stock_news limit 1')).rows;
    expect((await resolveHeadMeta(t.database.db, `/content?id=${news.id}`))?.title).toBe(`${news.title} - 股票热搜`);
  });
});
