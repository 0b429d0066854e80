import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductBenefitType } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { hasBenefit } from './benefit.service';

// What is sold is delivered: the 付费专栏 body is the server's to give, /vip reads the member's entitlements, a renewal
// extends them. Orders are paid with the wallet (what the mall offers on every install), topped up by staff.
let t: TestApp;
let admin: string;
let buyer: string;
let buyerId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  await t.database.pool.query("update infra_config set value = 'true' where config_key = 'system.user.register-enabled'");
  const reg = await t.call({ method: 'POST', url: '/admin-api/system/auth/register', payload: { username: 'reader1', password: 'reader123', nickname: '读者一号' } });
  if (reg.code !== 0) throw new Error(reg.msg);
  buyer = await t.login('reader1', 'reader123');
  buyerId = (await t.call({ url: '/admin-api/system/user/profile/get', token: buyer })).data.id;
  const topUp = await call('PUT', '/pay/wallet/update-balance', admin, { userId: buyerId, balance: 200_000 });
  if (topUp.code !== 0) throw new Error(topUp.msg);
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

/** Buys one unit of the first on-sale service of `benefitType` (its SKU named `skuName`, or its only one) with the wallet. */
async function buyAndPay(token: string, benefitType: number, skuName?: string): Promise<{ benefitDays: number }> {
  const spu = (await call('GET', `/product/spu/on-sale-list?benefitType=${benefitType}`, token)).data[0];
  const sku = skuName ? spu.skus.find((s: { name: string }) => s.name === skuName) : spu.skus[0];
  const created = await call('POST', '/trade/order/create', token, { items: [{ skuId: sku.id, count: 1 }] });
  expect(created.code, created.msg).toBe(0);
  const paid = await call('POST', '/pay/order/submit', token, { id: created.data.payOrderId, channelCode: 'wallet' });
  expect(paid.code, paid.msg).toBe(0);
  return { benefitDays: sku.benefitDays };
}

async function columnEssay(): Promise<{ id: number; content: string }> {
  const [row] = await q('select id, content from stock_essay where paid_column and status = 1 order by id limit 1');
  return { id: Number(row.id), content: row.content };
}

