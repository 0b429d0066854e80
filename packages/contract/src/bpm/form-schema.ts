import { z } from 'zod';

// The JSON Schema a process form is (its own file: the form-create translator and the form DTOs both build on it)

/** A property name usable as a process variable and in `${…}` expressions. */
export const FORM_FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const BpmFormSchema = z
  .object({
    type: z.literal('object', { error: '表单结构的根必须是 object' }),
    properties: z.record(z.string().regex(FORM_FIELD_NAME_PATTERN, '字段名需以字母或下划线开头，后接字母、数字或下划线'), z.record(z.string(), z.unknown())),
    required: z.array(z.string()).optional(),
  })
  .passthrough();
export type BpmFormSchema = z.infer<typeof BpmFormSchema>;
