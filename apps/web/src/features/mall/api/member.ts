import type { MemberBenefitResp, PageResult, ProfileVO, ProductSpuOnSaleResp, TradeAfterSaleCreateReq, TradeOrderCreateReq, TradeOrderCreateResp, TradeOrderResp } from '@gprs/contract';
import { request } from '../../../shared/request';

export const mallKeys = {
  onSale: ['mall', 'on-sale'] as const,
  myBenefits: ['mall', 'my-benefits'] as const,
  myOrders: (p: Record<string, unknown>) => ['trade', 'my-orders', p] as const,
};

/** The member's side of the mall: the on-sale services, orders and refund requests (auth: user, own data only). */
export const mallApi = {
  onSale: () => request.get<ProductSpuOnSaleResp[]>('/product/spu/on-sale-list'),
  /** the entitlements still holding (VIP, Level-2 行情, 付费专栏), from the member's profile */
  myBenefits: async (): Promise<MemberBenefitResp[]> => (await request.get<ProfileVO>('/system/user/profile/get')).benefits,
  createOrder: (body: TradeOrderCreateReq) => request.post<TradeOrderCreateResp>('/trade/order/create', body),
  myOrders: (p: { pageNo: number; pageSize: number; status?: number }) => request.get<PageResult<TradeOrderResp>>('/trade/order/my-page', p),
  cancelOrder: (id: number) => request.put<boolean>('/trade/order/my-cancel', undefined, { params: { id } }),
  applyRefund: (body: TradeAfterSaleCreateReq) => request.post<number>('/trade/after-sale/create', body),
};

/** The public cashier's address for a pay order, coming back to `returnUrl`. */
export function cashierUrl(payOrderId: number, returnUrl = '/userOrder'): string {
  return `/cashier?id=${payOrderId}&returnUrl=${encodeURIComponent(returnUrl)}`;
}
