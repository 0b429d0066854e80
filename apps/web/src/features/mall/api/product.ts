import { queryOptions } from '@tanstack/react-query';
import type {
  ProductBrandSimpleResp,
  ProductCategoryResp,
  ProductPropertySimpleResp,
  ProductPropertyValueSimpleResp,
  ProductSpuDetailResp,
} from '@gprs/contract';
import { request } from '../../../shared/request';

/** GET /product/category/list: every category (the page and the pickers build the two-level tree). */
export const categoryListQuery = queryOptions({
  queryKey: ['product', 'category', 'list'],
  queryFn: () => request.get<ProductCategoryResp[]>('/product/category/list'),
});

/** GET /product/brand/list-all-simple: enabled brands for pickers. */
export const brandSimpleQuery = queryOptions({
  queryKey: ['product', 'brand', 'simple'],
  queryFn: () => request.get<ProductBrandSimpleResp[]>('/product/brand/list-all-simple'),
  staleTime: 30_000,
});

/** GET /product/property/simple-list */
export const propertySimpleQuery = queryOptions({
  queryKey: ['product', 'property', 'simple'],
  queryFn: () => request.get<ProductPropertySimpleResp[]>('/product/property/simple-list'),
});

/** GET /product/property/value/simple-list?propertyId= */
export const propertyValueSimpleQuery = (propertyId: number) =>
  queryOptions({
    queryKey: ['product', 'property-value', 'simple', propertyId],
    queryFn: () => request.get<ProductPropertyValueSimpleResp[]>('/product/property/value/simple-list', { propertyId }),
  });

/** GET /product/spu/get-detail?id= */
export const spuDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', 'spu', 'detail', id],
    queryFn: () => request.get<ProductSpuDetailResp>('/product/spu/get-detail', { id }),
    staleTime: 0,
  });
