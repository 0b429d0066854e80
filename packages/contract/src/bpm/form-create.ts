import { FORM_FIELD_NAME_PATTERN, type BpmFormSchema } from './form-schema';

/**
 * yudao's forms are form-create JSON (`conf` + `fields`, each field a JSON string); ours are JSON Schema + UI schema
 * (decision 19). These two pure functions translate between them for the field kinds both know, so a form designed in
 * either front end opens and validates in the other:
 *
 * | form-create `type` (props)            | JSON Schema                                  | ui:widget    |
 * |---------------------------------------|----------------------------------------------|--------------|
 * | input                                 | string                                       | —            |
 * | input (props.type textarea)           | string                                       | textarea     |
 * | inputNumber (props.min / max)         | number (minimum / maximum)                   | —            |
 * | select / radio (options)              | string (number when every value is) + oneOf  | select/radio |
 * | checkbox (options)                    | array of oneOf, uniqueItems                  | checkboxes   |
 * | datePicker (props.type date)          | string, format date                          | —            |
 * | datePicker (props.type daterange)     | array of 2 date strings                      | dateRange    |
 * | switch                                | boolean                                      | switch       |
 * | upload / UploadFile / UploadImg       | array of file URLs                           | fileUpload   |
 *
 * title ↔ title, field ↔ property name, `$required` (or a required rule in `validate`) ↔ required, value ↔ default,
 * info ↔ ui:help, props.placeholder ↔ ui:placeholder. Any other type (cascader, rate, slider, editor …) is refused by
 * name; a field name that cannot be a process variable is refused too.
 */

export interface FormCreateField {
  type: string;
  field?: string;
  title?: string;
  info?: string;
  value?: unknown;
  $required?: boolean | string;
  validate?: { required?: boolean }[];
  options?: { label: string; value: unknown }[];
  props?: Record<string, unknown>;
  [key: string]: unknown;
}

export class FormCreateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormCreateError';
  }
}

type Prop = Record<string, unknown>;

const UPLOADS = new Set(['upload', 'UploadFile', 'UploadImg', 'UploadImgs']);

/** form-create fields (parsed, or their JSON strings) → our schema and UI schema. Throws FormCreateError naming what is refused. */
export function formCreateToSchema(input: (FormCreateField | string)[]): { schema: BpmFormSchema; uiSchema: Record<string, unknown> } {
  const fields = input.map((f) => (typeof f === 'string' ? (JSON.parse(f) as FormCreateField) : f));
  const properties: Record<string, Prop> = {};
  const required: string[] = [];
  const uiSchema: Record<string, unknown> = { 'ui:order': [] as string[] };
  const refused: string[] = [];
  for (const f of fields) {
    const name = String(f.field ?? '');
    const label = String(f.title ?? name);
    if (!FORM_FIELD_NAME_PATTERN.test(name)) {
      refused.push(`字段「${label}」的字段名 ${name || '（空）'} 不能作为流程变量`);
      continue;
    }
    const props = f.props ?? {};
    const ui: Record<string, unknown> = {};
    const options = (f.options ?? []).map((o) => ({ const: o.value, title: String(o.label) }));
    const optionType = options.length && options.every((o) => typeof o.const === 'number') ? 'number' : 'string';
    const isRequired = f.$required === true || (typeof f.$required === 'string' && f.$required !== '') || !!f.validate?.some((v) => v.required);
    let prop: Prop;
    if (f.type === 'input') {
      prop = { type: 'string' };
      if (props.type === 'textarea') ui['ui:widget'] = 'textarea';
    } else if (f.type === 'inputNumber') {
      prop = { type: 'number' };
      if (typeof props.min === 'number') prop.minimum = props.min;
      if (typeof props.max === 'number') prop.maximum = props.max;
    } else if ((f.type === 'select' && !props.multiple) || f.type === 'radio') {
      prop = { type: optionType, oneOf: options };
      ui['ui:widget'] = f.type;
    } else if (f.type === 'checkbox' || (f.type === 'select' && props.multiple)) {
      prop = { type: 'array', items: { type: optionType, oneOf: options }, uniqueItems: true, ...(isRequired ? { minItems: 1 } : {}) };
      ui['ui:widget'] = 'checkboxes';
    } else if (f.type === 'datePicker' && (props.type === undefined || props.type === 'date')) {
      prop = { type: 'string', format: 'date' };
    } else if (f.type === 'datePicker' && props.type === 'daterange') {
      prop = { type: 'array', items: { type: 'string', format: 'date' }, minItems: isRequired ? 2 : 0, maxItems: 2 };
      ui['ui:widget'] = 'dateRange';
    } else if (f.type === 'switch') {
      prop = { type: 'boolean' };
      ui['ui:widget'] = 'switch';
    } else if (UPLOADS.has(f.type)) {
      prop = { type: 'array', items: { type: 'string' }, ...(isRequired ? { minItems: 1 } : {}) };
      ui['ui:widget'] = 'fileUpload';
    } else {
      refused.push(`字段「${label}（${name}）」的类型 ${f.type}${f.type === 'datePicker' ? `（${String(props.type)}）` : ''} 不支持`);
      continue;
    }
    prop.title = label;
    if (f.value !== undefined && f.value !== null && f.value !== '') prop.default = f.value;
    if (f.info) ui['ui:help'] = f.info;
    if (typeof props.placeholder === 'string' && props.placeholder) ui['ui:placeholder'] = props.placeholder;
    properties[name] = prop;
    if (isRequired) required.push(name);
    (uiSchema['ui:order'] as string[]).push(name);
    if (Object.keys(ui).length) uiSchema[name] = ui;
  }
  if (refused.length) throw new FormCreateError(refused.join('；'));
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, uiSchema };
}

