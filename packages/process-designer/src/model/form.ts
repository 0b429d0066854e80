import type { DiagramElement, ModdleElement } from './bpmn-types';
import { is, modeling, moddle, orUndefined, q, runBatch, type ModelContext } from './context';
import { getExtensionValues, setExtensionValuesOfType } from './extension-elements';

export const FORM_FIELD_TYPES = [
  { value: 'long', label: '长整型' },
  { value: 'string', label: '字符串' },
  { value: 'boolean', label: '布尔类' },
  { value: 'date', label: '日期类' },
  { value: 'enum', label: '枚举类' },
  { value: 'custom', label: '自定义类型' },
] as const;

export interface FormFieldInput {
  id: string;
  label: string;
  /** long, string, boolean, date, enum, or a custom type name */
  type: string;
  defaultValue: string;
  datePattern: string;
  values: { id: string; name: string }[];
  constraints: { name: string; config: string }[];
  properties: { id: string; value: string }[];
}

export interface FormConfig {
  formKey: string;
  businessKey: string;
  fields: FormFieldInput[];
}

export function hasFormSection(element: DiagramElement): boolean {
  return is(element, 'bpmn:UserTask') || is(element, 'bpmn:StartEvent');
}

function formData(ctx: ModelContext, element: DiagramElement): ModdleElement | undefined {
  return getExtensionValues(element.businessObject, q(ctx, 'FormData'))[0];
}

function readField(field: ModdleElement): FormFieldInput {
  return {
    id: field.id ?? '',
    label: field.label ?? '',
    type: field.type ?? '',
    defaultValue: field.defaultValue ?? '',
    datePattern: field.datePattern ?? '',
    values: ((field.values ?? []) as ModdleElement[]).map((v) => ({ id: v.id ?? '', name: v.name ?? '' })),
    constraints: ((field.validation?.constraints ?? []) as ModdleElement[]).map((c) => ({
      name: c.name ?? '',
      config: c.config ?? '',
    })),
    properties: ((field.properties?.values ?? []) as ModdleElement[]).map((p) => ({ id: p.id ?? '', value: p.value ?? '' })),
  };
}

export function readForm(ctx: ModelContext, element: DiagramElement): FormConfig {
  const data = formData(ctx, element);
  return {
    formKey: element.businessObject.get(q(ctx, 'formKey')) ?? '',
    businessKey: data?.businessKey ?? '',
    fields: ((data?.fields ?? []) as ModdleElement[]).map(readField),
  };
}

export function updateFormKey(ctx: ModelContext, element: DiagramElement, formKey: string): void {
  modeling(ctx).updateProperties(element, { [q(ctx, 'formKey')]: orUndefined(formKey) });
}

function createField(ctx: ModelContext, input: FormFieldInput): ModdleElement {
  const m = moddle(ctx);
  const attrs: Record<string, unknown> = {
    id: input.id,
    label: orUndefined(input.label),
    type: orUndefined(input.type),
    defaultValue: orUndefined(input.defaultValue),
  };
  if (input.type === 'date') attrs.datePattern = orUndefined(input.datePattern);
  const field = m.create(q(ctx, 'FormField'), attrs);
  if (input.type === 'enum' && input.values.length) {
    field.values = input.values.map((v) => Object.assign(m.create(q(ctx, 'Value'), { id: v.id, name: v.name }), { $parent: field }));
  }
  if (input.constraints.length) {
    const validation = m.create(q(ctx, 'Validation'));
    validation.constraints = input.constraints.map((c) =>
      Object.assign(m.create(q(ctx, 'Constraint'), { name: c.name, config: c.config }), { $parent: validation }),
    );
    validation.$parent = field;
    field.validation = validation;
  }
  if (input.properties.length) {
    const properties = m.create(q(ctx, 'Properties'));
    properties.values = input.properties.map((p) =>
      Object.assign(m.create(q(ctx, 'Property'), { id: p.id, value: p.value }), { $parent: properties }),
    );
    properties.$parent = field;
    field.properties = properties;
  }
  return field;
}

/** Rewrites the form data (business key + fields) as one <prefix:formData>; nothing left removes it. */
export function writeFormData(
  ctx: ModelContext,
  element: DiagramElement,
  businessKey: string,
  fields: FormFieldInput[],
): void {
  const type = q(ctx, 'FormData');
  runBatch(ctx, () => {
    const next: ModdleElement[] = [];
    if (fields.length || businessKey) {
      const created = fields.map((f) => createField(ctx, f));
      const data = moddle(ctx).create(type, { businessKey: orUndefined(businessKey) });
      for (const f of created) f.$parent = data;
      if (created.length) data.fields = created;
      next.push(data);
    }
    setExtensionValuesOfType(ctx, element, element.businessObject, type, next);
  });
}

export function updateBusinessKey(ctx: ModelContext, element: DiagramElement, businessKey: string): void {
  writeFormData(ctx, element, businessKey, readForm(ctx, element).fields);
}

export function saveFormField(ctx: ModelContext, element: DiagramElement, index: number, field: FormFieldInput): void {
  const form = readForm(ctx, element);
  const fields = index < 0 || index >= form.fields.length ? [...form.fields, field] : form.fields.map((f, i) => (i === index ? field : f));
  writeFormData(ctx, element, form.businessKey, fields);
}

/** Removes a field; a business key pointing at it is cleared too. */
export function removeFormField(ctx: ModelContext, element: DiagramElement, index: number): void {
  const form = readForm(ctx, element);
  const removed = form.fields[index];
  const fields = form.fields.filter((_, i) => i !== index);
  writeFormData(ctx, element, removed && removed.id === form.businessKey ? '' : form.businessKey, fields);
}
