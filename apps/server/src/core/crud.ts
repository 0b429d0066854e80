import type { FastifyInstance } from 'fastify';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { IdQuery, PageParam, type PageResult } from '@gprs/contract';
import type { Db } from '../db/client';
import type { LoginUser } from './auth';
import { fail, type ErrorCode } from './errors';
import { EXPORT_MAX_ROWS, sendExcel, type ExcelColumn } from './excel';
import { pageQuery } from './paging';
import { route } from './route';
import { guardUnique } from './unique';

/** What a hook sees: the request's database handle (the transaction on writes) and the signed-in user. */
export interface CrudContext {
  db: Db;
  user: LoginUser;
  app: FastifyInstance;
}

/** A table the kit can serve: an `id` primary key plus the audit columns (creator, updater, create_time …). */
export type CrudTable = PgTable & { id: PgColumn };

export type CrudRoute = 'page' | 'get' | 'create' | 'update' | 'delete' | 'export' | 'list-all-simple';

/** A field that must be unique: checked before the write, and the constraint backs up a concurrent race. */
export interface UniqueField<I> {
  field: keyof I & string;
  column: PgColumn;
  error: ErrorCode;
  /** PostgreSQL constraint name (e.g. `system_post_code_unique`), turned into `error` on a race */
  constraint?: string;
  /** Extra condition limiting the check (e.g. "among siblings"); receives the input. */
  scope?: (input: I) => SQL | undefined;
}

export interface CrudDefinition<
  T extends CrudTable,
  C extends z.ZodType,
  U extends z.ZodType,
  F extends z.ZodObject<any>,
  VO,
> {
  /** Resource path under /admin-api, e.g. `/system/post`. */
  path: string;
  table: T;
  /** Permission prefix: `system:post` → `system:post:query|create|update|delete|export`. */
  permission: string;
  /** Body of POST create. */
  create: C;
  /** Body of PUT update; must carry `id`. */
  update: U;
  /** Query filters shared by page and export (no paging fields). */
  filter: F;
  /** Filters → SQL; may add conditions from the caller (data scope). */
  where: (filter: z.output<F>, ctx: CrudContext) => SQL | undefined | Promise<SQL | undefined>;
  orderBy: (SQL | PgColumn)[];
  notFound: ErrorCode;
  unique?: UniqueField<z.output<C>>[];
  /** Which routes to register; default page, get, create, update, delete (+ export / list-all-simple when configured). */
  routes?: CrudRoute[];
  /** The row values of a create / update body; default the body without `id`. */
  values?: (input: z.output<C>, ctx: CrudContext, existing?: T['$inferSelect']) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Runs before the insert (after validation and unique checks); throw to refuse. */
  beforeCreate?: (ctx: CrudContext, input: z.output<C>) => unknown;
  /** Runs after the insert inside the same transaction (related rows). */
  afterCreate?: (ctx: CrudContext, id: number, input: z.output<C>) => unknown;
  beforeUpdate?: (ctx: CrudContext, input: z.output<U>, existing: T['$inferSelect']) => unknown;
  afterUpdate?: (ctx: CrudContext, input: z.output<U>, existing: T['$inferSelect']) => unknown;
  beforeDelete?: (ctx: CrudContext, existing: T['$inferSelect']) => unknown;
  /** Row → response; default: every column but creator / updater / update_time, dates as epoch ms. */
  toVO?: (row: T['$inferSelect']) => VO;
  /** Completes the responses of page and get with what needs another read (names of related rows); one call per page. */
  enrich?: (db: Db, vos: VO[]) => Promise<VO[]>;
  /** GET export: an .xlsx of the page's filters (columns may load dictionary labels first). */
  export?: {
    filename: string;
    columns: ExcelColumn<VO>[] | ((db: Db) => Promise<ExcelColumn<VO>[]>);
  };
  /** GET list-all-simple: enabled rows for the pickers of the console pages that hold one of `permission`. */
  listAllSimple?: {
    /** any-of: the resource's query permission and those of the pages whose pickers load it */
    permission: string | string[];
    where?: SQL;
    orderBy?: (SQL | PgColumn)[];
    map: (row: T['$inferSelect']) => unknown;
    /** also answer at `simple-list`, the yudao 2.x name the Vue 3 admin calls */
    alsoSimpleList?: boolean;
  };
}

/** `ids=1,2,3` (yudao 2.x batch deletes): 1 to 100 distinct positive ids. */
export function idList(key: string) {
  return z
    .string({ error: `请求参数不正确:${key} 不能为空` })
    .max(2000)
    .transform((v) => [...new Set(v.split(',').map((x) => x.trim()).filter(Boolean))].map(Number))
    .pipe(z.array(z.number().int().positive()).min(1, `请求参数不正确:${key} 不能为空`).max(100, '请求参数不正确:一次最多删除 100 条'));
}

