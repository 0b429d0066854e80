import type { FastifyInstance } from 'fastify';
import { stockSourceRoutes } from './source.routes';
import { ensureTushareJobs, registerTushareJobs } from './tushare/jobs';

/**
 * Pulled market sources (decision 0033): the tushare adapter's jobs in 定时任务 (created at start when
 * MARKET_SOURCE=tushare) and the status route of the data-source page.
 */
export function stockSourceModule(app: FastifyInstance): void {
  registerTushareJobs(app.config);
  stockSourceRoutes(app);
  if (app.config.marketSource === 'tushare') app.addHook('onReady', () => ensureTushareJobs(app.db));
}
