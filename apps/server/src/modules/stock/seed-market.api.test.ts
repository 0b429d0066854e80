import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { generateMarket } from './generator/market-generator';
import { completeMarketHistory, deferMarketHistory, RECENT_HISTORY_DAYS, seedMarket } from './seed-market';

// `npm start` on an empty database: the seed writes the recent daily bars, the older ones follow in the background and
// resume after an interruption (decision 0025).
let t: TestApp;
const today = new Date('2026-11-20T10:00:00+08:00');
const SEED = 77;

const tables = `stock_info, stock_concept, stock_concept_member, stock_daily, stock_concept_daily, stock_index, stock_index_daily,
  stock_minute, stock_market_turnover, stock_limit_up, stock_news, stock_information, stock_announcement, stock_essay, stock_nav,
  stock_member_group, stock_member_group_item, stock_member_favorite, stock_member_record`;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query(`truncate ${tables} restart identity cascade`);
});
afterAll(async () => {
  deferMarketHistory(false);
  await t.close();
});

const days = async () => (await t.database.pool.query('select count(distinct trade_date)::int n, count(*)::int bars from stock_daily')).rows[0] as { n: number; bars: number };
const marker = async () => (await t.database.pool.query(`select obj_description('stock_daily'::regclass, 'pg_class') d`)).rows[0].d as string | null;

describe('deferred market history', () => {
  it('seeds the recent bars, then writes the rest in chunks, resuming after an interruption with the same bars', async () => {
    deferMarketHistory(true);
    const db = t.app.db;
    await db.transaction(async (tx) => {
      await seedMarket(tx as unknown as Db, { scale: 'test', seed: SEED, today });
    });
    const expected = generateMarket({ scale: 'test', seed: SEED, today });
    expect(await days()).toEqual({ n: RECENT_HISTORY_DAYS, bars: expected.stockDaily.tradeDate.filter((d) => d >= expected.tradeDays[expected.tradeDays.length - RECENT_HISTORY_DAYS]).length });
    expect(await marker()).toMatch(/^gprs:history-pending /);
    // the first pages have what they need
    const home = await t.call({ method: 'GET', url: '/admin-api/stock/home/summary' });
    expect(home.data.hotStocks.length).toBeGreaterThan(0);

    // stopped after the first chunk (as by a shutdown) …
    const log: string[] = [];
    let chunks = 0;
    expect(await completeMarketHistory(db, (m) => log.push(m), () => chunks++ > 0)).toBe(true);
    const partial = await days();
    expect(partial.n).toBeGreaterThan(RECENT_HISTORY_DAYS);
    expect(partial.n).toBeLessThan(expected.tradeDays.length);
    expect(await marker()).toMatch(/^gprs:history-pending /);
    // … and resumed later (the market generated again from the marker)
    expect(await completeMarketHistory(db, (m) => log.push(m))).toBe(true);
    expect(await days()).toEqual({ n: expected.tradeDays.length, bars: expected.stockDaily.length });
    expect(await marker()).toBeNull();
    expect(log.some((m) => /market history: \d+ %/.test(m))).toBe(true);
    expect(log.at(-1)).toMatch(/^market history complete/);
    // the same bars as one whole generation
    const i = expected.stockDaily.tradeDate.indexOf(expected.tradeDays[0]);
    const row = await db.execute<{ close: string }>(
      sql`select close from stock_daily where stock_code = ${expected.stockDaily.code[i]} and trade_date = ${expected.tradeDays[0]}`,
    );
    expect(Number(row.rows[0].close)).toBeCloseTo(expected.stockDaily.close[i], 2);
    // nothing left to do
    expect(await completeMarketHistory(db, () => undefined)).toBe(false);
  });
});
