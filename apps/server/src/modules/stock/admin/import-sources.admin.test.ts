import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../feed/importer';
import { createTestApp, multipart, type TestApp } from '../../../../test/test-app';
import { openLiveClient } from '../feed/sse-test-kit';

const FIXTURES = join(__dirname, '../feed/fixtures');
const fixture = (path: string) => readFileSync(join(FIXTURES, path));

let t: TestApp;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const send = (path: 'import' | 'import/preview', query: string, content: Buffer, name: string, token = staff) => {
  const body = multipart({ name, content });
  return t.call({ method: 'POST', url: `/admin-api/stock-admin/${path}?${query}`, payload: body.payload, headers: body.headers, token });
};
const importFile = (query: string, file: string) => send('import', query, fixture(file), file.split('/').pop()!);
const previewFile = (query: string, file: string) => send('import/preview', query, fixture(file), file.split('/').pop()!);

const TABLES = ['stock_info', 'stock_daily', 'stock_limit_up', 'stock_concept', 'stock_concept_member'];
const snapshot = async () => {
  const counts = await Promise.all(TABLES.map((name) => t.count(name)));
  const { rows } = await t.database.pool.query("select md5(string_agg(code || name || coalesce(price::text, '') || coalesce(hot_rank::text, '') || list_date::text, ',' order by code)) h from stock_info");
  return { counts, hash: rows[0].h };
};

