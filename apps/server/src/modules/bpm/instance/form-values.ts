import { BpmError, type BpmFormSchema } from '@gprs/contract';
import { fail } from '../../../core/errors';

/**
 * The submitted values a process form accepts, as process variables: only the schema's properties, required ones
 * present, primitive types as declared (string / number / integer / boolean / array). Without a form schema the
 * values pass as they are (plain JSON).
 */
export function formVariablesOf(schema: BpmFormSchema | null, values: Record<string, unknown>): Record<string, unknown> {
  if (!schema) return JSON.parse(JSON.stringify(values ?? {}));
  const out: Record<string, unknown> = {};
  const props = schema.properties as Record<string, { type?: string; title?: string }>;
  for (const name of schema.required ?? []) {
    const v = values[name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) fail(BpmError.PROCESS_INSTANCE_START_FORM_INVALID, `${props[name]?.title ?? name}不能为空`);
  }
  for (const [name, prop] of Object.entries(props)) {
    const v = values[name];
    if (v === undefined || v === null) continue;
    const label = prop.title ?? name;
    const type = prop.type;
    const ok =
      type === undefined ||
      (type === 'string' && typeof v === 'string') ||
      (type === 'number' && typeof v === 'number' && Number.isFinite(v)) ||
      (type === 'integer' && Number.isInteger(v)) ||
      (type === 'boolean' && typeof v === 'boolean') ||
      (type === 'array' && Array.isArray(v)) ||
      (type === 'object' && typeof v === 'object' && !Array.isArray(v));
    if (!ok) fail(BpmError.PROCESS_INSTANCE_START_FORM_INVALID, `${label}的值类型不正确`);
    out[name] = JSON.parse(JSON.stringify(v));
  }
  return out;
}
