import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { OAuth2ClientCreateReq, OAuth2ClientFilter, OAuth2ClientUpdateReq, SECRET_MASK, SystemError, type OAuth2ClientResp } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { badRequest, fail } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { systemOauth2Client } from './oauth2.schema';

/** The console's own client: it sets the validity of the console tokens, so it cannot be deleted, disabled or renamed. */
export const DEFAULT_CLIENT_ID = 'default';

type ClientRow = typeof systemOauth2Client.$inferSelect;

export function toOAuth2ClientResp(row: ClientRow): OAuth2ClientResp {
  return {
    id: row.id,
    clientId: row.clientId,
    secret: SECRET_MASK,
    name: row.name,
    logo: row.logo,
    description: row.description,
    status: row.status,
    accessTokenValiditySeconds: row.accessTokenValiditySeconds,
    refreshTokenValiditySeconds: row.refreshTokenValiditySeconds,
    redirectUris: row.redirectUris,
    authorizedGrantTypes: row.authorizedGrantTypes,
    scopes: row.scopes,
    autoApproveScopes: row.autoApproveScopes,
    createTime: row.createTime.getTime(),
  };
}

function clientWhere(f: OAuth2ClientFilter): SQL | undefined {
  return and(f.name ? likeContains(systemOauth2Client.name, f.name) : undefined, f.status !== undefined ? eq(systemOauth2Client.status, f.status) : undefined);
}

/** OAuth2 客户端: /system/oauth2-client/{page,get,create,update,delete}; the secret is never read back. */
export function oauth2ClientRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/oauth2-client',
    table: systemOauth2Client,
    permission: 'system:oauth2-client',
    create: OAuth2ClientCreateReq,
    update: OAuth2ClientUpdateReq,
    filter: OAuth2ClientFilter,
    where: clientWhere,
    orderBy: [asc(systemOauth2Client.id)],
    notFound: SystemError.OAUTH2_CLIENT_NOT_EXISTS,
    unique: [{ field: 'clientId', column: systemOauth2Client.clientId, error: SystemError.OAUTH2_CLIENT_EXISTS, constraint: 'system_oauth2_client_clientId_unique' }],
    values: (input, _ctx, existing) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      return { ...rest, secret: existing && rest.secret === SECRET_MASK ? existing.secret : rest.secret };
    },
    beforeCreate: (_ctx, input) => {
      if (input.secret === SECRET_MASK) throw badRequest('secret 不能为 ******');
    },
    beforeUpdate: (_ctx, input, existing) => {
      if (existing.clientId === DEFAULT_CLIENT_ID && (input.clientId !== DEFAULT_CLIENT_ID || input.status !== 0)) fail(SystemError.OAUTH2_CLIENT_DEFAULT_PROTECTED);
    },
    beforeDelete: (_ctx, existing) => {
      if (existing.clientId === DEFAULT_CLIENT_ID) fail(SystemError.OAUTH2_CLIENT_DEFAULT_PROTECTED);
    },
    toVO: toOAuth2ClientResp,
  });
}
