import { eq } from 'drizzle-orm';
import { BPM_WEBHOOK_PREFIXES_KEY, MAIL_SEND_STATUS, webhookAllowed, type BpmDelegateName } from '@gprs/contract';
import { UserType } from '../../../core/auth';
import { BizError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { getConfigValue } from '../../infra/config/config.service';
import { sendNotify } from '../../system/notify/notify.service';
import { sendMailByTemplate } from '../../system/mail/mail.service';
import { systemMailLog } from '../../system/mail/mail.schema';
import { systemUsers } from '../../system/user/user.schema';
import { resolveTemplate } from '../engine';

/**
 * The built-in delegates (decision 0042): the only code a service or send task runs. Each gets the task's field
 * injections (already checked at deploy) and the process variables, and answers the variables to merge into the
 * instance. A JobConfigError is a fault of the model or the settings (a template that does not exist, a URL nobody
 * allowed): retrying cannot help, so the job fails at once; any other error is retried with back-off.
 */
export class JobConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobConfigError';
  }
}

export interface DelegateContext {
  db: Db;
  /** the database outside the job's transaction (the mail log is written there, so a failed send's log stays) */
  rootDb?: Db;
  instance: { id: string; name: string; startUserId: number };
  variables: Record<string, unknown>;
  fields: Record<string, string>;
  /** the HTTP client of bpmWebhook (tests give their own) */
  fetch?: typeof fetch;
}

/** A field value: text, or what its `${…}` parts give with the process variables. */
export function fieldValue(text: string | undefined, variables: Record<string, unknown>): unknown {
  if (text === undefined) return undefined;
  return text.includes('${') ? resolveTemplate(text, variables) : text;
}

/** A JSON field whose string values may hold `${…}` (resolved with the process variables). */
export function jsonField(text: string, variables: Record<string, unknown>, label: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new JobConfigError(`${label}不是合法的 JSON`);
  }
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fieldValue(v, variables);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(parsed);
}

/** Variables a delegate may not set: the starter, and the engine's own. */
const RESERVED = (name: string) => name === 'initiator' || name.startsWith('__') || !/^[A-Za-z_][\w]*$/.test(name);

const WEBHOOK_TIMEOUT_MS = 10_000;

export async function runDelegate(name: BpmDelegateName | string, ctx: DelegateContext): Promise<Record<string, unknown>> {
  const { db, instance, variables, fields } = ctx;
  switch (name) {
    case 'bpmNotify': {
      const templateCode = String(fieldValue(fields.templateCode, variables) ?? '');
      const userId = fields.userId ? Number(fieldValue(fields.userId, variables)) : instance.startUserId;
      if (!Number.isInteger(userId) || userId <= 0) throw new JobConfigError(`接收人「${fields.userId}」不是用户编号`);
      const params = { ...variables, processInstanceName: instance.name, processInstanceId: instance.id };
      try {
        await sendNotify(db, { userId, userType: UserType.ADMIN, templateCode, templateParams: params }, 'bpm');
      } catch (err) {
        // a missing template / user / parameter is the model's or the settings' fault
        if (err instanceof BizError) throw new JobConfigError(`站内信模板 ${templateCode}：${err.message}`);
        throw err;
      }
      return {};
    }
    case 'bpmMail': {
      const templateCode = String(fieldValue(fields.templateCode, variables) ?? '');
      let mail = fields.to ? String(fieldValue(fields.to, variables) ?? '').trim() : '';
      if (!fields.to) {
        const [starter] = await db.select({ email: systemUsers.email }).from(systemUsers).where(eq(systemUsers.id, instance.startUserId));
        mail = starter?.email?.trim() ?? '';
        if (!mail) throw new JobConfigError('发起人没有填写邮箱，也没有指定收件地址');
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail)) throw new JobConfigError(`收件地址「${mail}」不是邮箱`);
      // the template's parameters come from the process variables that are text or numbers
      const params: Record<string, string | number> = { processInstanceName: instance.name, processInstanceId: instance.id };
      for (const [k, v] of Object.entries(variables)) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') params[k] ??= typeof v === 'boolean' ? String(v) : v;
      let logId: number;
      try {
        logId = await sendMailByTemplate(db, ctx.rootDb ?? db, { mail, templateCode, templateParams: params, userId: fields.to ? undefined : instance.startUserId, userType: fields.to ? undefined : UserType.ADMIN });
      } catch (err) {
        // a missing template / account / parameter is the model's or the settings' fault
        if (err instanceof BizError) throw new JobConfigError(`邮件模板 ${templateCode}：${err.message}`);
        throw err;
      }
      // the mail module records a failed send in its log (not thrown): a failure here is retried like any other
      const [log] = await (ctx.rootDb ?? db).select({ status: systemMailLog.sendStatus, error: systemMailLog.sendException }).from(systemMailLog).where(eq(systemMailLog.id, logId));
      if (log?.status === MAIL_SEND_STATUS.FAILURE) throw new Error(`邮件发送失败（邮件日志 ${logId}）：${log.error ?? ''}`);
      return {};
    }
    case 'bpmSetVariables': {
      const value = jsonField(fields.variables, variables, '变量');
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new JobConfigError('变量必须是 JSON 对象');
      const bad = Object.keys(value).filter(RESERVED);
      if (bad.length) throw new JobConfigError(`不能设置变量 ${bad.join('、')}`);
      return value as Record<string, unknown>;
    }
    case 'bpmWebhook': {
      const url = String(fieldValue(fields.url, variables) ?? '');
      const prefixes = (await getConfigValue(db, BPM_WEBHOOK_PREFIXES_KEY)) ?? '';
      if (!webhookAllowed(url, prefixes)) throw new JobConfigError(`地址 ${url} 不在管理员允许的前缀（参数配置 ${BPM_WEBHOOK_PREFIXES_KEY}）内`);
      const body = fields.body ? jsonField(fields.body, variables, '请求体') : { processInstanceId: instance.id, processInstanceName: instance.name, variables };
      const response = await (ctx.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `：${text.slice(0, 200)}` : ''}`);
      if (!fields.resultVariable) return {};
      if (RESERVED(fields.resultVariable)) throw new JobConfigError(`不能设置变量 ${fields.resultVariable}`);
      let result: unknown = text;
      try {
        result = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { [fields.resultVariable]: result };
    }
    default:
      throw new JobConfigError(`委托 ${name} 不是内置委托`);
  }
}
