import { bigint, boolean, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** OAuth2 clients; the row with client_id `default` sets the validity of the console's own tokens. */
export const systemOauth2Client = pgTable('system_oauth2_client', {
  id: idColumn(),
  clientId: varchar({ length: 255 }).notNull().unique(),
  secret: varchar({ length: 255 }).notNull(),
  name: varchar({ length: 255 }).notNull(),
  logo: varchar({ length: 255 }).notNull().default(''),
  description: varchar({ length: 255 }),
  status: smallint().notNull().default(0),
  accessTokenValiditySeconds: integer().notNull().default(1800),
  refreshTokenValiditySeconds: integer().notNull().default(2_592_000),
  redirectUris: jsonb().$type<string[]>().notNull().default([]),
  authorizedGrantTypes: jsonb().$type<string[]>().notNull().default([]),
  scopes: jsonb().$type<string[]>().notNull().default([]),
  autoApproveScopes: jsonb().$type<string[]>().notNull().default([]),
  ...auditColumns,
});

/** Issued access tokens: only the SHA-256 of the token is stored, never the token. */
export const systemOauth2AccessToken = pgTable(
  'system_oauth2_access_token',
  {
    id: idColumn(),
    accessTokenHash: varchar({ length: 64 }).notNull().unique(),
    refreshTokenHash: varchar({ length: 64 }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    userType: smallint().notNull(),
    clientId: varchar({ length: 255 }).notNull(),
    scopes: jsonb().$type<string[]>().notNull().default([]),
    expiresTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ...auditColumns,
  },
  (t) => [index('system_oauth2_access_token_refresh_idx').on(t.refreshTokenHash), index('system_oauth2_access_token_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, rotated on every use (docs/decisions/0002): a used token stays as a spent row until it expires, so
 * that presenting it again is recognised as theft and ends the whole sign-in (its family).
 */
export const systemOauth2RefreshToken = pgTable(
  'system_oauth2_refresh_token',
  {
    id: idColumn(),
    refreshTokenHash: varchar({ length: 64 }).notNull().unique(),
    /** the sign-in this token descends from: the hash of its first refresh token (null on rows older than rotation) */
    familyHash: varchar({ length: 64 }),
    userId: bigint({ mode: 'number' }).notNull(),
    userType: smallint().notNull(),
    clientId: varchar({ length: 255 }).notNull(),
    scopes: jsonb().$type<string[]>().notNull().default([]),
    expiresTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** when it was exchanged for its successor; null while it is the live token of its family */
    spentTime: timestamp({ withTimezone: true, mode: 'date' }),
    successorHash: varchar({ length: 64 }),
    /** the successor token sealed (AES-256-GCM) with a key derived from this token: readable only by its holder */
    successorSealed: varchar({ length: 200 }),
    ...auditColumns,
  },
  (t) => [index('system_oauth2_refresh_token_user_idx').on(t.userId), index('system_oauth2_refresh_token_family_idx').on(t.familyHash)],
);

/** Authorization codes of the authorization-code grant (single use, 10 minutes). */
export const systemOauth2Code = pgTable('system_oauth2_code', {
  id: idColumn(),
  codeHash: varchar({ length: 64 }).notNull().unique(),
  userId: bigint({ mode: 'number' }).notNull(),
  userType: smallint().notNull(),
  clientId: varchar({ length: 255 }).notNull(),
  scopes: jsonb().$type<string[]>().notNull().default([]),
  redirectUri: varchar({ length: 255 }).notNull(),
  state: varchar({ length: 255 }).notNull().default(''),
  used: boolean().notNull().default(false),
  expiresTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  ...auditColumns,
});

/** Per user and client, the scopes the user approved on the consent page. */
export const systemOauth2Approve = pgTable('system_oauth2_approve', {
  id: idColumn(),
  userId: bigint({ mode: 'number' }).notNull(),
  userType: smallint().notNull(),
  clientId: varchar({ length: 255 }).notNull(),
  scope: varchar({ length: 255 }).notNull(),
  approved: boolean().notNull(),
  expiresTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  ...auditColumns,
});
