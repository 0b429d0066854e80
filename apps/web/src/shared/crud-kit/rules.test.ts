import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ConfigCreateReq } from '@gprs/contract';
import { visibleColumns } from '../table-kit';
import {
  buildSearchParams,
  deleteConfirmText,
  exportConfirmText,
  exportParams,
  formToVo,
  initialHiddenKeys,
  toolbarColumns,
  voToForm,
  zodRule,
} from './rules';

describe('search params', () => {
  const fields = [
    { name: 'name' },
    { name: 'type', type: 'select' as const },
    { name: 'createTime', type: 'dateRange' as const },
  ];

  it('trims text, drops empty values, keeps numbers and booleans, adds paging and fixed params', () => {
    expect(buildSearchParams({ name: '  abc ', type: 0, blank: '', none: undefined, flag: false }, fields, { pageNo: 1, pageSize: 20 }, { jobId: 7 })).toEqual({
      pageNo: 1,
      pageSize: 20,
      name: 'abc',
      type: 0,
      flag: false,
      jobId: 7,
    });
    expect(buildSearchParams({ name: '   ' }, fields)).toEqual({});
  });

  it('turns a date range into createTime[0] 00:00:00 and createTime[1] 23:59:59', () => {
    const q = buildSearchParams({ createTime: [dayjs('2026-03-01 15:20'), dayjs('2026-03-05 08:00')] }, fields, { pageNo: 1, pageSize: 10 });
    expect(q.createTime).toEqual(['2026-03-01 00:00:00', '2026-03-05 23:59:59']);
    expect(buildSearchParams({ createTime: [null, null] }, fields)).toEqual({});
    expect(buildSearchParams({ createTime: ['2026-01-02', '2026-01-03'] }, fields).createTime).toEqual(['2026-01-02 00:00:00', '2026-01-03 23:59:59']);
  });

  it('exports the filters without paging', () => {
    expect(exportParams({ pageNo: 2, pageSize: 50, name: 'x' })).toEqual({ name: 'x' });
  });
});

describe('column visibility', () => {
  const columns = [
    { dataIndex: 'id', title: '参数主键' },
    { dataIndex: 'remark', title: '备注', hidden: true },
    { key: 'x', dataIndex: 'nested', title: '状态' },
    { key: '__action', title: '操作', hideable: false },
  ];

  it('offers every titled column but the actions in the transfer', () => {
    expect(toolbarColumns(columns)).toEqual([
      { key: 'id', title: '参数主键' },
      { key: 'remark', title: '备注' },
      { key: 'x', title: '状态' },
    ]);
  });

  it('starts with the columns marked hidden and filters by key', () => {
    const hidden = initialHiddenKeys(columns);
    expect(hidden).toEqual(['remark']);
    expect(visibleColumns(columns, [...hidden, 'x']).map((c) => c.title)).toEqual(['参数主键', '操作']);
  });
});

describe('form ↔ VO mapping', () => {
  const fields = [
    { name: 'name' },
    { name: 'visible', initialValue: true },
    { name: 'remark' },
    { name: ['config', 'basePath'] },
    { name: 'tags', toForm: (v: unknown) => (v as string[] | undefined)?.join(','), toVo: (v: unknown) => String(v ?? '').split(',').filter(Boolean) },
  ];

  it('new records start from initial values and defaults', () => {
    expect(voToForm(fields, null, { storage: 10 })).toEqual({ storage: 10, visible: true });
  });

  it('an existing record fills only the form fields, null as undefined, nested paths and toForm applied', () => {
    const row = { id: 3, name: 'a', visible: false, remark: null, config: { basePath: '/data' }, tags: ['x', 'y'], createTime: 1 };
    expect(voToForm(fields, row)).toEqual({ name: 'a', visible: false, remark: undefined, config: { basePath: '/data' }, tags: 'x,y' });
  });

  it('the body trims strings, applies toVo and carries the id when editing', () => {
    const values = { name: '  b ', visible: true, remark: '', config: { basePath: ' /tmp ' }, tags: 'p,q' };
    expect(formToVo(fields, values, { id: 9 })).toEqual({ id: 9, name: 'b', visible: true, remark: '', config: { basePath: '/tmp' }, tags: ['p', 'q'] });
    expect(formToVo(fields, { name: 'c' }, null)).toEqual({ name: 'c', tags: [] });
  });

  it('validates with the contract schema messages', async () => {
    const rule = zodRule(ConfigCreateReq, 'key');
    await expect(rule.validator(null, 'sys.ok')).resolves.toBeUndefined();
    await expect(rule.validator(null, '-bad')).rejects.toThrow('参数键名只能包含字母、数字和 . _ - :，且以字母或数字开头');
    await expect(zodRule(ConfigCreateReq, 'unknown').validator(null, 1)).resolves.toBeUndefined();
  });

  it('confirmation texts', () => {
    expect(deleteConfirmText('参数配置', 3)).toBe('是否确认删除参数配置编号为"3"的数据项？');
    expect(exportConfirmText('参数配置')).toBe('是否确认导出所有参数配置数据项？');
  });
});
