import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { and, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { SystemError, type TokenResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { systemUsers } from '../user/user.schema';
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
    familyHash: refreshHash,
    userId: subject.userId,
    userType: subject.userType,
    clientId,
    scopes,
    expiresTime: new Date(now + v.refresh),
  });
  return issueAccessToken(db, { ...subject, clientId, scopes }, refreshToken, now + v.access);
}

/**
 * Username of the service account a client-credentials token is issued to: tokens resolve to a user (roles,
 * permissions, status), and a machine client has none of its own. The account has no roles and no usable password;
 * disabling it in 用户管理 (or the client in 应用管理) stops the client's tokens.
 */
export function clientServiceUsername(clientId: string): string {
  const name = `client:${clientId}`;
  return name.length <= 30 ? name : `client:${crypto.createHash('sha256').update(clientId).digest('hex').slice(0, 23)}`;
}

/** The service account of a client, created on its first client-credentials token. */
async function clientServiceUser(db: Db, client: { clientId: string; name: string }): Promise<{ id: number; userType: number }> {
  const username = clientServiceUsername(client.clientId);
  const find = async () =>
    (await db.select({ id: systemUsers.id, userType: systemUsers.userType }).from(systemUsers).where(eq(systemUsers.username, username)))[0];
  const existing = await find();
  if (existing) return existing;
  const password = await bcrypt.hash(newToken(), 4);
  await db
    .insert(systemUsers)
    .values({ username, password, nickname: client.name.slice(0, 30), remark: `OAuth2 客户端 ${client.clientId} 的服务账号（client_credentials）`, userType: 2 })
    .onConflictDoNothing();
  return (await find())!;
}

/**
 * Client-credentials grant: one access token for the client's service account with the given scopes, no refresh token
 * (its refresh hash is a random value no one holds, so 令牌管理 can still revoke it).
 */
