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
  send(mobile: string, templateCode: string, params: Record<string, string>, content: string): Promise<SmsSendResult>;
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