describe('付费专栏: the body is served only to a holder of the entitlement', () => {
  it('the seed has column essays and free essays; lists say which is which and carry no body', async () => {
    const page = (await call('GET', '/stock/essay/page?pageNo=1&pageSize=50')).data;
    expect(page.list.some((e: { paidColumn: boolean }) => e.paidColumn)).toBe(true);
    expect(page.list.some((e: { paidColumn: boolean }) => !e.paidColumn)).toBe(true);
    expect(page.list.every((e: { content?: string }) => e.content === undefined)).toBe(true);
  });

  it('refuses the body to a visitor and to a member without it: the opening paragraph only, locked', async () => {
    const essay = await columnEssay();
    const secondParagraph = essay.content.split('</p>')[1];
    expect(secondParagraph.length).toBeGreaterThan(10);
    for (const token of [undefined, buyer]) {
      const res = await call('GET', `/stock/essay/get?id=${essay.id}`, token);
      expect(res.code).toBe(0);
      expect(res.data.locked).toBe(true);
      expect(res.data.paidColumn).toBe(true);
      expect(essay.content.startsWith(res.data.content)).toBe(true);
      expect(res.data.content).toMatch(/<\/p>$/);
      expect(res.data.content).not.toContain(secondParagraph);
    }
    // a free essay stays whole for everyone
    const [free] = await q('select id, content from stock_essay where not paid_column and status = 1 order by id limit 1');
    const open = await call('GET', `/stock/essay/get?id=${free.id}`);
    expect(open.data).toMatchObject({ locked: false, content: free.content });
  });

  it('staff put an essay into the column (or take it out) in the essay editor; a body sent without the flag keeps it', async () => {
    const [free] = await q('select id from stock_essay where not paid_column and status = 1 order by id limit 1');
    const vo = (await call('GET', `/stock-admin/essay/get?id=${free.id}`, admin)).data;
    expect(vo.paidColumn).toBe(false);
    const body = { id: vo.id, title: vo.title, author: vo.author, summary: vo.summary, content: vo.content, cover: vo.cover, stockCodes: vo.stockCodes };
    expect((await call('PUT', '/stock-admin/essay/update', admin, { ...body, paidColumn: true })).code).toBe(0);
    expect((await call('GET', `/stock/essay/get?id=${free.id}`)).data.locked).toBe(true);
    expect((await call('PUT', '/stock-admin/essay/update', admin, body)).code).toBe(0);
    expect((await call('GET', `/stock-admin/essay/get?id=${free.id}`, admin)).data.paidColumn).toBe(true);
    expect((await call('PUT', '/stock-admin/essay/update', admin, { ...body, paidColumn: false })).code).toBe(0);
    expect((await call('GET', `/stock/essay/get?id=${free.id}`)).data).toMatchObject({ locked: false, content: vo.content });
  });

  it('grants the whole body after a paid 付费专栏 order, and only while the entitlement holds', async () => {
    const essay = await columnEssay();
    expect(await hasBenefit(t.database.db, buyerId, ProductBenefitType.COLUMN)).toBe(false);
    await buyAndPay(buyer, ProductBenefitType.COLUMN);
    expect(await hasBenefit(t.database.db, buyerId, ProductBenefitType.COLUMN)).toBe(true);
    const res = await call('GET', `/stock/essay/get?id=${essay.id}`, buyer);
    expect(res.data).toMatchObject({ locked: false, content: essay.content });
    // a visitor still gets the opening only
    expect((await call('GET', `/stock/essay/get?id=${essay.id}`)).data.locked).toBe(true);
    // lapsed: refused again
    await q('update trade_member_benefit set expire_time = now() - interval \'1 minute\' where user_id = $1 and type = 3', [buyerId]);
    expect((await call('GET', `/stock/essay/get?id=${essay.id}`, buyer)).data.locked).toBe(true);
    expect(await hasBenefit(t.database.db, buyerId, ProductBenefitType.COLUMN)).toBe(false);
  });
});

describe('/vip state and renewal', () => {
  it('a member without VIP has no VIP entitlement; a paid 月卡 gives VIP with its expiry; a renewal extends it by the days bought', async () => {
    const before = (await call('GET', '/system/user/profile/get', buyer)).data;
    expect(before.vip).toBeNull();
    const t0 = Date.now();
    const { benefitDays } = await buyAndPay(buyer, ProductBenefitType.VIP, '月卡');
    const first = (await call('GET', '/system/user/profile/get', buyer)).data;
    expect(first.vip.level).toBe(1);
    expect(first.vip.expireTime).toBeGreaterThanOrEqual(t0 + benefitDays * DAY - 1000);
    expect(first.vip.expireTime).toBeLessThanOrEqual(Date.now() + benefitDays * DAY + 1000);
    expect(first.benefits.find((b: { type: number }) => b.type === ProductBenefitType.VIP).expireTime).toBe(first.vip.expireTime);

    const renewal = await buyAndPay(buyer, ProductBenefitType.VIP, '季卡');
    const second = (await call('GET', '/system/user/profile/get', buyer)).data;
    // from the current expiry, not from now
    expect(second.vip.expireTime).toBe(first.vip.expireTime + renewal.benefitDays * DAY);
  });

  it('Level-2 is listed among the benefits with its own expiry once bought', async () => {
    const { benefitDays } = await buyAndPay(buyer, ProductBenefitType.LEVEL2);
    const p = (await call('GET', '/system/user/profile/get', buyer)).data;
    const l2 = p.benefits.find((b: { type: number }) => b.type === ProductBenefitType.LEVEL2);
    expect(l2.expireTime).toBeGreaterThan(Date.now() + (benefitDays - 1) * DAY);
    expect(await hasBenefit(t.database.db, buyerId, ProductBenefitType.LEVEL2)).toBe(true);
    expect(await hasBenefit(t.database.db, buyerId, ProductBenefitType.LEVEL2, new Date(l2.expireTime + 1))).toBe(false);
  });
});
