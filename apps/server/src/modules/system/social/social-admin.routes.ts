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
import { badRequest } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { systemSocialClient, systemSocialUser, type SocialClientRow, type SocialUserRow } from './social.schema';

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
}
