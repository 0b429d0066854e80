import { describe, expect, it } from 'vitest';
import { previewBlocks, previewCell, previewColumns, previewNeeds, uploadFileError, uploadFormatOf } from './logic';

describe('import page logic', () => {
  it('accepts csv, json and xlsx', () => {
    expect(uploadFormatOf('spot.CSV')).toBe('csv');
    expect(uploadFormatOf('a.json')).toBe('json');
    expect(uploadFormatOf('涨停股池.xlsx')).toBe('xlsx');
    expect(uploadFormatOf('a.xls')).toBeNull();
    expect(uploadFileError({ name: 'a.xlsx', size: 10 })).toBeNull();
    expect(uploadFileError({ name: 'a.txt', size: 10 })).toBe('只能上传 .csv、.json 或 .xlsx 格式的文件');
    expect(uploadFileError({ name: 'a.csv', size: 0 })).toBe('文件内容为空');
  });

  it('asks for what the file does not carry', () => {
    expect(previewNeeds({ source: 'akshare', shape: 'stock_zt_pool_em', mapping: [] })).toEqual({ tradeDate: true, board: false, code: false });
    expect(previewNeeds({ source: 'akshare', shape: 'stock_board_concept_cons_em', mapping: [] })).toEqual({ tradeDate: false, board: true, code: false });
    expect(previewNeeds({ source: 'akshare', shape: 'stock_zh_a_hist', mapping: [{ column: '股票代码', field: 'code', unit: 'code' }] }).code).toBe(false);
    expect(previewNeeds({ source: 'akshare', shape: 'stock_zh_a_hist', mapping: [] }).code).toBe(true);
    expect(previewNeeds({ source: 'tushare', shape: 'daily', mapping: [] })).toEqual({ tradeDate: false, board: false, code: false });
    expect(previewNeeds(null).tradeDate).toBe(false);
  });

  it('blocks an external file missing required columns, never our own format', () => {
    expect(previewBlocks({ source: 'tushare', missingRequired: ['pre_close', 'vol'] })).toBe('缺少必需的列：pre_close、vol');
    expect(previewBlocks({ source: 'own', missingRequired: ['publishTime'] })).toBeNull();
    expect(previewBlocks({ source: 'akshare', missingRequired: [] })).toBeNull();
  });

  it('preview table columns and cells', () => {
    const preview = {
      mapping: [
        { column: 'ts_code', field: 'code', unit: 'tsCode' },
        { column: 'vol', field: 'volume', unit: 'shou' },
      ],
      rows: [{ row: 1, value: { code: '000001', volume: 118345211, poolType: 1 }, errors: [] }],
    };
    expect(previewColumns(preview)).toEqual(['code', 'volume', 'poolType']);
    expect(previewCell(118345211)).toBe('118,345,211');
    expect(previewCell(undefined)).toBe('—');
    expect(previewCell(['a', 'b'])).toBe('a、b');
  });
});
