import { z } from 'zod';

/**
 * yudao 2.x 数据源配置: /infra/data-source-config/{list,get,create,update,delete,delete-list}. The application's own
 * database is the master (id 0, from the server's settings, not editable here); other PostgreSQL databases can be added
 * for the code generator to import tables from. URLs are shown without a password; the password is never sent back.
 */
export interface DataSourceConfigResp {
  id: number;
  name: string;
  url: string;
  username: string;
  createTime: number | null;
}

/** The master data source as the list shows it: the connection URL without its password, and its user. */
export function masterDataSource(connection: { host?: string; port?: number | string; database?: string; user?: string }): DataSourceConfigResp {
  const host = connection.host ?? 'localhost';
  const port = connection.port ? `:${connection.port}` : '';
  return { id: 0, name: 'master', url: `postgresql://${host}${port}/${connection.database ?? ''}`, username: connection.user ?? '', createTime: null };
}

/** Where a data source URL points: a PostgreSQL server and database (credentials come from their own fields). */
export interface PgTarget {
  host: string;
  port: number;
  database: string;
  /** sslmode from the URL's query, when given */
  sslmode?: string;
}

/**
 * Reads a data source URL as yudao's form has it (`jdbc:postgresql://host:port/db`) or as PostgreSQL writes it
 * (`postgresql://…`, `postgres://…`); null for anything else (MySQL and other databases are not supported here).
 */
export function parsePgUrl(value: string): PgTarget | null {
  const text = value.trim().replace(/^jdbc:/i, '');
  if (!/^postgres(ql)?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text.replace(/^postgres(ql)?:/i, 'http:'));
  } catch {
    return null;
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname || !database || database.includes('/')) return null;
  const port = url.port ? Number(url.port) : 5432;
  const sslmode = url.searchParams.get('sslmode') ?? undefined;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, database, ...(sslmode ? { sslmode } : {}) };
}

const DataSourceFields = {
  name: z.string().trim().min(1, '数据源名称不能为空').max(100, '数据源名称过长'),
  url: z
    .string()
    .trim()
    .min(1, '数据源连接不能为空')
    .max(1024, '数据源连接过长')
    .refine((v) => parsePgUrl(v) !== null, '数据源连接必须是 PostgreSQL 地址（jdbc:postgresql://主机:端口/数据库 或 postgresql://…）'),
  username: z.string().trim().min(1, '用户名不能为空').max(255, '用户名过长'),
};

/** POST /infra/data-source-config/create */
export const DataSourceConfigCreateReq = z.object({ ...DataSourceFields, password: z.string().min(1, '密码不能为空').max(255, '密码过长') });
/** PUT /infra/data-source-config/update — an empty password keeps the stored one (the edit form never receives it). */
export const DataSourceConfigUpdateReq = z.object({
  id: z.coerce.number().int().positive(),
  ...DataSourceFields,
  password: z.string().max(255, '密码过长').nullish(),
});
export type DataSourceConfigCreateReq = z.infer<typeof DataSourceConfigCreateReq>;
export type DataSourceConfigUpdateReq = z.infer<typeof DataSourceConfigUpdateReq>;
