/**
 * The built-in delegates a service or send task may run (issue 24): the only code a model can call. A task names one
 * with `delegateExpression="${<name>}"` (camunda: / flowable: / activiti:) and gives its inputs as field injections
 * (`<camunda:field name="…" stringValue="…"/>` or `expression="${…}"`). Deploy refuses any other delegate, a class,
 * an expression or a script by name.
 */
export interface BpmDelegateField {
  name: string;
  label: string;
  required: boolean;
  /** a JSON value whose string values may hold `${…}` (checked at deploy: JSON first, then each string) */
  json?: boolean;
}

export interface BpmDelegateInfo {
  name: string;
  label: string;
  fields: readonly BpmDelegateField[];
}

export const BPM_DELEGATES = [
  {
    name: 'bpmNotify',
    label: '发送站内信',
    fields: [
      { name: 'templateCode', label: '站内信模板编码', required: true },
      { name: 'userId', label: '接收人用户编号（可用表达式，默认发起人）', required: false },
    ],
  },
  {
    name: 'bpmMail',
    label: '发送邮件',
    fields: [
      { name: 'templateCode', label: '邮件模板编码', required: true },
      { name: 'to', label: '收件地址（可用表达式，默认发起人的邮箱）', required: false },
    ],
  },
  {
    name: 'bpmSetVariables',
    label: '设置流程变量',
    fields: [{ name: 'variables', label: '变量（JSON 对象，字符串值可用 ${…} 表达式）', required: true, json: true }],
  },
  {
    name: 'bpmWebhook',
    label: '调用 HTTP Webhook',
    fields: [
      { name: 'url', label: '地址（前缀须在参数配置 bpm.webhook.allowed-prefixes 中）', required: true },
      { name: 'body', label: '请求体（JSON，字符串值可用 ${…} 表达式；默认流程变量）', required: false, json: true },
      { name: 'resultVariable', label: '响应写入的流程变量', required: false },
    ],
  },
] as const satisfies readonly BpmDelegateInfo[];

export type BpmDelegateName = (typeof BPM_DELEGATES)[number]['name'];

export function bpmDelegate(name: string): BpmDelegateInfo | undefined {
  return BPM_DELEGATES.find((d) => d.name === name);
}

/** How often a failed job runs before its instance shows 异常 (the first run included), and the first back-off. */
export const BPM_JOB_ATTEMPTS = 3;
export const BPM_JOB_BACKOFF_MS = 10_000;

/** The back-off before the next attempt after `attempts` failed runs: 10 s, 20 s, 40 s … */
export function jobBackoffMs(attempts: number): number {
  return BPM_JOB_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
}

/** Config key (参数配置) holding the URL prefixes a webhook may call, one per line or comma-separated. */
export const BPM_WEBHOOK_PREFIXES_KEY = 'bpm.webhook.allowed-prefixes';

/** Whether `url` starts with one of the allowed prefixes (an http(s) URL; an empty list allows nothing). */
export function webhookAllowed(url: string, prefixes: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  return prefixes
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => /^https?:\/\/[^/]+/i.test(p))
    .some((p) => url.startsWith(p) && (p.endsWith('/') || url.length === p.length || '/?#'.includes(url[p.length])));
}
