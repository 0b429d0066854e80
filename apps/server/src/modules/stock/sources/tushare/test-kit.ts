import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from './client';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A recorded answer (fixtures/<name>.json). */
export function fixture(name: string): any {
  return JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
}

/** An answer with no rows, in the documented shape. */
export const emptyAnswer = (fields: string[] = []) => ({ request_id: 'e0', code: 0, msg: '', data: { fields, items: [], has_more: false } });

export interface SentCall {
  api_name: string;
  token: string;
  params: Record<string, unknown>;
  fields: string;
}

/**
 * tushare at the client's boundary: `answer(call)` gives the JSON body for each POST (an Error is thrown as a network
 * failure, a number answers that HTTP status). Every call sent is kept in `calls`.
 */
export function stubTushare(answer: (call: SentCall) => unknown): { fetch: FetchLike; calls: SentCall[] } {
  const calls: SentCall[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const call = JSON.parse(init.body) as SentCall;
    calls.push(call);
    const body = answer(call);
    if (body instanceof Error) throw body;
    if (typeof body === 'number') return { ok: false, status: body, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  return { fetch, calls };
}

/** Answers from the recorded fixtures: trade_cal, stock_basic, ths_hot / dc_hot, and per trade day daily / limit_list_d. */
export function recordedMarket(overrides: Record<string, unknown> = {}): (call: SentCall) => unknown {
  return (call) => {
    if (call.api_name in overrides) {
      const o = overrides[call.api_name];
      return typeof o === 'function' ? (o as (c: SentCall) => unknown)(call) : o;
    }
    const day = String(call.params.trade_date ?? '');
    switch (call.api_name) {
      case 'trade_cal':
        return fixture('trade_cal');
      case 'stock_basic':
        return fixture('stock_basic');
      case 'daily':
        return ['20261126', '20261127'].includes(day) ? fixture(`daily_${day}`) : emptyAnswer(['ts_code', 'trade_date', 'open', 'high', 'low', 'close', 'pre_close', 'change', 'pct_chg', 'vol', 'amount']);
      case 'limit_list_d':
        return day === '20261127' ? fixture('limit_list_d_20261127') : emptyAnswer(['trade_date', 'ts_code', 'name', 'close', 'limit']);
      case 'ths_hot':
        return fixture('ths_hot_20261127');
      case 'dc_hot':
        return fixture('dc_hot_20261127');
      case 'kpl_list':
        return day === '20261127' ? fixture('kpl_list_20261127') : emptyAnswer(['ts_code', 'name', 'trade_date', 'lu_desc', 'theme', 'status']);
      case 'index_daily':
        return day === '20261127' && call.params.ts_code === '000001.SH'
          ? fixture('index_daily_000001_20261127')
          : emptyAnswer(['ts_code', 'trade_date', 'close', 'open', 'high', 'low', 'pre_close', 'change', 'pct_chg', 'vol', 'amount']);
      case 'adj_factor':
        return day === '20261127' ? fixture('adj_factor_20261127') : emptyAnswer(['ts_code', 'trade_date', 'adj_factor']);
      case 'moneyflow':
        return day === '20261127' ? fixture('moneyflow_20261127') : emptyAnswer(['ts_code', 'trade_date', 'net_mf_amount']);
      case 'top_list':
        return day === '20261127' ? fixture('top_list_20261127') : emptyAnswer(['trade_date', 'ts_code', 'name', 'reason']);
      case 'top_inst':
        return day === '20261127' ? fixture('top_inst_20261127') : emptyAnswer(['trade_date', 'ts_code', 'exalter', 'buy', 'sell', 'side', 'reason']);
      case 'stk_auction':
        return day === '20261127' ? fixture('stk_auction_20261127') : emptyAnswer(['ts_code', 'trade_date', 'vol', 'price', 'amount', 'pre_close']);
      case 'anns_d':
        return fixture('anns_d_20261127');
      case 'news':
        return call.params.src === 'sina' ? fixture('news_sina') : emptyAnswer(['datetime', 'content', 'title', 'channels']);
      case 'ths_index':
        return fixture('ths_index');
      case 'ths_member':
        return call.params.ts_code === '885800.TI' ? fixture('ths_member_885800') : emptyAnswer(['ts_code', 'con_code', 'con_name', 'weight', 'in_date', 'out_date', 'is_new']);
      default:
        return fixture('error_no_permission');
    }
  };
}
