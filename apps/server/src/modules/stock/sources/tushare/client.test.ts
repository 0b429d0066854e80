import { describe, expect, it } from 'vitest';
import { TushareClient } from './client';
import { TushareError, answerMessage, classifyAnswer } from './errors';
import { RateLimiter } from './rate-limiter';
import { emptyAnswer, fixture, stubTushare } from './test-kit';

/** A clock that only moves when the limiter sleeps. */
function fakeClock(start = 1_000_000) {
  let t = start;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
    advance: (ms: number) => (t += ms),
    slept,
  };
}

describe('rate limiter', () => {
  it('lets perMinute calls through in any 60 s and makes the next one wait until the oldest is a minute old', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock.now, clock.sleep);
    for (let i = 0; i < 3; i++) {
      await limiter.take('daily', 3);
      clock.advance(10_000);
    }
    expect(clock.slept).toEqual([]);
    // 30 s after the first call: it must wait the remaining 30 s
    await limiter.take('daily', 3);
    expect(clock.slept).toEqual([30_000]);
    // another interface has its own window
    await limiter.take('stock_basic', 3);
    expect(clock.slept).toEqual([30_000]);
  });

  it('fill() makes the next call wait a whole minute', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock.now, clock.sleep);
    limiter.fill('limit_list_d', 200);
    expect(limiter.waitFor('limit_list_d', 200)).toBe(60_000);
    await limiter.take('limit_list_d', 200);
    expect(clock.slept).toEqual([60_000]);
  });
});

