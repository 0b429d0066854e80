import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  LoginLogType,
  LoginReq,
  LoginResult,
  RegisterReq,
  SmsLoginReq,
  SmsScene,
  SmsSendCodeReq,
  SocialLoginReq,
  SystemError,
} from '@gprs/contract';
import { route } from '../../../core/route';
import { ProcessCache } from '../../../core/cache-bus';
import { readBearerToken } from '../../../core/auth';
import { badRequest, fail, unauthorized } from '../../../core/errors';
import { refreshAccessToken, removeAccessToken } from '../oauth2/oauth2-token.service';
import { getPermissionInfo } from '../permission/permission.service';
import { getConfigFlag } from '../../infra/config/config.service';
import { withLoginLog, writeLoginLog } from '../login-log/login-log.service';
import { sendSmsCode, useSmsCode } from '../sms/sms.service';
import { authSocialUser, bindSocialUser, findBoundUser, forgetSocialCode, getAuthorizeUrl, listEnabledProviders } from '../social/social.service';
import { createMember } from '../user/user.service';
import { systemUsers } from '../user/user.schema';
import { assertCanSignIn, authenticate, completeLogin } from './auth.service';

export const REGISTER_ENABLED_KEY = 'system.user.register-enabled';

export function authRoutes(app: FastifyInstance): void {
  // the console's menus and permissions per user, until a user, role or menu changes (decision 0023)
  const permissionInfo = new ProcessCache<number, Awaited<ReturnType<typeof getPermissionInfo>>>(app.cacheBus, ['auth']);

  route(app, {
    method: 'POST',
    url: '/system/auth/login',
    auth: 'public',
    allowInDemo: true,
    body: LoginReq,
    handler: ({ body, db, rootDb, req }) =>
      withLoginLog(rootDb, req, { logType: LoginLogType.USERNAME, username: body.username }, async (note) => {
        const user = await authenticate(db, rootDb, { username: body.username, password: body.password, ip: req.ip }, note);
        if (body.socialType !== undefined) {
          if (!body.socialCode || !body.socialState) throw badRequest('socialCode 与 socialState 不能为空');
          await bindSocialUser(db, rootDb, user, { type: body.socialType, code: body.socialCode, state: body.socialState });
        }
        return completeLogin(db, user, req.ip);
      }),
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/logout',
    auth: 'public',
    allowInDemo: true,
    handler: async ({ db, rootDb, req }) => {
      const token = readBearerToken(req);
      const removed = token ? await removeAccessToken(db, token) : null;
      if (removed) {
        const [user] = await db
          .select({ username: systemUsers.username, userType: systemUsers.userType })
          .from(systemUsers)
          .where(eq(systemUsers.id, removed.userId));
        await writeLoginLog(rootDb, req, {
          logType: LoginLogType.LOGOUT_SELF,
          username: user?.username ?? '',
          userId: removed.userId,
          userType: user?.userType,
          result: LoginResult.SUCCESS,
        });
      }
      return true;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/refresh-token',
    auth: 'public',
    allowInDemo: true,
    query: z.object({ refreshToken: z.string().min(1).max(128) }),
    handler: ({ query, db, rootDb }) => refreshAccessToken(db, query.refreshToken, { rootDb }),
  });

  route(app, {
    method: 'GET',
    url: '/system/auth/get-permission-info',
    auth: 'user',
    handler: async ({ db, user }) => {
      const info = await permissionInfo.get(user.id, () => getPermissionInfo(db, user.id));
      if (!info) throw unauthorized();
      return info;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/register',
    auth: 'public',
    body: RegisterReq,
    handler: async ({ body, db, req }) => {
      if (!(await getConfigFlag(db, REGISTER_ENABLED_KEY, false))) fail(SystemError.AUTH_REGISTER_DISABLED);
      const user = await createMember(db, body);
      return completeLogin(db, user, req.ip);
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/send-sms-code',
    auth: 'public',
    allowInDemo: true,
    body: SmsSendCodeReq,
    handler: ({ body, db, rootDb, req }) => sendSmsCode(db, rootDb, req.log, { mobile: body.mobile, scene: body.scene, ip: req.ip }),
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/sms-login',
    auth: 'public',
    allowInDemo: true,
    body: SmsLoginReq,
    handler: ({ body, db, rootDb, req }) =>
      withLoginLog(rootDb, req, { logType: LoginLogType.MOBILE, username: body.mobile }, async (note) => {
        await useSmsCode(db, rootDb, { mobile: body.mobile, scenes: [SmsScene.MEMBER_LOGIN, SmsScene.ADMIN_LOGIN], code: body.code });
        const [user] = await db.select().from(systemUsers).where(eq(systemUsers.mobile, body.mobile)).orderBy(asc(systemUsers.id)).limit(1);
        if (!user) fail(SystemError.AUTH_MOBILE_NOT_EXISTS);
        assertCanSignIn(user, note);
        return completeLogin(db, user, req.ip);
      }),
  });

  route(app, {
    method: 'GET',
    url: '/system/auth/social-providers',
    auth: 'public',
    handler: ({ db }) => listEnabledProviders(db),
  });

  route(app, {
    method: 'GET',
    url: '/system/auth/social-auth-redirect',
    auth: 'public',
    query: z.object({ type: z.coerce.number().int(), redirectUri: z.string().trim().min(1).max(1024) }),
    handler: ({ query, db }) => getAuthorizeUrl(db, query.type, query.redirectUri),
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/social-login',
    auth: 'public',
    allowInDemo: true,
    body: SocialLoginReq,
    handler: ({ body, db, rootDb, req }) =>
      withLoginLog(rootDb, req, { logType: LoginLogType.SOCIAL, username: '' }, async (note) => {
        const socialUser = await authSocialUser(db, rootDb, body.type, body.code, body.state);
        note.username = socialUser.nickname;
        const user = await findBoundUser(db, socialUser.id);
        if (!user) fail(SystemError.AUTH_THIRD_LOGIN_NOT_BIND);
        note.username = user.username;
        assertCanSignIn(user, note);
        await forgetSocialCode(db, socialUser.id);
        return completeLogin(db, user, req.ip);
      }),
  });
}

