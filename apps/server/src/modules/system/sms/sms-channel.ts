import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSendResult {
  ok: boolean;
  /** the provider's message id */
  serialNo?: string;
  error?: string;
}

/** One way of delivering an SMS (a cloud provider, or the offline `log` channel). */
export interface SmsChannel {
  /** stored in system_sms_log.channel_code */
  readonly code: string;
  send(mobile: string, templateCode: string, params: Record<string, string>, content: string, extra?: { apiTemplateId?: string }): Promise<SmsSendResult>;
}

/**
 * The default channel: nothing leaves the machine; the message goes to the server log (and, like every send, to
 * system_sms_log), so sign-in by SMS works offline and in tests.
 */
export function createLogSmsChannel(log: FastifyBaseLogger): SmsChannel {
  let seq = 0;
  return {
    code: 'log',
    async send(mobile, templateCode, params, content) {
      seq += 1;
      const serialNo = `log-${Date.now()}-${seq}`;
      log.info({ sms: { mobile, templateCode, params, serialNo } }, `SMS to ${mobile}: ${content}`);
      return { ok: true, serialNo };
    },
  };
}

let override: SmsChannel | undefined;

/** Replaces the channel (a real provider, or a failing channel in tests); `undefined` restores the log channel. */
export function setSmsChannel(channel: SmsChannel | undefined): void {
  override = channel;
}

export function getSmsChannel(log: FastifyBaseLogger): SmsChannel {
  return override ?? createLogSmsChannel(log);
}

/** What the WEBHOOK channel needs of its system_sms_channel row. */
export interface WebhookChannelConfig {
  signature: string;
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
}

export const SMS_WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The WEBHOOK channel: POSTs `{mobile, signature, templateCode, apiTemplateId, params, content}` as JSON to apiUrl,
 * with `Authorization: Bearer <apiKey>` and `X-Signature: <hex HMAC-SHA256 of the body with apiSecret>` when those are
 * set. A 2xx answer is a success (its JSON `serialNo`/`id`/`messageId` becomes the serial number); anything else fails.
 */
export function createWebhookSmsChannel(config: WebhookChannelConfig): SmsChannel {
  return {
    code: 'WEBHOOK',
    async send(mobile, templateCode, params, content, extra) {
      const body = JSON.stringify({ mobile, signature: config.signature, templateCode, apiTemplateId: extra?.apiTemplateId ?? '', params, content });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      if (config.apiSecret) headers['x-signature'] = crypto.createHmac('sha256', config.apiSecret).update(body).digest('hex');
      try {
        const res = await fetch(config.apiUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(SMS_WEBHOOK_TIMEOUT_MS) });
        const text = await res.text();
        if (!res.ok) return { ok: false, error: `HTTP ${res.status} ${text}`.trim().slice(0, 255) };
        let serialNo: string | undefined;
        try {
          const json = JSON.parse(text) as Record<string, unknown>;
          const id = json.serialNo ?? json.id ?? json.messageId;
          if (typeof id === 'string' || typeof id === 'number') serialNo = String(id);
        } catch {
          // a non-JSON 2xx answer is still a success
        }
        return { ok: true, serialNo };
      } catch (error) {
        return { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 255) };
      }
    },
  };
}

/** The implementation of a configured channel (the test override, when set, wins). */
export function smsChannelFor(row: WebhookChannelConfig & { code: string }, log: FastifyBaseLogger): SmsChannel {
  if (override) return override;
  if (row.code === 'WEBHOOK') return createWebhookSmsChannel(row);
  const logChannel = createLogSmsChannel(log);
  return { code: row.code, send: logChannel.send };
}
