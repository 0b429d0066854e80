import type { DiagramElement, ModdleElement } from './bpmn-types';
import { is, modeling, moddle, orUndefined, q, runBatch, type ModelContext } from './context';
import { addExtensionValue, getExtensionValues, removeExtensionValue } from './extension-elements';
import { syncChildren, updateChanged } from './moddle-update';

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

function createValue(ctx: ModelContext, v: { id: string; name: string }): ModdleElement {
  return moddle(ctx).create(q(ctx, 'Value'), { id: v.id, name: v.name });
}

function createConstraint(ctx: ModelContext, c: { name: string; config: string }): ModdleElement {
  return moddle(ctx).create(q(ctx, 'Constraint'), { name: c.name, config: c.config });
}

function createProperty(ctx: ModelContext, p: { id: string; value: string }): ModdleElement {
  return moddle(ctx).create(q(ctx, 'Property'), { id: p.id, value: p.value });
}

/** `container[key]` as a new container of type `type` holding `children`. */
function createContainer(ctx: ModelContext, type: string, key: string, children: ModdleElement[]): ModdleElement {
  const container = moddle(ctx).create(q(ctx, type));
  for (const child of children) child.$parent = container;
  container[key] = children;
  return container;
}

function fieldAttrs(input: FormFieldInput): Record<string, unknown> {
  return {
    id: input.id,
    label: orUndefined(input.label),
    type: orUndefined(input.type),
    defaultValue: orUndefined(input.defaultValue),
    datePattern: input.type === 'date' ? orUndefined(input.datePattern) : undefined,
  };
}

function createField(ctx: ModelContext, input: FormFieldInput): ModdleElement {
  const attrs = Object.fromEntries(Object.entries(fieldAttrs(input)).filter(([, v]) => v !== undefined));
  const field = moddle(ctx).create(q(ctx, 'FormField'), attrs);
  if (input.type === 'enum' && input.values.length) {
    field.values = input.values.map((v) => Object.assign(createValue(ctx, v), { $parent: field }));
  }
  if (input.constraints.length) {
    field.validation = createContainer(ctx, 'Validation', 'constraints', input.constraints.map((c) => createConstraint(ctx, c)));
    field.validation.$parent = field;
  }
  if (input.properties.length) {
    field.properties = createContainer(ctx, 'Properties', 'values', input.properties.map((p) => createProperty(ctx, p)));
    field.properties.$parent = field;
  }
  return field;
}

/**
 * `field[key]` (a single container such as <validation> or <properties>) brought in line with `inputs`: children kept
 * are edited in place, the container is created when needed and removed when nothing is left in it.
 */
function syncContainer<I>(
  ctx: ModelContext,
  element: DiagramElement,
  field: ModdleElement,
  key: string,
  type: string,
  childKey: string,
  inputs: readonly I[],
  create: (input: I) => ModdleElement,
  update: (child: ModdleElement, input: I) => void,
): void {
  const container = field[key] as ModdleElement | undefined;
  if (!inputs.length) {
    if (container) modeling(ctx).updateModdleProperties(element, field, { [key]: undefined });
    return;
  }
  if (!container) {
    const created = createContainer(ctx, type, childKey, inputs.map(create));
    created.$parent = field;
    modeling(ctx).updateModdleProperties(element, field, { [key]: created });
    return;
  }
  syncChildren(ctx, element, container, childKey, inputs, create, update);
}

/** Writes the dialog values into an existing form field in place; what the panel does not read stays untouched. */
function updateField(ctx: ModelContext, element: DiagramElement, field: ModdleElement, input: FormFieldInput): void {
  updateChanged(ctx, element, field, fieldAttrs(input));
  syncChildren(
    ctx,
    element,
    field,
    'values',
    input.type === 'enum' ? input.values : [],
    (v) => createValue(ctx, v),
    (child, v) => updateChanged(ctx, element, child, { id: v.id, name: v.name }),
  );
  syncContainer(ctx, element, field, 'validation', 'Validation', 'constraints', input.constraints, (c) => createConstraint(ctx, c), (child, c) =>
    updateChanged(ctx, element, child, { name: c.name, config: c.config }),
  );
  syncContainer(ctx, element, field, 'properties', 'Properties', 'values', input.properties, (p) => createProperty(ctx, p), (child, p) =>
    updateChanged(ctx, element, child, { id: p.id, value: p.value }),
  );
}

/** The element's <prefix:formData>, created (empty) when it has none. */
function ensureFormData(ctx: ModelContext, element: DiagramElement): ModdleElement {
  const existing = formData(ctx, element);
  if (existing) return existing;
  const created = moddle(ctx).create(q(ctx, 'FormData'));
  addExtensionValue(ctx, element, element.businessObject, created);
  return created;
}

/** A form data with neither fields nor a business key is removed. */
function dropEmptyFormData(ctx: ModelContext, element: DiagramElement, data: ModdleElement): void {
  if (!data.businessKey && !(data.fields ?? []).length) removeExtensionValue(ctx, element, element.businessObject, data);
}

export function updateBusinessKey(ctx: ModelContext, element: DiagramElement, businessKey: string): void {
  if (!businessKey && !formData(ctx, element)) return;
  runBatch(ctx, () => {
    const data = ensureFormData(ctx, element);
    updateChanged(ctx, element, data, { businessKey: orUndefined(businessKey) });
    dropEmptyFormData(ctx, element, data);
  });
}

/** Adds a field (index outside the list) or edits the index-th field in place; the other fields stay untouched. */
export function saveFormField(ctx: ModelContext, element: DiagramElement, index: number, field: FormFieldInput): void {
  runBatch(ctx, () => {
    const data = ensureFormData(ctx, element);
    const fields = (data.fields ?? []) as ModdleElement[];
    const existing = index >= 0 ? fields[index] : undefined;
    if (existing) {
      updateField(ctx, element, existing, field);
      return;
    }
    const created = createField(ctx, field);
    created.$parent = data;
    modeling(ctx).updateModdleProperties(element, data, { fields: [...fields, created] });
  });
}

/** Removes a field; a business key pointing at it is cleared too; an empty form data goes. */
export function removeFormField(ctx: ModelContext, element: DiagramElement, index: number): void {
  const data = formData(ctx, element);
  const removed = ((data?.fields ?? []) as ModdleElement[])[index];
  if (!data || !removed) return;
  runBatch(ctx, () => {
    const fields = ((data.fields ?? []) as ModdleElement[]).filter((f) => f !== removed);
    const props: Record<string, unknown> = { fields: fields.length ? fields : undefined };
    if (removed.id && removed.id === data.businessKey) props.businessKey = undefined;
    modeling(ctx).updateModdleProperties(element, data, props);
    dropEmptyFormData(ctx, element, data);
  });
}
