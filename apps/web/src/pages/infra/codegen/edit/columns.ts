import type { CodegenColumnResp, CodegenColumnSaveReq } from '@gprs/contract';

/** The editable settings of a column (what PUT /infra/codegen/update takes). */
export function toColumnSave(c: CodegenColumnResp): CodegenColumnSaveReq {
  return {
    id: c.id,
    columnComment: c.columnComment,
    tsType: c.tsType,
    createOperation: c.createOperation,
    updateOperation: c.updateOperation,
    listOperationResult: c.listOperationResult,
    listOperation: c.listOperation,
    listOperationCondition: c.listOperationCondition,
    nullable: c.nullable,
    htmlType: c.htmlType,
    dictType: c.dictType,
    example: c.example,
  };
}

/** A validation issue of the save body as a message: `字段信息：name 字段描述不能为空` for a column's issue. */
export function columnErrorText(
  issue: { path: PropertyKey[]; message: string } | undefined,
  columns: readonly CodegenColumnSaveReq[],
  physical: ReadonlyMap<number, { columnName: string }>,
): string {
  if (!issue) return '请求参数不正确';
  const [group, index] = issue.path;
  if (group === 'columns' && typeof index === 'number') {
    const column = columns[index];
    const name = column ? physical.get(column.id)?.columnName ?? `第 ${index + 1} 行` : `第 ${index + 1} 行`;
    return `字段信息：${name} ${issue.message}`;
  }
  return issue.message;
}
