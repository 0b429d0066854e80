import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
});
afterAll(() => t.close());

describe('yudao 2.x 数据源配置', () => {
  it('lists the master data source (the code generator picks it), without a password', async () => {
    const list = await t.call({ url: '/admin-api/infra/data-source-config/list', token: admin });
    expect(list.code).toBe(0);
    expect(list.data).toEqual([{ id: 0, name: 'master', url: expect.stringMatching(/^postgresql:\/\/[^@]+\/t_[0-9a-f]+$/), username: expect.any(String), createTime: null }]);
    expect((await t.call({ url: '/admin-api/infra/data-source-config/get?id=0', token: admin })).data).toEqual(list.data[0]);
    expect((await t.call({ url: '/admin-api/infra/data-source-config/get?id=3', token: admin })).code).toBe(1_001_107_000);
  });

  it('is refused to a member', async () => {
    const member = await t.login('member', 'member123');
    expect((await t.call({ url: '/admin-api/infra/data-source-config/list', token: member })).code).toBe(403);
  });
});
