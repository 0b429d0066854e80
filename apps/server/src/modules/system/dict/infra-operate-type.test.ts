import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const values = async () => {
  const admin = await t.login('admin', 'admin123');
  const all = (await t.call({ url: '/admin-api/system/dict-data/list-all-simple', token: admin })).data as { dictType: string; value: string; label: string }[];
  return all.filter((d) => d.dictType === 'infra_operate_type').map((d) => [d.value, d.label]);
};
const EXPECTED = [['0', '其它'], ['1', '查询'], ['2', '新增'], ['3', '修改'], ['4', '删除'], ['5', '导出'], ['6', '导入']];

describe('dictionary infra_operate_type (yudao 2.x API log pages)', () => {
  it('is in list-all-simple on a fresh install', async () => {
    expect(await values()).toEqual(EXPECTED);
  });

  it('is added to an existing database by migration 0027, once', async () => {
    await t.database.pool.query("delete from system_dict_data where dict_type = 'infra_operate_type'");
    await t.database.pool.query("delete from system_dict_type where type = 'infra_operate_type'");
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations/0027_dict_infra_operate_type.sql');
    const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run++) for (const s of statements) await t.database.pool.query(s);
    expect(await values()).toEqual(EXPECTED);
  });
});
