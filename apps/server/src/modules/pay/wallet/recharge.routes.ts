import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  PageParam,
  PayWalletRechargeCreateReq,
  PayWalletRechargePackageCreateReq,
  PayWalletRechargePackageFilter,
  PayWalletRechargePackageUpdateReq,
  PayWalletRechargePageReq,
  PayWalletRechargeUpdatePaidReq,
  WalletRechargeError,
  type PayWalletRechargePackageAdminResp,
} from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { payWalletRechargePackage, type PayWalletRechargePackageRow } from '../pay.schema';
import { createRecharge, myRechargePage, rechargeChannels, rechargePackages, rechargePaidNotify } from './recharge.service';

/** 钱包充值: packages, the channels that can pay a top-up, create (→ the cashier), the member's and staff's lists. */
export function payWalletRechargeRoutes(app: FastifyInstance): void {
  // 充值套餐 for staff (yudao PayWalletRechargePackageController)
  crudRoutes(app, {
    path: '/pay/wallet-recharge-package',
    table: payWalletRechargePackage,
    permission: 'pay:wallet-recharge-package',
    create: PayWalletRechargePackageCreateReq,
    update: PayWalletRechargePackageUpdateReq,
    filter: PayWalletRechargePackageFilter,
    where: (f) => and(f.name ? likeContains(payWalletRechargePackage.name, f.name) : undefined, f.status !== undefined ? eq(payWalletRechargePackage.status, f.status) : undefined, timeBetween(payWalletRechargePackage.createTime, f.createTime)),
    orderBy: [asc(payWalletRechargePackage.payPrice), asc(payWalletRechargePackage.id)],
    notFound: WalletRechargeError.PACKAGE_NOT_FOUND,
    unique: [{ field: 'name', column: payWalletRechargePackage.name, error: WalletRechargeError.PACKAGE_NAME_EXISTS }],
    toVO: (r: PayWalletRechargePackageRow): PayWalletRechargePackageAdminResp => ({
      id: r.id,
      name: r.name,
      payPrice: r.payPrice,
      bonusPrice: r.bonusPrice,
      status: r.status,
      createTime: r.createTime.getTime(),
    }),
  });

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
