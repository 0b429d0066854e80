import { z } from 'zod';
import { PageParam, StatusSchema } from '../envelope';
import { optionalQueryText } from '../system/dict';

/**
 * 流程表单 — /bpm/form/{page,get,create,update,delete,list-all-simple}; permission bpm:form:*.
 * yudao stores form-create JSON in `conf` / `fields`; here a form is a JSON Schema (draft-07 object schema, rendered by
 * @rjsf/antd) plus its UI schema. The schema's property names become process variables when an instance starts.
 */
export const BpmFormFilter = z.object({ name: optionalQueryText(64) });
export type BpmFormFilter = z.infer<typeof BpmFormFilter>;
export const BpmFormPageReq = PageParam.extend(BpmFormFilter.shape);
export type BpmFormPageReq = z.input<typeof BpmFormPageReq>;

/** A property name usable as a process variable and in `${…}` expressions. */
export const FORM_FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const BpmFormSchema = z
  .object({
    type: z.literal('object', { error: '表单结构的根必须是 object' }),
    properties: z.record(z.string().regex(FORM_FIELD_NAME_PATTERN, '字段名需以字母或下划线开头，后接字母、数字或下划线'), z.record(z.string(), z.unknown())),
    required: z.array(z.string()).optional(),
  })
  .passthrough();
export type BpmFormSchema = z.infer<typeof BpmFormSchema>;
export const BpmFormUiSchema = z.record(z.string(), z.unknown());

export const BpmFormCreateReq = z.object({
  name: z.string().trim().min(1, '表单名不能为空').max(64),
  status: StatusSchema,
  /** JSON Schema of the form (`type: 'object'`, `properties`, `required`) */
  schema: BpmFormSchema,
  /** @rjsf UI schema (`ui:order`, `ui:widget`, `ui:help`, …) */
  uiSchema: BpmFormUiSchema.default({}),
  remark: z.string().max(500).nullish().transform((v) => v ?? ''),
});
export type BpmFormCreateReq = z.input<typeof BpmFormCreateReq>;
export const BpmFormUpdateReq = BpmFormCreateReq.extend({ id: z.number().int().positive() });
export type BpmFormUpdateReq = z.input<typeof BpmFormUpdateReq>;

export interface BpmFormResp {
  id: number;
  name: string;
  status: number;
  schema: BpmFormSchema;
  uiSchema: Record<string, unknown>;
  remark: string;
  createTime: number;
}

/** GET /bpm/form/list-all-simple (any signed-in user): enabled forms. */
export interface BpmFormSimpleResp {
  id: number;
  name: string;
}
