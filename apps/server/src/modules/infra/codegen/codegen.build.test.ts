import { describe, expect, it } from 'vitest';
import { buildColumnSettings, buildTableSettings, deriveNames, lengthOf, planColumnSync, toCamel, toPascal, tsTypeOf, type DbColumn } from './codegen.build';

const col = (columnName: string, dataType: string, extra: Partial<DbColumn> = {}): DbColumn => ({
  columnName,
  dataType,
  comment: '',
  nullable: false,
  primaryKey: false,
  columnDefault: null,
  ordinalPosition: 1,
  ...extra,
});

describe('names', () => {
  it('derives module, business and class from the table name', () => {
    expect(deriveNames('stock_essay_comment')).toEqual({ moduleName: 'stock', businessName: 'essay-comment', className: 'StockEssayComment' });
    expect(deriveNames('system_post')).toEqual({ moduleName: 'system', businessName: 'post', className: 'SystemPost' });
    expect(deriveNames('orders')).toEqual({ moduleName: 'app', businessName: 'orders', className: 'Orders' });
    expect(toCamel('create_time')).toBe('createTime');
    expect(toPascal('essay-comment')).toBe('EssayComment');
  });
  it('builds table settings with a class comment without the trailing 表', () => {
    expect(buildTableSettings({ name: 'stock_essay_comment', comment: '文章评论表' }, '芋道')).toMatchObject({
      tableComment: '文章评论表',
      classComment: '文章评论',
      author: '芋道',
      templateType: 1,
      frontType: 50,
      scene: 1,
    });
    expect(buildTableSettings({ name: 'system_post', comment: '' }, '')).toMatchObject({ tableComment: 'system_post', author: 'admin' });
  });
});

describe('types', () => {
  it('maps PostgreSQL types to TypeScript', () => {
    expect(tsTypeOf('bigint')).toBe('number');
    expect(tsTypeOf('smallint')).toBe('number');
    expect(tsTypeOf('double precision')).toBe('number');
    expect(tsTypeOf('numeric(10,2)')).toBe('string');
    expect(tsTypeOf('character varying(64)')).toBe('string');
    expect(tsTypeOf('text')).toBe('string');
    expect(tsTypeOf('boolean')).toBe('boolean');
    expect(tsTypeOf('timestamp with time zone')).toBe('Date');
    expect(tsTypeOf('date')).toBe('Date');
    expect(tsTypeOf('jsonb')).toBe('unknown');
    expect(tsTypeOf('bigint[]')).toBe('number[]');
    expect(tsTypeOf('character varying(32)[]')).toBe('string[]');
    expect(lengthOf('character varying(64)')).toBe(64);
    expect(lengthOf('text')).toBeUndefined();
  });
});

describe('column defaults', () => {
  it('keeps the key and the audit columns out of forms and searches', () => {
    const id = buildColumnSettings(col('id', 'bigint', { primaryKey: true, columnDefault: 'identity' }));
    expect(id).toMatchObject({ columnComment: '编号', createOperation: false, updateOperation: true, listOperation: false, listOperationResult: true, htmlType: 'number' });
    expect(buildColumnSettings(col('code', 'character varying(32)', { primaryKey: true }))).toMatchObject({ createOperation: true, updateOperation: true, listOperation: false });
    for (const name of ['creator', 'updater']) {
      expect(buildColumnSettings(col(name, 'character varying(64)'))).toMatchObject({ createOperation: false, listOperation: false, listOperationResult: false });
    }
    expect(buildColumnSettings(col('update_time', 'timestamp with time zone'))).toMatchObject({ createOperation: false, listOperationResult: false });
    expect(buildColumnSettings(col('create_time', 'timestamp with time zone'))).toMatchObject({
      columnComment: '创建时间',
      createOperation: false,
      listOperation: true,
      listOperationCondition: 'BETWEEN',
      listOperationResult: true,
      htmlType: 'datetime',
    });
  });
  it('picks inputs and query conditions by type and name', () => {
    expect(buildColumnSettings(col('name', 'character varying(50)', { comment: '岗位名称' }))).toMatchObject({
      columnComment: '岗位名称',
      tsType: 'string',
      createOperation: true,
      updateOperation: true,
      listOperation: true,
      listOperationCondition: 'LIKE',
      htmlType: 'input',
    });
    expect(buildColumnSettings(col('status', 'smallint'))).toMatchObject({ htmlType: 'radio', dictType: 'common_status', listOperation: true, listOperationCondition: '=' });
    expect(buildColumnSettings(col('market_type', 'smallint'))).toMatchObject({ htmlType: 'select', dictType: '' });
    expect(buildColumnSettings(col('remark', 'character varying(500)', { nullable: true }))).toMatchObject({ htmlType: 'textarea', listOperation: false, createOperation: true });
    expect(buildColumnSettings(col('content', 'text'))).toMatchObject({ htmlType: 'textarea', listOperation: false });
    expect(buildColumnSettings(col('visible', 'boolean'))).toMatchObject({ htmlType: 'switch', tsType: 'boolean', listOperation: false });
    expect(buildColumnSettings(col('sort', 'integer'))).toMatchObject({ htmlType: 'number', listOperation: true });
    expect(buildColumnSettings(col('post_ids', 'bigint[]'))).toMatchObject({ tsType: 'number[]', listOperation: false, listOperationResult: false });
  });
});

describe('planColumnSync', () => {
  it('adds new columns, removes dropped ones and refreshes kept ones by name', () => {
    const existing = [
      { id: 1, columnName: 'id', dataType: 'bigint' },
      { id: 2, columnName: 'name', dataType: 'character varying(50)' },
      { id: 3, columnName: 'gone', dataType: 'text' },
      { id: 4, columnName: 'score', dataType: 'integer' },
    ];
    const plan = planColumnSync(existing, [
      col('id', 'bigint', { ordinalPosition: 1 }),
      col('name', 'character varying(80)', { ordinalPosition: 2 }),
      col('score', 'timestamp with time zone', { ordinalPosition: 3 }),
      col('added', 'text', { ordinalPosition: 4 }),
    ]);
    expect(plan.add.map((c) => c.columnName)).toEqual(['added']);
    expect(plan.remove).toEqual([3]);
    expect(plan.update.map((u) => [u.id, u.tsType])).toEqual([
      [1, undefined],
      [2, undefined],
      [4, 'Date'],
    ]);
  });
});
