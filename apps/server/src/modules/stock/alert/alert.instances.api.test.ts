import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertKind } from '@gprs/contract';
import { startTwoInstances, type TwoInstances } from '../../../../test/two-instances';
import { applyQuotes, resolveTradeDate } from '../feed/quote-path';
import { alertBookOf } from './alert.routes';

let two: TwoInstances;
beforeAll(async () => {
  two = await startTwoInstances();
});
afterAll(() => two?.close());

describe('alerts across two instances', () => {
  it('an alert created on one instance fires once when the other applies the quote, and reaches the member on either', async () => {
    const { a, b } = two;
    const token = await a.login('member', 'member123');
    const s = (await a.database.pool.query('select code, price::float8 price from stock_info where limit_up_price is not null and price > 5 and price < limit_up_price - 1 order by code desc limit 1')).rows[0];
    const created = await a.call({ method: 'POST', url: '/admin-api/stock/alert/create', token, payload: { stockCode: s.code, kind: AlertKind.PRICE_BELOW, threshold: s.price - 0.1 } });
    expect(created.code).toBe(0);
    await Promise.all([alertBookOf(a.app)!.sync(), alertBookOf(b)!.sync()]);
    // the member's stream open on instance B
    const { port } = b.server.address() as AddressInfo;
    let body = '';
    const req = http.get({ host: '127.0.0.1', port, path: '/admin-api/stock/live/alert-stream', headers: { authorization: `Bearer ${token}` } });
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
    res.setEncoding('utf8');
    res.on('data', (c: string) => (body += c));
    await expect.poll(() => body).toContain(': connected');

    const q = await a.database.pool.query('select extract(epoch from max(quote_time)) * 1000 as t from stock_info');
    let time = Math.ceil(Number(q.rows[0].t)) + 1000;
    const apply = async (price: number, db = a.app.db) => {
      time += 1000;
      const now = new Date(time);
      const { date } = await resolveTradeDate(db, now);
      await db.transaction(async (tx) => {
        await applyQuotes(tx as unknown as typeof db, [{ code: s.code, price: Math.round(price * 100) / 100, volume: 1, amount: 1, time: now }], { tradeDate: date, now, onlyNewer: true });
      });
      await Promise.all([alertBookOf(a.app)!.sync(), alertBookOf(b)!.sync()]);
    };
    await apply(s.price - 0.2, a.app.db); // crosses below on instance A's write
    await apply(s.price - 0.3, b.db); // still below, written by B: no second fire
    await expect.poll(() => body.split('event: alert').length - 1, { timeout: 10_000 }).toBe(1);
    const messages = await a.database.pool.query("select count(*)::int n from system_notify_message where template_code = 'stock-alert' and template_content like $1", [`%（${s.code}）股价跌到%`]);
    expect(messages.rows[0].n).toBe(1);
    req.destroy();
  });
});
