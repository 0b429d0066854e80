import type { FastifyRequest } from 'fastify';
import { and, desc, eq, gte, like, lte, ne, type SQL } from 'drizzle-orm';
import { LoginResult, SystemError, type LoginLogVO, type PageParam, type PageResult } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { BizError } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { systemLoginLog, type LoginLogRow } from './login-log.schema';

export interface LoginLogEntry {
  logType: number;
  username: string;
  userId?: number | null;
  userType?: number;
  result: number;
}

/** Writes one login-log row; meant for the root database handle so it survives a rolled-back request. */
export async function writeLoginLog(db: Db, req: FastifyRequest, entry: LoginLogEntry): Promise<void> {
  await db.insert(systemLoginLog).values({
    logType: entry.logType,
    traceId: String(req.id).slice(0, 64),
    userId: entry.userId ?? null,
    userType: entry.userType ?? 2,
    username: entry.username.slice(0, 64),
    result: entry.result,
    userIp: (req.ip ?? '').slice(0, 50),
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
  });
}

const RESULT_BY_CODE = new Map<number, number>([
  [SystemError.AUTH_LOGIN_BAD_CREDENTIALS.code, LoginResult.BAD_CREDENTIALS],
  [SystemError.AUTH_MOBILE_NOT_EXISTS.code, LoginResult.BAD_CREDENTIALS],
  [SystemError.AUTH_THIRD_LOGIN_NOT_BIND.code, LoginResult.BAD_CREDENTIALS],
  [SystemError.SOCIAL_USER_AUTH_FAILURE.code, LoginResult.BAD_CREDENTIALS],
  [SystemError.AUTH_LOGIN_USER_DISABLED.code, LoginResult.USER_DISABLED],
  [SystemError.SMS_CODE_NOT_FOUND.code, LoginResult.CAPTCHA_NOT_FOUND],
  [SystemError.SMS_CODE_EXPIRED.code, LoginResult.CAPTCHA_NOT_FOUND],
  [SystemError.SMS_CODE_USED.code, LoginResult.CAPTCHA_NOT_FOUND],
  [SystemError.SMS_CODE_NOT_CORRECT.code, LoginResult.CAPTCHA_CODE_ERROR],
  [SystemError.SMS_CODE_TRIES_EXCEEDED.code, LoginResult.CAPTCHA_CODE_ERROR],
  [SystemError.AUTH_LOGIN_CAPTCHA_CODE_ERROR.code, LoginResult.CAPTCHA_CODE_ERROR],
  [SystemError.AUTH_LOGIN_THROTTLED.code, LoginResult.LOCKED],
  [SystemError.AUTH_LOGIN_IP_THROTTLED.code, LoginResult.IP_LOCKED],
]);

/** The login-log result for an error thrown by a sign-in. */
export function loginResultOf(error: unknown): number {
  return error instanceof BizError ? (RESULT_BY_CODE.get(error.code) ?? LoginResult.UNKNOWN_ERROR) : LoginResult.UNKNOWN_ERROR;
}

/** What a sign-in learned about the account before it failed (so the log can name the user). */
export interface LoginNote {
  userId?: number;
  userType?: number;
  username?: string;
}

/**
 * Runs a sign-in and logs its outcome (success or the failure reason) through `rootDb`, outside the request
 * transaction: a failed attempt is recorded even though everything else the request wrote rolls back.
 */
export async function withLoginLog<T extends { userId: number }>(
  rootDb: Db,
  req: FastifyRequest,
  attempt: { logType: number; username: string },
  signIn: (note: LoginNote) => Promise<T>,
): Promise<T> {
  const note: LoginNote = {};
  try {
    const result = await signIn(note);
    await writeLoginLog(rootDb, req, {
      logType: attempt.logType,
      username: note.username ?? attempt.username,
      userId: result.userId,
      userType: note.userType,
      result: LoginResult.SUCCESS,
    });
    return result;
  } catch (error) {
    await writeLoginLog(rootDb, req, {
      logType: attempt.logType,
      username: note.username ?? attempt.username,
      userId: note.userId,
      userType: note.userType,
      result: loginResultOf(error),
    }).catch((logError: unknown) => req.log.error({ err: logError }, 'could not write the login log'));
    throw error;
  }
}

export interface LoginLogPageQuery extends PageParam {
  username?: string;
  userIp?: string;
  status?: boolean;
  createTime?: number[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toLoginLogVO(row: LoginLogRow): LoginLogVO {
  return {
    id: row.id,
    logType: row.logType,
    username: row.username,
    userId: row.userId,
    userType: row.userType,
    result: row.result,
    userIp: row.userIp,
    userAgent: row.userAgent,
    traceId: row.traceId,
    createTime: row.createTime.getTime(),
  };
}

/** The filter of the 登录日志 page (and its export). */
export function loginLogWhere(q: Omit<LoginLogPageQuery, 'pageNo' | 'pageSize'>): SQL | undefined {
  const where: SQL[] = [];
  if (q.username) where.push(like(systemLoginLog.username, `%${escapeLike(q.username)}%`));
  if (q.userIp) where.push(like(systemLoginLog.userIp, `%${escapeLike(q.userIp)}%`));
  if (q.status === true) where.push(eq(systemLoginLog.result, LoginResult.SUCCESS));
  if (q.status === false) where.push(ne(systemLoginLog.result, LoginResult.SUCCESS));
  if (q.createTime) {
    where.push(gte(systemLoginLog.createTime, new Date(q.createTime[0])));
    where.push(lte(systemLoginLog.createTime, new Date(q.createTime[1])));
  }
  return where.length ? and(...where) : undefined;
}

export async function getLoginLogPage(db: Db, q: LoginLogPageQuery): Promise<PageResult<LoginLogVO>> {
  const page = await pageQuery(db, systemLoginLog, q, { where: loginLogWhere(q), orderBy: [desc(systemLoginLog.id)] });
  return { list: page.list.map(toLoginLogVO), total: page.total };
}
