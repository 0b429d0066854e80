/** The pay app of 接入示例 (pay/demo), the only app 模拟支付 is meant for. */
export const MOCK_PAY_APP_KEY = 'demo';

/**
 * Whether a channel may be offered and used by a pay app. 模拟支付 (`mock`) succeeds without taking money, so it is open
 * only to the 接入示例 app — unless the server runs with demo payments on (DEMO_PAYMENTS=true: a demo or benchmark
 * install where fake money is the point). Every other channel is a matter of the app's channel rows alone.
 * See docs/decisions/0021.
 */
export function channelAllowedForApp(code: string, appKey: string, demoPayments: boolean): boolean {
  return code !== 'mock' || appKey === MOCK_PAY_APP_KEY || demoPayments;
}

let demoPayments = false;

/** Set once when the pay module is registered, from the server's configuration. */
export function setDemoPayments(on: boolean): void {
  demoPayments = on;
}

export function demoPaymentsOn(): boolean {
  return demoPayments;
}

/** {@link channelAllowedForApp} under the server's configuration. */
export function channelAllowed(code: string, appKey: string): boolean {
  return channelAllowedForApp(code, appKey, demoPayments);
}
