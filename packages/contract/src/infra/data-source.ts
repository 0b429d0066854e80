/**
 * yudao 2.x 数据源配置: GET /infra/data-source-config/list and get?id= (the code generator's data source picker).
 * This server has one database, the master (id 0), which cannot be edited here; the URL is shown without a password.
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
