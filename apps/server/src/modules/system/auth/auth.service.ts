import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { SystemError, type TokenResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { createTokens } from '../oauth2/oauth2-token.service';
import type { LoginNote } from '../login-log/login-log.service';
import { systemUsers, type UserRow } from '../user/user.schema';
import { assertNotThrottled, clearLoginFailures, recordLoginFailure } from './login-throttle';

export const PASSWORD_ROUNDS = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, PASSWORD_ROUNDS);
}

const DUMMY_HASH = '$2b$10$C6UzMDM.H6dfI/f/IKcEeO5l6m1O1kT3a5Qh5C1FQ7o1Jf0p8o6e2';

export interface Credentials {
  username: string;
  password: string;
  /** the client address (req.ip: the socket's, or X-Forwarded-For's from a trusted proxy) */
  ip: string;
}

/**
 * Checks a username and password; throws the module's login errors. A username + address (or an address) that must
 * wait is refused before the password is looked at; wrong passwords are counted through `rootDb` (they must survive
 * the request's rollback). See login-throttle.ts.
 */
export async function authenticate(db: Db, rootDb: Db, credentials: Credentials, note: LoginNote = {}): Promise<UserRow> {
  const { username, password, ip } = credentials;
  await assertNotThrottled(rootDb, username, ip);
  const [user] = await db.select().from(systemUsers).where(eq(systemUsers.username, username));
  if (user) Object.assign(note, { userId: user.id, userType: user.userType });
  // compare against a dummy hash for unknown users so timing does not reveal which usernames exist
  const ok = await bcrypt.compare(password, user?.password || DUMMY_HASH);
  if (!user || !ok) {
    await recordLoginFailure(rootDb, username, ip);
    fail(SystemError.AUTH_LOGIN_BAD_CREDENTIALS);
  }
  await clearLoginFailures(rootDb, username, ip);
  if (user.status !== 0) fail(SystemError.AUTH_LOGIN_USER_DISABLED);
  return user;
}

/** A user that may sign in by other means (SMS, social): must exist and be enabled. */
export function assertCanSignIn(user: UserRow | undefined, note: LoginNote = {}): asserts user is UserRow {
  if (!user) fail(SystemError.AUTH_LOGIN_BAD_CREDENTIALS);
  Object.assign(note, { userId: user.id, userType: user.userType });
  if (user.status !== 0) fail(SystemError.AUTH_LOGIN_USER_DISABLED);
}

/** Issues the tokens of a successful sign-in and records the login ip and time on the user. */
export async function completeLogin(db: Db, user: UserRow, ip: string): Promise<TokenResp> {
  await db.update(systemUsers).set({ loginIp: ip, loginDate: new Date() }).where(eq(systemUsers.id, user.id));
  return createTokens(db, { userId: user.id, userType: user.userType });
}