/**
 * yudao 2.x deletes several rows at once: `DELETE {path}/delete-list` (infra, product) and `{path}/delete-batch`
 * (system), `?ids=1,2,3` (codegen: `tableIds`). Each id goes through `deleteOne` — the single delete's checks — in the
 * request's transaction, so a refused row deletes none.
 */
export function batchDeleteRoutes(
  app: FastifyInstance,
  opts: { path: string; permission: string | string[]; key?: string },
  deleteOne: (ctx: { db: Db; user: LoginUser }, id: number) => Promise<unknown>,
): void {
  const key = opts.key ?? 'ids';
  for (const name of ['delete-list', 'delete-batch']) {
    route(app, {
      method: 'DELETE',
      url: `${opts.path}/${name}`,
      permission: opts.permission,
      query: z.object({ [key]: idList(key) }),
      handler: async ({ db, user, query }) => {
        for (const id of (query as Record<string, number[]>)[key]) await deleteOne({ db, user }, id);
        return true;
      },
    });
  }
}

/** What the kit hands back so that a resource's own routes reuse its reads. */
export interface CrudService<T extends CrudTable, F, VO> {
  find(db: Db, id: number): Promise<T['$inferSelect'] | undefined>;
  /** The row, or the resource's not-found error. */
  require(db: Db, id: number): Promise<T['$inferSelect']>;
  page(ctx: CrudContext, req: PageParam & F): Promise<PageResult<VO>>;
  /** Every row matching the filters (export), capped at EXPORT_MAX_ROWS + 1. */
  list(ctx: CrudContext, filter: F): Promise<VO[]>;
  toVO(row: T['$inferSelect']): VO;
}

/**
 * Every permission string a kit route checks (`prefix:action`), filled as routes register: the permission test cannot
 * find these in the source, so the kit's own test holds them against the seeded buttons.
 */
export const crudPermissions = new Set<string>();

const HIDDEN = new Set(['creator', 'updater', 'updateTime']);

/** The default row → response: dates become epoch milliseconds, audit columns other than createTime are left out. */
export function defaultVO(row: Record<string, unknown>): any {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (HIDDEN.has(k)) continue;
    out[k] = v instanceof Date ? v.getTime() : v;
  }
  return out;
}

function withoutId(input: unknown): Record<string, unknown> {
  const { id: _id, ...rest } = input as Record<string, unknown>;
  return rest;
}

/**
 * Registers a standard admin resource with the yudao conventions:
 * GET `page` (filters + pageNo/pageSize → {list,total}), GET `get?id=` (null when missing), POST `create` (→ new id),
 * PUT `update` (→ true), DELETE `delete?id=` (→ true), GET `export` (.xlsx of the page's filters) and GET
 * `list-all-simple`. Writes run in the request transaction; creator / updater come from the signed-in user.
 */
