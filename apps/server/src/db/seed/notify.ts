import type { Db } from '../client';

/** Notify templates and a few unread messages for admin. */
export async function seedNotify(_db: Db): Promise<void> {}
