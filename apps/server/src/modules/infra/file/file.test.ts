import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../../../test/test-app';
import { S3FileStorage } from './file-storage';
import { detectFileType, safeFileName } from './file-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const upload = (token: string | undefined, file: Parameters<typeof multipart>[0]) => {
  const body = multipart(file);
  return t.call({ method: 'POST', url: '/admin-api/infra/file/upload', token, payload: body.payload, headers: body.headers });
};

describe('file types', () => {
  it('allows listed extensions whose bytes match, refuses the rest', () => {
    expect(detectFileType('a.png', PNG)).toBe('image/png');
    expect(detectFileType('notes.txt', Buffer.from('hello'))).toBe('text/plain');
    expect(detectFileType('evil.png', Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileType('run.exe', Buffer.from('MZ'))).toBeNull();
    expect(detectFileType('png', PNG)).toBeNull();
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a<b>:c.png')).toBe('a_b__c.png');
  });
});

describe('/infra/file', () => {
  it('uploads to local disk, serves the bytes back publicly and deletes them', async () => {
    const res = await upload(member, { name: '头像.png', content: PNG, type: 'image/png' });
    expect(res.code).toBe(0);
    const url = res.data as string;
    expect(url).toMatch(/^\/admin-api\/infra\/file\/1\/get\/\d{8}\/[0-9a-f]{16}_头像\.png$/);
    const served = await t.app.inject({ method: 'GET', url: encodeURI(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const page = await t.call({ method: 'GET', url: '/admin-api/infra/file/page', token: admin });
    expect(page.data.list[0]).toMatchObject({ name: '头像.png', type: 'image/png', size: PNG.length });
    expect((await t.call({ method: 'DELETE', url: `/admin-api/infra/file/delete?id=${page.data.list[0].id}`, token: admin })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: encodeURI(url) })).code).toBe(1_001_003_000);
  });

  it('a 数据库 config (storage 1) keeps the bytes in infra_file_content: upload as master, serve, delete', async () => {
    const created = await t.call({ method: 'POST', url: '/admin-api/infra/file-config/create', token: admin, payload: { name: '库', storage: 1, config: { domain: 'http://ignored.example' } } });
    expect(created.code, created.msg).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/infra/file-config/get?id=${created.data}`, token: admin })).data.config).toEqual({});
    expect((await t.call({ method: 'GET', url: `/admin-api/infra/file-config/test?id=${created.data}`, token: admin })).code).toBe(0);
    expect((await t.call({ method: 'PUT', url: `/admin-api/infra/file-config/update-master?id=${created.data}`, token: admin })).code).toBe(0);
    try {
      const contents = await t.count('infra_file_content');
      const res = await upload(member, { name: 'db.png', content: PNG, type: 'image/png' });
      expect(res.data).toMatch(new RegExp(`^/admin-api/infra/file/${created.data}/get/`));
      expect(await t.count('infra_file_content')).toBe(contents + 1);
      const served = await t.app.inject({ method: 'GET', url: encodeURI(res.data) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const [row] = (await t.database.pool.query('select id from infra_file where url = $1', [res.data])).rows;
      expect((await t.call({ method: 'DELETE', url: `/admin-api/infra/file/delete?id=${row.id}`, token: admin })).code).toBe(0);
      expect(await t.count('infra_file_content')).toBe(contents);
    } finally {
      await t.call({ method: 'PUT', url: '/admin-api/infra/file-config/update-master?id=1', token: admin });
    }
    // a config that still holds files cannot be deleted (the seeded 数据库 config holds the demo pictures)
    const [demo] = (await t.database.pool.query("select id from infra_file_config where storage = 1 and name = '数据库'")).rows;
    expect(await t.call({ method: 'DELETE', url: `/admin-api/infra/file-config/delete?id=${demo.id}`, token: admin })).toMatchObject({ code: 1_001_006_003 });
    expect((await t.call({ method: 'DELETE', url: `/admin-api/infra/file-config/delete-list?ids=${created.data},${demo.id}`, token: admin })).code).toBe(1_001_006_003);
    expect((await t.call({ method: 'DELETE', url: `/admin-api/infra/file-config/delete?id=${created.data}`, token: admin })).code).toBe(0);
    // a storage's settings must be its own: local disk without a folder is refused
    const mismatch = await t.call({ method: 'POST', url: '/admin-api/infra/file-config/create', token: admin, payload: { name: 'x', storage: 10, config: {} } });
    expect(mismatch.code).toBe(400);
  });

  it('refuses disallowed types, disguised files, oversize files and anonymous uploads, storing nothing', async () => {
    const before = await t.count('infra_file');
    expect((await upload(member, { name: 'x.exe', content: Buffer.from('MZ') })).code).toBe(1_001_003_001);
    expect((await upload(member, { name: 'x.png', content: Buffer.from('not an image') })).code).toBe(1_001_003_001);
    await t.database.pool.query("update infra_config set value = '1' where config_key = 'infra.file.max-size-mb'");
    const big = await upload(member, { name: 'big.txt', content: Buffer.alloc(1024 * 1024 + 10, 'a') });
    expect(big).toMatchObject({ code: 1_001_003_002, msg: '文件大小超过限制（最大 1 MB）' });
    expect((await upload(undefined, { name: 'a.txt', content: Buffer.from('x') })).code).toBe(401);
    expect(await t.count('infra_file')).toBe(before);
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/file/page', token: member })).code).toBe(403);
  });

  it('manages storage configs: secrets masked, master switch, master not deletable, test probe', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/admin-api/infra/file-config/create',
      token: admin,
      payload: { name: 'S3', storage: 20, config: { endpoint: 'http://127.0.0.1:9', bucket: 'b', accessKey: 'k', accessSecret: 'very-secret' } },
    });
    expect(created.code).toBe(0);
    const got = await t.call({ method: 'GET', url: `/admin-api/infra/file-config/get?id=${created.data}`, token: admin });
    expect(got.data.config.accessSecret).toBe('******');
    expect(JSON.stringify(await t.call({ method: 'GET', url: '/admin-api/infra/file-config/page', token: admin }))).not.toContain('very-secret');
    expect((await t.call({ method: 'GET', url: '/admin-api/infra/file-config/test?id=1', token: admin })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/infra/file-config/test?id=${created.data}`, token: admin })).code).toBe(1_001_006_002);
    expect((await t.call({ method: 'DELETE', url: '/admin-api/infra/file-config/delete?id=1', token: admin })).code).toBe(1_001_006_001);
    const bad = await t.call({ method: 'POST', url: '/admin-api/infra/file-config/create', token: admin, payload: { name: 'x', storage: 11, config: { basePath: '/tmp' } } });
    expect(bad.code).toBe(400);
  });
});

