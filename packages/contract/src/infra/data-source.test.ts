import { describe, expect, it } from 'vitest';
import { masterDataSource, parsePgUrl } from './data-source';

describe('masterDataSource', () => {
  it('shows host, port, database and user, never a password', () => {
    const ds = masterDataSource({ host: '127.0.0.1', port: 54329, database: 'gprs', user: 'postgres' });
    expect(ds).toEqual({ id: 0, name: 'master', url: 'postgresql://127.0.0.1:54329/gprs', username: 'postgres', createTime: null });
  });
});

describe('parsePgUrl', () => {
  it('reads the JDBC form of yudao’s data source dialog and PostgreSQL’s own URLs', () => {
    expect(parsePgUrl('jdbc:postgresql://127.0.0.1:5433/ruoyi-vue-pro')).toEqual({ host: '127.0.0.1', port: 5433, database: 'ruoyi-vue-pro' });
    expect(parsePgUrl(' postgresql://db.example/app?sslmode=require ')).toEqual({ host: 'db.example', port: 5432, database: 'app', sslmode: 'require' });
    expect(parsePgUrl('postgres://u:p@[::1]:6000/x')).toEqual({ host: '::1', port: 6000, database: 'x' });
  });
  it('refuses other databases and incomplete addresses', () => {
    for (const bad of ['jdbc:mysql://127.0.0.1:3306/ruoyi', 'http://x/y', 'postgresql://host', 'postgresql:///db', 'postgresql://h/a/b', '']) expect(parsePgUrl(bad), bad).toBeNull();
  });
});
