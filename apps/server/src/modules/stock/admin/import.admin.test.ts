import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_MB } from '@gprs/contract';
import { createTestApp, multipart, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const upload = (query: string, content: string, token?: string, name = 'data.csv') => {
  const body = multipart({ name, content: Buffer.from(content, 'utf8') });
  return t.call({ method: 'POST', url: `/admin-api/stock-admin/import?${query}`, payload: body.payload, headers: body.headers, token });
};
const progress = (id: number, token = staff) => t.call({ method: 'GET', url: `/admin-api/stock-admin/import/progress?id=${id}`, token });
const template = (query: string, token = staff) => t.app.inject({ method: 'GET', url: `/admin-api/stock-admin/import/template?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

const STOCK_HEADER = 'code,name,industry,concepts,listDate,totalShares,floatShares,price,prevClose';

describe('access', () => {
  it('401 without a token, 403 for a member; nothing written', async () => {
    const before = await t.count('stock_info');
    const csv = `${STOCK_HEADER}\n603990,导入测试,,,2020-01-02,1000,1000,10,10`;
    expect((await upload('kind=stocks&format=csv', csv)).code).toBe(401);
    expect((await upload('kind=stocks&format=csv', csv, member)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/stock-admin/import/progress?id=1' })).code).toBe(401);
    expect((await progress(1, member)).code).toBe(403);
    expect((await template('kind=stocks&format=csv', member)).json().code).toBe(403);
    expect((await template('kind=stocks&format=csv', '')).json().code).toBe(401);
    expect(await t.count('stock_info')).toBe(before);
  });
});

describe('import', () => {
  it('imports a small CSV at once with a per-row report; nothing of a bad row is written', async () => {
    const csv = [
      STOCK_HEADER,
      '603991,导入一号,测试行业甲,测试概念甲;测试概念乙,2020-01-02,1000000,800000,10.00,9.50',
      '900001,坏代码,,,2020-01-02,1000,1000,10,10',
      '603992,导入二号,,,2020-01-02,1000,2000,10,10',
      '603993,导入三号,,,2020-01-02,1000,1000,10.5,10',
    ].join('\n');
    const res = await upload('kind=stocks&format=csv', csv, staff);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ jobId: null, status: 'done', kind: 'stocks', total: 4, processed: 4, imported: 2, failed: 2 });
    expect(res.data.errors.map((e: any) => e.row)).toEqual([2, 3]);
    expect(res.data.errors[1].message).toContain('流通股本不能大于总股本');
    const { rows } = await t.database.pool.query("select code, pinyin, industry_name, concept_names from stock_info where code in ('603991','603992','603993','900001') order by code");
    expect(rows.map((r) => r.code)).toEqual(['603991', '603993']);
    expect(rows[0]).toMatchObject({ pinyin: 'DRYH', industry_name: '测试行业甲' });
  });

  it('refuses a file that is not CSV / JSON, bad kinds and formats, a missing file; writes nothing', async () => {
    const before = await t.count('stock_news');
    expect(await upload('kind=news&format=json', '{"title": 1}', staff, 'x.json')).toMatchObject({ code: 1_100_020_000 });
    expect((await upload('kind=quotes&format=csv', 'a,b', staff)).code).toBe(400);
    expect((await upload('kind=news&format=xls', 'a,b', staff)).code).toBe(400);
    expect((await t.call({ method: 'POST', url: '/admin-api/stock-admin/import?kind=news&format=csv', payload: {}, token: staff })).code).toBe(400);
    expect((await progress(999_999)).code).toBe(1_100_030_040);
    // past IMPORT_MAX_MB the upload is refused, naming the limit
    const huge = `title,content\n${'x'.repeat(IMPORT_MAX_MB * 1024 * 1024)}`;
    expect(await upload('kind=news&format=csv', huge, staff)).toMatchObject({ code: 1_001_003_002, msg: `文件大小超过限制（最大 ${IMPORT_MAX_MB} MB）` });
    expect(await t.count('stock_news')).toBe(before);
  });

  it('imports news JSON with the HTML sanitised', async () => {
    const json = JSON.stringify([
      { title: '导入的新闻', content: '<p>正文</p><script>alert(1)</script>', publishTime: '2026-11-20 09:30:00' },
      { content: '缺标题', publishTime: 1 },
    ]);
    const res = await upload('kind=news&format=json', json, staff, 'news.json');
    expect(res.data).toMatchObject({ status: 'done', total: 2, imported: 1, failed: 1, errors: [{ row: 2 }] });
    const { rows } = await t.database.pool.query("select content from stock_news where title = '导入的新闻'");
    expect(rows).toEqual([{ content: '<p>正文</p>' }]);
  });

  it('runs a file of more than 2,000 rows in the background; progress reaches done', async () => {
    const { rows: stocks } = await t.database.pool.query('select code from stock_info order by code limit 21');
    const lines = ['code,tradeDate,open,high,low,close,prevClose,volume,amount'];
    for (const { code } of stocks) {
      for (let d = 0; d < 100; d++) {
        const date = new Date(Date.UTC(2031, 0, 1 + d)).toISOString().slice(0, 10);
        lines.push(`${code},${date},10,11,9.5,10.5,10,1000,10500`);
      }
    }
    lines.push('605999,2031-01-01,10,11,9.5,10.5,10,1000,10500'); // unknown stock
    lines.push(`${stocks[0].code},2031-13-01,10,11,9.5,10.5,10,1000,10500`); // bad date
    lines.push(`${stocks[0].code},2031-05-01,10,9,9.5,10.5,10,1000,10500`); // high below low
    const started = await upload('kind=daily&format=csv', lines.join('\n'), staff, 'bars.csv');
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ jobId: expect.any(Number), status: 'running', kind: 'daily', total: 2103, processed: 0 });
    const id = started.data.jobId;
    let job: any;
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      job = (await progress(id)).data;
      seen.add(job.processed);
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({ jobId: id, status: 'done', kind: 'daily', format: 'csv', fileName: 'bars.csv', total: 2103, processed: 2103, imported: 2100, failed: 3, message: '' });
    expect(job.errors.map((e: any) => e.row)).toEqual([2101, 2102, 2103]);
    expect([...seen].every((n) => [0, 500, 1000, 1500, 2000, 2103].includes(n))).toBe(true);
    expect(job.errors[0].message).toContain('不存在');
    const { rows } = await t.database.pool.query("select count(*)::int n from stock_daily where trade_date >= '2031-01-01'");
    expect(rows[0].n).toBe(2100);
    // answered from the table: a second app on the same database sees the same job
    expect((await t.database.pool.query('select status from stock_import_job where id = $1', [id])).rows[0].status).toBe('done');
  });

  it('keeps only the first 200 errors of a background job', async () => {
    const lines = [STOCK_HEADER];
    for (let i = 0; i < 2050; i++) lines.push(`9${String(i).padStart(5, '0')},坏,,,2020-01-01,1,1,1,1`);
    const id = (await upload('kind=stocks&format=csv', lines.join('\n'), staff)).data.jobId;
    let job: any;
    for (let i = 0; i < 300; i++) {
      job = (await progress(id)).data;
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({ status: 'done', total: 2050, imported: 0, failed: 2050 });
    expect(job.errors).toHaveLength(200);
    expect(job.errors[199].row).toBe(200);
  });

  it.each([
    ['stocks', 'csv'],
    ['stocks', 'json'],
    ['daily', 'csv'],
    ['daily', 'json'],
    ['news', 'csv'],
    ['news', 'json'],
  ])('the %s %s template downloads and imports cleanly', async (kind, format) => {
    const res = await template(`kind=${kind}&format=${format}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'application/json');
    expect(res.headers['content-disposition']).toContain(`${kind}-template.${format}`);
    const report = await upload(`kind=${kind}&format=${format}`, res.body, staff, `t.${format}`);
    expect(report.data).toMatchObject({ status: 'done', failed: 0 });
    expect(report.data.imported).toBeGreaterThan(0);
  });
});
