import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GlobalCode, GlobalMessage } from '@gprs/contract';
import { BizError } from './errors';
import { zodMessage } from './route';

const envelope = (code: number, msg: string) => ({ code, msg, data: null });

/** Every failure leaves as `{code, msg, data: null}`; unexpected ones are logged with the request id, never leaked. */
export function installEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BizError | z.ZodError | Error, req, reply) => {
    if (error instanceof BizError) {
      return reply.code(200).send(envelope(error.code, error.message));
    }
    if (error instanceof z.ZodError) {
      return reply.code(200).send(envelope(GlobalCode.BAD_REQUEST, `${GlobalMessage[400]}:${zodMessage(error)}`));
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(200).send(envelope(GlobalCode.BAD_REQUEST, `${GlobalMessage[400]}:请求体格式不正确`));
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(200).send(envelope(GlobalCode.BAD_REQUEST, `${GlobalMessage[400]}:请求体过大`));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // JSON syntax errors and other client-side faults Fastify detects itself
      return reply.code(200).send(envelope(GlobalCode.BAD_REQUEST, `${GlobalMessage[400]}:请求体格式不正确`));
    }
    const dataError = databaseDataError(error);
    if (dataError) {
      // a value the edge validation let through but the column refuses: still the client's fault (decision 0015)
      req.errorForLog = error;
      req.log.warn({ err: error, reqId: req.id }, 'database refused a value');
      return reply.code(200).send(envelope(GlobalCode.BAD_REQUEST, `${GlobalMessage[400]}:${dataError}`));
    }
    req.errorForLog = error;
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.code(200).send(envelope(GlobalCode.INTERNAL_SERVER_ERROR, `${GlobalMessage[500]}（请求编号 ${req.id}）`));
  });
}

/** PostgreSQL data exceptions (SQLSTATE 22xxx) that only a client's value causes (not e.g. 22012 division by zero), directly or as a driver/ORM error's cause. */
const DATA_ERRORS: Record<string, string> = {
  '22001': '字符串超出长度限制',
  '22003': '数值超出范围',
  '22007': '日期时间格式不正确',
  '22008': '日期时间超出范围',
  '22021': '包含无效字符',
  '22P02': '参数格式不正确',
  '22P05': '包含无效字符',
  '2201B': '正则表达式不正确',
  '22025': '转义字符不正确',
};

function databaseDataError(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && Object.hasOwn(DATA_ERRORS, e.code)) return DATA_ERRORS[e.code];
  }
  return null;
}
