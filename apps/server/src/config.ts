import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (apps/server/src → ../../..), whether run from source or from the bundle in apps/server/dist. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; when empty an embedded server is started. */
  databaseUrl: string | undefined;
  /** Data folder: embedded PostgreSQL lives in <dataDir>/postgres, uploads in <dataDir>/files. */
  dataDir: string;
  embeddedPgPort: number;
  logLevel: string;
  /** Demo mode: every write request answers 901. */
  demoMode: boolean;
  /** Demo payments: 模拟支付 may serve every pay app, not only 接入示例 (demos, benchmarks; never a real install). */
  demoPayments: boolean;
  captchaEnabled: boolean;
  tenantEnabled: boolean;
  /** The market simulator moves quotes during trading hours. */
  marketSimulator: boolean;
  /**
   * Where live market data comes from: the built-in `simulator` (default) or `push` — an outside feeder posts to
   * /admin-api/stock-feed/* (docs/market-data-feed.md) and the simulator stays off.
   */
  marketFeed: 'simulator' | 'push';
  /** A source the server pulls itself (MARKET_SOURCE): 'tushare' (docs/market-data-tushare.md) or 'none' (default). */
  marketSource: 'none' | 'tushare';
  /** The tushare pro token (TUSHARE_TOKEN), used only when marketSource is 'tushare'. */
  tushareToken: string;
  /** Size of the generated market data on first seed: 'full' (whole A-share market) or 'test' (small, fast). */
  seedMarketScale: 'full' | 'test';
  /** Where the built web app lives (served with history fallback when present). */
  webDist: string;
  /** the web app's server-rendering build (apps/web/dist-ssr); without it every page is rendered in the browser */
  webSsrDist: string;
  /**
   * Reverse proxies whose X-Forwarded-For / -Proto are believed (addresses or CIDR ranges). Empty: none, the client
   * address is the socket's (decision 0013).
   */
  trustedProxies: string[];
}

/** TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`. */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 48080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    logLevel: env.LOG_LEVEL ?? 'info',
    demoMode: bool(env.DEMO_MODE, false),
    demoPayments: bool(env.DEMO_PAYMENTS, false),
    captchaEnabled: bool(env.CAPTCHA_ENABLED, false),
    tenantEnabled: bool(env.TENANT_ENABLED, false),
    marketSimulator: bool(env.MARKET_SIMULATOR, true),
    marketFeed: env.MARKET_FEED?.trim().toLowerCase() === 'push' ? 'push' : 'simulator',
    marketSource: env.MARKET_SOURCE?.trim().toLowerCase() === 'tushare' ? 'tushare' : 'none',
    tushareToken: env.TUSHARE_TOKEN?.trim() ?? '',
    seedMarketScale: env.SEED_MARKET_SCALE === 'test' ? 'test' : 'full',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    webSsrDist: path.resolve(env.WEB_SSR_DIST ?? path.join(repoRoot, 'apps/web/dist-ssr')),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  };
}
