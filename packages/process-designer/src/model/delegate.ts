import type { DiagramElement, ModdleElement } from './bpmn-types';
import { is, moddle, modeling, q, runBatch, type ModelContext } from './context';
import { addExtensionValue, getExtensionValues, removeExtensionValue, setExtensionValuesOfType } from './extension-elements';

/**
 * Built-in delegates of service and send tasks (the host lists them, e.g. the workflow server's BPM_DELEGATES): the
 * task names one as `delegateExpression="${name}"` and gives its inputs as field injections `<x:field name …>`, a
 * literal as `stringValue`, a value with `${…}` as `expression`.
 */
export interface DesignerDelegate {
  name: string;
  label: string;
  fields: readonly { name: string; label: string; required: boolean }[];
}

export interface DelegateConfig {
  /** the delegate's name, '' when none is chosen (or the task uses something else: `other` says what) */
  name: string;
  /** class="…", expression="…" or a delegateExpression that names no delegate: shown so the user can replace it */
  other: string;
  fields: Record<string, string>;
}

export function hasDelegate(element: DiagramElement): boolean {
  return is(element, 'bpmn:ServiceTask') || is(element, 'bpmn:SendTask');
}

const fieldsOf = (ctx: ModelContext, bo: ModdleElement): ModdleElement[] => getExtensionValues(bo, q(ctx, 'Field'));

export function readDelegate(ctx: ModelContext, element: DiagramElement): DelegateConfig {
  const bo = element.businessObject;
  const expression: string = bo.get(q(ctx, 'delegateExpression')) ?? '';
  const name = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(expression)?.[1] ?? '';
  const other = name ? '' : expression || (bo.get(q(ctx, 'class')) ? `class=${bo.get(q(ctx, 'class'))}` : '') || (bo.get(q(ctx, 'expression')) ? `expression=${bo.get(q(ctx, 'expression'))}` : '');
  const fields: Record<string, string> = {};
  for (const field of fieldsOf(ctx, bo)) {
    if (field.name) fields[field.name] = field.stringValue ?? field.expression ?? field.string ?? '';
  }
  return { name, other, fields };
}

/** Chooses a delegate (or none): its expression replaces class / expression, and the fields of another delegate go. */
export function setDelegate(ctx: ModelContext, element: DiagramElement, name: string): void {
  const bo = element.businessObject;
  runBatch(ctx, () => {
    modeling(ctx).updateProperties(element, {
      [q(ctx, 'delegateExpression')]: name ? `\${${name}}` : undefined,
      [q(ctx, 'class')]: undefined,
      [q(ctx, 'expression')]: undefined,
    });
    if (fieldsOf(ctx, bo).length) setExtensionValuesOfType(ctx, element, bo, q(ctx, 'Field'), []);
  });
}

/** Sets one field injection: a literal as stringValue, a value holding `${…}` as expression; empty removes it. */
export function setDelegateField(ctx: ModelContext, element: DiagramElement, fieldName: string, value: string): void {
  const bo = element.businessObject;
  const current = fieldsOf(ctx, bo).find((f) => f.name === fieldName);
  const trimmed = value.trim();
  if (!trimmed) {
    if (current) removeExtensionValue(ctx, element, bo, current);
    return;
  }
  const attrs = trimmed.includes('${') ? { expression: trimmed, stringValue: undefined } : { stringValue: trimmed, expression: undefined };
  if (current) modeling(ctx).updateModdleProperties(element, current, { ...attrs, string: undefined });
  else addExtensionValue(ctx, element, bo, moddle(ctx).create(q(ctx, 'Field'), { name: fieldName, ...attrs }));
}
