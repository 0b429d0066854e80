import crypto from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { SystemError, type SocialProviderVO } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { BizError, fail } from '../../../core/errors';
import { systemUsers, type UserRow } from '../user/user.schema';
import { SOCIAL_PROVIDERS, type SocialProvider } from './social-providers';
import { systemSocialClient, systemSocialUser, systemSocialUserBind, type SocialClientRow, type SocialUserRow } from './social.schema';

/** How long a code from a refused social login may still be used for the bind step. */
export const SOCIAL_CODE_REUSE_MINUTES = 10;

/** Enabled providers, for the buttons of the login page. */
export async function listEnabledProviders(db: Db): Promise<SocialProviderVO[]> {
  return db
    .select({ type: systemSocialClient.socialType, name: systemSocialClient.name })
    .from(systemSocialClient)
    .where(eq(systemSocialClient.status, 0))
    .orderBy(asc(systemSocialClient.socialType));
}

async function enabledClient(db: Db, type: number): Promise<{ client: SocialClientRow; provider: SocialProvider }> {
  const [client] = await db
    .select()
    .from(systemSocialClient)
    .where(and(eq(systemSocialClient.socialType, type), eq(systemSocialClient.status, 0)))
    .limit(1);
  if (!client) fail(SystemError.SOCIAL_CLIENT_NOT_EXISTS);
  const provider = SOCIAL_PROVIDERS[type];
  if (!provider) fail(SystemError.SOCIAL_USER_AUTH_FAILURE, '暂未接入该社交平台');
  return { client, provider };
}

/** The provider's sign-in URL for the browser; a fresh random state goes with it. */
export async function getAuthorizeUrl(db: Db, type: number, redirectUri: string): Promise<string> {
  const { client, provider } = await enabledClient(db, type);
  return provider.authorizeUrl(client, redirectUri, crypto.randomBytes(16).toString('hex'));
}

/**
 * The social identity behind a code: the one stored from an earlier exchange of the same code and state (the
 * bind step reuses the code of a failed social login), else asked from the provider and upserted through
 * `rootDb` so it survives the rollback of a "not bound" answer.
 */
export async function authSocialUser(db: Db, rootDb: Db, type: number, code: string, state: string): Promise<SocialUserRow> {
  const { client, provider } = await enabledClient(db, type);
  const [known] = await rootDb
    .select({
      row: systemSocialUser,
      fresh: sql<boolean>`${systemSocialUser.updateTime} > now() - make_interval(mins => ${SOCIAL_CODE_REUSE_MINUTES})`,
    })
    .from(systemSocialUser)
    .where(and(eq(systemSocialUser.type, type), eq(systemSocialUser.code, code)))
    .limit(1);
  if (known) {
    if (known.row.state === '') fail(SystemError.SOCIAL_USER_AUTH_FAILURE, '授权码已使用');
    if (known.row.state !== state) fail(SystemError.SOCIAL_USER_AUTH_FAILURE, 'state 不匹配');
    if (!known.fresh) fail(SystemError.SOCIAL_USER_AUTH_FAILURE, '授权码已过期');
    return known.row;
  }
  let identity;
  try {
    identity = await provider.exchange(client, code, state);
  } catch (error) {
    if (error instanceof BizError) throw error;
    fail(SystemError.SOCIAL_USER_AUTH_FAILURE, error instanceof Error ? error.message : String(error));
  }
  const values = {
    nickname: identity.nickname.slice(0, 64),
    avatar: identity.avatar.slice(0, 512),
    rawUserInfo: identity.raw,
    code: code.slice(0, 512),
    state: state.slice(0, 256),
  };
  const [row] = await rootDb
    .insert(systemSocialUser)
    .values({ type, openid: identity.openid, ...values })
    .onConflictDoUpdate({ target: [systemSocialUser.type, systemSocialUser.openid], set: { ...values, updateTime: sql`now()` } })
    .returning();
  return row;
}

/** A code that signed someone in (or bound an identity) is spent: an empty state marks it, so it cannot be replayed. */
export async function forgetSocialCode(db: Db, socialUserId: number): Promise<void> {
  await db.update(systemSocialUser).set({ state: '' }).where(eq(systemSocialUser.id, socialUserId));
}

/** The account a social identity is bound to. */
export async function findBoundUser(db: Db, socialUserId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: systemUsers })
    .from(systemSocialUserBind)
    .innerJoin(systemUsers, eq(systemUsers.id, systemSocialUserBind.userId))
    .where(eq(systemSocialUserBind.socialUserId, socialUserId))
    .limit(1);
  return row?.user;
}

/** Binds the identity to the account, replacing its earlier binding and the account's earlier one of that type. */
export async function bindSocialUser(db: Db, rootDb: Db, user: UserRow, input: { type: number; code: string; state: string }): Promise<void> {
  const socialUser = await authSocialUser(db, rootDb, input.type, input.code, input.state);
  await db
    .delete(systemSocialUserBind)
    .where(
      or(
        eq(systemSocialUserBind.socialUserId, socialUser.id),
        and(eq(systemSocialUserBind.userId, user.id), eq(systemSocialUserBind.socialType, input.type)),
      ),
    );
  await db.insert(systemSocialUserBind).values({ userId: user.id, userType: user.userType, socialType: input.type, socialUserId: socialUser.id });
  await forgetSocialCode(db, socialUser.id);
}
