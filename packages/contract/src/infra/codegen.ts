import { z } from 'zod';
import { PageParam, TimeRange } from '../envelope';
import { optionalQueryText } from '../system/dict';

/** Template type (dict infra_codegen_template_type); this stack generates the single table (1). */
export const CodegenTemplateType = { ONE: 1, TREE: 2, MASTER_NORMAL: 10, MASTER_ERP: 11, MASTER_INNER: 12 } as const;
/** Front-end type (dict infra_codegen_front_type); our pages are React + Ant Design (50). */
export const CodegenFrontType = { REACT_ANTD: 50 } as const;
/** Scene (dict infra_codegen_scene): 1 管理后台, 2 用户 APP. */
export const CodegenScene = { ADMIN: 1, APP: 2 } as const;

/** How a field is edited in the generated form (one of the CRUD kit's inputs). */
export const CODEGEN_HTML_TYPES = ['input', 'textarea', 'number', 'select', 'radio', 'switch', 'datetime'] as const;
export type CodegenHtmlType = (typeof CODEGEN_HTML_TYPES)[number];
export const CODEGEN_HTML_TYPE_LABELS: Record<CodegenHtmlType, string> = {
  input: '文本框',
  textarea: '文本域',
  number: '数字框',
  select: '下拉框',
  radio: '单选框',
  switch: '开关',
  datetime: '日期时间控件',
};

/** How a query field filters the list. */
export const CODEGEN_QUERY_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'BETWEEN'] as const;
export type CodegenQueryCondition = (typeof CODEGEN_QUERY_CONDITIONS)[number];

/** TypeScript types a column can carry in the generated code. */
export const CODEGEN_TS_TYPES = ['string', 'number', 'boolean', 'Date', 'number[]', 'string[]', 'unknown'] as const;
export type CodegenTsType = (typeof CODEGEN_TS_TYPES)[number];

/** Error codes of code generation (yudao's 1_001_004_xxx). */
export const CodegenError = {
  IMPORT_TABLE_NULL: { code: 1_001_004_001, msg: '导入的表不存在' },
  TABLE_EXISTS: { code: 1_001_004_002, msg: '表定义已经存在' },
  IMPORT_COLUMNS_NULL: { code: 1_001_004_003, msg: '导入的字段不存在' },
  TABLE_NOT_EXISTS: { code: 1_001_004_004, msg: '表定义不存在' },
  COLUMN_NOT_EXISTS: { code: 1_001_004_005, msg: '字段义不存在' },
  SYNC_COLUMNS_NULL: { code: 1_001_004_006, msg: '同步的字段不存在' },
  /** 基于 SQL 同步 (sync-from-sql) */
  SQL_PARSE_ERROR: { code: 1_001_004_020, msg: '建表语句解析失败：{}' },
  SQL_TABLE_MISMATCH: { code: 1_001_004_021, msg: '建表语句的表名（{}）与表定义（{}）不一致' },
} as const;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** GET /infra/codegen/db/table/list */
/** the data source to list or import from: 0 (the default) is this application's database */
const DataSourceConfigIdField = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0);

export const CodegenDbTableQuery = z.object({ dataSourceConfigId: DataSourceConfigIdField, name: optionalQueryText(), comment: optionalQueryText() });
export type CodegenDbTableQuery = z.infer<typeof CodegenDbTableQuery>;

/** POST /infra/codegen/create-list */
export const CodegenCreateListReq = z.object({
  dataSourceConfigId: DataSourceConfigIdField,
  tableNames: z
    .array(z.string().trim().min(1).max(63).regex(IDENTIFIER, '表名称格式不正确'), { error: '表名称不能为空' })
    .min(1, '请选择要导入的表')
    .max(50, '一次最多导入 50 张表'),
});
export type CodegenCreateListReq = z.infer<typeof CodegenCreateListReq>;

export const CodegenTableFilter = z.object({
  tableName: optionalQueryText(),
  tableComment: optionalQueryText(),
  className: optionalQueryText(),
  createTime: TimeRange,
});
export type CodegenTableFilter = z.infer<typeof CodegenTableFilter>;
export const CodegenTablePageReq = PageParam.extend(CodegenTableFilter.shape);
export type CodegenTablePageReq = z.infer<typeof CodegenTablePageReq>;

export const CodegenTableIdQuery = z.object({ tableId: z.coerce.number().int().positive() });

/**
 * PUT /infra/codegen/sync-from-sql?tableId= — a CREATE TABLE statement of the imported table (yudao's Vue 2 admin
 * posts it as a form, `tableId=…&sql=…`; JSON `{ sql }` too).
 */
export const CodegenSyncFromSqlReq = z.object({ sql: z.string().trim().min(1, '建表语句不能为空').max(65_536, '建表语句过长') });

