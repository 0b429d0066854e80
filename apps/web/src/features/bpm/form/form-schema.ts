/**
 * The process-form designer's model (docs/decisions/0019): an ordered list of fields ↔ a JSON Schema + a UI schema that
 * @rjsf renders. Pure functions only; the designer and the renderer wire them up.
 */

export const FORM_LIST_PATH = '/bpm/manager/form';
export const FORM_EDIT_PATH = '/bpm/manager/form/edit';

export type FormFieldType =
  | 'input'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'daterange'
  | 'switch'
  | 'upload';

export interface FieldOption {
  label: string;
  value: string;
}

export interface FormFieldDef {
  /** the property name in the form data (and the process variable) */
  name: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  /** select / radio / checkbox */
  options: FieldOption[];
  /** a value of the field's kind: string, number, boolean, string[] (checkbox, date range, upload) */
  defaultValue?: unknown;
  help?: string;
  placeholder?: string;
}

/** The palette, in display order. */
export const FIELD_TYPES: { type: FormFieldType; label: string }[] = [
  { type: 'input', label: '单行文本' },
  { type: 'textarea', label: '多行文本' },
  { type: 'number', label: '数字' },
  { type: 'select', label: '下拉选择' },
  { type: 'radio', label: '单选框' },
  { type: 'checkbox', label: '多选框' },
  { type: 'date', label: '日期' },
  { type: 'daterange', label: '日期范围' },
  { type: 'switch', label: '开关' },
  { type: 'upload', label: '文件上传' },
];

export const FIELD_TYPE_LABELS = Object.fromEntries(FIELD_TYPES.map((t) => [t.type, t.label])) as Record<FormFieldType, string>;

export const hasOptions = (type: FormFieldType) => type === 'select' || type === 'radio' || type === 'checkbox';

/** Custom widget names registered by the renderer (process-form.tsx). */
export const WIDGET_DATE_RANGE = 'dateRange';
export const WIDGET_SWITCH = 'switch';
export const WIDGET_UPLOAD = 'fileUpload';

/** A property name the form data can use: a letter or underscore, then letters, digits or underscores. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_]\w{0,63}$/;

export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: { const: string; title: string }[];
  uniqueItems?: boolean;
  minItems?: number;
  maxItems?: number;
  [key: string]: unknown;
}

export type UiSchema = Record<string, unknown>;

export interface FormSchemas {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

/** A name not used yet: field_1, field_2, … */
export function nextFieldName(fields: readonly FormFieldDef[]): string {
  const used = new Set(fields.map((f) => f.name));
  let i = fields.length + 1;
  while (used.has(`field_${i}`)) i++;
  return `field_${i}`;
}

/** A new field of a palette type with a fresh name and, for choice fields, two options. */
export function newField(type: FormFieldType, fields: readonly FormFieldDef[]): FormFieldDef {
  return {
    name: nextFieldName(fields),
    type,
    label: FIELD_TYPE_LABELS[type],
    required: false,
    options: hasOptions(type)
      ? [
          { label: '选项一', value: '1' },
          { label: '选项二', value: '2' },
        ]
      : [],
  };
}

/** Moves the item at `from` to index `to` (drag to order); out-of-range indexes leave the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The designer's checks before saving; an empty list means the form can be saved. */
export function validateFields(fields: readonly FormFieldDef[]): string[] {
  const errors: string[] = [];
  if (fields.length === 0) errors.push('请至少添加一个字段');
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    const where = `第 ${i + 1} 个字段`;
    if (!f.label.trim()) errors.push(`${where}的标题不能为空`);
    if (!FIELD_NAME_PATTERN.test(f.name)) errors.push(`${where}的字段名「${f.name}」需以字母或下划线开头，只含字母、数字、下划线`);
    else if (seen.has(f.name)) errors.push(`字段名「${f.name}」重复`);
    seen.add(f.name);
    if (hasOptions(f.type)) {
      if (f.options.length === 0) errors.push(`${where}（${f.label}）至少需要一个选项`);
      const values = new Set<string>();
      for (const o of f.options) {
        if (!o.value.trim() || !o.label.trim()) errors.push(`${where}（${f.label}）的选项名称和值不能为空`);
        else if (values.has(o.value)) errors.push(`${where}（${f.label}）的选项值「${o.value}」重复`);
        values.add(o.value);
      }
    }
  });
  return errors;
}

