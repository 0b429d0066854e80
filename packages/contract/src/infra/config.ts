import { z } from 'zod';
import { PageParam, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryText } from '../system/dict';

/** Config type: 1 built-in (cannot be deleted), 2 custom (dict infra_config_type). */
export const ConfigType = { SYSTEM: 1, CUSTOM: 2 } as const;

export const CONFIG_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

export const ConfigFilter = z.object({
  name: optionalQueryText(),
  key: optionalQueryText(),
  type: optionalQueryInt(1, 2),
  createTime: TimeRange,
});
export type ConfigFilter = z.infer<typeof ConfigFilter>;
export const ConfigPageReq = PageParam.extend(ConfigFilter.shape);
export type ConfigPageReq = z.infer<typeof ConfigPageReq>;

export const ConfigCreateReq = z.object({
  category: z.string().trim().min(1, '参数分类不能为空').max(50, '参数分类长度不能超过 50 个字符'),
  name: z.string().trim().min(1, '参数名称不能为空').max(100, '参数名称不能超过 100 个字符'),
  key: z
    .string()
    .trim()
    .min(1, '参数键名不能为空')
    .max(100, '参数键名长度不能超过 100 个字符')
    .regex(CONFIG_KEY_PATTERN, '参数键名只能包含字母、数字和 . _ - :，且以字母或数字开头'),
  value: z.string().trim().min(1, '参数键值不能为空').max(500, '参数键值长度不能超过 500 个字符'),
  visible: z.boolean({ error: '是否可见不能为空' }),
  remark: z.string().max(500).nullish(),
});
export const ConfigUpdateReq = ConfigCreateReq.extend({ id: z.number().int().positive() });
export const ConfigSaveReq = ConfigCreateReq.extend({ id: z.number().int().positive().optional() });
export type ConfigSaveReq = z.infer<typeof ConfigSaveReq>;

export const ConfigKeyQuery = z.object({ key: z.string().trim().min(1).max(100) });

export interface ConfigResp {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  /** 1 built-in, 2 custom */
  type: number;
  visible: boolean;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}