/** The 基本信息 and 生成信息 tabs of the edit page. */
export const CodegenTableSaveReq = z.object({
  id: z.number().int().positive(),
  tableComment: z.string().trim().min(1, '表描述不能为空').max(500, '表描述不能超过 500 个字符'),
  className: z
    .string()
    .trim()
    .min(1, '实体类名称不能为空')
    .max(100)
    .regex(/^[A-Z][A-Za-z0-9]*$/, '实体类名称须以大写字母开头，只含字母和数字'),
  author: z.string().trim().min(1, '作者不能为空').max(50, '作者不能超过 50 个字符'),
  remark: z.string().max(500).nullish(),
  templateType: z.number({ error: '模板类型不能为空' }).int().refine((v): boolean => v === CodegenTemplateType.ONE, '目前只支持单表（增删改查）模板'),
  frontType: z.number({ error: '前端类型不能为空' }).int().refine((v): boolean => v === CodegenFrontType.REACT_ANTD, '目前只支持 React Ant Design 模版'),
  scene: z.union([z.literal(CodegenScene.ADMIN), z.literal(CodegenScene.APP)], { error: '生成场景不能为空' }),
  moduleName: z
    .string()
    .trim()
    .min(1, '模块名不能为空')
    .max(30)
    .regex(/^[a-z][a-z0-9]*$/, '模块名只能包含小写字母和数字，且以字母开头'),
  businessName: z
    .string()
    .trim()
    .min(1, '业务名不能为空')
    .max(50)
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, '业务名只能包含小写字母、数字和 -，且以字母开头'),
  classComment: z.string().trim().min(1, '类描述不能为空').max(100, '类描述不能超过 100 个字符'),
  parentMenuId: z.number().int().nonnegative().nullish(),
});
export type CodegenTableSaveReq = z.infer<typeof CodegenTableSaveReq>;

/** One row of the 字段信息 tab. */
export const CodegenColumnSaveReq = z.object({
  id: z.number().int().positive(),
  columnComment: z.string().trim().min(1, '字段描述不能为空').max(500, '字段描述不能超过 500 个字符'),
  tsType: z.enum(CODEGEN_TS_TYPES, { error: 'TS 类型不正确' }),
  createOperation: z.boolean(),
  updateOperation: z.boolean(),
  listOperationResult: z.boolean(),
  listOperation: z.boolean(),
  listOperationCondition: z.enum(CODEGEN_QUERY_CONDITIONS, { error: '查询方式不正确' }),
  nullable: z.boolean(),
  htmlType: z.enum(CODEGEN_HTML_TYPES, { error: '显示类型不正确' }),
  dictType: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9_]*$/, '字典类型格式不正确')
    .default(''),
  example: z.string().max(64, '示例不能超过 64 个字符').default(''),
});
export type CodegenColumnSaveReq = z.infer<typeof CodegenColumnSaveReq>;

/** PUT /infra/codegen/update */
export const CodegenUpdateReq = z.object({
  table: CodegenTableSaveReq,
  columns: z.array(CodegenColumnSaveReq).min(1, '字段信息不能为空').max(500),
});
export type CodegenUpdateReq = z.infer<typeof CodegenUpdateReq>;

/** A table of the database that can be imported. */
export interface CodegenDbTableResp {
  name: string;
  comment: string;
}

export interface CodegenTableResp {
  id: number;
  /** 0: this application's database; otherwise a 数据源配置 row */
  dataSourceConfigId: number;
  scene: number;
  tableName: string;
  tableComment: string;
  remark: string | null;
  moduleName: string;
  businessName: string;
  className: string;
  classComment: string;
  author: string;
  templateType: number;
  frontType: number;
  parentMenuId: number | null;
  /** epoch ms */
  createTime: number;
  updateTime: number;
}

export interface CodegenColumnResp {
  id: number;
  tableId: number;
  columnName: string;
  /** physical type as PostgreSQL prints it, e.g. `character varying(64)` */
  dataType: string;
  columnComment: string;
  nullable: boolean;
  primaryKey: boolean;
  /** the column's default expression, e.g. `0` or `now()`; null when none */
  columnDefault: string | null;
  ordinalPosition: number;
  tsType: CodegenTsType;
  /** camelCase property name (drizzle maps it back to the snake_case column) */
  fieldName: string;
  dictType: string;
  example: string;
  createOperation: boolean;
  updateOperation: boolean;
  listOperation: boolean;
  listOperationCondition: CodegenQueryCondition;
  listOperationResult: boolean;
  htmlType: CodegenHtmlType;
  createTime: number;
}

export interface CodegenDetailResp {
  table: CodegenTableResp;
  columns: CodegenColumnResp[];
}

/** One generated file of GET /infra/codegen/preview. */
export interface CodegenPreviewResp {
  filePath: string;
  code: string;
}
