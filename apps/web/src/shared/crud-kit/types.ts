import type { ReactNode } from 'react';
import type { FormRule } from 'antd';
import type { PageResult } from '@gprs/contract';
import type { FormFieldSpec, NamePath, SearchFieldType } from './rules';

export type Row = Record<string, any>;

/** A URL of the admin-api (GET page/get/export, POST create, PUT update, DELETE delete?id=) or a function. */
export type Endpoint<A extends unknown[], R> = string | ((...args: A) => Promise<R>);

export interface CrudApi<T> {
  page: Endpoint<[query: Record<string, unknown>], PageResult<T>>;
  /** loads the full record before editing; without it the row of the list is edited */
  get?: Endpoint<[id: unknown], T>;
  create?: Endpoint<[body: Record<string, unknown>], unknown>;
  update?: Endpoint<[body: Record<string, unknown>], unknown>;
  delete?: Endpoint<[id: unknown], unknown>;
  export?: string | ((filters: Record<string, unknown>) => Promise<{ blob: Blob; fileName?: string }>);
}

export interface Option {
  label: ReactNode;
  value: string | number | boolean;
}

/** Options of a dictionary type: `dict` with values as numbers (int), strings (str) or booleans (bool). */
export interface DictSource {
  dict?: string;
  dictValue?: 'int' | 'str' | 'bool';
  options?: Option[] | (() => Option[]);
}

export interface SearchField extends DictSource {
  name: string;
  label: string;
  type?: SearchFieldType;
  placeholder?: string;
  width?: number;
  /** a select whose options can be filtered by typing (matches the label) */
  showSearch?: boolean;
  /** value the form starts with (and returns to on 重置); sent with the first request */
  initialValue?: unknown;
}

export interface CrudColumn<T = Row> {
  /** the field; also the column key */
  dataIndex?: string;
  key?: string;
  title: string;
  /** plain text (default), a DictTag of `dict`, or a date-time */
  type?: 'text' | 'dict' | 'datetime';
  dict?: string;
  width?: number;
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /** initially hidden through the show/hide transfer */
  hidden?: boolean;
  render?(value: any, row: T, ctx: CrudContext<T>): ReactNode;
}

export type FormFieldType = 'input' | 'textarea' | 'password' | 'number' | 'select' | 'radio' | 'switch' | 'custom';

export interface FormField<T = Row> extends FormFieldSpec, DictSource {
  name: NamePath;
  label: string;
  type?: FormFieldType;
  required?: boolean;
  /** message when required is missing; default '<label>不能为空' */
  requiredMessage?: string;
  rules?: FormRule[];
  /** validate with this field of the form's zod schema (default: the field name when a schema is given) */
  zod?: string | false;
  placeholder?: string;
  tooltip?: string;
  disabledOnEdit?: boolean;
  disabled?: boolean;
  /** number input bounds */
  min?: number;
  max?: number;
  rows?: number;
  /** shown only when it answers true for the current values (re-checked on change) */
  visibleWhen?(values: Row, editing: T | null): boolean;
  /** a custom input; gets value / onChange from the Form.Item */
  render?(ctx: { editing: T | null; values: Row }): ReactNode;
}

export interface CrudFormConfig<T = Row> {
  fields: FormField<T>[];
  /** contract zod object whose fields validate the same names (e.g. ConfigCreateReq) */
  schema?: { shape: Record<string, unknown> };
  width?: number;
  labelWidth?: number;
  /** values for a new record besides the fields' initialValue; a function gets the current list query */
  defaults?: Row | ((query: Row) => Row);
  /** last change of the body before sending */
  toBody?(body: Row, editing: T | null): Row;
}

export interface RowAction<T = Row> {
  key: string;
  label: string;
  permission?: string;
  danger?: boolean;
  icon?: ReactNode;
  /** in the 更多 dropdown instead of a link */
  more?: boolean;
  show?(row: T): boolean;
  onClick(row: T, ctx: CrudContext<T>): void | Promise<void>;
}

export interface DetailItem<T = Row> {
  label: string;
  dataIndex?: string;
  type?: 'text' | 'dict' | 'datetime' | 'pre';
  dict?: string;
  span?: number;
  render?(value: any, row: T): ReactNode;
}

export interface CrudPermissions {
  create?: string;
  update?: string;
  delete?: string;
  export?: string;
}

export interface CrudConfig<T = Row> {
  /** entity name in dialogs and confirmations: 添加参数配置 / 修改参数配置 / 是否确认删除参数配置编号为… */
  entity: string;
  /** TanStack Query key prefix, e.g. ['infra', 'config'] */
  queryKey: readonly string[];
  api: CrudApi<T>;
  rowKey?: string;
  search?: SearchField[];
  /** query params sent with every list and export request (e.g. jobId from the URL) */
  fixedParams?: Row;
  columns: CrudColumn<T>[];
  form?: CrudFormConfig<T>;
  permissions?: CrudPermissions;
  /** extra row actions after 修改 / 删除 */
  rowActions?: RowAction<T>[];
  /** 详情 action with a description list */
  detail?: { title?: string; width?: number; items: DetailItem<T>[]; permission?: string };
  actionWidth?: number;
  /** extra buttons after 新增 / 导出 */
  toolbar?(ctx: CrudContext<T>): ReactNode;
  /** confirmation text of a delete; default '是否确认删除<entity>编号为"<id>"的数据项？' */
  deleteText?(row: T): string;
  /** confirmation text of an export; default '是否确认导出所有<entity>数据项？' */
  exportText?: string;
  /** file name when the server sends none */
  exportFileName?: string;
  scrollX?: number;
}

export interface CrudContext<T = Row> {
  refresh(): void;
  openCreate(values?: Row): void;
  openEdit(row: T): void;
  openDetail(row: T): void;
  remove(row: T): Promise<void>;
  confirm(content: string): Promise<boolean>;
  /** the current list query (filters + paging) */
  query: Row;
}