export async function createClientToken(db: Db, client: { clientId: string; name: string }, scopes: string[]): Promise<TokenResp> {
  const v = await validity(db, client.clientId);
  const user = await clientServiceUser(db, client);
  return issueAccessToken(db, { userId: user.id, userType: user.userType, clientId: client.clientId, scopes }, newToken(), Date.now() + v.access);
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

/**
 * How long after a refresh the spent token still answers with the same successor: two tabs of one browser that
 * refresh at the same moment with the token they share both stay signed in (decision 0002).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const sealKey = (token: string) => crypto.createHash('sha256').update(`gprs-refresh-successor:${token}`).digest();

/** Seals the successor token with a key only the holder of the spent token can derive (AES-256-GCM). */
export function sealSuccessor(spentToken: string, successor: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(spentToken), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The successor sealed by {@link sealSuccessor}, or null when the seal does not open with this token. */
export function openSuccessor(spentToken: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(spentToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

type RefreshRow = typeof systemOauth2RefreshToken.$inferSelect;

/**
 * What presenting a refresh token means (pure): `rotate` a live token; `grace` a token spent within the grace window
 * whose successor is still live (answer with that successor); `theft` any other spent token.
 */
export function classifyRefresh(
  row: Pick<RefreshRow, 'spentTime'>,
  successorLive: boolean,
  now: number,
  graceMs = REFRESH_REUSE_GRACE_MS,
): 'rotate' | 'grace' | 'theft' {
  if (!row.spentTime) return 'rotate';
  return successorLive && now - row.spentTime.getTime() <= graceMs ? 'grace' : 'theft';
}

export interface RefreshOptions {
  clientId?: string;
  /** outside the request transaction: the revocation after a theft must survive the refused request's rollback */
  rootDb?: Db;
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation); the spent token's access
 * tokens are revoked and the successor keeps the sign-in's expiry. A spent token presented again within the grace
 * window gets the same successor; later it is taken for a stolen copy and the whole sign-in is revoked.
 */
export async function refreshAccessToken(db: Db, refreshToken: string, options: RefreshOptions = {}): Promise<TokenResp> {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const refreshHash = hashToken(refreshToken);
  const read = async () =>
    (await db.select().from(systemOauth2RefreshToken).where(eq(systemOauth2RefreshToken.refreshTokenHash, refreshHash)))[0];
  let row = await read();
  if (!row) fail(SystemError.OAUTH2_REFRESH_TOKEN_INVALID);
  if (row.clientId !== clientId) fail(SystemError.OAUTH2_GRANT_CLIENT_ID_MISMATCH);
  if (row.expiresTime.getTime() < Date.now()) fail(SystemError.OAUTH2_REFRESH_TOKEN_EXPIRED);
  const v = await validity(db, row.clientId);
  const subject = { userId: row.userId, userType: row.userType, clientId: row.clientId, scopes: row.scopes };

  if (!row.spentTime) {
    const successor = newToken();
    const successorHash = hashToken(successor);
    // the state check is in the WHERE clause: of two concurrent refreshes exactly one spends the token
    const spent = await db
      .update(systemOauth2RefreshToken)
      .set({ spentTime: sql`now()`, successorHash, successorSealed: sealSuccessor(refreshToken, successor), updateTime: sql`now()` })
      .where(and(eq(systemOauth2RefreshToken.id, row.id), isNull(systemOauth2RefreshToken.spentTime)))
      .returning({ id: systemOauth2RefreshToken.id });
    if (spent.length) {
      await db.insert(systemOauth2RefreshToken).values({
        refreshTokenHash: successorHash,
        familyHash: row.familyHash ?? row.refreshTokenHash,
        userId: row.userId,
        userType: row.userType,
        clientId: row.clientId,
        scopes: row.scopes,
        expiresTime: row.expiresTime,
      });
      await db.delete(systemOauth2AccessToken).where(eq(systemOauth2AccessToken.refreshTokenHash, refreshHash));
      return issueAccessToken(db, subject, successor, Date.now() + v.access);
    }
    // another request spent it a moment ago (it committed while this one waited): read what it left
    row = (await read())!;
    if (!row) fail(SystemError.OAUTH2_REFRESH_TOKEN_INVALID);
  }

  const [next] = row.successorHash
    ? await db
        .select({ id: systemOauth2RefreshToken.id })
        .from(systemOauth2RefreshToken)
        .where(
          and(
            eq(systemOauth2RefreshToken.refreshTokenHash, row.successorHash),
            isNull(systemOauth2RefreshToken.spentTime),
            gt(systemOauth2RefreshToken.expiresTime, sql`now()`),
          ),
        )
    : [];
  const successor = next && row.successorSealed ? openSuccessor(refreshToken, row.successorSealed) : null;
  if (classifyRefresh(row, !!successor, Date.now()) === 'grace') {
    return issueAccessToken(db, subject, successor!, Date.now() + v.access);
  }
  await revokeSignIn(options.rootDb ?? db, row);
  fail(SystemError.OAUTH2_REFRESH_TOKEN_REUSED);
}

/** Ends a whole sign-in: every refresh token of the family (spent or live) and every access token issued from them. */
export async function revokeSignIn(db: Db, row: Pick<RefreshRow, 'familyHash' | 'refreshTokenHash'>): Promise<void> {
  const family = row.familyHash
    ? await db
        .select({ hash: systemOauth2RefreshToken.refreshTokenHash })
        .from(systemOauth2RefreshToken)
        .where(eq(systemOauth2RefreshToken.familyHash, row.familyHash))
    : [];
  const hashes = [...new Set([row.refreshTokenHash, ...family.map((f) => f.hash)])];
  await db.delete(systemOauth2AccessToken).where(inArray(systemOauth2AccessToken.refreshTokenHash, hashes));
  await db.delete(systemOauth2RefreshToken).where(inArray(systemOauth2RefreshToken.refreshTokenHash, hashes));
}

/** Revokes the sign-in an access token belongs to: its refresh token's whole family and their access tokens. */
export async function removeAccessToken(db: Db, accessToken: string): Promise<{ userId: number } | null> {
  const [row] = await db
    .select()
    .from(systemOauth2AccessToken)
    .where(eq(systemOauth2AccessToken.accessTokenHash, hashToken(accessToken)));
  if (!row) return null;
  await revokeSignInOf(db, row.refreshTokenHash);
  return { userId: row.userId };
}

/** {@link revokeSignIn} for the refresh token with this hash (its access tokens go even when it is gone already). */
export async function revokeSignInOf(db: Db, refreshTokenHash: string): Promise<void> {
  const [refresh] = await db
    .select({ familyHash: systemOauth2RefreshToken.familyHash, refreshTokenHash: systemOauth2RefreshToken.refreshTokenHash })
    .from(systemOauth2RefreshToken)
    .where(eq(systemOauth2RefreshToken.refreshTokenHash, refreshTokenHash));
  await revokeSignIn(db, refresh ?? { familyHash: null, refreshTokenHash });
}

/** Revokes every token of the given users (force logout, disabled account, password reset). */
export async function removeTokensOfUsers(db: Db, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db.delete(systemOauth2AccessToken).where(inArray(systemOauth2AccessToken.userId, userIds));
  await db.delete(systemOauth2RefreshToken).where(inArray(systemOauth2RefreshToken.userId, userIds));
}

/**
 * Ends every sign-in of the user except the one the access token `keepAccessTokenId` belongs to (the caller's own
 * session, when a user changes his own password): the other sign-ins' access and refresh tokens go. Without a token to
 * keep, every sign-in of the user ends.
 */
export async function removeOtherSignIns(db: Db, userId: number, keepAccessTokenId: number | null): Promise<void> {
  const [current] =
    keepAccessTokenId === null
      ? []
      : await db
          .select({ refreshTokenHash: systemOauth2AccessToken.refreshTokenHash })
          .from(systemOauth2AccessToken)
          .where(and(eq(systemOauth2AccessToken.id, keepAccessTokenId), eq(systemOauth2AccessToken.userId, userId)));
  if (!current) {
    await removeTokensOfUsers(db, [userId]);
    return;
  }
  const [refresh] = await db
    .select({ familyHash: systemOauth2RefreshToken.familyHash })
    .from(systemOauth2RefreshToken)
    .where(eq(systemOauth2RefreshToken.refreshTokenHash, current.refreshTokenHash));
  const family = refresh?.familyHash
    ? await db.select({ hash: systemOauth2RefreshToken.refreshTokenHash }).from(systemOauth2RefreshToken).where(eq(systemOauth2RefreshToken.familyHash, refresh.familyHash))
    : [];
  const keep = [...new Set([current.refreshTokenHash, ...family.map((f) => f.hash)])];
  await db.delete(systemOauth2AccessToken).where(and(eq(systemOauth2AccessToken.userId, userId), notInArray(systemOauth2AccessToken.refreshTokenHash, keep)));
  await db.delete(systemOauth2RefreshToken).where(and(eq(systemOauth2RefreshToken.userId, userId), notInArray(systemOauth2RefreshToken.refreshTokenHash, keep)));
}

/** Deletes expired tokens (run by the scheduler). Returns how many rows went. */
export async function cleanExpiredTokens(db: Db): Promise<number> {
  const now = new Date();
  const a = await db.delete(systemOauth2AccessToken).where(lt(systemOauth2AccessToken.expiresTime, now)).returning({ id: systemOauth2AccessToken.id });
  const r = await db.delete(systemOauth2RefreshToken).where(lt(systemOauth2RefreshToken.expiresTime, now)).returning({ id: systemOauth2RefreshToken.id });
  return a.length + r.length;
}
