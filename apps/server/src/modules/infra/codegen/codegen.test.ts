import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/infra/codegen/${path}`;
const get = (path: string, token = admin) => t.call({ method: 'GET', url: api(path), token });
const importTables = (tableNames: unknown, token = admin) => t.call({ method: 'POST', url: api('create-list'), payload: { tableNames }, token });
const update = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('update'), payload: payload as object, token });
const sync = (tableId: number | string, token = admin) => t.call({ method: 'PUT', url: api(`sync-from-db?tableId=${tableId}`), token });
const del = (tableId: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`delete?tableId=${tableId}`), token });
const sql = (text: string) => t.database.pool.query(text);

async function importOne(name: string): Promise<number> {
  const res = await importTables([name]);
  expect(res.code, res.msg).toBe(0);
  return res.data[0];
}

/** The PUT /update body of a detail, with changes. */
function saveBody(detail: any, table: Record<string, unknown> = {}, columns: (c: any) => any = (c) => c) {
  const { table: tb, columns: cols } = detail;
  return {
    table: {
      id: tb.id,
      tableComment: tb.tableComment,
      className: tb.className,
      author: tb.author,
      remark: tb.remark,
      templateType: tb.templateType,
      frontType: tb.frontType,
      scene: tb.scene,
      moduleName: tb.moduleName,
      businessName: tb.businessName,
      classComment: tb.classComment,
      parentMenuId: tb.parentMenuId,
      ...table,
    },
    columns: cols.map((c: any) =>
      columns({
        id: c.id,
        columnComment: c.columnComment,
        tsType: c.tsType,
        createOperation: c.createOperation,
        updateOperation: c.updateOperation,
        listOperationResult: c.listOperationResult,
        listOperation: c.listOperation,
        listOperationCondition: c.listOperationCondition,
        nullable: c.nullable,
        htmlType: c.htmlType,
        dictType: c.dictType,
        example: c.example,
      }),
    ),
  };
}

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'db/table/list'],
    ['POST', 'create-list'],
    ['GET', 'table/page'],
    ['GET', 'detail?tableId=1'],
    ['PUT', 'update'],
    ['DELETE', 'delete?tableId=1'],
    ['PUT', 'sync-from-db?tableId=1'],
    ['GET', 'preview?tableId=1'],
    ['GET', 'download?tableId=1'],
  ];
  const payloadOf = (method: string) => (method === 'POST' ? { tableNames: ['system_post'] } : method === 'PUT' ? {} : undefined);

  it('answers 401 without a token', async () => {
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as 'GET', url: api(path), payload: payloadOf(method) })).code, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a member, and to staff (query only) on every write, preview and download', async () => {
    const before = await t.count('infra_codegen_table');
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as 'GET', url: api(path), payload: payloadOf(method), token: member })).code, `${method} ${path}`).toBe(403);
    }
    for (const [method, path] of routes.filter(([m, p]) => m !== 'GET' || p.startsWith('preview') || p.startsWith('download'))) {
      expect((await t.call({ method: method as 'GET', url: api(path), payload: payloadOf(method), token: staff })).code, `${method} ${path}`).toBe(403);
    }
    expect((await get('table/page', staff)).code).toBe(0);
    expect((await get('db/table/list', staff)).code).toBe(0);
    expect(await t.count('infra_codegen_table')).toBe(before);
  });
});

describe('database tables', () => {
  it('lists public tables with comments, filters them and leaves out drizzle and imported tables', async () => {
    await sql(`create table codegen_listed (id bigint primary key)`);
    await sql(`comment on table codegen_listed is '列表演示表'`);
    const all = (await get('db/table/list')).data as { name: string; comment: string }[];
    const names = all.map((x) => x.name);
    expect(names).toContain('system_post');
    expect(names).toContain('infra_config');
    expect(names.some((n) => n.startsWith('__drizzle'))).toBe(false);
    expect(all.find((x) => x.name === 'codegen_listed')).toEqual({ name: 'codegen_listed', comment: '列表演示表' });
    expect((await get('db/table/list?name=system_po')).data.map((x: any) => x.name)).toEqual(['system_post']);
    expect((await get(`db/table/list?comment=${encodeURIComponent('列表演示')}`)).data.map((x: any) => x.name)).toEqual(['codegen_listed']);
    expect((await get('db/table/list?name=%25_')).data).toEqual([]);

    const id = await importOne('codegen_listed');
    expect((await get('db/table/list')).data.map((x: any) => x.name)).not.toContain('codegen_listed');
    await del(id);
    expect((await get('db/table/list')).data.map((x: any) => x.name)).toContain('codegen_listed');
  });
});

describe('import', () => {
  it('imports system_post with derived names and column settings', async () => {
    const id = await importOne('system_post');
    const detail = (await get(`detail?tableId=${id}`)).data;
    expect(detail.table).toMatchObject({
      id,
      tableName: 'system_post',
      tableComment: 'system_post',
      moduleName: 'system',
      businessName: 'post',
      className: 'SystemPost',
      author: '超级管理员',
      templateType: 1,
      frontType: 50,
      scene: 1,
      parentMenuId: null,
    });
    const cols = Object.fromEntries(detail.columns.map((c: any) => [c.columnName, c]));
    expect(detail.columns.map((c: any) => c.columnName)).toEqual(['id', 'code', 'name', 'sort', 'status', 'remark', 'creator', 'create_time', 'updater', 'update_time']);
    expect(cols.id).toMatchObject({ primaryKey: true, dataType: 'bigint', tsType: 'number', columnDefault: 'identity', createOperation: false, fieldName: 'id' });
    expect(cols.code).toMatchObject({ dataType: 'character varying(64)', nullable: false, tsType: 'string', listOperation: true, listOperationCondition: 'LIKE', htmlType: 'input', columnComment: '编码' });
    expect(cols.status).toMatchObject({ dataType: 'smallint', columnDefault: '0', htmlType: 'radio', dictType: 'common_status', listOperationCondition: '=' });
    expect(cols.remark).toMatchObject({ nullable: true, htmlType: 'textarea', listOperation: false });
    expect(cols.create_time).toMatchObject({ tsType: 'Date', listOperation: true, listOperationCondition: 'BETWEEN', createOperation: false, fieldName: 'createTime' });
    expect(cols.updater).toMatchObject({ listOperationResult: false, createOperation: false });
  });

  it('reads table and column comments from the catalog', async () => {
    await sql(`create table stock_essay_comment (id bigint generated by default as identity primary key, content varchar(200) not null, like_count integer not null default 0)`);
    await sql(`comment on table stock_essay_comment is '文章评论表'`);
    await sql(`comment on column stock_essay_comment.content is '评论内容'`);
    const id = await importOne('stock_essay_comment');
    const detail = (await get(`detail?tableId=${id}`)).data;
    expect(detail.table).toMatchObject({ tableComment: '文章评论表', classComment: '文章评论', className: 'StockEssayComment', moduleName: 'stock', businessName: 'essay-comment' });
    expect(detail.columns.map((c: any) => [c.columnName, c.columnComment])).toEqual([
      ['id', '编号'],
      ['content', '评论内容'],
      ['like_count', 'like_count'],
    ]);
  });

  it('refuses unknown and already imported tables and rolls the whole import back', async () => {
    const before = await t.count('infra_codegen_table');
    const columnsBefore = await t.count('infra_codegen_column');
    expect(await importTables(['no_such_table'])).toMatchObject({ code: 1_001_004_001, msg: '导入的表不存在' });
    expect(await importTables(['system_dept', 'system_post'])).toMatchObject({ code: 1_001_004_002, msg: '表定义已经存在' });
    expect(await t.count('infra_codegen_table')).toBe(before);
    expect(await t.count('infra_codegen_column')).toBe(columnsBefore);
  });

  it('answers 400 for bad bodies', async () => {
    for (const bad of [undefined, [], [''], ['System_Post'], ["x'; drop table system_post; --"], 'system_post', [1], Array.from({ length: 51 }, (_, i) => `t${i}`)]) {
      expect((await importTables(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.call({ method: 'POST', url: api('create-list'), payload: {}, token: admin })).code).toBe(400);
  });
});

describe('table page', () => {
  it('pages imported tables with filters', async () => {
    const page = (await get('table/page?pageSize=100')).data;
    expect(page.list.map((x: any) => x.tableName)).toEqual(expect.arrayContaining(['system_post', 'stock_essay_comment']));
    expect(page.total).toBe(page.list.length);
    expect((await get('table/page?tableName=post')).data.list.map((x: any) => x.tableName)).toEqual(['system_post']);
    expect((await get(`table/page?tableComment=${encodeURIComponent('文章评论')}`)).data.list.map((x: any) => x.tableName)).toEqual(['stock_essay_comment']);
    const now = Date.now();
    expect((await get(`table/page?tableName=post&createTime[0]=${now - 600_000}&createTime[1]=${now + 600_000}`)).data.total).toBe(1);
    expect((await get('table/page?tableName=post&createTime[0]=0&createTime[1]=1000')).data.total).toBe(0);
    expect((await get('table/page?pageSize=0')).code).toBe(400);
  });
  it('answers null detail for an unknown table and 400 for a bad id', async () => {
    expect(await get('detail?tableId=999999')).toMatchObject({ code: 0, data: null });
    expect((await get('detail?tableId=abc')).code).toBe(400);
    expect((await get('detail')).code).toBe(400);
  });
});

describe('update and sync', () => {
  it('saves table and column settings, and a sync keeps them while following the database', async () => {
    await sql(`create table codegen_demo (id bigint generated by default as identity primary key, name varchar(20) not null, old_col integer, status smallint not null default 0)`);
    const id = await importOne('codegen_demo');
    const detail = (await get(`detail?tableId=${id}`)).data;
    const body = saveBody(
      detail,
      { tableComment: '演示', className: 'DemoThing', businessName: 'demo-thing', moduleName: 'stock', classComment: '演示东西', author: '测试', remark: '备注', parentMenuId: 2 },
      (c) => (c.id === detail.columns[1].id ? { ...c, columnComment: '名字', htmlType: 'select', dictType: 'common_status', example: '张三', listOperationCondition: '=' } : c),
    );
    expect(await update(body)).toMatchObject({ code: 0, data: true });
    const saved = (await get(`detail?tableId=${id}`)).data;
    expect(saved.table).toMatchObject({ tableComment: '演示', className: 'DemoThing', businessName: 'demo-thing', moduleName: 'stock', author: '测试', remark: '备注', parentMenuId: 2 });
    expect(saved.columns[1]).toMatchObject({ columnName: 'name', columnComment: '名字', htmlType: 'select', dictType: 'common_status', example: '张三', listOperationCondition: '=' });

    await sql(`alter table codegen_demo drop column old_col`);
    await sql(`alter table codegen_demo add column new_col varchar(30)`);
    await sql(`alter table codegen_demo alter column name type varchar(40)`);
    await sql(`alter table codegen_demo alter column status type timestamptz using null, alter column status drop not null, alter column status drop default`);
    expect(await sync(id)).toMatchObject({ code: 0, data: true });
    const synced = (await get(`detail?tableId=${id}`)).data;
    const byName = Object.fromEntries(synced.columns.map((c: any) => [c.columnName, c]));
    expect(synced.columns.map((c: any) => c.columnName)).toEqual(['id', 'name', 'status', 'new_col']);
    expect(byName.name).toMatchObject({ id: saved.columns[1].id, dataType: 'character varying(40)', columnComment: '名字', htmlType: 'select', dictType: 'common_status', example: '张三' });
    expect(byName.status).toMatchObject({ dataType: 'timestamp with time zone', tsType: 'Date', nullable: true, columnDefault: null });
    expect(byName.new_col).toMatchObject({ dataType: 'character varying(30)', nullable: true, createOperation: true, listOperationCondition: 'LIKE' });
    expect(synced.table).toMatchObject({ className: 'DemoThing', tableComment: '演示' });
  });

  it('refuses invalid settings, foreign columns and unknown tables', async () => {
    const detail = (await get(`detail?tableId=${(await get('table/page?tableName=system_post')).data.list[0].id}`)).data;
    const before = JSON.stringify(detail);
    const bad = [
      saveBody(detail, { className: 'systemPost' }),
      saveBody(detail, { className: '' }),
      saveBody(detail, { tableComment: ' ' }),
      saveBody(detail, { moduleName: 'System' }),
      saveBody(detail, { businessName: 'post_x' }),
      saveBody(detail, { templateType: 2 }),
      saveBody(detail, { frontType: 20 }),
      saveBody(detail, { scene: 3 }),
      saveBody(detail, { author: '' }),
      saveBody(detail, {}, (c) => ({ ...c, htmlType: 'editor' })),
      saveBody(detail, {}, (c) => ({ ...c, tsType: 'Long' })),
      saveBody(detail, {}, (c) => ({ ...c, listOperationCondition: 'IN' })),
      saveBody(detail, {}, (c) => ({ ...c, columnComment: '' })),
      saveBody(detail, {}, (c) => ({ ...c, dictType: 'Bad Type' })),
      { ...saveBody(detail), columns: [] },
      { table: saveBody(detail).table },
    ];
    for (const body of bad) expect((await update(body)).code, JSON.stringify(body).slice(0, 200)).toBe(400);
    const other = (await get(`detail?tableId=${(await get('table/page?tableName=stock_essay')).data.list[0].id}`)).data;
    expect((await update({ ...saveBody(detail), columns: [saveBody(other).columns[0]] })).code).toBe(1_001_004_005);
    expect((await update(saveBody(detail, { id: 999_999 }))).code).toBe(1_001_004_004);
    expect(JSON.stringify((await get(`detail?tableId=${detail.table.id}`)).data)).toBe(before);
    expect((await sync(999_999)).code).toBe(1_001_004_004);
    expect((await sync('x')).code).toBe(400);
  });

  it('cannot sync a table that was dropped', async () => {
    await sql(`create table codegen_dropped (id bigint primary key)`);
    const id = await importOne('codegen_dropped');
    await sql(`drop table codegen_dropped`);
    expect(await sync(id)).toMatchObject({ code: 1_001_004_006, msg: '同步的字段不存在' });
  });
});

describe('preview and download', () => {
  const expected = [
    'apps/server/src/modules/system/post/post.schema.ts',
    'apps/server/src/modules/system/post/post.service.ts',
    'apps/server/src/modules/system/post/post.routes.ts',
    'apps/server/src/modules/system/post/post.api.test.ts',
    'packages/contract/src/system/post.ts',
    'apps/web/src/pages/system/post/index.tsx',
    'sql/menu/system-post.sql',
  ];
  let id: number;
  beforeAll(async () => {
    id = (await get('table/page?tableName=system_post')).data.list[0].id;
  });

  it('previews every generated file', async () => {
    const files = (await get(`preview?tableId=${id}`)).data as { filePath: string; code: string }[];
    expect(files.map((f) => f.filePath)).toEqual(expected);
    const code = (suffix: string) => files.find((f) => f.filePath.endsWith(suffix))!.code;
    expect(code('post.schema.ts')).toContain("export const systemPost = pgTable('system_post', {");
    expect(code('post.schema.ts')).toContain('  code: varchar({ length: 64 }).notNull(),');
    for (const op of ['query', 'create', 'update', 'delete', 'export']) expect(code('post.routes.ts')).toContain(`'system:post:${op}'`);
    expect(code('index.tsx')).toContain("{ name: 'status', label: '状态', type: 'select', dict: 'common_status', dictValue: 'int' },");
    expect(code('system/post.ts')).toContain("code: z.string().trim().min(1, '编码不能为空').max(64, '编码不能超过 64 个字符'),");
    expect(code('.sql')).toContain("'system:post:query'");
    expect((await get('preview?tableId=999999')).code).toBe(1_001_004_004);
  });

  it('downloads the files as a zip named after the table', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(`download?tableId=${id}`), headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="codegen-system_post.zip"; filename*=UTF-8''codegen-system_post.zip`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.values(zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name);
    expect(names.sort()).toEqual([...expected].sort());
    const preview = (await get(`preview?tableId=${id}`)).data as { filePath: string; code: string }[];
    expect(await zip.file(expected[2])!.async('string')).toBe(preview[2].code);
    expect((await get('download?tableId=999999')).code).toBe(1_001_004_004);
  });
});

describe('delete', () => {
  it('deletes the table definition with its columns', async () => {
    const id = (await get('table/page?tableName=system_post')).data.list[0].id;
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`detail?tableId=${id}`)).data).toBeNull();
    expect((await sql(`select count(*)::int as n from infra_codegen_column where table_id = ${id}`)).rows[0].n).toBe(0);
    expect((await del(id)).code).toBe(1_001_004_004);
    expect((await del('x')).code).toBe(400);
  });
});
