import { GlobalCode, GlobalMessage } from '@gprs/contract';

/** A business error: answered with HTTP 200 and `{code, msg}` in the envelope. */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message?: string,
  ) {
    super(message ?? GlobalMessage[code] ?? '系统异常');
    this.name = 'BizError';
  }
}

/** A module error code with its message, e.g. `{ code: 1_002_000_000, msg: '登录失败，账号密码不正确' }`. */
export interface ErrorCode {
  code: number;
  msg: string;
}

/** Throws the given module error, optionally formatting `{}` placeholders in its message. */
export function fail(error: ErrorCode, ...args: unknown[]): never {
  let i = 0;
  throw new BizError(error.code, error.msg.replace(/\{\}/g, () => String(args[i++] ?? '')));
}

export const unauthorized = () => new BizError(GlobalCode.UNAUTHORIZED);
export const forbidden = () => new BizError(GlobalCode.FORBIDDEN);
export const badRequest = (detail?: string) =>
  new BizError(GlobalCode.BAD_REQUEST, detail ? `${GlobalMessage[400]}:${detail}` : undefined);
export const notFound = (what?: string) => new BizError(GlobalCode.NOT_FOUND, what);
