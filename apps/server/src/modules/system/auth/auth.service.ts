import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { SystemError, type TokenResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { createTokens } from '../oauth2/oauth2-token.service';
import { systemUsers, type UserRow } from '../user/user.schema';

export const PASSWORD_ROUNDS = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, PASSWORD_ROUNDS);
}

/** Checks a username and password; throws the module's login errors. */
export async function authenticate(db: Db, username: string, password: string): Promise<UserRow> {
  const [user] = await db.select().from(systemUsers).where(eq(systemUsers.username, username));
  // compare against a dummy hash for unknown users so timing does not reveal which usernames exist
  const ok = await bcrypt.compare(password, user?.password || '$2b$10$C6UzMDM.H6dfI/f/IKcEeO5l6m1O1kT3a5Qh5C1FQ7o1Jf0p8o6e2');
  if (!user || !ok) fail(SystemError.AUTH_LOGIN_BAD_CREDENTIALS);
  if (user.status !== 0) fail(SystemError.AUTH_LOGIN_USER_DISABLED);
  return user;
}

/** Issues the tokens of a successful sign-in and records the login ip and time on the user. */
export async function completeLogin(db: Db, user: UserRow, ip: string): Promise<TokenResp> {
  await db.update(systemUsers).set({ loginIp: ip, loginDate: new Date() }).where(eq(systemUsers.id, user.id));
  return createTokens(db, { userId: user.id, userType: user.userType });
}
