import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/route';

/**
 * The slider captcha (aj-captcha) is switched off in this build (spec 2.3: captcha off): both calls answer that it
 * is not enabled, and sign-in does not ask for a captchaVerification.
 */
export const CAPTCHA_DISABLED = { repCode: '0000', repMsg: '验证码功能未开启', enabled: false } as const;

export function captchaRoutes(app: FastifyInstance): void {
  for (const url of ['/system/captcha/get', '/system/captcha/check']) {
    route(app, { method: 'POST', url, auth: 'public', allowInDemo: true, transaction: false, handler: () => ({ ...CAPTCHA_DISABLED }) });
  }
}
