import { zhCN } from './zh-cn';

/** Replaces `{key}` placeholders after looking the template up in the Chinese table. */
export function translateZh(template: string, replacements?: Record<string, string>): string {
  const text = zhCN[template] ?? template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => {
    const value = replacements?.[key];
    if (value === undefined) return whole;
    return zhCN[value] ?? value;
  });
}

/** bpmn-js module overriding the default `translate` service. */
export const translateModule = { translate: ['value', translateZh] };
