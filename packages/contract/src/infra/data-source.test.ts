import { describe, expect, it } from 'vitest';
import { masterDataSource } from './data-source';

describe('masterDataSource', () => {
  it('shows host, port, database and user, never a password', () => {
    const ds = masterDataSource({ host: '127.0.0.1', port: 54329, database: 'gprs', user: 'postgres' });
    expect(ds).toEqual({ id: 0, name: 'master', url: 'postgresql://127.0.0.1:54329/gprs', username: 'postgres', createTime: null });
  });
});
