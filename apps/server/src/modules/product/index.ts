import type { FastifyInstance } from 'fastify';
import { productBrandRoutes } from './brand/brand.routes';
import { productCategoryRoutes } from './category/category.routes';
import { productPropertyRoutes } from './property/property.routes';
import { productSpuRoutes } from './spu/spu.routes';

/** Every route of the product area (商品中心), under /admin-api. */
export async function registerProductModules(app: FastifyInstance): Promise<void> {
  productCategoryRoutes(app);
  productBrandRoutes(app);
  productPropertyRoutes(app);
  productSpuRoutes(app);
}
