import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { registerJobHandler } from './job-handlers';
import { JobScheduler, nextRunTimes } from './job.scheduler';

let t: TestApp;
let admin: string;
let runs = 0;
let failuresLeft = 0;
registerJobHandler('testCountingJob', async ({ param }) => {
  if (failuresLeft > 0) {
    failuresLeft--;
    throw new Error('故意失败');
  }
  runs++;
  return `ran with ${param}`;
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
});
afterAll(() => t.close());

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
};

describe('cron expressions', () => {
  it('reads Quartz-style six-field expressions in Beijing time', () => {
    const [next] = nextRunTimes('0 0 3 * * ?', 1, new Date('2026-11-21T00:00:00Z'));
    expect(next.toISOString()).toBe('2026-11-21T19:00:00.000Z'); // 03:00 Beijing = 19:00 UTC the day before
  });
});

describe('/infra/job', () => {
  it('lists the seeded jobs and validates new ones', async () => {
    const page = await t.call({ method: 'GET', url: '/admin-api/infra/job/page?pageSize=20', token: admin });
    expect(page.data.list.map((j: { handlerName: string }) => j.handlerName)).toContain('cleanExpiredTokensJob');
    const bad = await t.call({ method: 'POST', url: '/admin-api/infra/job/create', token: admin, payload: { name: 'x', handlerName: 'testCountingJob', cronExpression: 'every minute' } });
    expect(bad).toMatchObject({ code: 1_001_001_005, msg: 'CRON 表达式不正确' });
    const unknown = await t.call({ method: 'POST', url: '/admin-api/infra/job/create', token: admin, payload: { name: 'x', handlerName: 'nope', cronExpression: '0 * * * * ?' } });
    expect(unknown.code).toBe(1_001_001_006);
    const dup = await t.call({ method: 'POST', url: '/admin-api/infra/job/create', token: admin, payload: { name: 'x', handlerName: 'cleanJobLogJob', cronExpression: '0 * * * * ?' } });
    expect(dup.code).toBe(1_001_001_001);
    const member = await t.login('member', 'member123');
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/job/page', token: member })).code).toBe(403);
  });

  it('runs a job once on demand, retries failures and logs every attempt', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/admin-api/infra/job/create',
      token: admin,
      payload: { name: '测试任务', handlerName: 'testCountingJob', handlerParam: 'p1', cronExpression: '0 0 0 1 1 ?', retryCount: 2, retryInterval: 10 },
    });
    expect(created.code).toBe(0);
    const id = created.data;
    const times = await t.call({ method: 'GET', url: `/admin-api/infra/job/get_next_times?id=${id}&count=3`, token: admin });
    expect(times.data).toHaveLength(3);
    failuresLeft = 1;
    runs = 0;
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/job/trigger?id=${id}`, token: admin })).code).toBe(0);
    await waitFor(async () => runs === 1);
    await waitFor(async () => (await t.call({ method: 'GET', url: `/admin-api/infra/job-log/page?jobId=${id}`, token: admin })).data.list.every((l: { status: number }) => l.status !== 0));
    const logs = await t.call({ method: 'GET', url: `/admin-api/infra/job-log/page?jobId=${id}`, token: admin });
    expect(logs.data.total).toBe(2);
    const [second, first] = logs.data.list;
    expect(first).toMatchObject({ executeIndex: 1, status: 2, result: '故意失败' });
    expect(second).toMatchObject({ executeIndex: 2, status: 1, result: 'ran with p1' });
    const exported = await t.app.inject({ method: 'GET', url: `/admin-api/infra/job-log/export?jobId=${id}`, headers: { authorization: `Bearer ${admin}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(3);
  });

  it('pauses and resumes, refusing a no-op status change', async () => {
    const { data: list } = await t.call({ method: 'GET', url: '/admin-api/infra/job/page?handlerName=cleanJobLogJob', token: admin });
    const id = list.list[0].id;
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/job/update-status?id=${id}&status=2`, token: admin })).code).toBe(0);
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/job/update-status?id=${id}&status=2`, token: admin })).code).toBe(1_001_001_003);
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/job/update-status?id=${id}&status=5`, token: admin })).code).toBe(1_001_001_002);
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/job/update-status?id=${id}&status=1`, token: admin })).code).toBe(0);
  });
});

describe('two instances on one database', () => {
  it('run a scheduled job exactly once per scheduled instant', async () => {
    registerJobHandler('everySecondJob', async () => 'tick');
    const created = await t.call({ method: 'POST', url: '/admin-api/infra/job/create', token: admin, payload: { name: '每秒任务', handlerName: 'everySecondJob', cronExpression: '* * * * * *' } });
    expect(created.code).toBe(0);
    const jobId = created.data;
    const second = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: t.database.db, logger: false });
    const a = new JobScheduler(t.database.db, t.app.log, 200);
    const b = new JobScheduler(t.database.db, second.log, 200);
    await Promise.all([a.start(), b.start()]);
    await new Promise((r) => setTimeout(r, 3500));
    await Promise.all([a.stop(), b.stop()]);
    await second.close();
    const rows = await t.database.pool.query('select begin_time from infra_job_log where job_id = $1 order by begin_time', [jobId]);
    expect(rows.rowCount).toBeGreaterThanOrEqual(2);
    const seconds = rows.rows.map((r) => Math.floor(new Date(r.begin_time).getTime() / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
    const fired = await t.database.pool.query('select count(distinct last_fire_time)::int as n from infra_job where id = $1', [jobId]);
    expect(fired.rows[0].n).toBe(1);
  });
});
