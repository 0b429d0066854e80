import type {
  PageResult,
  PayCashierChannel,
  PayWalletRechargeCreateReq,
  PayWalletRechargeCreateResp,
  PayWalletRechargePackageResp,
  PayWalletResp,
  PayWalletTransactionResp,
} from '@gprs/contract';
import { request } from '../../../shared/request';

export const walletKeys = {
  all: ['wallet'] as const,
  mine: ['wallet', 'mine'] as const,
  transactions: (p: { pageNo: number; pageSize: number }) => ['wallet', 'transactions', p] as const,
  packages: ['wallet', 'packages'] as const,
  channels: ['wallet', 'recharge-channels'] as const,
};

/** 我的钱包: balance, 钱包流水, 充值套餐, the channels that can pay a top-up, and the top-up itself (auth: user). */
export const walletApi = {
  mine: () => request.get<PayWalletResp>('/pay/wallet/my-get'),
  transactions: (p: { pageNo: number; pageSize: number }) => request.get<PageResult<PayWalletTransactionResp>>('/pay/wallet/my-transaction-page', p),
  packages: () => request.get<PayWalletRechargePackageResp[]>('/pay/wallet-recharge-package/list'),
  channels: () => request.get<PayCashierChannel[]>('/pay/wallet-recharge/channel-list'),
  recharge: (body: PayWalletRechargeCreateReq) => request.post<PayWalletRechargeCreateResp>('/pay/wallet-recharge/create', body),
};
