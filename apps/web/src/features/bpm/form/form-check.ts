import { toErrorSchema, type CustomValidator, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, type UiSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';

/**
 * A JSON Schema check for process forms that runs under our Content-Security-Policy: a tree walk over the schema, no
 * code generation (ajv compiles every schema with `new Function`, which the CSP rightly blocks, so 提交 did nothing).
 * It covers what the form designer writes — required, type, minimum / maximum, lengths, pattern, enum / const / oneOf
 * choices, date / date-time / email / uri formats, array items, minItems / maxItems / uniqueItems, nested objects —
 * and the server checks every keyword again with ajv (decision 19), so a schema from elsewhere is still enforced there.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  title?: string;
};

export interface FormCheckError {
  /** the ajv keyword (required, minimum, format …) */
  name: string;
  /** `.field` or `.field.0` */
  property: string;
  params: Record<string, unknown>;
  title?: string;
}

const FORMATS: Record<string, (v: string) => boolean> = {
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  'date-time': (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => /^[a-z][a-z\d+.-]*:\S+$/i.test(v),
  'data-url': (v) => v.startsWith('data:'),
};

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'null':
      return v === null;
    default:
      return true;
  }
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every problem of `value` against `schema` (empty when it is valid). Pure. */
export function checkForm(schema: Schema, value: unknown, path = ''): FormCheckError[] {
  const out: FormCheckError[] = [];
  const err = (name: string, params: Record<string, unknown> = {}) => out.push({ name, property: path, params, title: schema.title });
  if (value === undefined) return out;
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeOk(t, value))) {
      err('type', { type: types.join(',') });
      return out;
    }
  }
  if (schema.const !== undefined && !equal(schema.const, value)) err('const', { allowedValue: schema.const });
  if (schema.enum && !schema.enum.some((e) => equal(e, value))) err('enum', { allowedValues: schema.enum });
  if (schema.oneOf && schema.oneOf.filter((s) => checkForm(s, value, path).length === 0).length !== 1) err('oneOf', {});
  if (schema.anyOf && !schema.anyOf.some((s) => checkForm(s, value, path).length === 0)) err('anyOf', {});
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) err('minimum', { limit: schema.minimum, comparison: '>=' });
    if (schema.maximum !== undefined && value > schema.maximum) err('maximum', { limit: schema.maximum, comparison: '<=' });
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) err('exclusiveMinimum', { limit: schema.exclusiveMinimum });
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) err('exclusiveMaximum', { limit: schema.exclusiveMaximum });
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) err('minLength', { limit: schema.minLength });
    if (schema.maxLength !== undefined && length > schema.maxLength) err('maxLength', { limit: schema.maxLength });
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) err('pattern', { pattern: schema.pattern });
    if (schema.format && FORMATS[schema.format] && !FORMATS[schema.format](value)) err('format', { format: schema.format });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) err('minItems', { limit: schema.minItems });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) err('maxItems', { limit: schema.maxItems });
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) err('uniqueItems', {});
    if (schema.items) value.forEach((item, i) => out.push(...checkForm(schema.items!, item, `${path}.${i}`)));
  }
  if (schema.properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (empty(record[name])) out.push({ name: 'required', property: `${path}.${name}`, params: { missingProperty: name }, title: schema.properties[name]?.title });
    }
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (!empty(record[name])) out.push(...checkForm(prop, record[name], `${path}.${name}`));
    }
  }
  return out;
}

/** checkForm as rjsf's validator (no ajv in the browser bundle). */
export const cspSafeValidator: ValidatorType = {
  validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator, transformErrors?: ErrorTransformer, uiSchema?: UiSchema): ValidationData<unknown> {
    let errors: RJSFValidationError[] = checkForm(schema as Schema, formData ?? {}).map((e) => ({
      name: e.name,
      property: e.property,
      params: e.params,
      title: e.title,
      message: e.name,
      stack: `${e.property} ${e.name}`,
      schemaPath: '',
    }));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    let errorSchema = toErrorSchema(errors);
    if (customValidate) {
      // rjsf's own custom validation hook is not used by our forms; kept working for completeness
      const handler = customValidate(formData, { __errors: [] } as never, uiSchema);
      errorSchema = { ...errorSchema, ...(handler as object) };
    }
    return { errors, errorSchema };
  },
  isValid(schema: RJSFSchema, formData: unknown) {
    return checkForm(schema as Schema, formData).length === 0;
  },
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
    return { errors: checkForm(schema as Schema, formData) as unknown as Result[] };
  },
};
