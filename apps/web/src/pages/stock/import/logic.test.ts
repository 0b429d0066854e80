import { describe, expect, it } from 'vitest';
import { encodingText, neededOptions, pickableTradeDay, previewBlocks, previewCell, previewColumns, previewFieldLabel, previewNeeds, uploadFileError, uploadFormatOf } from './logic';

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

describe('import page: encoding, labels, trade day', () => {
  it('says the detected encoding', () => {
    expect(encodingText('gbk')).toBe('编码：GBK（已自动识别）');
    expect(encodingText('utf-8-bom')).toBe('编码：UTF-8（带 BOM）（已自动识别）');
    expect(encodingText(null)).toBeNull();
  });

  it('names our fields in Chinese', () => {
    expect(previewFieldLabel('prevClose')).toBe('昨收');
    expect(previewFieldLabel('sealAmount')).toBe('封板资金');
    expect(previewFieldLabel('publishTime')).toBe('发布时间');
    // every field a recognised source column maps to has a Chinese name
    for (const f of ['amount', 'amplitude', 'change', 'changePercent', 'close', 'code', 'downCount', 'firstSealTime', 'floatMarketCap', 'high', 'industry', 'lastSealTime', 'leadingStockChangePercent', 'leadingStockName', 'limit', 'listDate', 'low', 'name', 'open', 'openCount', 'pb', 'pe', 'prevClose', 'price', 'rank', 'sealAmount', 'streak', 'totalMarketCap', 'tradeDate', 'turnoverRate', 'upCount', 'upStat', 'volume', 'volumeRatio', 'poolType', 'ntN', 'ntT', 'board']) {
      expect(previewFieldLabel(f), f).not.toBe(f);
    }
  });

  it('offers trade days up to today only', () => {
    const saturday = new Date('2026-11-28T02:00:00Z');
    expect(pickableTradeDay('2026-11-27', saturday)).toBe(true);
    expect(pickableTradeDay('2026-11-28', saturday)).toBe(false);
    expect(pickableTradeDay('2026-10-01', saturday)).toBe(false);
    expect(pickableTradeDay('2026-11-30', saturday)).toBe(false);
  });

  it('sends only the options the file needs', () => {
    const options = { tradeDate: '2026-11-27', board: '固态电池', code: '' };
    expect(neededOptions(options, { tradeDate: true, board: false, code: false })).toEqual({ tradeDate: '2026-11-27' });
    expect(neededOptions(options, { tradeDate: false, board: true, code: true })).toEqual({ board: '固态电池' });
  });
});
