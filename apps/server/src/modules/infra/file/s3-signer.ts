import crypto from 'node:crypto';

export interface S3Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD' */
  payloadHash: string;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: crypto.BinaryLike) => crypto.createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it (every byte but unreserved characters); slashes kept in paths. */
function uriEncode(value: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(value))
    .map((b) => {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * AWS Signature Version 4 for S3 (and S3-compatible stores: MinIO, Ceph, OSS, COS …): returns the headers to send,
 * with `authorization`, `x-amz-date` and `x-amz-content-sha256` added.
 */
export function signS3Request(req: SignableRequest, creds: S3Credentials, now: Date = new Date()): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: req.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': req.payloadHash,
  };
  const signedNames = Object.keys(headers).sort();
  const canonicalQuery = [...req.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    req.method.toUpperCase(),
    uriEncode(decodeURIComponent(req.url.pathname), true),
    canonicalQuery,
    signedNames.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedNames.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${creds.secretKey}`, day), creds.region), 's3'), 'aws4_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKey}/${scope}, SignedHeaders=${signedNames.join(';')}, Signature=${signature}`;
  return headers;
}
