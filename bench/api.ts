// API load benchmark: autocannon against the built server on the embedded database. Prints figures; asserts nothing.
// Usage: npm run build && npm run bench:api [-- --seconds 10 --connections 20]
import autocannon from 'autocannon';
import { loginToken, startBuiltServer } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 20);

interface Target {
  name: string;
  path: string;
  auth: boolean;
}

const targets: Target[] = [
  { name: 'GET /admin-api/health (ceiling)', path: '/admin-api/health', auth: false },
  { name: 'GET /system/auth/get-permission-info', path: '/admin-api/system/auth/get-permission-info', auth: true },
  { name: 'GET /system/dict-data/list-all-simple', path: '/admin-api/system/dict-data/list-all-simple', auth: true },
  { name: 'GET /system/dict-data/page', path: '/admin-api/system/dict-data/page?pageNo=1&pageSize=20', auth: true },
  { name: 'GET /stock/stock/hot-rank', path: '/admin-api/stock/stock/hot-rank?limit=20', auth: false },
  { name: 'GET /stock/limit-up/pool', path: '/admin-api/stock/limit-up/pool?poolType=1', auth: false },
  { name: 'GET /stock/search (pinyin)', path: '/admin-api/stock/search?keyword=GZ&limit=10', auth: false },
  { name: 'GET /stock/search (code prefix)', path: '/admin-api/stock/search?keyword=6005&limit=10', auth: false },
];

// full market scale (about 5,000 stocks) so the market endpoints are measured on realistic data
const server = await startBuiltServer({ SEED_MARKET_SCALE: process.env.SEED_MARKET_SCALE ?? 'full', MARKET_SIMULATOR: 'false' });
try {
  const token = await loginToken(server.baseURL, 'admin', 'admin123');
  const rows: string[][] = [];
  for (const t of targets) {
    const probe = await fetch(server.baseURL + t.path, { headers: t.auth ? { authorization: `Bearer ${token}` } : {} }).then((r) => r.json());
    if ((probe as { code: number }).code !== 0) throw new Error(`${t.path} answered ${JSON.stringify(probe).slice(0, 200)}`);
    const result = await autocannon({
      url: server.baseURL + t.path,
      connections,
      duration: seconds,
      headers: t.auth ? { authorization: `Bearer ${token}` } : {},
    });
    rows.push([t.name, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(result.non2xx + result.errors)]);
  }
  console.info(`\n${seconds} s each, ${connections} connections, ${new Date().toISOString()}\n`);
  console.info('| endpoint | req/s | p50 ms | p99 ms | errors |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of rows) console.info(`| ${r.join(' | ')} |`);
} finally {
  await server.stop();
}
