import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeUpload, readUpload } from './importer-external';
import { parseCsv } from './importer';

const fixture = (path: string) => readFileSync(join(__dirname, 'fixtures', path));
const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('decodeUpload: the encoding of a CSV / JSON upload', () => {
  it('UTF-8 without and with BOM', () => {
    expect(decodeUpload(utf8('代码,名称\n600519,贵州茅台\n'))).toEqual({ text: '代码,名称\n600519,贵州茅台\n', encoding: 'utf-8' });
    expect(decodeUpload(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('[{"名称":"茅台"}]')]))).toEqual({ text: '[{"名称":"茅台"}]', encoding: 'utf-8-bom' });
    // plain ASCII is valid UTF-8
    expect(decodeUpload(utf8('a,b\n1,2')).encoding).toBe('utf-8');
  });

  it('GBK as Excel saves a CSV on Chinese Windows, read back to the same text as the UTF-8 file', () => {
    const gbk = decodeUpload(fixture('gbk/tushare_stock_basic.csv'));
    expect(gbk.encoding).toBe('gbk');
    expect(gbk.text.replace(/\r\n/g, '\n')).toBe(fixture('tushare/stock_basic.csv').toString('utf8'));
    expect(parseCsv(gbk.text)[1].slice(0, 5)).toEqual(['600519.SH', '600519', '贵州茅台', '贵州', '白酒']);
  });

  it('GB18030 when the file uses its four-byte characters (outside GBK)', () => {
    const gb = decodeUpload(fixture('gbk/gb18030_stocks.csv'));
    expect(gb.encoding).toBe('gb18030');
    expect(parseCsv(gb.text)[1][1]).toBe('\u{20000}测试');
  });

  it('a file that is neither is refused once, naming the encoding problem', () => {
    const shiftJis = Buffer.from([0x83, 0x65, 0x83, 0x58, 0x83, 0x67, 0xff, 0xfd, 0x0a]);
    expect(() => decodeUpload(shiftJis)).toThrow(/无法识别文件编码（既不是 UTF-8，也不是 GBK \/ GB18030）/);
    expect(() => decodeUpload(Buffer.from([0xff, 0xfe, 0x31, 0x00, 0x2c, 0x00]))).toThrow(/UTF-16/);
    expect(() => decodeUpload(Buffer.from([0xef, 0xbb, 0xbf, 0xc4, 0xe3]))).toThrow(/带 UTF-8 BOM/);
    expect(() => decodeUpload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toThrow(/控制字符/);
  });

  it('readUpload reads GBK CSV and JSON into records and says the encoding; xlsx has none', async () => {
    const csv = await readUpload(fixture('gbk/stocks.csv'), 'csv');
    expect(csv.encoding).toBe('gbk');
    expect(csv.records[0]).toMatchObject({ code: '605803', name: '编码测试甲', industry: '白酒', concepts: '国企改革;超级品牌' });
    const json = await readUpload(Buffer.from(new TextEncoder().encode('[{"name":"x"}]')), 'json');
    expect(json).toEqual({ records: [{ name: 'x' }], encoding: 'utf-8' });
  });
});
