import type { FastifyInstance } from 'fastify';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  SECRET_MASK,
  SocialClientCreateReq,
  SocialClientFilter,
  SocialClientUpdateReq,
  SocialUserFilter,
  SystemError,
  type SocialClientResp,
  type SocialUserResp,
} from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { badRequest, fail } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import { systemUsers } from '../user/user.schema';
import { bindSocialUser } from './social.service';
import { systemSocialClient, systemSocialUser, systemSocialUserBind, type SocialClientRow, type SocialUserRow } from './social.schema';

/** 个人中心 → 第三方应用 sends the type as the page's query string has it (text) */
const SocialTypeField = z.coerce.number().int().min(1).max(32_767);
const SocialBindReq = z.object({ type: SocialTypeField, code: z.string().trim().min(1, 'code 不能为空').max(512), state: z.string().trim().min(1, 'state 不能为空').max(256) });
const SocialUnbindReq = z.object({ type: SocialTypeField, openid: z.string().trim().min(1, 'openid 不能为空').max(255) });

export function toSocialClientResp(row: SocialClientRow): SocialClientResp {
  return {
    id: row.id,
    name: row.name,
    socialType: row.socialType,
    userType: row.userType,
    clientId: row.clientId,
    clientSecret: row.clientSecret ? SECRET_MASK : '',
    agentId: row.agentId,
    status: row.status,
    createTime: row.createTime.getTime(),
  };
}

export function toSocialUserResp(row: SocialUserRow): SocialUserResp {
  return {
    id: row.id,
    type: row.type,
    openid: row.openid,
    nickname: row.nickname,
    avatar: row.avatar,
    rawUserInfo: row.rawUserInfo == null ? '' : JSON.stringify(row.rawUserInfo),
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime.getTime(),
  };
}

function clientWhere(f: SocialClientFilter): SQL | undefined {
  const c = systemSocialClient;
  return and(
    f.name ? likeContains(c.name, f.name) : undefined,
    f.socialType !== undefined ? eq(c.socialType, f.socialType) : undefined,
    f.userType !== undefined ? eq(c.userType, f.userType) : undefined,
    f.clientId ? likeContains(c.clientId, f.clientId) : undefined,
    f.status !== undefined ? eq(c.status, f.status) : undefined,
  );
}

function userWhere(f: SocialUserFilter): SQL | undefined {
  const u = systemSocialUser;
  return and(
    f.type !== undefined ? eq(u.type, f.type) : undefined,
    f.nickname ? likeContains(u.nickname, f.nickname) : undefined,
    f.openid ? likeContains(u.openid, f.openid) : undefined,
  );
}

/** 三方应用 /system/social-client/{page,get,create,update,delete}; 三方用户 /system/social-user/{page,get} (read-only). */
export function socialAdminRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/social-client',
    table: systemSocialClient,
    permission: 'system:social-client',
    create: SocialClientCreateReq,
    update: SocialClientUpdateReq,
    filter: SocialClientFilter,
    where: clientWhere,
    orderBy: [desc(systemSocialClient.id)],
    notFound: SystemError.SOCIAL_CLIENT_NOT_EXISTS,
    unique: [
      {
        field: 'socialType',
        column: systemSocialClient.socialType,
        error: SystemError.SOCIAL_CLIENT_UNIQUE,
        constraint: 'system_social_client_type_uk',
        scope: (input) => eq(systemSocialClient.userType, input.userType),
      },
    ],
    values: (input, _ctx, existing) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      return { ...rest, clientSecret: existing && rest.clientSecret === SECRET_MASK ? existing.clientSecret : rest.clientSecret };
    },
    beforeCreate: (_ctx, input) => {
      if (input.clientSecret === SECRET_MASK) throw badRequest('clientSecret 不能为 ******');
    },
    toVO: toSocialClientResp,
  });

  const none = z.object({ id: z.number().int().positive() });
  crudRoutes(app, {
    path: '/system/social-user',
    table: systemSocialUser,
    permission: 'system:social-user',
    routes: ['page', 'get'],
    create: none,
    update: none,
    filter: SocialUserFilter,
    where: userWhere,
    orderBy: [desc(systemSocialUser.id)],
    notFound: SystemError.SOCIAL_USER_NOT_FOUND,
    toVO: toSocialUserResp,
  });

  // the signed-in user's own bindings (yudao 2.x: any signed-in console user, no permission string)
  route(app, {
    method: 'GET',
    url: '/system/social-user/get-bind-list',
    auth: 'user',
    handler: async ({ db, user }) => {
      const rows = await db
        .select({ id: systemSocialUser.id, type: systemSocialUser.type, openid: systemSocialUser.openid, nickname: systemSocialUser.nickname, avatar: systemSocialUser.avatar })
        .from(systemSocialUserBind)
        .innerJoin(systemSocialUser, eq(systemSocialUser.id, systemSocialUserBind.socialUserId))
        .where(and(eq(systemSocialUserBind.userId, user.id), eq(systemSocialUserBind.userType, user.userType)))
        .orderBy(systemSocialUser.type);
      return rows;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/social-user/bind',
    auth: 'user',
    body: SocialBindReq,
    handler: async ({ db, rootDb, user, body }) => {
      const [row] = await db.select().from(systemUsers).where(eq(systemUsers.id, user.id));
      await bindSocialUser(db, rootDb, row, body);
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/system/social-user/unbind',
    auth: 'user',
    body: SocialUnbindReq,
    handler: async ({ db, user, body }) => {
      const [social] = await db
        .select({ id: systemSocialUser.id })
        .from(systemSocialUser)
        .where(and(eq(systemSocialUser.type, body.type), eq(systemSocialUser.openid, body.openid)));
      const removed = social
        ? await db
            .delete(systemSocialUserBind)
            .where(and(eq(systemSocialUserBind.socialUserId, social.id), eq(systemSocialUserBind.userId, user.id), eq(systemSocialUserBind.userType, user.userType)))
            .returning({ id: systemSocialUserBind.id })
        : [];
      if (!removed.length) fail(SystemError.SOCIAL_USER_NOT_FOUND);
      return true;
    },
  });
}
