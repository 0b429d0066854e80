import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/system/${path}`;
const get = (path: string, token?: string) => t.call({ method: 'GET', url: api(path), token });
const post = (path: string, payload: unknown, token = admin) => t.call({ method: 'POST', url: api(path), payload: payload as object, token });
const put = (path: string, payload: unknown, token = admin) => t.call({ method: 'PUT', url: api(path), payload: payload as object, token });
const del = (path: string, token = admin) => t.call({ method: 'DELETE', url: api(path), token });

async function readXlsx(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const REQUIRED_TYPES = [
  'user_type', 'common_status', 'terminal', 'system_user_sex', 'system_menu_type', 'system_role_type', 'system_data_scope',
  'system_notice_type', 'system_operate_type', 'system_login_type', 'system_login_result', 'system_sms_channel_code',
  'system_sms_template_type', 'system_sms_send_status', 'system_sms_receive_status', 'system_error_code_type',
  'system_oauth2_grant_type', 'system_mail_send_status', 'system_notify_template_type', 'infra_job_status',
  'infra_job_log_status', 'infra_codegen_template_type', 'infra_codegen_front_type', 'infra_codegen_scene',
  'infra_file_storage', 'infra_boolean_string', 'bpm_model_category', 'bpm_process_instance_status',
  'bpm_process_instance_result', 'bpm_task_status', 'pay_channel_code', 'pay_order_status', 'pay_refund_status',
  'pay_notify_status', 'trade_order_status', 'trade_order_type', 'trade_after_sale_status', 'promotion_discount_type',
  'product_spu_status', 'market_type', 'market_board', 'industry_concept', 'is_open_record', 'nav_type',
];

describe('access', () => {
  const adminOnly: [string, string][] = [
    ['GET', 'dict-type/page'],
    ['GET', 'dict-type/get?id=1'],
    ['POST', 'dict-type/create'],
    ['PUT', 'dict-type/update'],
    ['DELETE', 'dict-type/delete?id=1'],
    ['GET', 'dict-type/export'],
    ['GET', 'dict-data/page'],
    ['GET', 'dict-data/get?id=1'],
    ['POST', 'dict-data/create'],
    ['PUT', 'dict-data/update'],
    ['DELETE', 'dict-data/delete?id=1'],
    ['GET', 'dict-data/export'],
    ['GET', 'dict-type/list-all-simple'],
  ];
  const anyUser: [string, string][] = [
    ['GET', 'dict-data/list-all-simple'],
    ['GET', 'dict-data/type/common_status'],
  ];

  it('every endpoint answers 401 without a token', async () => {
    for (const [method, path] of [...adminOnly, ...anyUser]) {
      const res = await t.call({ method: method as any, url: api(path), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.code, `${method} ${path}`).toBe(401);
    }
  });

  it('a member without roles gets 403 on the admin endpoints and writes nothing', async () => {
    const before = [await t.count('system_dict_type'), await t.count('system_dict_data')];
    for (const [method, path] of adminOnly) {
      const payload = method === 'POST' || method === 'PUT' ? { id: 1, name: 'x', type: 'x_type', status: 0, sort: 1, label: 'x', value: 'x', dictType: 'common_status' } : undefined;
      const res = await t.call({ method: method as any, url: api(path), payload, token: member });
      expect(res.code, `${method} ${path}`).toBe(403);
    }
    expect([await t.count('system_dict_type'), await t.count('system_dict_data')]).toEqual(before);
  });

  it('a member may read the enabled dictionary items (the web loads them after sign-in), not the type list', async () => {
    expect((await get('dict-data/list-all-simple', member)).code).toBe(0);
    expect((await get('dict-data/type/common_status', member)).data).toHaveLength(2);
  });
});

describe('seeded dictionaries', () => {
  it('hold every dictionary type the spec names, each with Chinese labels', async () => {
    const all = await get('dict-data/list-all-simple', admin);
    expect(all.code).toBe(0);
    const types = new Set(all.data.map((d: any) => d.dictType));
    for (const type of REQUIRED_TYPES) expect(types.has(type), type).toBe(true);
    for (const d of all.data) {
      expect(Object.keys(d).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value']);
      expect(typeof d.value).toBe('string');
      expect(['', 'default', 'primary', 'success', 'info', 'warning', 'danger']).toContain(d.colorType);
    }
  });

  it('have the yudao values and the stock ones', async () => {
    expect((await get('dict-data/type/common_status', admin)).data).toEqual([
      { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
    ]);
    const market = await get('dict-data/type/market_type', admin);
    expect(market.data.map((d: any) => [d.value, d.label])).toEqual([['SH', '上交所'], ['SZ', '深交所'], ['BJ', '北交所']]);
    const boards = await get('dict-data/type/market_board', admin);
    expect(boards.data.map((d: any) => d.label)).toEqual(['主板', '创业板', '科创板', '北交所']);
    const concept = await get('dict-data/type/industry_concept', admin);
    expect(concept.data.map((d: any) => [d.value, d.label])).toEqual([['1', '行业'], ['2', '概念']]);
    const nav = await get('dict-data/type/nav_type', admin);
    expect(nav.data.map((d: any) => d.label)).toEqual(['官方机构', '财经资讯', '行情数据', '基金指数', '投资社区']);
    const notify = await get('dict-data/type/system_notify_template_type', admin);
    expect(notify.data.map((d: any) => [d.value, d.label])).toEqual([['1', '通知公告'], ['2', '系统消息']]);
  });

  it('an unknown type gives an empty list', async () => {
    expect(await get('dict-data/type/no_such_type', admin)).toMatchObject({ code: 0, data: [] });
    expect(await get(`dict-data/type/${encodeURIComponent("x' or '1'='1")}`, admin)).toMatchObject({ code: 0, data: [] });
  });
});

describe('dictionary types', () => {
  it('creates, reads, pages, updates and deletes a type', async () => {
    const created = await post('dict-type/create', { name: '自选股分组', type: 'stock_watch_group', status: 0, remark: '自选股的分组' });
    expect(created.code).toBe(0);
    expect(typeof created.data).toBe('number');
    const got = await get(`dict-type/get?id=${created.data}`, admin);
    expect(got.data).toMatchObject({ id: created.data, name: '自选股分组', type: 'stock_watch_group', status: 0, remark: '自选股的分组' });
    expect(Math.abs(got.data.createTime - Date.now())).toBeLessThan(60_000);
    expect(Object.keys(got.data).sort()).toEqual(['createTime', 'id', 'name', 'remark', 'status', 'type']);

    const page = await get('dict-type/page?pageNo=1&pageSize=5&name=自选', admin);
    expect(page.data).toMatchObject({ total: 1, list: [{ id: created.data }] });
    const byType = await get('dict-type/page?type=stock_watch', admin);
    expect(byType.data.total).toBe(1);
    const all = await get('dict-type/page?pageSize=200', admin);
    expect(all.data.total).toBeGreaterThanOrEqual(REQUIRED_TYPES.length + 1);
    expect(all.data.list[0].id).toBe(created.data); // newest first

    const updated = await put('dict-type/update', { id: created.data, name: '自选分组', type: 'stock_watch_group', status: 1, remark: null });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect((await get(`dict-type/get?id=${created.data}`, admin)).data).toMatchObject({ name: '自选分组', status: 1, remark: null });
    expect((await get('dict-type/page?status=1', admin)).data.list.map((r: any) => r.id)).toContain(created.data);
    // disabled types are left out of the picker list
    const simple = await get('dict-type/list-all-simple', admin);
    expect(simple.data.find((r: any) => r.id === created.data)).toBeUndefined();
    expect(simple.data.find((r: any) => r.type === 'common_status')).toEqual({ id: expect.any(Number), name: '系统状态', type: 'common_status' });

    expect(await del(`dict-type/delete?id=${created.data}`)).toMatchObject({ code: 0, data: true });
    expect(await get(`dict-type/get?id=${created.data}`, admin)).toMatchObject({ code: 0, data: null });
  });

  it('filters by a createTime range', async () => {
    const id = (await post('dict-type/create', { name: '时间过滤', type: 'time_filter', status: 0 })).data;
    const now = Date.now();
    const inRange = await get(`dict-type/page?createTime[0]=${now - 60_000}&createTime[1]=${now + 60_000}&type=time_filter`, admin);
    expect(inRange.data.total).toBe(1);
    const outOfRange = await get(`dict-type/page?createTime=${now - 120_000}&createTime=${now - 60_000}&type=time_filter`, admin);
    expect(outOfRange.data.total).toBe(0);
    expect((await get('dict-type/page?createTime[0]=abc&createTime[1]=1', admin)).code).toBe(400);
    await del(`dict-type/delete?id=${id}`);
  });

  it('refuses duplicate names and types', async () => {
    expect(await post('dict-type/create', { name: '系统状态', type: 'another_status', status: 0 })).toMatchObject({ code: 1_002_006_003, msg: '已经存在该名字的字典类型' });
    expect(await post('dict-type/create', { name: '另一个状态', type: 'common_status', status: 0 })).toMatchObject({ code: 1_002_006_004 });
    const id = (await post('dict-type/create', { name: '临时类型', type: 'temp_type', status: 0 })).data;
    expect((await put('dict-type/update', { id, name: '用户类型', type: 'temp_type', status: 0 })).code).toBe(1_002_006_003);
    expect((await put('dict-type/update', { id, name: '临时类型', type: 'user_type', status: 0 })).code).toBe(1_002_006_004);
    // keeping its own name and type is fine
    expect((await put('dict-type/update', { id, name: '临时类型', type: 'temp_type', status: 0 })).code).toBe(0);
    await del(`dict-type/delete?id=${id}`);
  });

  it('concurrent creates of one type: one wins, the others get the duplicate error, never a 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('dict-type/create', { name: `并发类型${i}`, type: 'race_type', status: 0 })),
    );
    const codes = results.map((r) => r.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 1_002_006_004)).toBe(true);
    const id = results.find((r) => r.code === 0)!.data;
    await del(`dict-type/delete?id=${id}`);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_dict_type');
    const bad = [
      {},
      { name: '缺类型', status: 0 },
      { type: 'no_name', status: 0 },
      { name: '缺状态', type: 'no_status' },
      { name: '   ', type: 'blank_name', status: 0 },
      { name: 123, type: 'num_name', status: 0 },
      { name: '错误状态', type: 'bad_status', status: 2 },
      { name: '字符状态', type: 'str_status', status: 'x' },
      { name: '大写', type: 'Upper_case', status: 0 },
      { name: '数字开头', type: '1abc', status: 0 },
      { name: '注入', type: "x'; drop table system_dict_type; --", status: 0 },
      { name: '长', type: `a${'b'.repeat(100)}`, status: 0 },
      { name: '长'.repeat(101), type: 'long_name', status: 0 },
      { name: '长备注', type: 'long_remark', status: 0, remark: 'r'.repeat(501) },
    ];
    for (const payload of bad) {
      const res = await post('dict-type/create', payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toMatch(/^请求参数不正确:/);
    }
    expect((await post('dict-type/create', { name: '大写', type: 'Upper_case', status: 0 })).msg).toContain('字典类型必须以小写字母开头');
    expect((await put('dict-type/update', { name: '无编号', type: 'no_id', status: 0 })).code).toBe(400);
    expect((await get('dict-type/get?id=abc', admin)).code).toBe(400);
    expect((await get('dict-type/page?pageSize=500', admin)).code).toBe(400);
    expect((await get('dict-type/page?status=9', admin)).code).toBe(400);
    expect((await del('dict-type/delete')).code).toBe(400);
    expect(await t.count('system_dict_type')).toBe(before);
  });

  it('stores SQL metacharacters literally and filters them literally', async () => {
    const name = `股票'; DROP TABLE system_dict_type; -- %_\\`;
    const id = (await post('dict-type/create', { name, type: 'sql_meta', status: 0, remark: `' OR '1'='1` })).data;
    expect((await get(`dict-type/get?id=${id}`, admin)).data).toMatchObject({ name, remark: `' OR '1'='1` });
    const found = await get(`dict-type/page?name=${encodeURIComponent("'; DROP")}`, admin);
    expect(found.data.list.map((r: any) => r.id)).toEqual([id]);
    // % and _ are literal in filters: only the row that holds them matches
    expect((await get(`dict-type/page?name=${encodeURIComponent('%_')}`, admin)).data.total).toBe(1);
    expect((await get(`dict-type/page?name=${encodeURIComponent('%')}`, admin)).data.total).toBe(1);
    await del(`dict-type/delete?id=${id}`);
  });

  it('updating or deleting a missing type answers DICT_TYPE_NOT_EXISTS', async () => {
    expect((await put('dict-type/update', { id: 999_999, name: '不存在', type: 'nope', status: 0 })).code).toBe(1_002_006_001);
    expect((await del('dict-type/delete?id=999999')).code).toBe(1_002_006_001);
  });

  it('refuses to delete a type that still has data', async () => {
    const [{ id }] = (await t.database.pool.query(`select id from system_dict_type where type = 'common_status'`)).rows;
    expect(await del(`dict-type/delete?id=${id}`)).toMatchObject({ code: 1_002_006_005, msg: '无法删除，该字典类型还有字典数据' });
    expect((await get(`dict-type/get?id=${id}`, admin)).data.type).toBe('common_status');
  });

  it('renaming a type carries its data along in the same transaction', async () => {
    const id = (await post('dict-type/create', { name: '关注级别', type: 'follow_level', status: 0 })).data;
    await post('dict-data/create', { dictType: 'follow_level', value: '1', label: '普通', sort: 1, status: 0 });
    await post('dict-data/create', { dictType: 'follow_level', value: '2', label: '特别关注', sort: 2, status: 0, colorType: 'danger' });
    expect((await put('dict-type/update', { id, name: '关注级别', type: 'follow_grade', status: 0 })).code).toBe(0);
    expect((await get('dict-data/type/follow_grade', admin)).data.map((d: any) => d.label)).toEqual(['普通', '特别关注']);
    expect((await get('dict-data/type/follow_level', admin)).data).toEqual([]);
    // a rename that fails (duplicate) changes neither the type nor its data
    expect((await put('dict-type/update', { id, name: '关注级别', type: 'common_status', status: 0 })).code).toBe(1_002_006_004);
    expect((await get('dict-data/type/follow_grade', admin)).data).toHaveLength(2);
  });

  it('exports the filtered types as a real xlsx', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('dict-type/export?type=market&pageNo=1&pageSize=1'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('字典类型.xlsx')}`,
    );
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([
      ['上市板块', 'market_board', '开启'],
      ['交易市场', 'market_type', '开启'],
    ]);
    expect(rows[1][5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('export refuses a member with the JSON envelope', async () => {
    const res = await t.call({ method: 'GET', url: api('dict-type/export'), token: member });
    expect(res.code).toBe(403);
  });
});

describe('dictionary data', () => {
  let typeId: number;
  beforeAll(async () => {
    typeId = (await post('dict-type/create', { name: '资讯来源', type: 'news_source', status: 0 })).data;
  });

  it('creates, reads, pages, updates and deletes data', async () => {
    const created = await post('dict-data/create', { dictType: 'news_source', value: 'cls', label: '财联社', sort: 2, status: 0, colorType: 'primary', cssClass: 'news-cls', remark: '电报' });
    expect(created.code).toBe(0);
    const second = await post('dict-data/create', { dictType: 'news_source', value: 'stcn', label: '证券时报', sort: 1, status: 0 });
    const got = await get(`dict-data/get?id=${created.data}`, admin);
    expect(got.data).toEqual({
      id: created.data,
      sort: 2,
      label: '财联社',
      value: 'cls',
      dictType: 'news_source',
      status: 0,
      colorType: 'primary',
      cssClass: 'news-cls',
      remark: '电报',
      createTime: expect.any(Number),
    });
    // sorted by sort within the type
    expect((await get('dict-data/type/news_source', admin)).data.map((d: any) => d.value)).toEqual(['stcn', 'cls']);
    const page = await get('dict-data/page?dictType=news_source&pageSize=1', admin);
    expect(page.data.total).toBe(2);
    expect(page.data.list).toHaveLength(1);
    expect((await get(`dict-data/page?label=${encodeURIComponent('财联')}`, admin)).data.list.map((d: any) => d.id)).toEqual([created.data]);

    expect(await put('dict-data/update', { id: created.data, dictType: 'news_source', value: 'cls', label: '财联社电报', sort: 0, status: 1 })).toMatchObject({ code: 0, data: true });
    expect((await get(`dict-data/get?id=${created.data}`, admin)).data).toMatchObject({ label: '财联社电报', status: 1, colorType: '', cssClass: '' });
    expect((await get('dict-data/page?dictType=news_source&status=1', admin)).data.total).toBe(1);
    // disabled data disappear from the lists the web uses
    expect((await get('dict-data/type/news_source', admin)).data.map((d: any) => d.value)).toEqual(['stcn']);
    expect((await get('dict-data/list-all-simple', admin)).data.filter((d: any) => d.dictType === 'news_source')).toHaveLength(1);

    expect(await del(`dict-data/delete?id=${created.data}`)).toMatchObject({ code: 0, data: true });
    expect((await get(`dict-data/get?id=${created.data}`, admin)).data).toBeNull();
    expect((await del(`dict-data/delete?id=${created.data}`)).code).toBe(1_002_007_001);
    await del(`dict-data/delete?id=${second.data}`);
    // with no data left the type can go
    expect((await del(`dict-type/delete?id=${typeId}`)).code).toBe(0);
    typeId = (await post('dict-type/create', { name: '资讯来源', type: 'news_source', status: 0 })).data;
  });

  it('needs an existing, enabled type and a value unique within it', async () => {
    expect(await post('dict-data/create', { dictType: 'no_such_type', value: '1', label: 'x', sort: 0, status: 0 })).toMatchObject({ code: 1_002_006_001 });
    expect(await post('dict-data/create', { dictType: 'common_status', value: '0', label: '又一个开启', sort: 0, status: 0 })).toMatchObject({ code: 1_002_007_003, msg: '已经存在该值的字典数据' });
    // the same value in another type is fine
    const ok = await post('dict-data/create', { dictType: 'news_source', value: '0', label: '其他', sort: 9, status: 0 });
    expect(ok.code).toBe(0);
    const other = await post('dict-data/create', { dictType: 'news_source', value: '1', label: '其他 1', sort: 9, status: 0 });
    expect((await put('dict-data/update', { id: other.data, dictType: 'news_source', value: '0', label: 'x', sort: 9, status: 0 })).code).toBe(1_002_007_003);
    expect((await put('dict-data/update', { id: 999_999, dictType: 'news_source', value: '5', label: 'x', sort: 9, status: 0 })).code).toBe(1_002_007_001);

    const disabled = (await post('dict-type/create', { name: '停用的类型', type: 'disabled_type', status: 1 })).data;
    expect(await post('dict-data/create', { dictType: 'disabled_type', value: '1', label: 'x', sort: 0, status: 0 })).toMatchObject({ code: 1_002_006_002 });
    await del(`dict-type/delete?id=${disabled}`);
  });

  it('leaves data of disabled types out of list-all-simple and type/{type}', async () => {
    await post('dict-data/create', { dictType: 'news_source', value: 'eastmoney', label: '东方财富', sort: 3, status: 0 });
    const before = (await get('dict-data/list-all-simple', admin)).data.filter((d: any) => d.dictType === 'news_source');
    expect(before.length).toBeGreaterThan(0);
    await put('dict-type/update', { id: typeId, name: '资讯来源', type: 'news_source', status: 1 });
    expect((await get('dict-data/list-all-simple', admin)).data.filter((d: any) => d.dictType === 'news_source')).toEqual([]);
    expect((await get('dict-data/type/news_source', admin)).data).toEqual([]);
    await put('dict-type/update', { id: typeId, name: '资讯来源', type: 'news_source', status: 0 });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_dict_data');
    const base = { dictType: 'news_source', value: 'v', label: 'l', sort: 0, status: 0 };
    const bad = [
      {},
      { ...base, dictType: undefined },
      { ...base, value: undefined },
      { ...base, value: '' },
      { ...base, value: 1 },
      { ...base, label: '   ' },
      { ...base, sort: 'first' },
      { ...base, sort: 1.5 },
      { ...base, status: 3 },
      { ...base, colorType: 'purple' },
      { ...base, value: 'v'.repeat(101) },
      { ...base, label: '标'.repeat(101) },
      { ...base, cssClass: 'c'.repeat(101) },
      { ...base, remark: 'r'.repeat(501) },
    ];
    for (const payload of bad) {
      const res = await post('dict-data/create', payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect((await put('dict-data/update', base)).code).toBe(400);
    expect((await get('dict-data/page?status=x', admin)).code).toBe(400);
    expect(await t.count('system_dict_data')).toBe(before);
  });

  it('stores SQL metacharacters in values and labels literally', async () => {
    const value = `1' OR '1'='1`;
    const label = `"; DELETE FROM system_dict_data; --`;
    const res = await post('dict-data/create', { dictType: 'news_source', value, label, sort: 5, status: 0 });
    expect(res.code).toBe(0);
    expect((await get(`dict-data/get?id=${res.data}`, admin)).data).toMatchObject({ value, label });
    expect((await get('dict-data/type/news_source', admin)).data.find((d: any) => d.value === value)?.label).toBe(label);
    expect(await t.count('system_dict_data')).toBeGreaterThan(100);
  });

  it('exports the filtered data as a real xlsx with status labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('dict-data/export?dictType=market_type'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('字典数据.xlsx')}`);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '状态', '颜色类型', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      [1, '上交所', 'SH', 'market_type', '开启'],
      [2, '深交所', 'SZ', 'market_type', '开启'],
      [3, '北交所', 'BJ', 'market_type', '开启'],
    ]);
  });

  it('exports every row with no filter (no paging)', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('dict-data/export?pageSize=10'), headers: { authorization: `Bearer ${admin}` } });
    const rows = await readXlsx(res.rawPayload);
    expect(rows.length - 1).toBe(await t.count('system_dict_data'));
  });
});
