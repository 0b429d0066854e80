import { describe, expect, it } from 'vitest';
import {
  announcementParams,
  essayAuditActions,
  importErrorReport,
  importFileError,
  importFormatOf,
  importPercent,
  importProgressStatus,
  importSummary,
  chosenList,
  pollDelay,
  stChoice,
  stFlag,
  stockLabel,
  isStName,
} from './logic';

describe('pickers', () => {
  it('labels a stock by code and name', () => {
    expect(stockLabel({ code: '600519', name: '贵州茅台' })).toBe('600519 贵州茅台');
    expect(stockLabel({ code: '600519' })).toBe('600519');
  });

  it('lists the chosen codes of a single or multiple value', () => {
    expect(chosenList(['600519', '300750'])).toEqual(['600519', '300750']);
    expect(chosenList('000001')).toEqual(['000001']);
    expect(chosenList(undefined)).toEqual([]);
    expect(chosenList('')).toEqual([]);
  });
});

describe('ST choice', () => {
  it('follows the server rule for names', () => {
    expect(isStName('*ST金科')).toBe(true);
    expect(isStName('ST曙光')).toBe(true);
    expect(isStName(' sst华新')).toBe(true);
    expect(isStName('贵州茅台')).toBe(false);
    expect(isStName('中国STEM')).toBe(false);
  });
  it('shows 按名称判断 when the flag matches the name, else the explicit flag', () => {
    expect(stChoice(true, '*ST金科')).toBe('auto');
    expect(stChoice(false, '贵州茅台')).toBe('auto');
    expect(stChoice(true, '贵州茅台')).toBe('yes');
    expect(stChoice(false, 'ST曙光')).toBe('no');
    expect(stChoice(undefined, 'x')).toBe('auto');
  });
  it('sends no flag for 按名称判断', () => {
    expect(stFlag('auto')).toBeUndefined();
    expect(stFlag('yes')).toBe(true);
    expect(stFlag('no')).toBe(false);
  });
});

describe('announcementParams', () => {
  it('turns the 公告日期 range into beginDate / endDate', () => {
    expect(announcementParams({ pageNo: 1, type: '财务报告', annDate: ['2026-11-01 00:00:00', '2026-11-20 23:59:59'] })).toEqual({
      pageNo: 1,
      type: '财务报告',
      beginDate: '2026-11-01',
      endDate: '2026-11-20',
    });
  });
  it('drops an incomplete range and keeps the rest', () => {
    expect(announcementParams({ stockCode: '600519', annDate: [null, null] })).toEqual({ stockCode: '600519' });
    expect(announcementParams({ stockCode: '600519' })).toEqual({ stockCode: '600519' });
  });
});

describe('essayAuditActions', () => {
  it('offers 发布 unless published and 隐藏 unless hidden', () => {
    expect(essayAuditActions(0)).toEqual({ publish: true, hide: true });
    expect(essayAuditActions(1)).toEqual({ publish: false, hide: true });
    expect(essayAuditActions(2)).toEqual({ publish: true, hide: false });
  });
});

describe('import file checks', () => {
  it('reads the format from the extension', () => {
    expect(importFormatOf('stocks.csv')).toBe('csv');
    expect(importFormatOf('NEWS.JSON')).toBe('json');
    expect(importFormatOf('data.xlsx')).toBeNull();
    expect(importFormatOf('csv')).toBeNull();
  });
  it('refuses other types, empty and too large files', () => {
    expect(importFileError({ name: 'a.csv', size: 10 })).toBeNull();
    expect(importFileError({ name: 'a.xlsx', size: 10 })).toBe('只能上传 .csv 或 .json 格式的文件');
    expect(importFileError({ name: 'a.json', size: 0 })).toBe('文件内容为空');
    expect(importFileError({ name: 'a.json', size: 21 * 1024 * 1024 })).toBe('上传文件大小不能超过 20 MB');
    expect(importFileError({ name: 'a.json', size: 2 * 1024 * 1024 }, 1)).toBe('上传文件大小不能超过 1 MB');
  });
});

describe('import progress', () => {
  it('is processed / total, never 100 while running, 100 when done', () => {
    expect(importPercent({ status: 'running', total: 0, processed: 0 })).toBe(0);
    expect(importPercent({ status: 'running', total: 3000, processed: 1000 })).toBe(33);
    expect(importPercent({ status: 'running', total: 3000, processed: 3000 })).toBe(99);
    expect(importPercent({ status: 'done', total: 3000, processed: 2500 })).toBe(100);
    expect(importPercent({ status: 'done', total: 0, processed: 0 })).toBe(100);
    expect(importPercent({ status: 'failed', total: 3000, processed: 1500 })).toBe(50);
    expect(importPercent({ status: 'running', total: 10, processed: 20 })).toBe(99);
  });
  it('maps the job status to the bar status', () => {
    expect(importProgressStatus({ status: 'running', failed: 0 })).toBe('active');
    expect(importProgressStatus({ status: 'failed', failed: 0 })).toBe('exception');
    expect(importProgressStatus({ status: 'done', failed: 0 })).toBe('success');
    expect(importProgressStatus({ status: 'done', failed: 2 })).toBe('normal');
  });
  it('polls quickly first, then every 1.5 s', () => {
    expect(pollDelay(0)).toBe(500);
    expect(pollDelay(5)).toBe(1500);
  });
});

describe('import report', () => {
  it('sorts the errors by row with unique keys and sums up', () => {
    const state = {
      total: 5,
      imported: 2,
      failed: 3,
      errors: [
        { row: 4, message: 'price 必须大于 0' },
        { row: 2, message: 'code 股票代码为 6 位数字' },
        { row: 4, message: 'listDate 日期格式为 YYYY-MM-DD' },
        { row: 5, message: 'name 不能为空' },
      ],
    };
    const report = importErrorReport(state);
    expect(report.rows.map((r) => [r.row, r.message])).toEqual([
      [2, 'code 股票代码为 6 位数字'],
      [4, 'price 必须大于 0'],
      [4, 'listDate 日期格式为 YYYY-MM-DD'],
      [5, 'name 不能为空'],
    ]);
    expect(new Set(report.rows.map((r) => r.key)).size).toBe(4);
    expect(report.truncated).toBeNull();
    expect(importSummary(state)).toBe('共 5 行，成功 2 行，失败 3 行');
  });
  it('notes when the server kept only the first failed rows', () => {
    const errors = Array.from({ length: 200 }, (_, i) => ({ row: i + 1, message: 'x' }));
    expect(importErrorReport({ errors, failed: 450 }).truncated).toBe('共 450 行失败，仅列出前 200 行的原因');
  });
});
