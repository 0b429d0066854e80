import { PayError, WALLET_PAY_APP_KEY, WalletRechargeError } from '@gprs/contract';
import type { ErrorCode } from '../../../core/errors';

/** The pay app of 接入示例 (pay/demo), the only app 模拟支付 is meant for. */
export const MOCK_PAY_APP_KEY = 'demo';

/**
 * Whether a channel may be offered and used by a pay app. 模拟支付 (`mock`) succeeds without taking money, so it is open
 * only to the 接入示例 app — unless the server runs with demo payments on (DEMO_PAYMENTS=true: a demo or benchmark
 * install where fake money is the point). Every other channel is a matter of the app's channel rows alone.
 * See docs/decisions/0021.
 */
export function channelAllowedForApp(code: string, appKey: string, demoPayments: boolean): boolean {
  return channelRefusalForApp(code, appKey, demoPayments) === null;
}

/**
 * Why a channel may not serve a pay app, or null when it may: 模拟支付 outside 接入示例 (without demo payments), and 钱包支付
 * for 钱包充值 — the wallet cannot pay its own top-up (decision 0041).
 */
export function channelRefusalForApp(code: string, appKey: string, demoPayments: boolean): ErrorCode | null {
  if (code === 'wallet' && appKey === WALLET_PAY_APP_KEY) return WalletRechargeError.CHANNEL_WALLET_FOR_RECHARGE;
  if (code === 'mock' && appKey !== MOCK_PAY_APP_KEY && !demoPayments) return PayError.CHANNEL_MOCK_DEMO_ONLY;
  return null;
}

let demoPayments = false;

/** Set once when the pay module is registered, from the server's configuration. */
export function setDemoPayments(on: boolean): void {
  demoPayments = on;
}

export function demoPaymentsOn(): boolean {
  return demoPayments;
}

/** {@link channelRefusalForApp} under the server's configuration. */
export function channelRefusal(code: string, appKey: string): ErrorCode | null {
  return channelRefusalForApp(code, appKey, demoPayments);
}

/** {@link channelAllowedForApp} under the server's configuration. */
export function channelAllowed(code: string, appKey: string): boolean {
  return channelAllowedForApp(code, appKey, demoPayments);
}
