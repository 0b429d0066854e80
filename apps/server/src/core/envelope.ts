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
    req.errorForLog = error;
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.code(200).send(envelope(GlobalCode.INTERNAL_SERVER_ERROR, `${GlobalMessage[500]}（请求编号 ${req.id}）`));
  });
}
