import crypto from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import { SystemError, type TokenResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { systemOauth2AccessToken, systemOauth2Client, systemOauth2RefreshToken } from './oauth2.schema';

export const DEFAULT_CLIENT_ID = 'default';

/** Tokens are opaque random strings; the database keeps only their SHA-256. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function getClient(db: Db, clientId: string) {
  const [client] = await db.select().from(systemOauth2Client).where(eq(systemOauth2Client.clientId, clientId));
  return client;
}

async function validity(db: Db, clientId: string) {
  const client = await getClient(db, clientId);
  if (!client) fail(SystemError.OAUTH2_CLIENT_NOT_EXISTS);
  if (client.status !== 0) fail(SystemError.OAUTH2_CLIENT_DISABLE);
  return { access: client.accessTokenValiditySeconds * 1000, refresh: client.refreshTokenValiditySeconds * 1000 };
}

export interface TokenSubject {
  userId: number;
  userType: number;
  clientId?: string;
  scopes?: string[];
}

/** Issues a refresh token and its first access token; validity comes from the client row (`default` for the console). */
export async function createTokens(db: Db, subject: TokenSubject): Promise<TokenResp> {
  const clientId = subject.clientId ?? DEFAULT_CLIENT_ID;
  const scopes = subject.scopes ?? [];
  const v = await validity(db, clientId);
  const refreshToken = newToken();
  const refreshHash = hashToken(refreshToken);
  const now = Date.now();
  await db.insert(systemOauth2RefreshToken).values({
    refreshTokenHash: refreshHash,
    userId: subject.userId,
    userType: subject.userType,
    clientId,
    scopes,
    expiresTime: new Date(now + v.refresh),
  });
  return issueAccessToken(db, { ...subject, clientId, scopes }, refreshToken, now + v.access);
}

async function issueAccessToken(
  db: Db,
  subject: Required<TokenSubject>,
  refreshToken: string,
  expiresAt: number,
): Promise<TokenResp> {
  const accessToken = newToken();
  await db.insert(systemOauth2AccessToken).values({
    accessTokenHash: hashToken(accessToken),
    refreshTokenHash: hashToken(refreshToken),
    userId: subject.userId,
    userType: subject.userType,
    clientId: subject.clientId,
    scopes: subject.scopes,
    expiresTime: new Date(expiresAt),
  });
  return { userId: subject.userId, accessToken, refreshToken, expiresTime: expiresAt };
}

/** Exchanges a refresh token for a new access token; the access tokens issued before it are revoked. */
export async function refreshAccessToken(db: Db, refreshToken: string, clientId = DEFAULT_CLIENT_ID): Promise<TokenResp> {
  const refreshHash = hashToken(refreshToken);
  const [row] = await db
    .select()
    .from(systemOauth2RefreshToken)
    .where(eq(systemOauth2RefreshToken.refreshTokenHash, refreshHash));
  if (!row) fail(SystemError.OAUTH2_REFRESH_TOKEN_INVALID);
  if (row.clientId !== clientId) fail(SystemError.OAUTH2_GRANT_CLIENT_ID_MISMATCH);
  await db.delete(systemOauth2AccessToken).where(eq(systemOauth2AccessToken.refreshTokenHash, refreshHash));
  if (row.expiresTime.getTime() < Date.now()) {
    await db.delete(systemOauth2RefreshToken).where(eq(systemOauth2RefreshToken.id, row.id));
    fail(SystemError.OAUTH2_REFRESH_TOKEN_EXPIRED);
  }
  const v = await validity(db, row.clientId);
  return issueAccessToken(
    db,
    { userId: row.userId, userType: row.userType, clientId: row.clientId, scopes: row.scopes },
    refreshToken,
    Date.now() + v.access,
  );
}

/** Revokes an access token together with its refresh token and every access token issued from it. */
export async function removeAccessToken(db: Db, accessToken: string): Promise<{ userId: number } | null> {
  const [row] = await db
    .select()
    .from(systemOauth2AccessToken)
    .where(eq(systemOauth2AccessToken.accessTokenHash, hashToken(accessToken)));
  if (!row) return null;
  await db.delete(systemOauth2AccessToken).where(eq(systemOauth2AccessToken.refreshTokenHash, row.refreshTokenHash));
  await db.delete(systemOauth2RefreshToken).where(eq(systemOauth2RefreshToken.refreshTokenHash, row.refreshTokenHash));
  return { userId: row.userId };
}

/** Revokes every token of the given users (force logout, disabled account, password reset). */
export async function removeTokensOfUsers(db: Db, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db.delete(systemOauth2AccessToken).where(inArray(systemOauth2AccessToken.userId, userIds));
  await db.delete(systemOauth2RefreshToken).where(inArray(systemOauth2RefreshToken.userId, userIds));
}

/** Deletes expired tokens (run by the scheduler). Returns how many rows went. */
export async function cleanExpiredTokens(db: Db): Promise<number> {
  const now = new Date();
  const a = await db.delete(systemOauth2AccessToken).where(lt(systemOauth2AccessToken.expiresTime, now)).returning({ id: systemOauth2AccessToken.id });
  const r = await db.delete(systemOauth2RefreshToken).where(lt(systemOauth2RefreshToken.expiresTime, now)).returning({ id: systemOauth2RefreshToken.id });
  return a.length + r.length;
}
