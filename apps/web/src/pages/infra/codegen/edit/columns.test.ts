import { describe, expect, it } from 'vitest';
import { CodegenUpdateReq, type CodegenColumnResp } from '@gprs/contract';
import { columnErrorText, toColumnSave } from './columns';

const resp: CodegenColumnResp = {
  id: 3,
  tableId: 1,
  columnName: 'name',
  dataType: 'character varying(50)',
  columnComment: '名称',
  nullable: false,
  primaryKey: false,
  columnDefault: null,
  ordinalPosition: 2,
  tsType: 'string',
  fieldName: 'name',
  dictType: '',
  example: '',
  createOperation: true,
  updateOperation: true,
  listOperation: true,
  listOperationCondition: 'LIKE',
  listOperationResult: true,
  htmlType: 'input',
  createTime: 0,
};

const table = { id: 1, tableComment: '岗位', className: 'SystemPost', author: 'a', templateType: 1, frontType: 50, scene: 1, moduleName: 'system', businessName: 'post', classComment: '岗位' };

describe('toColumnSave', () => {
  it('keeps only the editable settings, which the update schema accepts', () => {
    const save = toColumnSave(resp);
    expect(Object.keys(save)).not.toContain('columnName');
    expect(Object.keys(save)).not.toContain('dataType');
    expect(CodegenUpdateReq.safeParse({ table, columns: [save] }).success).toBe(true);
  });
});

describe('columnErrorText', () => {
  it('names the column of a column issue and passes other messages through', () => {
    const columns = [toColumnSave({ ...resp, columnComment: '' })];
    const parsed = CodegenUpdateReq.safeParse({ table, columns });
    expect(parsed.success).toBe(false);
    expect(columnErrorText(parsed.error!.issues[0], columns, new Map([[3, { columnName: 'name' }]]))).toBe('字段信息：name 字段描述不能为空');
    expect(columnErrorText({ path: ['columns', 4, 'x'], message: 'bad' }, columns, new Map())).toBe('字段信息：第 5 行 bad');
    expect(columnErrorText({ path: ['table', 'className'], message: '实体类名称不能为空' }, columns, new Map())).toBe('实体类名称不能为空');
    expect(columnErrorText(undefined, columns, new Map())).toBe('请求参数不正确');
  });
});
