import { z } from 'zod';
import { PageParam, StatusSchema, TimeRange } from '../envelope';

/** A query-string text filter: trimmed; empty means "no filter". */
export const optionalQueryText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A query-string integer filter: coerced from the string; empty means "no filter"; a boolean or a list is refused. */
export const optionalQueryInt = (min = 0, max = 2_147_483_647) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'boolean' || typeof v === 'object' ? Number.NaN : v),
    z.coerce.number().int().min(min).max(max).optional(),
  );

/** A query-string status filter (0 enabled, 1 disabled). */
export const optionalQueryStatus = () => optionalQueryInt(0, 1);

// ---------------------------------------------------------------- dictionary types

export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
export const DICT_TYPE_PATTERN_MESSAGE = '字典类型必须以小写字母开头，且只能为（小写字母，数字，下划线）';

export const DictTypeFilter = z.object({
  name: optionalQueryText(),
  type: optionalQueryText(),
  status: optionalQueryStatus(),
  createTime: TimeRange,
});
export type DictTypeFilter = z.infer<typeof DictTypeFilter>;
export const DictTypePageReq = PageParam.extend(DictTypeFilter.shape);
export type DictTypePageReq = z.infer<typeof DictTypePageReq>;

export const DictTypeCreateReq = z.object({
  name: z.string().trim().min(1, '字典名称不能为空').max(100, '字典类型名称长度不能超过 100 个字符'),
  type: z
    .string()
    .trim()
    .min(1, '字典类型不能为空')
    .max(100, '字典类型长度不能超过 100 个字符')
    .regex(DICT_TYPE_PATTERN, DICT_TYPE_PATTERN_MESSAGE),
  status: StatusSchema,
  remark: z.string().max(500).nullish(),
});
export const DictTypeUpdateReq = DictTypeCreateReq.extend({ id: z.number().int().positive() });
/** The dictionary type form: id only when editing. */
export const DictTypeSaveReq = DictTypeCreateReq.extend({ id: z.number().int().positive().optional() });
export type DictTypeSaveReq = z.infer<typeof DictTypeSaveReq>;

export interface DictTypeResp {
  id: number;
  name: string;
  type: string;
  status: number;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

export interface DictTypeSimpleResp {
  id: number;
  name: string;
  type: string;
}

// ---------------------------------------------------------------- dictionary data

export const DICT_COLOR_TYPES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type DictColorType = (typeof DICT_COLOR_TYPES)[number];

export const DictDataFilter = z.object({
  dictType: optionalQueryText(),
  label: optionalQueryText(),
  status: optionalQueryStatus(),
});
export type DictDataFilter = z.infer<typeof DictDataFilter>;
export const DictDataPageReq = PageParam.extend(DictDataFilter.shape);
export type DictDataPageReq = z.infer<typeof DictDataPageReq>;

export const DictDataCreateReq = z.object({
  sort: z.number().int().min(0).max(999_999),
  label: z.string().trim().min(1, '字典标签不能为空').max(100, '字典标签长度不能超过 100 个字符'),
  value: z.string().trim().min(1, '字典键值不能为空').max(100, '字典键值长度不能超过 100 个字符'),
  dictType: z.string().trim().min(1, '字典类型不能为空').max(100, '字典类型长度不能超过 100 个字符'),
  status: StatusSchema,
  colorType: z.enum(DICT_COLOR_TYPES).nullish(),
  cssClass: z.string().trim().max(100, 'CSS Class 长度不能超过 100 个字符').nullish(),
  remark: z.string().max(500).nullish(),
});
export const DictDataUpdateReq = DictDataCreateReq.extend({ id: z.number().int().positive() });
export const DictDataSaveReq = DictDataCreateReq.extend({ id: z.number().int().positive().optional() });
export type DictDataSaveReq = z.infer<typeof DictDataSaveReq>;

export interface DictDataResp {
  id: number;
  sort: number;
  label: string;
  value: string;
  dictType: string;
  status: number;
  colorType: string;
  cssClass: string;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

/** What the web caches after sign-in (GET /system/dict-data/list-all-simple) and GET /system/dict-data/type/{type}. */
export interface DictDataSimpleResp {
  dictType: string;
  value: string;
  label: string;
  colorType: string;
  cssClass: string;
}
