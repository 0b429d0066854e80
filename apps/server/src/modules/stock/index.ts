import type { FastifyInstance } from 'fastify';
import { stockAdminRoutes } from './admin';
import { alertModule } from './alert/alert.routes';
import { bookRoutes } from './book/book.routes';
import { contentRoutes } from './content.routes';
import { bookFeedRoutes } from './feed/book-feed.routes';
import { feedRoutes } from './feed/feed.routes';
import { liveRoutes } from './feed/live.routes';
import { stopMarketFeed } from './feed/market-feed';
import { marketRoutes } from './market.routes';
import { memberRoutes } from './member.routes';
import { moneyRoutes } from './money/money.routes';
import { stockSourceModule } from './sources';

/** Every route of the stock area (股票热搜 public site and member APIs), under /admin-api. */
export async function registerStockModules(app: FastifyInstance): Promise<void> {
  marketRoutes(app);
  contentRoutes(app);
  memberRoutes(app);
  moneyRoutes(app);
  liveRoutes(app);
  feedRoutes(app);
  bookFeedRoutes(app);
  bookRoutes(app);
  stockAdminRoutes(app);
  stockSourceModule(app);
  alertModule(app);
  app.addHook('onClose', async (instance) => stopMarketFeed(instance));
}

export { startMarketFeed } from './feed/market-feed';