export function crudRoutes<T extends CrudTable, C extends z.ZodType, U extends z.ZodType, F extends z.ZodObject<any>, VO = any>(
  app: FastifyInstance,
  def: CrudDefinition<T, C, U, F, VO>,
): CrudService<T, z.output<F>, VO> {
  const table = def.table as CrudTable;
  const t = table as any;
  const toVO = (def.toVO ?? defaultVO) as (row: T['$inferSelect']) => VO;
  const perm = (action: string) => {
    const p = `${def.permission}:${action}`;
    crudPermissions.add(p);
    return p;
  };
  const enabled = new Set<CrudRoute>(
    def.routes ?? ['page', 'get', 'create', 'update', 'delete', ...(def.export ? ['export' as const] : []), ...(def.listAllSimple ? ['list-all-simple' as const] : [])],
  );
  const constraints: Record<string, ErrorCode> = {};
  for (const u of def.unique ?? []) if (u.constraint) constraints[u.constraint] = u.error;

  const find = async (db: Db, id: number) => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row as T['$inferSelect'] | undefined;
  };
  const requireRow = async (db: Db, id: number) => {
    const row = await find(db, id);
    if (!row) fail(def.notFound);
    return row;
  };
  const checkUnique = async (db: Db, input: z.output<C>, id?: number) => {
    for (const u of def.unique ?? []) {
      const value = (input as Record<string, unknown>)[u.field];
      if (value === undefined || value === null || value === '') continue;
      const [dup] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(u.column, value), id === undefined ? undefined : ne(table.id, id), u.scope?.(input)))
        .limit(1);
      if (dup) fail(u.error, value);
    }
  };
  const rowValues = (input: z.output<C>, ctx: CrudContext, existing?: T['$inferSelect']) =>
    def.values ? def.values(input, ctx, existing) : withoutId(input);

  const service: CrudService<T, z.output<F>, VO> = {
    find,
    require: requireRow,
    toVO,
    async page(ctx, req) {
      const where = await def.where(req, ctx);
      const page = await pageQuery(ctx.db, table, req, { where, orderBy: def.orderBy });
      const list = page.list.map((r) => toVO(r as T['$inferSelect']));
      return { list: def.enrich ? await def.enrich(ctx.db, list) : list, total: page.total };
    },
    async list(ctx, filter) {
      const where = await def.where(filter, ctx);
      const rows = await ctx.db
        .select()
        .from(table)
        .where(where)
        .orderBy(...def.orderBy)
        .limit(EXPORT_MAX_ROWS + 1);
      return rows.map((r) => toVO(r as T['$inferSelect']));
    },
  };

  if (enabled.has('page')) {
    route(app, {
      method: 'GET',
      url: `${def.path}/page`,
      permission: perm('query'),
      query: PageParam.extend(def.filter.shape),
      handler: ({ db, user, query }) => service.page({ db, user, app }, query as PageParam & z.output<F>),
    });
  }

  if (enabled.has('get')) {
    route(app, {
      method: 'GET',
      url: `${def.path}/get`,
      permission: perm('query'),
      query: IdQuery,
      handler: async ({ db, query }) => {
        const row = await find(db, query.id);
        if (!row) return null;
        return def.enrich ? (await def.enrich(db, [toVO(row)]))[0] : toVO(row);
      },
    });
  }

  if (enabled.has('create')) {
    route(app, {
      method: 'POST',
      url: `${def.path}/create`,
      permission: perm('create'),
      body: def.create,
      handler: async ({ db, user, body }) => {
        const ctx = { db, user, app };
        await checkUnique(db, body);
        await def.beforeCreate?.(ctx, body);
        const operator = String(user.id);
        const values = { ...(await rowValues(body, ctx)), creator: operator, updater: operator };
        const [row] = await guardUnique(db.insert(t).values(values).returning({ id: table.id }) as Promise<{ id: number }[]>, constraints);
        await def.afterCreate?.(ctx, row.id, body);
        return row.id;
      },
    });
  }

  if (enabled.has('update')) {
    route(app, {
      method: 'PUT',
      url: `${def.path}/update`,
      permission: perm('update'),
      body: def.update,
      handler: async ({ db, user, body }) => {
        const ctx = { db, user, app };
        const id = (body as { id: number }).id;
        const existing = await requireRow(db, id);
        await checkUnique(db, body as z.output<C>, id);
        await def.beforeUpdate?.(ctx, body, existing);
        const values = { ...(await rowValues(body as z.output<C>, ctx, existing)), updater: String(user.id) };
        await guardUnique(db.update(t).set(values).where(eq(table.id, id)) as Promise<unknown>, constraints);
        await def.afterUpdate?.(ctx, body, existing);
        return true;
      },
    });
  }

  if (enabled.has('delete')) {
    route(app, {
      method: 'DELETE',
      url: `${def.path}/delete`,
      permission: perm('delete'),
      query: IdQuery,
      handler: async ({ db, user, query }) => {
        const existing = await requireRow(db, query.id);
        await def.beforeDelete?.({ db, user, app }, existing);
        await db.delete(table).where(eq(table.id, query.id));
        return true;
      },
    });
    batchDeleteRoutes(app, { path: def.path, permission: perm('delete') }, async ({ db, user }, id) => {
      const existing = await requireRow(db, id);
      await def.beforeDelete?.({ db, user, app }, existing);
      await db.delete(table).where(eq(table.id, id));
    });
  }

  if (enabled.has('export') && def.export) {
    const exp = def.export;
    route(app, {
      method: 'GET',
      url: `${def.path}/export`,
      permission: perm('export'),
      query: def.filter,
      raw: true,
      handler: async ({ db, user, query, reply }) => {
        const [rows, columns] = await Promise.all([
          service.list({ db, user, app }, query as z.output<F>),
          typeof exp.columns === 'function' ? exp.columns(db) : exp.columns,
        ]);
        await sendExcel(reply, { filename: exp.filename, columns, rows });
      },
    });
  }

  if (enabled.has('list-all-simple') && def.listAllSimple) {
    const simple = def.listAllSimple;
    for (const name of simple.alsoSimpleList ? ['list-all-simple', 'simple-list'] : ['list-all-simple']) route(app, {
      method: 'GET',
      url: `${def.path}/${name}`,
      permission: simple.permission,
      handler: async ({ db }) => {
        const rows = await db
          .select()
          .from(table)
          .where(simple.where)
          .orderBy(...(simple.orderBy ?? def.orderBy));
        return rows.map((r) => simple.map(r as T['$inferSelect']));
      },
    });
  }

  return service;
}