/** The form-create `conf` yudao's renderer needs beside the fields (label layout, the submit button). */
export const FORM_CREATE_CONF = JSON.stringify({
  form: { labelPosition: 'right', size: 'default', labelWidth: '125px', hideRequiredAsterisk: false, showMessage: true, inlineMessage: false },
  submitBtn: { show: true, innerText: '提交' },
  resetBtn: { show: false, innerText: '重置' },
});

/** Our schema and UI schema → form-create `conf` and `fields` (JSON strings, in ui:order). */
export function schemaToFormCreate(schema: BpmFormSchema, uiSchema: Record<string, unknown>): { conf: string; fields: string[] } {
  const props = schema.properties as Record<string, Prop>;
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((n) => n in props) : [];
  const names = [...order, ...Object.keys(props).filter((n) => !order.includes(n))];
  const required = new Set(schema.required ?? []);
  const fields = names.map((name) => {
    const p = props[name];
    const ui = (uiSchema[name] ?? {}) as Record<string, unknown>;
    const widget = ui['ui:widget'];
    const items = (p.items ?? {}) as Prop;
    // choices written as oneOf (const + title) or as a plain enum (the value is its own label)
    const enumValues = (p.enum ?? items.enum) as unknown[] | undefined;
    const choices = ((p.oneOf ?? items.oneOf ?? enumValues?.map((v) => ({ const: v })) ?? []) as { const: unknown; title?: string }[]).map((c) => ({ label: c.title ?? String(c.const), value: c.const }));
    const field: FormCreateField = { type: 'input', field: name, title: String(p.title ?? name), $required: required.has(name) };
    const fieldProps: Record<string, unknown> = {};
    if (p.type === 'boolean' || widget === 'switch') field.type = 'switch';
    else if (widget === 'dateRange') {
      field.type = 'datePicker';
      fieldProps.type = 'daterange';
    } else if (widget === 'fileUpload') field.type = 'UploadFile';
    else if (p.type === 'array') Object.assign(field, { type: 'checkbox', options: choices });
    else if (p.oneOf || Array.isArray(p.enum)) Object.assign(field, { type: widget === 'radio' ? 'radio' : 'select', options: choices });
    else if (p.type === 'number' || p.type === 'integer') {
      field.type = 'inputNumber';
      if (typeof p.minimum === 'number') fieldProps.min = p.minimum;
      if (typeof p.maximum === 'number') fieldProps.max = p.maximum;
    } else if (p.format === 'date') {
      field.type = 'datePicker';
      fieldProps.type = 'date';
    } else if (widget === 'textarea') fieldProps.type = 'textarea';
    if (typeof ui['ui:placeholder'] === 'string') fieldProps.placeholder = ui['ui:placeholder'];
    if (Object.keys(fieldProps).length) field.props = fieldProps;
    if (p.default !== undefined) field.value = p.default;
    if (typeof ui['ui:help'] === 'string') field.info = ui['ui:help'];
    return JSON.stringify(field);
  });
  return { conf: FORM_CREATE_CONF, fields };
}