/** xlsx of a CSV fixture, as a spreadsheet program would save it (numbers as numbers). */
async function xlsxOf(file: string): Promise<Buffer> {
  const rows = parseCsv(fixture(file).toString('utf8'));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(rows[0]);
  for (const r of rows.slice(1)) ws.addRow(r.map((c) => (/^-?\d+(\.\d+)?$/.test(c) && !/^0\d/.test(c) ? Number(c) : c)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('preview (writes nothing)', () => {
  it('needs stock:import:create', async () => {
    expect((await send('import/preview', 'kind=stocks&format=csv', fixture('tushare/stock_basic.csv'), 'a.csv', '')).code).toBe(401);
    expect((await send('import/preview', 'kind=stocks&format=csv', fixture('tushare/stock_basic.csv'), 'a.csv', member)).code).toBe(403);
  });

  it.each([
    ['tushare/stock_basic.csv', 'tushare', 'stock_basic', 'stockBasic', { code: '600519', name: '贵州茅台', listDate: '2001-08-27', industry: '白酒' }],
    ['tushare/daily.csv', 'tushare', 'daily', 'daily', { code: '000001', tradeDate: '2024-01-16', volume: 118345211, amount: 1093521785, prevClose: 9.19 }],
    ['tushare/limit_list_d.csv', 'tushare', 'limit_list_d', 'limitUp', { code: '002594', poolType: 1, firstSealTime: '09:35:12', streak: 2, ntN: 2, ntT: 3 }],
    ['akshare/stock_zh_a_spot_em.csv', 'akshare', 'stock_zh_a_spot_em', 'quotes', { code: '002594', volume: 63301200, amount: 12563250000 }],
    ['akshare/stock_zh_a_hist.csv', 'akshare', 'stock_zh_a_hist', 'daily', { code: '000001', tradeDate: '2024-01-15', volume: 95231000, prevClose: 9.16 }],
    ['akshare/stock_zt_pool_em.csv', 'akshare', 'stock_zt_pool_em', 'limitUp', { code: '002594', poolType: 1, tradeDate: '2024-01-16', sealAmount: 356000000 }],
    ['akshare/stock_zt_pool_zbgc_em.csv', 'akshare', 'stock_zt_pool_zbgc_em', 'limitUp', { code: '300750', poolType: 2, openCount: 3 }],
    ['akshare/stock_zt_pool_dtgc_em.csv', 'akshare', 'stock_zt_pool_dtgc_em', 'limitUp', { code: '000001', poolType: 3, lastSealTime: '14:57:02' }],
    ['akshare/stock_hot_rank_em.csv', 'akshare', 'stock_hot_rank_em', 'hotRank', { rank: 1, code: '002594' }],
    ['akshare/stock_board_concept_name_em.csv', 'akshare', 'stock_board_concept_name_em', 'concepts', { name: '导入测试概念甲', code: 'BK9901', upCount: 45 }],
    ['akshare/stock_board_concept_cons_em.csv', 'akshare', 'stock_board_concept_cons_em', 'conceptMembers', { board: '导入测试概念甲', code: '002594' }],
  ])('%s → %s %s (%s), first rows converted', async (file, source, shape, kind, first) => {
    const before = await snapshot();
    const res = await previewFile('kind=stocks&format=csv&tradeDate=2024-01-16&board=导入测试概念甲', file);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ source, shape, kind, unknownColumns: [], missingRequired: [] });
    expect(res.data.label).toContain(shape);
    expect(res.data.rows[0]).toMatchObject({ row: 1, value: first });
    expect(res.data.total).toBe(res.data.rows.length);
    expect(await snapshot()).toEqual(before);
  });

  it('our own format previews with the checks of the import', async () => {
    const csv = 'code,name,listDate,totalShares,floatShares,price,prevClose,extra\n603990,预览测试,2020-01-02,1000,2000,10,10,x\n603989,预览二,2020-01-02,1000,1000,10,9.5,y\n';
    const before = await snapshot();
    const res = await send('import/preview', 'kind=stocks&format=csv', Buffer.from(csv), 'own.csv');
    expect(res.data).toMatchObject({ source: 'own', kind: 'stocks', unknownColumns: ['extra'], missingRequired: [], total: 2 });
    expect(res.data.rows[0].errors[0]).toContain('流通股本不能大于总股本');
    expect(res.data.rows[1]).toMatchObject({ errors: [], value: { code: '603989', price: 10, volume: 0 } });
    expect(await snapshot()).toEqual(before);
  });

  it('names missing required columns and unknown ones', async () => {
    const csv = 'ts_code,trade_date,open,high,low,close,vol,amount,备注\n000001.SZ,20240116,9.2,9.31,9.15,9.27,1,1,x\n';
    const res = await send('import/preview', 'kind=daily&format=csv', Buffer.from(csv), 'd.csv');
    expect(res.data).toMatchObject({ source: 'tushare', shape: 'daily', missingRequired: ['pre_close'], unknownColumns: ['备注'] });
  });
});

describe('import of each shape', () => {
  it('tushare stock_basic creates / updates stocks (code, name, industry, list date)', async () => {
    const res = await importFile('kind=stocks&format=csv', 'tushare/stock_basic.csv');
    expect(res.data).toMatchObject({ status: 'done', total: 5, imported: 5, failed: 0, target: 'stockBasic', source: 'tushare' });
    const { rows } = await t.database.pool.query("select code, name, list_date::text d, industry_name, board from stock_info where code in ('688981','300750') order by code");
    expect(rows).toEqual([
      { code: '300750', name: '宁德时代', d: '2018-06-11', industry_name: '电气设备', board: 'gem' },
      { code: '688981', name: '中芯国际', d: '2020-07-16', industry_name: '半导体', board: 'star' },
    ]);
  });

  it('akshare spot table updates quotes (手 → 股); an unknown stock is a clear row error', async () => {
    const csv = `${fixture('akshare/stock_zh_a_spot_em.csv').toString('utf8')}4,605998,不存在股份,10.00,1.00,0.10,100,1000.0,1.0,10.1,9.9,10,9.9,1,1,1,1,1000000,1000000,0,0,0,0\n`;
    const res = await send('import', 'kind=stocks&format=csv', Buffer.from(csv), 'spot.csv');
    expect(res.data).toMatchObject({ total: 4, imported: 3, failed: 1, target: 'quotes' });
    expect(res.data.errors).toEqual([{ row: 4, message: expect.stringContaining('股票 605998 不存在') }]);
    const { rows } = await t.database.pool.query("select price, prev_close, volume, amount, total_shares, limit_up_price from stock_info where code = '002594'");
    expect(rows[0]).toMatchObject({ price: 198.55, prev_close: 180.5, volume: 63301200, amount: 12563250000, limit_up_price: 198.55 });
    expect(Number(rows[0].total_shares)).toBe(Math.round(578030000000 / 198.55));
  });

  it('tushare daily (手, 千元) and akshare history', async () => {
    expect((await importFile('kind=daily&format=csv', 'tushare/daily.csv')).data).toMatchObject({ imported: 3, failed: 0, target: 'daily' });
    let { rows } = await t.database.pool.query("select volume, amount, prev_close from stock_daily where stock_code = '000001' and trade_date = '2024-01-16'");
    expect(rows[0]).toMatchObject({ volume: 118345211, amount: 1093521785, prev_close: 9.19 });
    expect((await importFile('kind=daily&format=csv', 'akshare/stock_zh_a_hist.csv')).data).toMatchObject({ imported: 2, failed: 0, target: 'daily', source: 'akshare' });
    ({ rows } = await t.database.pool.query("select volume, amount, prev_close from stock_daily where stock_code = '000001' and trade_date = '2024-01-15'"));
    expect(rows[0]).toMatchObject({ volume: 95231000, amount: 874332217, prev_close: 9.16 });
  });

  it('akshare pools with the trade date of the upload, and tushare limit_list_d', async () => {
    for (const pool of ['stock_zt_pool_em', 'stock_zt_pool_zbgc_em', 'stock_zt_pool_dtgc_em']) {
      expect((await importFile('kind=stocks&format=csv&tradeDate=2031-02-03', `akshare/${pool}.csv`)).data).toMatchObject({ failed: 0, target: 'limitUp' });
    }
    let { rows } = await t.database.pool.query("select pool_type, stock_code, seal_amount, first_seal_time, streak, nt_n, nt_t from stock_limit_up where trade_date = '2031-02-03' order by pool_type, stock_code");
    expect(rows.map((r) => [r.pool_type, r.stock_code])).toEqual([[1, '002594'], [1, '600519'], [2, '300750'], [3, '000001']]);
    expect(rows[0]).toMatchObject({ seal_amount: 356000000, first_seal_time: '09:35:12', streak: 2, nt_n: 2, nt_t: 3 });
    expect((await importFile('kind=stocks&format=csv', 'tushare/limit_list_d.csv')).data).toMatchObject({ imported: 3, failed: 0 });
    ({ rows } = await t.database.pool.query("select pool_type, stock_code from stock_limit_up where trade_date = '2024-01-16' order by pool_type"));
    expect(rows).toEqual([{ pool_type: 1, stock_code: '002594' }, { pool_type: 2, stock_code: '300750' }, { pool_type: 3, stock_code: '000001' }]);
  });

  it('hot rank, concept boards and members', async () => {
    expect((await importFile('kind=stocks&format=csv', 'akshare/stock_hot_rank_em.csv')).data).toMatchObject({ imported: 3, target: 'hotRank' });
    const ranks = await t.database.pool.query("select code, hot_rank from stock_info where hot_rank <= 4 order by hot_rank");
    expect(ranks.rows.slice(0, 3)).toEqual([{ code: '002594', hot_rank: 1 }, { code: '600519', hot_rank: 2 }, { code: '000001', hot_rank: 3 }]);
    expect(ranks.rows).toHaveLength(4);
    expect((await importFile('kind=stocks&format=csv', 'akshare/stock_board_concept_name_em.csv')).data).toMatchObject({ imported: 2, target: 'concepts' });
    const boards = await t.database.pool.query("select code, name, change_percent, up_count, leading_stock_name from stock_concept where name = '导入测试概念甲'");
    expect(boards.rows[0]).toEqual({ code: 'BK9901', name: '导入测试概念甲', change_percent: 3.84, up_count: 45, leading_stock_name: '比亚迪' });
    // the member list names no board: the upload says which
    const refused = await importFile('kind=stocks&format=csv', 'akshare/stock_board_concept_cons_em.csv');
    expect(refused).toMatchObject({ code: 1_100_020_000 });
    expect(refused.msg).toContain('概念板块名称');
    expect((await importFile(`kind=stocks&format=csv&board=${encodeURIComponent('导入测试概念甲')}`, 'akshare/stock_board_concept_cons_em.csv')).data).toMatchObject({ imported: 2 });
    const members = await t.database.pool.query("select stock_code from stock_concept_member where concept_code = 'BK9901' order by stock_code");
    expect(members.rows).toEqual([{ stock_code: '002594' }, { stock_code: '300750' }]);
    expect((await t.database.pool.query("select concept_names from stock_info where code = '300750'")).rows[0].concept_names).toContain('导入测试概念甲');
    // the file's board figures stay the board's once it has members (never recomputed from them over the file's)
    const { refreshAggregates } = await import('../feed/quote-path');
    await refreshAggregates(t.app.db, (await t.database.pool.query('select max(trade_date)::text d from stock_market_turnover')).rows[0].d);
    expect((await t.database.pool.query("select change_percent, up_count, source_figures from stock_concept where code = 'BK9901'")).rows[0]).toEqual({
      change_percent: 3.84,
      up_count: 45,
      source_figures: true,
    });
  });

  it('xlsx as a spreadsheet saves it (numbers as numbers, codes with leading zeros kept as text)', async () => {
    await t.database.pool.query("delete from stock_daily where stock_code = '000001' and trade_date in ('2024-01-15', '2024-01-16')");
    const res = await send('import', 'kind=daily&format=xlsx', await xlsxOf('tushare/daily.csv'), 'daily.xlsx');
    expect(res.data).toMatchObject({ total: 3, imported: 3, failed: 0, target: 'daily' });
    const { rows } = await t.database.pool.query("select amount from stock_daily where stock_code = '000001' and trade_date = '2024-01-16'");
    expect(rows[0].amount).toBe(1093521785);
    const preview = await send('import/preview', 'kind=stocks&format=xlsx', await xlsxOf('akshare/stock_hot_rank_em.csv'), 'rank.xlsx');
    expect(preview.data).toMatchObject({ source: 'akshare', shape: 'stock_hot_rank_em', rows: [{ value: { rank: 1, code: '002594' } }, {}, {}] });
    expect((await send('import', 'kind=daily&format=xlsx', Buffer.from('not a zip'), 'x.xlsx')).code).toBe(1_100_020_000);
  });

  it('JSON records as pandas writes them (numbers as numbers, codes that lost their zeros)', async () => {
    const json = JSON.stringify([
      { 当前排名: 1, 代码: 'SH600519', 股票名称: '贵州茅台', 最新价: 1660, 涨跌幅: 0.48 },
      { 当前排名: 2, 代码: 'SZ000001', 股票名称: '平安银行', 最新价: 9.27, 涨跌幅: 0.87 },
    ]);
    expect((await send('import', 'kind=stocks&format=json', Buffer.from(json), 'rank.json')).data).toMatchObject({ imported: 2, failed: 0, target: 'hotRank' });
    const daily = JSON.stringify([{ ts_code: '1.SZ', trade_date: 20240118, open: 9.2, high: 9.3, low: 9.1, close: 9.25, pre_close: 9.2, change: 0.05, pct_chg: 0.54, vol: 1000.5, amount: 925.4 }]);
    expect((await send('import', 'kind=daily&format=json', Buffer.from(daily), 'd.json')).data).toMatchObject({ imported: 1, failed: 0 });
    const { rows } = await t.database.pool.query("select volume, amount from stock_daily where stock_code = '000001' and trade_date = '2024-01-18'");
    expect(rows[0]).toEqual({ volume: 100050, amount: 925400 });
  });

  it('a large external file runs in the background like ours', async () => {
    const lines = ['ts_code,trade_date,open,high,low,close,pre_close,change,pct_chg,vol,amount'];
    for (let d = 0; d < 2001; d++) {
      const date = new Date(Date.UTC(2040, 0, 1 + d)).toISOString().slice(0, 10).replace(/-/g, '');
      lines.push(`600519.SH,${date},10,11,9.5,10.5,10,0.5,5,10,105`);
    }
    const started = await send('import', 'kind=daily&format=csv', Buffer.from(lines.join('\n')), 'big.csv');
    expect(started.data).toMatchObject({ status: 'running', total: 2001, target: 'daily', source: 'tushare' });
    let job: any;
    for (let i = 0; i < 300; i++) {
      job = (await t.call({ method: 'GET', url: `/admin-api/stock-admin/import/progress?id=${started.data.jobId}`, token: staff })).data;
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({ status: 'done', imported: 2001, failed: 0 });
    const { rows } = await t.database.pool.query("select count(*)::int n, min(volume) v, min(amount) a from stock_daily where stock_code = '600519' and trade_date >= '2040-01-01'");
    expect(rows[0]).toEqual({ n: 2001, v: 1000, a: 105000 });
  });

  it('refuses a file missing required columns, naming them; writes nothing', async () => {
    const before = await snapshot();
    // the spot table without 昨收
    const [header, ...rows] = parseCsv(fixture('akshare/stock_zh_a_spot_em.csv').toString('utf8'));
    const drop = header.indexOf('昨收');
    const csv = [header, ...rows].map((r) => r.filter((_, i) => i !== drop).join(',')).join('\n');
    const res = await send('import', 'kind=stocks&format=csv', Buffer.from(csv), 'spot.csv');
    expect(res.code).toBe(1_100_020_000);
    expect(res.msg).toContain('缺少必需的列：昨收');
    expect(await snapshot()).toEqual(before);
  });

  it('row errors are Chinese sentences, not raw zod texts', async () => {
    const csv = 'ts_code,trade_date,open,high,low,close,pre_close,change,pct_chg,vol,amount\n000001.SZ,2024-01-17,9.2,9.3,9.1,9.2,9.1,0,0,1,1\n600519,20240117,1,1,1,1,1,0,0,1,1\n000001.SZ,20240117,9.2,9.3,9.1,,9.1,0,0,1,1\n';
    const res = await send('import', 'kind=daily&format=csv', Buffer.from(csv), 'd.csv');
    expect(res.data).toMatchObject({ total: 3, imported: 0, failed: 3 });
    expect(res.data.errors.map((e: any) => e.message)).toEqual(['trade_date：「2024-01-17」不是 YYYYMMDD 日期', 'ts_code：「600519」不是 tushare 代码（如 600519.SH）', 'close不能为空']);
  });
});

describe('after an import, as after a feed batch', () => {
  it('board figures and statistics are recomputed, and the changes reach an SSE client', async () => {
    const live = await openLiveClient(t);
    try {
      await importFile('kind=stocks&format=csv', 'tushare/stock_basic.csv');
      const quote = live.frame('quote', '"code":"002594"');
      const csv = fixture('akshare/stock_zh_a_spot_em.csv').toString('utf8').replace('1,002594,比亚迪,198.55,', '1,002594,比亚迪,185.5,');
      expect((await send('import', 'kind=stocks&format=csv', Buffer.from(csv), 'spot.csv')).data).toMatchObject({ failed: 0, target: 'quotes' });
      expect((await quote).items.find((i: { code: string }) => i.code === '002594')).toMatchObject({ price: 185.5, changePercent: 2.77 });
      // the boards of the stock follow its members' figures (those whose figures came from a file keep them), the
      // day's statistics the stocks
      const boards = await t.database.pool.query(`select c.change_percent::float8 chg, round(avg(s.change_percent), 2)::float8 avg from stock_concept c
        join stock_concept_member m on m.concept_code = c.code join stock_info s on s.code = m.stock_code
        where c.code in (select concept_code from stock_concept_member where stock_code = '002594') and not c.source_figures group by c.code, c.change_percent`);
      expect(boards.rowCount).toBeGreaterThan(0);
      for (const b of boards.rows) expect(b.chg).toBe(b.avg);
      const stats = (await t.database.pool.query(`select up_count, (select count(*)::int from stock_info where change_percent > 0) n from stock_market_turnover
        order by trade_date desc limit 1`)).rows[0];
      expect(stats.up_count).toBe(stats.n);
      // a pool of a new (latest) day: the stocks join, and the browsers are told
      const next = (await t.database.pool.query('select (max(trade_date) + 1)::text d from stock_market_turnover')).rows[0].d;
      const pool = live.frame('limit-up', '"code":"002594"');
      expect((await importFile(`kind=stocks&format=csv&tradeDate=${next}`, 'akshare/stock_zt_pool_em.csv')).data).toMatchObject({ failed: 0, target: 'limitUp' });
      expect((await pool).items).toContainEqual(expect.objectContaining({ code: '002594', poolType: 1, action: 'join' }));
    } finally {
      await live.close();
    }
  });
});
