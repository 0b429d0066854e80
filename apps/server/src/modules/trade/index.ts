import type { FastifyInstance } from 'fastify';
import { tradeAfterSaleRoutes } from './after-sale/after-sale.routes';
import { tradeOrderRoutes } from './order/order.routes';

/** Every route of the trade area (交易中心), under /admin-api. */
export async function registerTradeModules(app: FastifyInstance): Promise<void> {
  tradeOrderRoutes(app);
  tradeAfterSaleRoutes(app);
}
