// API load benchmark: autocannon against the built server on the embedded database. Prints figures; asserts nothing.
// Usage: npm run build && npm run bench:api [-- --seconds 10 --connections 20]
import fs from 'node:fs';
import autocannon from 'autocannon';
import { loginToken, startBuiltServer } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 20);
/** `--mall-only`: the health ceiling and the order flow only (quick runs while tuning the mall). */
const mallOnly = process.argv.includes('--mall-only');
/** Numbers the order runs (their products and members get distinct names). */
let benchRun = 0;

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
  { name: 'GET /stock/home/summary', path: '/admin-api/stock/home/summary', auth: false },
  { name: 'GET /stock/index/list', path: '/admin-api/stock/index/list', auth: false },
  { name: 'GET /stock/concept/page', path: '/admin-api/stock/concept/page?type=2&pageSize=20', auth: false },
  { name: 'GET /stock/stock/get (quote)', path: '/admin-api/stock/stock/get?code=600519', auth: false },
];

// full market scale (about 5,000 stocks) so the market endpoints are measured on realistic data
// DEMO_PAYMENTS: 模拟支付 may serve the mall too (a member's orders are paid without money; never on a real install)
const server = await startBuiltServer({ SEED_MARKET_SCALE: process.env.SEED_MARKET_SCALE ?? 'full', MARKET_SIMULATOR: 'false', DEMO_PAYMENTS: 'true' });
try {
  const token = await loginToken(server.baseURL, 'admin', 'admin123');
  const rows: string[][] = [];
  for (const t of mallOnly ? targets.slice(0, 1) : targets) {
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
  const cpuNotes: string[] = [];
  for (const spread of [true, false]) {
    const orders = await benchOrders(server.baseURL, token, spread, server.pid);
    const { before, after } = orders.cpu;
    const label = spread ? 'one SKU per member' : 'all members on one SKU';
    rows.push([`order create + pay (orders/s, ${label})`, orders.perSecond.toFixed(0), String(orders.p50), String(orders.p99), String(orders.errors)]);
    // CPU per order (during the timed loop) is steadier than orders/s on a shared machine
    if (before && after && orders.count) {
      cpuNotes.push(`${label}: server ${((after.node - before.node) / orders.count).toFixed(2)} ms CPU per order, PostgreSQL ${((after.postgres - before.postgres) / orders.count).toFixed(2)} ms`);
    }
  }
  console.info(`\n${seconds} s each, ${connections} connections, ${new Date().toISOString()}\n`);
  console.info('| endpoint | req/s | p50 ms | p99 ms | errors |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of rows) console.info(`| ${r.join(' | ')} |`);
  if (cpuNotes.length) console.info(`\n${cpuNotes.join('\n')}`);
} finally {
  await server.stop();
}

/**
 * The mall's write path: `connections` members in parallel, each in a loop creating an order for one SKU and paying it
 * with 模拟支付 at the cashier (two requests, two transactions: stock reserved, order + pay order written, payment
 * idempotency check, order completed, entitlement granted, notify recorded). Figures are complete orders per second
 * and the latency of one create + pay pair.
 */
async function benchOrders(
  baseURL: string,
  adminToken: string,
  spread: boolean,
  serverPid: number,
): Promise<{ perSecond: number; p50: number; p99: number; errors: number; count: number; cpu: { before: CpuMs | null; after: CpuMs | null } }> {
  benchRun++;
  const api = async (path: string, token: string, method = 'GET', body?: unknown) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const res = await fetch(baseURL + path, method === 'GET' ? { headers } : { method, headers, body: JSON.stringify(body ?? {}) });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const must = async (p: Promise<{ code: number; msg: string; data: any }>) => {
    const r = await p;
    if (r.code !== 0) throw new Error(r.msg);
    return r.data;
  };
  // products of its own with stock enough for the run, in a seeded second-level category: one per member when spread
  // (orders of one SKU queue on its row lock, which is what the second figure shows)
  const cats = await must(api('/admin-api/product/category/list', adminToken));
  const brands = await must(api('/admin-api/product/brand/list-all-simple', adminToken));
  const skuIds: number[] = [];
  for (let i = 0; i < (spread ? connections : 1); i++) {
    const spuId = await must(
      api('/admin-api/product/spu/create', adminToken, 'POST', {
        name: `压测专栏 ${benchRun}-${i}`,
        keyword: 'bench',
        introduction: 'bench',
        description: '<p>bench</p>',
        categoryId: cats.find((c: { parentId: number }) => c.parentId !== 0).id,
        brandId: brands[0].id,
        picUrl: 'https://example.com/bench.png',
        sort: 99,
        specType: false,
        benefitType: 3,
        benefitLevel: 0,
        skus: [{ price: 100, marketPrice: 100, costPrice: 0, stock: 10_000_000, benefitDays: 1 }],
      }),
    );
    skuIds.push((await must(api(`/admin-api/product/spu/get-detail?id=${spuId}`, adminToken))).skus[0].id);
  }
  // the mall's 模拟支付 channel (the seed gives the mall the wallet only; DEMO_PAYMENTS lets staff add mock)
  const payApps = await must(api('/admin-api/pay/app/page?pageNo=1&pageSize=50', adminToken));
  const mall = payApps.list.find((a: { name: string }) => a.name === '会员商城');
  const mockAdded = await api('/admin-api/pay/channel/create', adminToken, 'POST', { appId: mall.id, code: 'mock', status: 0, remark: '压测', config: '{}' });
  if (mockAdded.code !== 0 && !/已存在|exist/i.test(mockAdded.msg)) throw new Error(mockAdded.msg);
  // one member per connection (a member's entitlement row is locked while one of his payments completes)
  const tokens: string[] = [];
  for (let i = 0; i < connections; i++) {
    const username = `bench${benchRun}x${i}`;
    await must(api('/admin-api/system/user/create', adminToken, 'POST', { username, nickname: `压测会员${i}`, password: 'bench123' }));
    tokens.push(await loginToken(baseURL, username, 'bench123'));
  }
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const begin = Date.now();
  const cpuBefore = serverCpuMs(serverPid);
  await Promise.all(
    tokens.map(async (token, i) => {
      const skuId = skuIds[i % skuIds.length];
      while (Date.now() < end) {
        const t0 = performance.now();
        const created = await api('/admin-api/trade/order/create', token, 'POST', { items: [{ skuId, count: 1 }] });
        const paid = created.code === 0 ? await api('/admin-api/pay/order/submit', token, 'POST', { id: created.data.payOrderId, channelCode: 'mock' }) : created;
        if (paid.code === 0 && paid.data.status === 10) latencies.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  const elapsed = (Date.now() - begin) / 1000;
  const cpuAfter = serverCpuMs(serverPid);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  return { perSecond: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors, count: latencies.length, cpu: { before: cpuBefore, after: cpuAfter } };
}

interface CpuMs {
  node: number;
  postgres: number;
}

/**
 * CPU time (ms) used so far by the server process and by its descendants (the embedded PostgreSQL, with the backends
 * it has reaped); null off Linux.
 */
function serverCpuMs(pid: number): CpuMs | null {
  const ticks = (stat: string) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (i: number) => (Number(f[i]) * 1000) / 100;
    return { ppid: Number(f[1]), ms: ms(11) + ms(12), reaped: ms(13) + ms(14) };
  };
  try {
    const procs = new Map<number, { ppid: number; ms: number; reaped: number }>();
    for (const d of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        procs.set(Number(d), ticks(fs.readFileSync(`/proc/${d}/stat`, 'utf8')));
      } catch {
        // the process ended meanwhile
      }
    }
    const tree = new Set([pid]);
    let postgres = 0;
    for (let grew = true; grew; ) {
      grew = false;
      for (const [p, s] of procs) {
        if (!tree.has(p) && tree.has(s.ppid)) {
          tree.add(p);
          postgres += s.ms + s.reaped;
          grew = true;
        }
      }
    }
    return { node: procs.get(pid)?.ms ?? 0, postgres };
  } catch {
    return null;
  }
}
