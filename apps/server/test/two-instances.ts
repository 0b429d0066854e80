import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';

export interface TwoInstances {
  /** the first instance (a test app with its own database) */
  a: TestApp;
  /** a second instance on the same database, with its own pool, LISTEN connections and in-memory state */
  b: FastifyInstance;
  close(): Promise<void>;
}

/** Two server instances on one PostgreSQL, both listening on loopback, as behind a load balancer. */
export async function startTwoInstances(poolSizeB = 8): Promise<TwoInstances> {
  const a = await createTestApp();
  const url = (a.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const dbB = connectDatabase(url, poolSizeB);
  const b = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: dbB.db, logger: false });
  await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.listen({ port: 0, host: '127.0.0.1' })]);
  return {
    a,
    b,
    async close() {
      await b.close();
      await dbB.close();
      await a.close();
    },
  };
}
