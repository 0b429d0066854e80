import { z } from 'zod';
import { PageParam, StatusSchema } from '../envelope';
import { optionalQueryText } from '../system/dict';
import { FormCreateError, formCreateToSchema } from './form-create';
import { BpmFormSchema } from './form-schema';

export { BpmFormSchema, FORM_FIELD_NAME_PATTERN } from './form-schema';

/**
 * 流程表单 — /bpm/form/{page,get,create,update,delete,list-all-simple}; permission bpm:form:*.
 * yudao stores form-create JSON in `conf` / `fields`; here a form is a JSON Schema (draft-07 object schema, rendered by
 * @rjsf/antd) plus its UI schema. The schema's property names become process variables when an instance starts.
 */
export const BpmFormFilter = z.object({ name: optionalQueryText(64) });
export type BpmFormFilter = z.infer<typeof BpmFormFilter>;
export const BpmFormPageReq = PageParam.extend(BpmFormFilter.shape);
export type BpmFormPageReq = z.input<typeof BpmFormPageReq>;

export const BpmFormUiSchema = z.record(z.string(), z.unknown());

const formFields = {
  name: z.string().trim().min(1, '表单名不能为空').max(64),
  status: StatusSchema,
  /** JSON Schema of the form (`type: 'object'`, `properties`, `required`) */
  schema: BpmFormSchema.optional(),
  /** @rjsf UI schema (`ui:order`, `ui:widget`, `ui:help`, …) */
  uiSchema: BpmFormUiSchema.optional(),
  /** yudao's form-create form instead of schema / uiSchema: `conf` and `fields` (one JSON string per field) */
  conf: z.string().max(100_000).optional(),
  fields: z.array(z.string().max(20_000)).max(200).optional(),
  remark: z.string().max(500).nullish().transform((v) => v ?? ''),
};

/** A form given either way becomes our schema + UI schema (form-create fields translated, or refused by name). */
function toSchemaForm<T extends { schema?: BpmFormSchema; uiSchema?: Record<string, unknown>; conf?: string; fields?: string[] }>(value: T, ctx: z.RefinementCtx) {
  const { conf: _conf, fields, schema, uiSchema, ...rest } = value;
  if (schema) return { ...rest, schema, uiSchema: uiSchema ?? {} };
  if (!fields) {
    ctx.addIssue({ code: 'custom', message: '表单结构不能为空（schema，或 form-create 的 fields）', path: ['schema'] });
    return z.NEVER;
  }
  try {
    const translated = formCreateToSchema(fields);
    const checked = BpmFormSchema.safeParse(translated.schema);
    if (!checked.success) throw new FormCreateError(checked.error.issues[0]?.message ?? '表单结构不正确');
    return { ...rest, schema: checked.data, uiSchema: translated.uiSchema };
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: err instanceof FormCreateError ? err.message : `form-create 字段不是合法的 JSON：${String((err as Error).message ?? err)}`, path: ['fields'] });
    return z.NEVER;
  }
}

export const BpmFormCreateReq = z.object(formFields).transform(toSchemaForm);
export type BpmFormCreateReq = z.input<typeof BpmFormCreateReq>;
export const BpmFormUpdateReq = z.object({ ...formFields, id: z.number().int().positive() }).transform(toSchemaForm);
export type BpmFormUpdateReq = z.input<typeof BpmFormUpdateReq>;

export interface BpmFormResp {
  id: number;
  name: string;
  status: number;
  schema: BpmFormSchema;
  uiSchema: Record<string, unknown>;
  /** the same form as yudao's form-create `conf` / `fields` */
  conf: string;
  fields: string[];
  remark: string;
  createTime: number;
}

/** GET /bpm/form/list-all-simple (any signed-in user): enabled forms. */
export interface BpmFormSimpleResp {
  id: number;
  name: string;
}
