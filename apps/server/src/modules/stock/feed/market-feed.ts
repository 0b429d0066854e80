import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { getConfigValue } from '../../infra/config/config.service';
import { isContinuousTrading, tradingSession } from '../market-rules';
import { getLiveHub, LiveListener } from './live-hub';
import { MarketSimulator, type SimulatorOptions } from './simulator';

/** Advisory-lock key: only one instance runs the simulator against a database. */
const SIMULATOR_LOCK = 731_100_001;

export interface MarketFeedHandle {
  listener: LiveListener;
  simulator: MarketSimulator | null;
  stop(): Promise<void>;
}

const running = new WeakMap<object, MarketFeedHandle>();

/** Connection settings of the pool behind a drizzle handle (for the dedicated LISTEN connection). */
function poolConfig(app: FastifyInstance): pg.ClientConfig {
  const pool = (app.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool) throw new Error('the database handle has no pg pool');
  return (pool as unknown as { options: pg.ClientConfig }).options;
}

/**
 * Starts the market feed of this instance: a LISTEN connection forwarding live events to the SSE clients, and the
 * simulator when config.marketFeed is 'simulator' (MARKET_FEED, default; 'push' leaves the data to the push feed),
 * config.marketSimulator is on and infra config 'stock.market.simulator-enabled' is not 'false'
 * (MARKET_SIMULATOR_ALWAYS=true makes it tick outside trading hours). Across instances only the holder of an advisory
 * lock simulates. app.close() stops everything; so does the returned handle's stop().
 */
export async function startMarketFeed(app: FastifyInstance, options: SimulatorOptions & { simulator?: boolean } = {}): Promise<MarketFeedHandle> {
  const existing = running.get(app.db);
  if (existing) return existing;
  // every live event also advances the market read model's version (topic 'market'; decision 0023)
  const listener = new LiveListener(app.db, poolConfig(app), getLiveHub(app.db), app.log, () => app.cacheBus.emit(['market']));
  await listener.start();
  let simulator: MarketSimulator | null = null;
  let lockTimer: NodeJS.Timeout | null = null;
  const configured = (await getConfigValue(app.db, 'stock.market.simulator-enabled'))?.trim().toLowerCase();
  // MARKET_FEED=push: the data comes from POST /admin-api/stock-feed/*; MARKET_SOURCE: pulled from a source — either
  // way the simulator stays off (it would write the same quotes)
  const enabled =
    options.simulator ?? (app.config.marketFeed !== 'push' && app.config.marketSource === 'none' && app.config.marketSimulator && configured !== 'false');
  if (enabled) {
    simulator = new MarketSimulator(
      app.db,
      { always: process.env.MARKET_SIMULATOR_ALWAYS === 'true', log: app.log, ...options },
      (now) => isContinuousTrading(tradingSession(now)),
    );
    const sim = simulator;
    const tryLock = async () => {
      const client = listener.client;
      if (!client) return false;
      const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SIMULATOR_LOCK]);
      return res.rows[0]?.ok === true;
    };
    if (await tryLock()) await sim.start();
    else {
      lockTimer = setInterval(() => {
        tryLock()
          .then(async (ok) => {
            if (!ok) return;
            if (lockTimer) clearInterval(lockTimer);
            lockTimer = null;
            await sim.start();
          })
          .catch(() => undefined);
      }, 30_000);
      lockTimer.unref();
    }
  }
  const handle: MarketFeedHandle = {
    listener,
    simulator,
    async stop() {
      running.delete(app.db);
      if (lockTimer) clearInterval(lockTimer);
      await simulator?.stop();
      await listener.stop();
    },
  };
  running.set(app.db, handle);
  return handle;
}

/** Stops the feed started for this app's database, if any (registered as an onClose hook). */
export async function stopMarketFeed(app: FastifyInstance): Promise<void> {
  await running.get(app.db)?.stop();
}