describe('tushare client', () => {
  it('posts api_name, token, params and fields, and answers the items as records', async () => {
    const stub = stubTushare(() => fixture('stock_basic'));
    const client = new TushareClient({ token: 'tok-123', fetch: stub.fetch });
    const rows = await client.query('stock_basic', { list_status: 'L' }, ['ts_code', 'name']);
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]).toMatchObject({ api_name: 'stock_basic', token: 'tok-123', fields: 'ts_code,name', params: { list_status: 'L', limit: 6000, offset: 0 } });
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ ts_code: '000858.SZ', symbol: '000858', name: '五粮液', industry: '白酒', list_date: '19980427', list_status: 'L' });
  });

  it('pages with offset while has_more is true, and while full pages come back when the answer has no has_more', async () => {
    const page = (n: number, more?: boolean) => ({
      code: 0,
      msg: '',
      data: { fields: ['ts_code', 'trade_date', 'adj_factor'], items: Array.from({ length: n }, (_, i) => [`6000${String(i).padStart(2, '0')}.SH`, '20261127', 1]), ...(more === undefined ? {} : { has_more: more }) },
    });
    const withFlag = stubTushare((c) => (c.params.offset === 0 ? page(10, true) : page(4, false)));
    const rows = await new TushareClient({ token: 't', fetch: withFlag.fetch }).query('adj_factor', { trade_date: '20261127' });
    expect(withFlag.calls.map((c) => c.params.offset)).toEqual([0, 6000]);
    expect(rows).toHaveLength(14);

    // no has_more: a full page (maxRows 6000 for adj_factor) means there may be more
    const full = stubTushare((c) => (c.params.offset === 0 ? page(6000) : page(0)));
    const all = await new TushareClient({ token: 't', fetch: full.fetch }).query('adj_factor', {});
    expect(full.calls.map((c) => c.params.offset)).toEqual([0, 6000]);
    expect(all).toHaveLength(6000);
  });

  it('bad token, no permission and the daily quota become TushareError with a Chinese message; nothing is retried', async () => {
    for (const [name, failure, words] of [
      ['error_bad_token', 'bad_token', '令牌无效'],
      ['error_no_permission', 'no_permission', '无权限'],
      ['error_daily_quota', 'quota', '今日调用次数已用完'],
    ] as const) {
      const stub = stubTushare(() => fixture(name));
      const err = await new TushareClient({ token: 't', fetch: stub.fetch }).query('limit_list_d', {}).catch((e) => e);
      expect(err).toBeInstanceOf(TushareError);
      expect(err.failure).toBe(failure);
      expect(err.message).toContain(words);
      expect(stub.calls).toHaveLength(1);
    }
    const noPerm = await new TushareClient({ token: 't', fetch: stubTushare(() => fixture('error_no_permission')).fetch }).query('limit_list_d').catch((e) => e);
    expect(noPerm.message).toContain('涨跌停列表（limit_list_d）');
    expect(noPerm.message).toContain('5000 积分');
  });

  it('a per-minute refusal waits a minute and tries once more: success then, or rate_limited', async () => {
    const clock = fakeClock();
    let answers = [fixture('error_rate_limit'), fixture('daily_20261127')];
    const stub = stubTushare(() => answers.shift());
    const client = new TushareClient({ token: 't', fetch: stub.fetch, limiter: new RateLimiter(clock.now, clock.sleep) });
    const rows = await client.query('daily', { trade_date: '20261127' });
    expect(rows).toHaveLength(7);
    expect(stub.calls).toHaveLength(2);
    expect(clock.slept).toEqual([60_000]);

    answers = [fixture('error_rate_limit'), fixture('error_rate_limit')];
    const err = await client.query('daily', { trade_date: '20261127' }).catch((e) => e);
    expect(err.failure).toBe('rate_limited');
    expect(err.message).toContain('调用过于频繁');
  });

  it('network failures, HTTP errors and answers in another shape are said in words', async () => {
    const down = await new TushareClient({ token: 't', fetch: stubTushare(() => new Error('getaddrinfo ENOTFOUND api.tushare.pro')).fetch }).query('daily').catch((e) => e);
    expect(down.failure).toBe('network');
    expect(down.message).toContain('无法连接 tushare');
    // undici's "fetch failed" carries the reason in its cause
    const undici = await new TushareClient({ token: 't', fetch: stubTushare(() => new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.tushare.pro') })).fetch }).query('daily').catch((e) => e);
    expect(undici.message).toBe('无法连接 tushare（http://api.tushare.pro）：fetch failed（getaddrinfo ENOTFOUND api.tushare.pro）');
    const http = await new TushareClient({ token: 't', fetch: stubTushare(() => 502).fetch }).query('daily').catch((e) => e);
    expect(http.message).toContain('HTTP 502');
    const odd = await new TushareClient({ token: 't', fetch: stubTushare(() => ({ hello: 1 })).fetch }).query('daily').catch((e) => e);
    expect(odd.message).toContain('不是约定的格式');
    const empty = await new TushareClient({ token: 't', fetch: stubTushare(() => emptyAnswer(['ts_code'])).fetch }).query('daily');
    expect(empty).toEqual([]);
  });

  it('classifies the answers tushare gives', () => {
    expect(classifyAnswer(40101, '您的token不对，请确认。')).toBe('bad_token');
    expect(classifyAnswer(40203, '抱歉，您没有访问该接口的权限，权限的具体详情访问：https://tushare.pro/document/1?doc_id=108。')).toBe('no_permission');
    expect(classifyAnswer(40203, '抱歉，您每分钟最多访问该接口200次，权限的具体详情访问：https://tushare.pro/document/1?doc_id=108。')).toBe('rate_limited');
    expect(classifyAnswer(40203, '抱歉，您每天最多访问该接口2次')).toBe('quota');
    expect(classifyAnswer(-2001, '参数错误')).toBe('error');
    expect(answerMessage('daily', -2001, '参数错误')).toBe('tushare 返回错误（-2001）：参数错误');
  });
});

describe('write failures in words', () => {
  it('the database error, not the statement', async () => {
    const { writeFailure } = await import('./runner');
    const wrapped = new Error('Failed query: update stock_concept set …\nparams: ', { cause: new Error('null value in column "change_percent" of relation "stock_concept" violates not-null constraint') });
    expect(writeFailure(wrapped)).toBe('写入失败：null value in column "change_percent" of relation "stock_concept" violates not-null constraint');
    expect(writeFailure(new Error('a\nb'))).toBe('写入失败：a');
  });
});