describe('S3FileStorage', () => {
  it('sends signed path-style PUT, GET and DELETE requests to the endpoint', async () => {
    const seen: { method?: string; url?: string; auth?: string; sha?: string; body: string }[] = [];
    const objects = new Map<string, Buffer>();
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, sha: req.headers['x-amz-content-sha256'] as string, body: body.toString() });
        if (req.method === 'PUT') objects.set(req.url!, body);
        if (req.method === 'GET' && !objects.has(req.url!)) return res.writeHead(404).end();
        if (req.method === 'DELETE') objects.delete(req.url!);
        res.writeHead(200).end(req.method === 'GET' ? objects.get(req.url!) : '');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const storage = new S3FileStorage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'gprs', accessKey: 'AK', accessSecret: 'SK', region: 'cn-east-1' });
      await storage.put('20261121/a 股.txt', Buffer.from('hello'), 'text/plain');
      expect((await storage.get('20261121/a 股.txt'))?.toString()).toBe('hello');
      await storage.delete('20261121/a 股.txt');
      expect(await storage.get('20261121/a 股.txt')).toBeNull();
      expect(seen[0]).toMatchObject({ method: 'PUT', url: '/gprs/20261121/a%20%E8%82%A1.txt', body: 'hello' });
      expect(seen[0].auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/cn-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
      expect(seen[0].sha).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    } finally {
      server.close();
    }
  });
});
