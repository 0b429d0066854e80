import type { FastifyInstance } from 'fastify';
import { PageParam, PayWalletRechargeCreateReq, PayWalletRechargePageReq, PayWalletRechargeUpdatePaidReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { createRecharge, myRechargePage, rechargeChannels, rechargePackages, rechargePaidNotify } from './recharge.service';

/** 钱包充值: packages, the channels that can pay a top-up, create (→ the cashier), the member's and staff's lists. */
export function payWalletRechargeRoutes(app: FastifyInstance): void {
  route(app, { method: 'GET', url: '/pay/wallet-recharge-package/list', auth: 'user', handler: ({ db }) => rechargePackages(db) });

  route(app, { method: 'GET', url: '/pay/wallet-recharge/channel-list', auth: 'user', handler: ({ db }) => rechargeChannels(db) });

  route(app, {
    method: 'POST',
    url: '/pay/wallet-recharge/create',
    auth: 'user',
    body: PayWalletRechargeCreateReq,
    handler: ({ db, body, user, req }) => createRecharge(db, user.id, body, req.ip),
  });

  route(app, {
    method: 'GET',
    url: '/pay/wallet-recharge/my-page',
    auth: 'user',
    query: PageParam,
    handler: ({ db, user, query }) => myRechargePage(db, user.id, query),
  });

  route(app, {
    method: 'GET',
    url: '/pay/wallet-recharge/page',
    permission: 'pay:wallet:query',
    query: PayWalletRechargePageReq,
    handler: ({ db, query }) => myRechargePage(db, query.userId, query),
  });

  // the 钱包充值 app's notify address (yudao @PermitAll): acts only on a pay order this server recorded as paid, once
  route(app, {
    method: 'POST',
    url: '/pay/wallet-recharge/update-paid',
    auth: 'public',
    body: PayWalletRechargeUpdatePaidReq,
    handler: async ({ db, body }) => {
      await rechargePaidNotify(db, body);
      return true;
    },
  });
}
