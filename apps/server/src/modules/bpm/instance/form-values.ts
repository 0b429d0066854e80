import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { BpmError, type BpmFormSchema } from '@gprs/contract';
import { fail } from '../../../core/errors';

// ajv-formats is CommonJS: its default export is the plugin (interop puts it under .default in some loaders)
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/**
 * The server's JSON Schema validator of process forms (ajv 8 with the standard formats): the form's schema is
 * compiled once (cached by its text; 发布 compiles it first, so a schema ajv cannot compile never deploys) and
 * enforced fully — minimum / maximum, enum / oneOf, format, lengths, items — for the starter's values. The browser
 * does not compile schemas (our CSP forbids `new Function`); this is where a form is checked.
 */
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const compiled = new Map<string, ValidateFunction>();

export function formValidator(schema: BpmFormSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema as object);
    if (compiled.size >= 200) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  return validate;
}

type Prop = { title?: string; type?: string };

/** One ajv error in Chinese, naming the field by its title (the ajv English message goes nowhere). */
export function ajvErrorText(error: ErrorObject, props: Record<string, Prop>): string {
  const name = error.instancePath.split('/')[1] ?? (error.params as { missingProperty?: string }).missingProperty ?? '';
  const label = props[name]?.title ?? (name || '表单');
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${props[String(p.missingProperty)]?.title ?? String(p.missingProperty)}不能为空`;
    case 'type':
      return `${label}的值类型不正确`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}不能小于${error.keyword === 'exclusiveMinimum' ? '等于' : ''} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}不能大于${error.keyword === 'exclusiveMaximum' ? '等于' : ''} ${String(p.limit)}`;
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return `${label}不是可选的值`;
    case 'format':
      return `${label}的格式不正确（${String(p.format)}）`;
    case 'minLength':
      return `${label}至少 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `${label}最多 ${String(p.limit)} 个字符`;
    case 'minItems':
      return `${label}至少选择 ${String(p.limit)} 项`;
    case 'maxItems':
      return `${label}最多选择 ${String(p.limit)} 项`;
    case 'uniqueItems':
      return `${label}有重复的项`;
    case 'pattern':
      return `${label}的格式不正确`;
    default:
      return `${label}不正确`;
  }
}

/**
 * The submitted values a process form accepts, as process variables: only the schema's properties (an empty value
 * counts as not given), checked against the whole schema. Without a form schema the values pass as they are (plain
 * JSON). Fails with PROCESS_INSTANCE_START_FORM_INVALID naming the first problem.
 */
export function formVariablesOf(schema: BpmFormSchema | null, values: Record<string, unknown>): Record<string, unknown> {
  if (!schema) return JSON.parse(JSON.stringify(values ?? {}));
  const props = schema.properties as Record<string, Prop>;
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(props)) {
    const v = values?.[name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[name] = JSON.parse(JSON.stringify(v));
  }
  const validate = formValidator(schema);
  if (!validate(out)) {
    const errors = validate.errors ?? [];
    // required first: 「…不能为空」 is what the user fixes first
    const first = errors.find((e) => e.keyword === 'required') ?? errors[0];
    fail(BpmError.PROCESS_INSTANCE_START_FORM_INVALID, first ? ajvErrorText(first, props) : '表单不正确');
  }
  return out;
}
