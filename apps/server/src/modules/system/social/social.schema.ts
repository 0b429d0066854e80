import { bigint, index, jsonb, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';
import { systemUsers } from '../user/user.schema';

/** Third-party sign-in providers (社交客户端): social_type 10 钉钉, 20 企业微信, 30/31 微信, 50 Gitee, 51 GitHub, 99 演示账号. */
export const systemSocialClient = pgTable(
  'system_social_client',
  {
    id: idColumn(),
    name: varchar({ length: 255 }).notNull(),
    socialType: smallint().notNull(),
    /** 1 member, 2 admin */
    userType: smallint().notNull().default(2),
    clientId: varchar({ length: 255 }).notNull().default(''),
    clientSecret: varchar({ length: 255 }).notNull().default(''),
    agentId: varchar({ length: 255 }),
    status: smallint().notNull().default(1),
    ...auditColumns,
  },
  (t) => [unique('system_social_client_type_uk').on(t.socialType, t.userType)],
);

/** A third-party identity as the provider reported it; code/state remember the last exchange for the bind step. */
export const systemSocialUser = pgTable(
  'system_social_user',
  {
    id: idColumn(),
    type: smallint().notNull(),
    openid: varchar({ length: 255 }).notNull(),
    token: varchar({ length: 256 }),
    rawTokenInfo: jsonb(),
    nickname: varchar({ length: 64 }).notNull().default(''),
    avatar: varchar({ length: 512 }).notNull().default(''),
    rawUserInfo: jsonb(),
    code: varchar({ length: 512 }).notNull().default(''),
    state: varchar({ length: 256 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [unique('system_social_user_type_openid_uk').on(t.type, t.openid), index('system_social_user_code_idx').on(t.type, t.code)],
);

/** Which account a third-party identity signs in as (one account per identity, one identity per type per account). */
export const systemSocialUserBind = pgTable(
  'system_social_user_bind',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => systemUsers.id, { onDelete: 'cascade' }),
    userType: smallint().notNull(),
    socialType: smallint().notNull(),
    socialUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => systemSocialUser.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (t) => [unique('system_social_user_bind_social_uk').on(t.socialUserId), unique('system_social_user_bind_user_type_uk').on(t.userId, t.socialType)],
);

export type SocialClientRow = typeof systemSocialClient.$inferSelect;
export type SocialUserRow = typeof systemSocialUser.$inferSelect;
