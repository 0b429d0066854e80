import type { FastifyInstance } from 'fastify';
import { payAppRoutes } from './app/app.routes';
import { payChannelRoutes } from './channel/channel.routes';
import { setDemoPayments } from './channel/mock-policy';
import { payDemoRoutes } from './demo/demo.routes';
import { payNotifyRoutes } from './notify/notify.routes';
import { payOrderRoutes } from './order/pay-order.routes';
import { payRefundRoutes } from './refund/refund.routes';
import { payWalletRechargeRoutes } from './wallet/recharge.routes';
import { payWalletRoutes } from './wallet/wallet.routes';

/** Every route of the pay area (支付中心), under /admin-api. */
export async function registerPayModules(app: FastifyInstance): Promise<void> {
  setDemoPayments(app.config.demoPayments);
  payAppRoutes(app);
  payChannelRoutes(app);
  payOrderRoutes(app);
  payRefundRoutes(app);
  payNotifyRoutes(app);
  payWalletRoutes(app);
  payWalletRechargeRoutes(app);
  payDemoRoutes(app);
}
