import { eq } from 'drizzle-orm';
import { SystemError, type RegisterReq } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { fail } from '../../../core/errors';
import { hashPassword } from '../auth/auth.service';
import { systemUsers, type UserRow } from './user.schema';

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.code ? e : e?.cause;
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/** Creates a site member (user_type 1, no roles) from the register form. */
export async function createMember(db: Db, input: RegisterReq): Promise<UserRow> {
  const [byName] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.username, input.username));
  if (byName) fail(SystemError.USER_USERNAME_EXISTS);
  if (input.mobile) {
    const [byMobile] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.mobile, input.mobile));
    if (byMobile) fail(SystemError.USER_MOBILE_EXISTS);
  }
  try {
    const [user] = await db
      .insert(systemUsers)
      .values({
        username: input.username,
        password: await hashPassword(input.password),
        nickname: input.nickname || input.username,
        mobile: input.mobile ?? '',
        userType: UserType.MEMBER,
      })
      .returning();
    return user;
  } catch (error) {
    // a concurrent registration took the name between the check and the insert
    if (isUniqueViolation(error)) fail(SystemError.USER_USERNAME_EXISTS);
    throw error;
  }
}
