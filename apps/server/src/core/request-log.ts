import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One finished /admin-api request, as the access log, the error log and the operate log need it. */
export interface RequestRecord {
  traceId: string;
  userId: number | null;
  userType: number | null;
  method: string;
  /** path without the query string */
  path: string;
  /** query or body, secrets masked, at most 4,000 characters */
  params: string;
  ip: string;
  userAgent: string;
  beginTime: Date;
  endTime: Date;
  duration: number;
  resultCode: number;
  resultMsg: string;
  error?: { name: string; message: string; stack: string };
}

/** Where finished requests go; the infra/api-log module provides the database sink. */
export interface RequestLogSink {
  write(records: RequestRecord[]): Promise<void>;
}

const SECRET_KEY = /pass(word)?|secret|token|^code$|smscode|mobilecode|captcha/i;
export const MASK = '******';

/** Array items copied at most: the log keeps 4,000 characters, a feed batch has 5,000 rows. */
const MAX_LOGGED_ITEMS = 200;

/**
 * Copies a value with every secret-looking key's value replaced by ******. Objects nested deeper than 6 levels become
 * '…', so the copy is always shallow enough to stringify (a body of `[` × 20,000 once overflowed the stack here);
 * arrays keep their first 200 items and then say how many more there were.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_LOGGED_ITEMS).map((v) => maskSecrets(v, depth + 1));
    return value.length > MAX_LOGGED_ITEMS ? [...items, `…（另有 ${value.length - MAX_LOGGED_ITEMS} 项）`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '' ? MASK : maskSecrets(v, depth + 1);
  }
  return out;
}

function paramsOf(req: FastifyRequest): string {
  try {
    return paramsText(req);
  } catch {
    return '';
  }
}

function paramsText(req: FastifyRequest): string {
  const query = req.query && Object.keys(req.query as object).length ? maskSecrets(req.query) : undefined;
  const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? maskSecrets(req.body) : undefined;
  const text = JSON.stringify({ ...(query ? { query } : {}), ...(body ? { body } : {}) });
  return text.length > 4000 ? `${text.slice(0, 3997)}...` : text;
}

const ENVELOPE_HEAD = /^\{"code":(-?\d+),"msg":"((?:[^"\\]|\\.)*)"/;

/**
 * Batches records and hands them to the sink off the request path: every `intervalMs`, or at `maxBatch` records.
 * When a batch fails, each of its records is written alone, so one bad row (or one odd client) never costs the other
 * rows of its batch; a record that fails alone is reported and skipped: logging must never break the API.
 */
export class BufferedRequestLog {
  private queue: RequestRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: RequestLogSink,
    private readonly onError: (err: unknown) => void,
    private readonly intervalMs = 500,
    private readonly maxBatch = 200,
  ) {}

  push(record: RequestRecord): void {
    this.queue.push(record);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Writes everything queued so far; resolves when it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    this.flushing = this.flushing.then(async () => {
      if (!batch.length) return;
      try {
        await this.sink.write(batch);
      } catch (batchErr) {
        if (batch.length === 1) {
          this.onError(batchErr);
          return;
        }
        for (const record of batch) {
          try {
            await this.sink.write([record]);
          } catch (err) {
            this.onError(err);
          }
        }
      }
    });
    return this.flushing;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: BufferedRequestLog;
  }
  interface FastifyRequest {
    envelopeHead?: { code: number; msg: string };
    /** the client's address, read while the connection is open (after a reset the socket no longer knows it) */
    logIp?: string;
    errorForLog?: Error;
  }
}

function clientIp(req: FastifyRequest): string {
  try {
    return String(req.ip ?? req.socket?.remoteAddress ?? '').slice(0, 50);
  } catch {
    return '';
  }
}

/** Records every /admin-api request (except health checks and live streams) through the sink. */
export function installRequestLog(app: FastifyInstance, sink: RequestLogSink): void {
  const log = new BufferedRequestLog(sink, (err) => app.log.error({ err }, 'request log write failed'));
  app.decorate('requestLog', log);
  app.addHook('onRequest', async (req) => {
    req.logIp = clientIp(req);
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (typeof payload === 'string') {
      const m = ENVELOPE_HEAD.exec(payload);
      if (m) req.envelopeHead = { code: Number(m[1]), msg: JSON.parse(`"${m[2]}"`) as string };
    }
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/admin-api/') || path === '/admin-api/health' || path.includes('/live/')) return;
    const end = new Date();
    const duration = Math.round(reply.elapsedTime);
    log.push({
      // every text bounded by its column: a client-chosen x-request-id or a vanished socket must not fail the batch
      traceId: String(req.id ?? '').slice(0, 64),
      userId: req.loginUser?.id ?? null,
      userType: req.loginUser?.userType ?? null,
      method: req.method,
      path,
      params: paramsOf(req),
      ip: req.logIp || clientIp(req),
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
      beginTime: new Date(end.getTime() - duration),
      endTime: end,
      duration,
      resultCode: req.envelopeHead?.code ?? (reply.statusCode === 200 ? 0 : reply.statusCode),
      resultMsg: (req.envelopeHead?.msg ?? '').slice(0, 512),
      error: req.errorForLog
        ? { name: req.errorForLog.name, message: req.errorForLog.message, stack: String(req.errorForLog.stack ?? '') }
        : undefined,
    });
  });
  app.addHook('onClose', async () => {
    await log.flush();
  });
}
