import { describe, expect, it } from 'vitest';
import { embeddedUrl } from './embedded';

describe('embeddedUrl', () => {
  it('uses the Unix socket when the server made one, loopback TCP otherwise', () => {
    expect(embeddedUrl('postgres', 'pw', 5432, true)).toBe('postgres://postgres:pw@127.0.0.1:5432/postgres?host=%2Ftmp');
    expect(embeddedUrl('postgres', 'pw', 5432, false)).toBe('postgres://postgres:pw@127.0.0.1:5432/postgres');
  });
});
