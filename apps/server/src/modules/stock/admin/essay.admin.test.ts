import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { expectGuarded, resourceClient } from './admin-test-kit';

let t: TestApp;
let staff: string;
let member: string;
let staffId: number;
let draftId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
  staffId = (await t.database.pool.query("select id from system_users where username = 'staff'")).rows[0].id;
  const { rows } = await t.database.pool.query(
    "insert into stock_essay (title, author, summary, content, status) values ('待审核的文章', '股友甲', '摘要', '<p>正文</p>', 0) returning id",
  );
  draftId = rows[0].id;
});
afterAll(() => t.close());

const r = () => resourceClient(t, 'essay');
const audit = (payload: unknown, token = staff) => r().call('PUT', 'audit', token, payload);
const essay = async (id: number) => (await t.database.pool.query('select * from stock_essay where id = $1', [id])).rows[0];

describe('access', () => {
  it('401 without a token, 403 for a member, nothing written; no create route', async () => {
    await expectGuarded(
      t,
      'essay',
      [
        ['GET', 'page'],
        ['GET', 'get?id=1'],
        ['PUT', 'update'],
        ['DELETE', 'delete?id=1'],
        ['GET', 'export'],
        ['PUT', 'audit'],
      ],
      member,
      'stock_essay',
    );
    expect((await audit({ id: draftId, status: 1 }, member)).code).toBe(403);
    expect((await essay(draftId)).status).toBe(0);
    expect((await r().create({ title: 'x' }, staff)).code).toBe(404);
  });
});

describe('essay audit', () => {
  it('filters the page by status', async () => {
    const drafts = (await r().get('page?status=0&pageSize=100', staff)).data;
    expect(drafts.list.map((e: any) => e.id)).toContain(draftId);
    expect(drafts.list.every((e: any) => e.status === 0)).toBe(true);
    const published = (await r().get('page?status=1&pageSize=100', staff)).data;
    expect(published.total).toBeGreaterThan(0);
    expect(published.list.every((e: any) => e.status === 1)).toBe(true);
    expect((await r().get('page?status=5', staff)).code).toBe(400);
  });

  it('publishes and hides, recording who and when; the public list follows', async () => {
    const before = Date.now();
    expect(await audit({ id: draftId, status: 1, remark: '内容合规' })).toMatchObject({ code: 0, data: true });
    const published = (await r().get(`get?id=${draftId}`, staff)).data;
    expect(published).toMatchObject({ status: 1, auditUserId: staffId, auditUserName: expect.any(String), auditRemark: '内容合规' });
    expect(published.auditUserName).not.toBe('');
    expect(published.auditTime).toBeGreaterThanOrEqual(before - 1000);
    expect(published.publishTime).toBeGreaterThanOrEqual(before - 1000);
    expect((await essay(draftId)).updater).toBe(String(staffId));
    const pub = await t.call({ method: 'GET', url: `/admin-api/stock/essay/get?id=${draftId}` });
    expect(pub.data?.id ?? pub.data?.title).toBeTruthy();

    expect((await audit({ id: draftId, status: 2 })).code).toBe(0);
    const hidden = (await r().get(`get?id=${draftId}`, staff)).data;
    expect(hidden).toMatchObject({ status: 2, auditUserId: staffId, auditRemark: '' });
    expect(hidden.publishTime).toBe(published.publishTime);
    const { rows } = await t.database.pool.query('select status, from_status, audit_user_id from stock_essay_audit where essay_id = $1 order by id', [draftId]);
    expect(rows).toEqual([
      { status: 1, from_status: 0, audit_user_id: staffId },
      { status: 2, from_status: 1, audit_user_id: staffId },
    ]);
    const page = (await r().get('page?status=2&pageSize=100', staff)).data;
    expect(page.list.find((e: any) => e.id === draftId)).toMatchObject({ auditUserId: staffId });
  });

  it('refuses a bad status or a missing essay; writes nothing', async () => {
    const audits = await t.count('stock_essay_audit');
    for (const bad of [{ id: draftId, status: 0 }, { id: draftId, status: 3 }, { id: draftId }, { status: 1 }, { id: draftId, status: '1' }]) {
      expect((await audit(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect(await audit({ id: 999_999, status: 1 })).toMatchObject({ code: 1_100_004_000 });
    expect(await t.count('stock_essay_audit')).toBe(audits);
    expect((await essay(draftId)).status).toBe(2);
  });

  it('updates the text sanitised; deletes with its audit records', async () => {
    const payload = { id: draftId, title: '改过的文章', author: '股友乙', summary: '新摘要', content: '<p>新正文</p><script>alert(1)</script>', stockCodes: [] };
    expect(await r().update(payload, staff)).toMatchObject({ code: 0, data: true });
    const got = (await r().get(`get?id=${draftId}`, staff)).data;
    expect(got).toMatchObject({ title: '改过的文章', author: '股友乙', content: '<p>新正文</p>', status: 2 });
    expect((await r().update({ ...payload, stockCodes: ['999999'] }, staff)).code).toBe(1_100_030_004);
    expect((await r().update({ ...payload, title: '' }, staff)).code).toBe(400);
    expect((await r().update({ ...payload, id: 999_999 }, staff)).code).toBe(1_100_004_000);
    expect(await r().del(draftId, staff)).toMatchObject({ code: 0, data: true });
    expect((await r().get(`get?id=${draftId}`, staff)).data).toBeNull();
    expect((await t.database.pool.query('select count(*)::int n from stock_essay_audit where essay_id = $1', [draftId])).rows[0].n).toBe(0);
  });

  it('exports the filtered rows as xlsx with status labels and the auditor', async () => {
    const { rows: ins } = await t.database.pool.query("insert into stock_essay (title, author, status) values ('导出专用文章', '作者丙', 0) returning id");
    const id = ins[0].id;
    await audit({ id, status: 1 });
    const rows = await r().exportRows(`keyword=${encodeURIComponent('导出专用')}`, staff);
    expect(rows[0]).toEqual(['编号', '标题', '作者', '状态', '阅读数', '相关股票', '发布时间', '审核人', '审核时间', '创建时间']);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1].slice(0, 4)).toEqual([id, '导出专用文章', '作者丙', '已发布']);
    expect(rows[1][7]).not.toBe('');
    const drafts = await r().exportRows('status=0', staff);
    expect(drafts.slice(1).every((x) => x[3] === '草稿')).toBe(true);
  });
});
