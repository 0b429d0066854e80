import { z } from 'zod';
import { TUSHARE_APIS, type TushareApiName } from './catalog';
import { TushareError, answerMessage, classifyAnswer } from './errors';
import { RateLimiter } from './rate-limiter';

/** tushare pro's one endpoint: POST {api_name, token, params, fields} → {code, msg, data: {fields, items}}. */
export const TUSHARE_URL = 'http://api.tushare.pro';

/** The answer as the HTTP page (doc_id=40) documents it; `has_more` is sent by newer servers. */
export const TushareAnswer = z.object({
  request_id: z.string().optional(),
  code: z.number(),
  msg: z.string().nullish(),
  data: z
    .object({
      fields: z.array(z.string()),
      items: z.array(z.array(z.unknown())),
      has_more: z.boolean().optional(),
    })
    .nullish(),
});
export type TushareAnswer = z.infer<typeof TushareAnswer>;

/** The part of fetch the client uses (the test stubs it here, at the client's boundary). */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface TushareClientOptions {
  token: string;
  url?: string;
  fetch?: FetchLike;
  limiter?: RateLimiter;
  /** per-call time limit, ms (default 30 s) */
  timeoutMs?: number;
  /** at most this many pages of one query (default 50) */
  maxPages?: number;
}

/** Items as records keyed by the answer's field names. */
export function recordsOf(data: { fields: string[]; items: unknown[][] }): Record<string, unknown>[] {
  return data.items.map((item) => Object.fromEntries(data.fields.map((f, i) => [f, item[i] ?? null])));
}

/**
 * A tushare pro client: one token, every interface kept to its published calls per minute (catalog.ts), a query paged
 * with limit / offset until the answer says there is no more (or a page comes back short), error answers turned into
 * TushareError with a Chinese message. A per-minute refusal from the server waits a minute and tries once more.
 */
export class TushareClient {
  /** calls sent (all interfaces), for the job log */
  calls = 0;
  private readonly url: string;
  private readonly fetch: FetchLike;
  private readonly limiter: RateLimiter;

  constructor(private readonly options: TushareClientOptions) {
    this.url = options.url ?? TUSHARE_URL;
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.limiter = options.limiter ?? new RateLimiter();
  }

  /** Every row of `api` for `params` (all pages), as records. */
  async query(api: TushareApiName, params: Record<string, string | number> = {}, fields: readonly string[] = []): Promise<Record<string, unknown>[]> {
    const spec = TUSHARE_APIS[api];
    const rows: Record<string, unknown>[] = [];
    const maxPages = this.options.maxPages ?? 50;
    for (let page = 0; page < maxPages; page++) {
      const data = await this.call(api, { ...params, limit: spec.maxRows, offset: page * spec.maxRows }, fields);
      rows.push(...recordsOf(data));
      const more = data.has_more ?? data.items.length >= spec.maxRows;
      if (!more || data.items.length === 0) return rows;
    }
    throw new TushareError('error', api, `${spec.label}（${api}）超过 ${maxPages} 页仍未取完，已停止（请缩小日期范围）`);
  }

  /** One call (one page), rate-limited; retried once after a per-minute refusal. */
  private async call(api: TushareApiName, params: Record<string, string | number>, fields: readonly string[]): Promise<{ fields: string[]; items: unknown[][]; has_more?: boolean }> {
    const spec = TUSHARE_APIS[api];
    for (let attempt = 1; ; attempt++) {
      await this.limiter.take(api, spec.perMinute);
      const answer = await this.post(api, params, fields);
      if (answer.code === 0) return answer.data ?? { fields: [], items: [] };
      const failure = classifyAnswer(answer.code, answer.msg ?? '');
      if (failure === 'rate_limited' && attempt === 1) {
        this.limiter.fill(api, spec.perMinute);
        continue;
      }
      throw new TushareError(failure, api, answerMessage(api, answer.code, answer.msg ?? ''), answer.code);
    }
  }

  private async post(api: TushareApiName, params: Record<string, string | number>, fields: readonly string[]): Promise<TushareAnswer> {
    this.calls++;
    const body = JSON.stringify({ api_name: api, token: this.options.token, params, fields: fields.join(',') });
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await this.fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      const inner = err instanceof Error && err.cause instanceof Error ? `（${err.cause.message}）` : '';
      const cause = err instanceof Error ? (err.name === 'TimeoutError' ? '超时未答复' : `${err.message}${inner}`) : String(err);
      throw new TushareError('network', api, `无法连接 tushare（${this.url}）：${cause}`);
    }
    if (!res.ok) throw new TushareError('network', api, `tushare 答复 HTTP ${res.status}，请稍后重试`);
    const parsed = TushareAnswer.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new TushareError('error', api, `tushare 的答复不是约定的格式（${TUSHARE_APIS[api].label}）`);
    return parsed.data;
  }
}
