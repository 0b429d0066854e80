import type { BpmFormSchema } from '@gprs/contract';

/** One line of an instance's summary (yudao 2.x `summary`: the first form fields, label and shown value). */
export interface SummaryItem {
  key: string;
  value: string;
}

function shown(value: unknown, prop: { oneOf?: { const?: unknown; title?: string }[]; items?: { oneOf?: { const?: unknown; title?: string }[] } }): string {
  if (value === null || value === undefined) return '';
  const label = (v: unknown, choices?: { const?: unknown; title?: string }[]) => choices?.find((c) => c.const === v)?.title ?? String(v);
  if (Array.isArray(value)) return value.map((v) => label(v, prop.items?.oneOf)).join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return label(value, prop.oneOf);
}

/**
 * The summary of an instance, as yudao 2.x lists show it: the first `limit` fields of its 流程表单 in the form's order
 * (ui:order, else the schema's), each with its title and the value as shown (choices by their titles); empty for a
 * business form or no form.
 */
export function instanceSummary(schema: BpmFormSchema | null, uiSchema: Record<string, unknown> | null, values: Record<string, unknown>, limit = 3): SummaryItem[] {
  if (!schema) return [];
  const props = schema.properties as Record<string, { title?: string }>;
  const order = Array.isArray(uiSchema?.['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((n) => n in props) : [];
  const names = [...order, ...Object.keys(props).filter((n) => !order.includes(n))];
  return names.slice(0, limit).map((name) => ({ key: props[name]?.title ?? name, value: shown(values[name], props[name] as never) }));
}
