import { PayWalletBizType } from '@gprs/contract';
import { changeWalletBalance } from '../wallet/wallet.service';
import { registerChannelAdapter } from './channel-adapter';

/** 模拟支付: pays and refunds at once (demos and tests). */
registerChannelAdapter({
  code: 'mock',
  name: '模拟支付',
  instant: true,
  async pay({ order }) {
    return { status: 'success', channelOrderNo: `MOCK-${order.no}`, raw: JSON.stringify({ mock: true, no: order.no }) };
  },
  async refund({ refund }) {
    return { status: 'success', channelRefundNo: `MOCK-${refund.no}`, raw: JSON.stringify({ mock: true, no: refund.no }) };
  },
});

/** 钱包支付: takes the price from the paying member's wallet (refused when the balance is short); refunds put it back. */
registerChannelAdapter({
  code: 'wallet',
  name: '钱包支付',
  async pay({ db, order }) {
    const { balance } = await changeWalletBalance(db, { userId: order.userId, price: -order.price, bizType: PayWalletBizType.PAYMENT, bizId: String(order.id), title: `支付：${order.subject}` });
    return { status: 'success', channelOrderNo: order.no, raw: JSON.stringify({ wallet: true, balance }) };
  },
  async refund({ db, order, refund }) {
    const { balance } = await changeWalletBalance(db, {
      userId: order.userId,
      price: refund.refundPrice,
      bizType: PayWalletBizType.PAYMENT_REFUND,
      bizId: String(refund.id),
      title: `退款：${order.subject}`,
    });
    return { status: 'success', channelRefundNo: refund.no, raw: JSON.stringify({ wallet: true, balance }) };
  },
});
