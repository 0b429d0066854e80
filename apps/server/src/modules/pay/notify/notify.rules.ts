import { PAY_NOTIFY_FREQUENCY_SECONDS, PayNotifyStatus } from '@gprs/contract';

/** Attempts in all: the first plus one per retry interval. */
export const PAY_NOTIFY_MAX_TIMES = PAY_NOTIFY_FREQUENCY_SECONDS.length + 1;

/**
 * After attempt number `attempt` (1-based) ended with `outcome`, the task's new status and when to try again.
 * Success → 通知成功 and no next time. A failure with retries left keeps the failure status (21 the app answered but not
 * {code:0}, 22 the request failed) and waits 15 s, 15 s, 30 s, 3 min, 30 min, 30 min, 30 min, 1 h; after the last
 * attempt → 通知失败.
 */
export function afterNotifyAttempt(
  attempt: number,
  outcome: 'success' | 'bad-answer' | 'request-failed',
  now: Date,
  maxTimes = PAY_NOTIFY_MAX_TIMES,
): { status: number; nextNotifyTime: Date | null } {
  if (outcome === 'success') return { status: PayNotifyStatus.SUCCESS, nextNotifyTime: null };
  if (attempt >= maxTimes) return { status: PayNotifyStatus.FAILURE, nextNotifyTime: null };
  const seconds = PAY_NOTIFY_FREQUENCY_SECONDS[Math.min(attempt - 1, PAY_NOTIFY_FREQUENCY_SECONDS.length - 1)];
  return {
    status: outcome === 'bad-answer' ? PayNotifyStatus.REQUEST_SUCCESS : PayNotifyStatus.REQUEST_FAILURE,
    nextNotifyTime: new Date(now.getTime() + seconds * 1000),
  };
}
