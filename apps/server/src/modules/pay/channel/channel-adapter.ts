import type { Db } from '../../../db/client';
import type { PayOrderRow, PayRefundRow } from '../pay.schema';

/** What a channel answers to a payment request. */
export type ChannelPayResult =
  /** paid now (mock, wallet): the pay order becomes 支付成功 in the same transaction */
  | { status: 'success'; channelOrderNo: string; raw: string }
  /**
   * the payer must finish elsewhere (Alipay page, WeChat QR code): the cashier shows displayContent and the pay order
   * stays 待支付 until the provider's callback reaches the channel's notify route (not built: no such channel here)
   */
  | { status: 'waiting'; displayMode: 'url' | 'qr_code' | 'form' | 'app'; displayContent: string };

export type ChannelRefundResult = { status: 'success'; channelRefundNo: string; raw: string } | { status: 'failure'; errorCode: string; errorMsg: string };

/**
 * One payment channel. Everything provider-specific (signing, certificates, HTTP calls, callback parsing) lives behind
 * this interface; the pay order service only sees results. See docs/decisions/0021.
 */
export interface PayChannelAdapter {
  code: string;
  /** shown at the cashier */
  name: string;
  /**
   * pays with no I/O and no writes of its own (模拟支付): the cashier's submit is then one check and one statement,
   * without a transaction (submitAtOnce)
   */
  instant?: boolean;
  /** runs inside the submit transaction after the pay order row is locked */
  pay(ctx: { db: Db; order: PayOrderRow; config: string }): Promise<ChannelPayResult>;
  /** runs inside the refund transaction */
  refund(ctx: { db: Db; order: PayOrderRow; refund: PayRefundRow; config: string }): Promise<ChannelRefundResult>;
}

const adapters = new Map<string, PayChannelAdapter>();

export function registerChannelAdapter(adapter: PayChannelAdapter): void {
  adapters.set(adapter.code, adapter);
}
export function getChannelAdapter(code: string): PayChannelAdapter | undefined {
  return adapters.get(code);
}
/** The implemented channels, in cashier order. */
export function channelAdapters(): PayChannelAdapter[] {
  return [...adapters.values()];
}
