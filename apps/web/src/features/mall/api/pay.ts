import { queryOptions } from '@tanstack/react-query';
import type { PayCashierOrderResp, PayOrderSubmitReq, PayOrderSubmitResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** GET /pay/order/get?id= : the cashier's view of a pay order (only its own member's). */
export const cashierOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ['pay', 'cashier', id],
    queryFn: () => request.get<PayCashierOrderResp>('/pay/order/get', { id }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /pay/order/submit — idempotent by order on the server. */
export const submitPayOrder = (body: PayOrderSubmitReq) => request.post<PayOrderSubmitResp>('/pay/order/submit', body);