const choices = (options: readonly FieldOption[]) => options.map((o) => ({ const: o.value, title: o.label }));

function hasDefault(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

function propertySchema(f: FormFieldDef): { schema: JsonSchema; ui: Record<string, unknown> } {
  const ui: Record<string, unknown> = {};
  let schema: JsonSchema;
  switch (f.type) {
    case 'input':
      schema = { type: 'string' };
      break;
    case 'textarea':
      schema = { type: 'string' };
      ui['ui:widget'] = 'textarea';
      break;
    case 'number':
      schema = { type: 'number' };
      break;
    case 'select':
      schema = { type: 'string', oneOf: choices(f.options) };
      ui['ui:widget'] = 'select';
      break;
    case 'radio':
      schema = { type: 'string', oneOf: choices(f.options) };
      ui['ui:widget'] = 'radio';
      break;
    case 'checkbox':
      schema = { type: 'array', items: { type: 'string', oneOf: choices(f.options) }, uniqueItems: true };
      ui['ui:widget'] = 'checkboxes';
      if (f.required) schema.minItems = 1;
      break;
    case 'date':
      schema = { type: 'string', format: 'date' };
      break;
    case 'daterange':
      schema = { type: 'array', items: { type: 'string', format: 'date' }, minItems: f.required ? 2 : 0, maxItems: 2 };
      ui['ui:widget'] = WIDGET_DATE_RANGE;
      break;
    case 'switch':
      schema = { type: 'boolean' };
      ui['ui:widget'] = WIDGET_SWITCH;
      break;
    case 'upload':
      schema = { type: 'array', items: { type: 'string' } };
      ui['ui:widget'] = WIDGET_UPLOAD;
      if (f.required) schema.minItems = 1;
      break;
  }
  schema.title = f.label.trim();
  if (hasDefault(f.defaultValue)) schema.default = f.defaultValue;
  if (f.help?.trim()) ui['ui:help'] = f.help.trim();
  if (f.placeholder?.trim()) ui['ui:placeholder'] = f.placeholder.trim();
  return { schema, ui };
}

/** Field list → JSON Schema (object, properties in order, required) + UI schema (ui:order, widgets, help texts). */
export function fieldsToSchemas(fields: readonly FormFieldDef[]): FormSchemas {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields.map((f) => f.name) };
  const required: string[] = [];
  for (const f of fields) {
    const { schema, ui } = propertySchema(f);
    properties[f.name] = schema;
    if (Object.keys(ui).length) uiSchema[f.name] = ui;
    if (f.required) required.push(f.name);
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length) schema.required = required;
  return { schema, uiSchema };
}

/** Choices from `oneOf [{const, title}]`, or from a plain `enum` (labels = values). */
function optionsOf(schema: JsonSchema | undefined): FieldOption[] {
  if (schema?.oneOf) return schema.oneOf.map((o) => ({ label: String(o.title ?? o.const), value: String(o.const) }));
  const values = Array.isArray(schema?.enum) ? (schema.enum as unknown[]) : [];
  return values.map((v) => ({ label: String(v), value: String(v) }));
}

function fieldType(prop: JsonSchema, ui: Record<string, unknown>): FormFieldType {
  const widget = ui['ui:widget'];
  if (widget === WIDGET_DATE_RANGE) return 'daterange';
  if (widget === WIDGET_UPLOAD) return 'upload';
  if (widget === WIDGET_SWITCH || prop.type === 'boolean') return 'switch';
  if (prop.type === 'array') return 'checkbox';
  if (prop.type === 'number' || prop.type === 'integer') return 'number';
  if (prop.format === 'date') return 'date';
  if (widget === 'textarea') return 'textarea';
  if (widget === 'radio') return 'radio';
  if (prop.oneOf || prop.enum) return 'select';
  return 'input';
}

