import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, XLSX_CONTENT_TYPE, buildXlsx, contentDisposition, dictFormat, formatDateTime, sendExcel, streamExcel } from './excel';

interface Row {
  id: number;
  name: string;
  status: number;
  createTime: Date;
  extra?: unknown;
}

const columns = [
  { header: '编号', key: 'id' as const, width: 8 },
  { header: '名称', key: 'name' as const, width: 20 },
  { header: '状态', key: 'status' as const, format: dictFormat(new Map([['0', '开启'], ['1', '关闭']])) },
  { header: '创建时间', key: 'createTime' as const, width: 20, format: (v: Date) => formatDateTime(v) },
];

async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const sheet = wb.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('formatDateTime', () => {
  it('writes Beijing time as YYYY-MM-DD HH:mm:ss whatever the server time zone', () => {
    expect(formatDateTime(new Date('2024-01-31T16:05:09Z'))).toBe('2024-02-01 00:05:09');
    expect(formatDateTime(Date.UTC(2024, 5, 1, 1, 2, 3))).toBe('2024-06-01 09:02:03');
  });
  it('agrees with the time-zone database on every kind of date, old summer times included', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' });
    const samples = [Date.UTC(1970, 0, 1), Date.UTC(1988, 6, 1, 12), Date.UTC(1991, 11, 31, 23, 59, 59), Date.UTC(1992, 0, 1), Date.UTC(2026, 10, 26, 15, 59, 59), Date.UTC(2099, 1, 28, 16)];
    for (const ms of samples) expect(formatDateTime(ms)).toBe(intl.format(ms));
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(new Date('nope'))).toBe('');
  });
});

describe('contentDisposition', () => {
  it('offers the UTF-8 name per RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('字典数据.xlsx')).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''%E5%AD%97%E5%85%B8%E6%95%B0%E6%8D%AE.xlsx`,
    );
    expect(contentDisposition('config 参数(1).xlsx')).toBe(
      `attachment; filename="config (1).xlsx"; filename*=UTF-8''config%20%E5%8F%82%E6%95%B0%281%29.xlsx`,
    );
  });
  it('keeps quotes and separators out of the fallback', () => {
    expect(contentDisposition('a"b;c\\d.xlsx')).toMatch(/^attachment; filename="abcd.xlsx"; filename\*=UTF-8''a%22b%3Bc%5Cd.xlsx$/);
  });
});

describe('buildXlsx', () => {
  it('writes a header row and one row per record, formatted', async () => {
    const rows: Row[] = [
      { id: 1, name: '上证指数', status: 0, createTime: new Date('2024-03-01T01:30:00Z') },
      { id: 2, name: "x'; drop table t; --", status: 1, createTime: new Date('2024-03-02T15:59:59Z') },
      { id: 3, name: '未知状态', status: 7, createTime: new Date('2024-03-02T16:00:00Z') },
    ];
    const buffer = await buildXlsx({ filename: '测试.xlsx', columns, rows });
    expect(buffer.subarray(0, 2).toString()).toBe('PK'); // a zip container, i.e. a real .xlsx
    expect(await readSheet(buffer)).toEqual([
      ['编号', '名称', '状态', '创建时间'],
      [1, '上证指数', '开启', '2024-03-01 09:30:00'],
      [2, "x'; drop table t; --", '关闭', '2024-03-02 23:59:59'],
      [3, '未知状态', '7', '2024-03-03 00:00:00'],
    ]);
  });

  it('writes unformatted dates, objects and nulls readably', async () => {
    const buffer = await buildXlsx<Row>({
      filename: 'x',
      columns: [
        { header: 'T', key: 'createTime' },
        { header: 'E', key: 'extra' },
        { header: 'N', key: 'name' },
      ],
      rows: [{ id: 1, name: null as any, status: 0, createTime: new Date('2024-01-01T00:00:00Z'), extra: { a: 1 } }],
    });
    const [, row] = await readSheet(buffer);
    expect(row.slice(0, 2)).toEqual(['2024-01-01 08:00:00', '{"a":1}']);
  });

  it('never writes more than the export cap', async () => {
    const rows = Array.from({ length: EXPORT_MAX_ROWS + 5 }, (_, i) => ({ id: i, name: `n${i}`, status: 0, createTime: new Date(0) }));
    const buffer = await buildXlsx({ filename: 'big', columns, rows });
    expect((await readSheet(buffer)).length).toBe(EXPORT_MAX_ROWS + 1);
  });
});

describe('sendExcel', () => {
  it('answers an attachment with the xlsx content type and Chinese file name', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendExcel(reply, { filename: '字典类型', columns, rows: [{ id: 1, name: '行业', status: 0, createTime: new Date(0) }] }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('字典类型.xlsx')}`);
    expect(res.headers['x-export-truncated']).toBeUndefined();
    const rows = await readSheet(res.rawPayload);
    expect(rows[1]).toEqual([1, '行业', '开启', '1970-01-01 08:00:00']);
    await app.close();
  });

  it('flags an export cut at the cap', async () => {
    const app = Fastify();
    const rows = Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => ({ id: i, name: 'n', status: 0, createTime: new Date(0) }));
    app.get('/x', (_req, reply) => sendExcel(reply, { filename: 'big.xlsx', columns, rows }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.headers['x-export-truncated']).toBe('true');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="big.xlsx"; filename*=UTF-8''big.xlsx`);
    expect((await readSheet(res.rawPayload)).length).toBe(EXPORT_MAX_ROWS + 1);
    await app.close();
  });
});

describe('streamExcel', () => {
  /** A table of `total` rows read newest first in keyset batches, as idDescBatches does. */
  const source = (total: number) => {
    const calls: number[] = [];
    return {
      calls,
      nextBatch: async (after: Row | null, size: number) => {
        calls.push(size);
        const start = after ? after.id - 1 : total;
        return Array.from({ length: Math.max(0, Math.min(size, start)) }, (_, i) => ({ id: start - i, name: `第${start - i}行`, status: (start - i) % 2, createTime: new Date(0) }));
      },
      hasMoreThan: async (n: number) => total > n,
    };
  };

  it('writes every row of every batch in order, with the header, as a real xlsx', async () => {
    const app = Fastify();
    const rowsSource = source(1234);
    app.get('/x', (_req, reply) => streamExcel(reply, { filename: '登录日志', columns, batchSize: 100, ...rowsSource }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('登录日志.xlsx'));
    expect(res.headers['x-export-truncated']).toBeUndefined();
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['编号', '名称', '状态', '创建时间']);
    expect(rows).toHaveLength(1235);
    expect(rows[1]).toEqual([1234, '第1234行', '开启', '1970-01-01 08:00:00']);
    expect(rows[1234]).toEqual([1, '第1行', '关闭', '1970-01-01 08:00:00']);
    // 13 batches of rows and the empty one that ends the export
    expect(rowsSource.calls).toHaveLength(14);
    await app.close();
  });

  it('stops at its cap and flags the cut', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) => streamExcel(reply, { filename: 'cap.xlsx', columns, batchSize: 40, maxRows: 100, ...source(250) }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.headers['x-export-truncated']).toBe('true');
    const rows = await readSheet(res.rawPayload);
    expect(rows).toHaveLength(101);
    expect(rows[100][0]).toBe(151);
    await app.close();
  });
});
