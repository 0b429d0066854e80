import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PreparedJson, acceptedEncoding } from './route';

describe('acceptedEncoding', () => {
  it('picks br or gzip by q value, br on a tie, none for identity or q=0', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('BR')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('PreparedJson', () => {
  it('holds the envelope as wire JSON with the weak SHA-1 tag, and its compressed forms once', () => {
    const small = new PreparedJson({ at: new Date(5) });
    expect(small.body).toBe('{"code":0,"msg":"","data":{"at":5}}');
    expect(small.etag).toBe(`W/"${crypto.createHash('sha1').update(small.body).digest('base64')}"`);
    expect(small.compressed('br')).toBeNull();
    expect(new PreparedJson(undefined).body).toBe('{"code":0,"msg":"","data":null}');

    const large = new PreparedJson(Array.from({ length: 100 }, (_, i) => ({ code: String(600000 + i), name: '贵州茅台' })));
    const br = large.compressed('br')!;
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(large.body);
    expect(large.compressed('br')).toBe(br);
    expect(zlib.gunzipSync(large.compressed('gzip')!).toString('utf8')).toBe(large.body);
  });
});
