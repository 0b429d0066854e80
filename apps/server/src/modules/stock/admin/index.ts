import type { FastifyInstance } from 'fastify';
import { stockAdminConceptRoutes } from './concept.admin';
import { stockAdminContentRoutes } from './content.admin';
import { stockAdminEssayRoutes } from './essay.admin';
import { stockAdminFeedSourceRoutes } from './feed-source.admin';
import { stockAdminImportRoutes } from './import.admin';
import { stockAdminLookupRoutes } from './lookup.admin';
import { stockAdminNavRoutes } from './nav.admin';
import { stockAdminStockRoutes } from './stock.admin';

/** Staff maintenance of the 股票数据 menu, under /admin-api/stock-admin/… (the public API is /stock/…). */
export function stockAdminRoutes(app: FastifyInstance): void {
  stockAdminStockRoutes(app);
  stockAdminContentRoutes(app);
  stockAdminEssayRoutes(app);
  stockAdminNavRoutes(app);
  stockAdminConceptRoutes(app);
  stockAdminImportRoutes(app);
  stockAdminLookupRoutes(app);
  stockAdminFeedSourceRoutes(app);
}
