import { fail, type ErrorCode } from './errors';

/** The PostgreSQL error behind a failed query (drizzle wraps it as `cause`). */
function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let e: any = err;
  for (let i = 0; e && i < 3; i++, e = e.cause) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

/**
 * Runs a write whose uniqueness the service has already checked; if a concurrent request slipped in between the
 * check and the write, the unique violation (23505) of a listed constraint becomes that business error, not a 500.
 */
export async function guardUnique<T>(write: Promise<T>, errors: Record<string, ErrorCode>, ...args: unknown[]): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === '23505' && pg.constraint && errors[pg.constraint]) fail(errors[pg.constraint], ...args);
    throw err;
  }
}