/** JSON Schema + UI schema (as fieldsToSchemas writes them) → the designer's field list, in ui:order. */
export function schemasToFields({ schema, uiSchema }: FormSchemas): FormFieldDef[] {
  const properties = schema.properties ?? {};
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((n) => n in properties) : [];
  const names = [...order, ...Object.keys(properties).filter((n) => !order.includes(n))];
  const required = new Set(schema.required ?? []);
  return names.map((name) => {
    const prop = properties[name] as JsonSchema;
    const ui = (uiSchema[name] ?? {}) as Record<string, unknown>;
    const type = fieldType(prop, ui);
    const field: FormFieldDef = {
      name,
      type,
      label: prop.title ?? name,
      required: required.has(name),
      options: type === 'checkbox' ? optionsOf(prop.items) : optionsOf(prop),
    };
    if (prop.default !== undefined) field.defaultValue = prop.default;
    if (typeof ui['ui:help'] === 'string') field.help = ui['ui:help'];
    if (typeof ui['ui:placeholder'] === 'string') field.placeholder = ui['ui:placeholder'];
    return field;
  });
}

/** A form as the server sends it (schema and UI schema objects); anything that is not an object schema becomes an empty form. */
export function toSchemas(schema: unknown, uiSchema: unknown): FormSchemas {
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  const s = isObject(schema) && schema.type === 'object' ? (schema as JsonSchema) : { type: 'object', properties: {} };
  return { schema: s, uiSchema: isObject(uiSchema) ? uiSchema : {} };
}

export interface ValidationError {
  name?: string;
  message?: string;
  params?: Record<string, unknown>;
  property?: string;
  stack: string;
  title?: string;
}

/** ajv's English messages → 中文 for the keywords our forms use; others keep ajv's text. */
export function translateError(error: ValidationError, schema: JsonSchema): ValidationError {
  const name = error.params?.missingProperty ?? error.property?.replace(/^\./, '').split('.')[0];
  const title = error.title ?? (typeof name === 'string' ? schema.properties?.[name]?.title : undefined) ?? String(name ?? '');
  const p = error.params ?? {};
  let message: string | undefined;
  switch (error.name) {
    case 'required':
      message = `${title}不能为空`;
      break;
    case 'minItems':
      message = Number(p.limit) <= 1 ? `${title}不能为空` : `${title}至少需要 ${String(p.limit)} 项`;
      break;
    case 'maxItems':
      message = `${title}最多 ${String(p.limit)} 项`;
      break;
    case 'minimum':
      message = `${title}不能小于 ${String(p.limit)}`;
      break;
    case 'maximum':
      message = `${title}不能大于 ${String(p.limit)}`;
      break;
    case 'type':
      message = `${title}的格式不正确`;
      break;
    case 'format':
      message = `${title}的格式不正确`;
      break;
    case 'oneOf':
    case 'const':
    case 'enum':
      message = `请选择有效的${title}`;
      break;
  }
  return message ? { ...error, message, stack: message } : error;
}

/** One line per filled field for lists and read-only summaries: label → shown value (option labels, joined arrays). */
export function displayValue(field: FormFieldDef, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const label = (v: unknown) => field.options.find((o) => o.value === String(v))?.label ?? String(v);
  switch (field.type) {
    case 'switch':
      return value ? '是' : '否';
    case 'select':
    case 'radio':
      return label(value);
    case 'checkbox':
      return Array.isArray(value) ? value.map(label).join('、') : label(value);
    case 'daterange':
      return Array.isArray(value) ? value.join(' 至 ') : String(value);
    case 'upload':
      return Array.isArray(value) ? value.map(String).join('\n') : String(value);
    default:
      return String(value);
  }
}
