import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sha256Hex, signS3Request } from './s3-signer';
import { infraFileContent } from './file.schema';

/** Where file bytes live. Paths are relative, '/'-separated, and never contain '..'. */
export interface FileStorage {
  put(filePath: string, content: Buffer, contentType: string): Promise<void>;
  get(filePath: string): Promise<Buffer | null>;
  delete(filePath: string): Promise<void>;
}

/** infra_file_storage dict values we implement. */
export const StorageType = { DB: 1, LOCAL: 10, S3: 20 } as const;

export interface LocalStorageConfig {
  basePath: string;
}

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKey: string;
  accessSecret: string;
  region?: string;
  /** path-style addressing (`endpoint/bucket/key`), as MinIO and most self-hosted stores want */
  pathStyle?: boolean;
}

function safeRelative(filePath: string): string {
  const normal = path.posix.normalize(filePath).replace(/^\/+/, '');
  if (!normal || normal.startsWith('..') || normal.includes('/../')) throw new Error(`invalid file path: ${filePath}`);
  return normal;
}

/** Files on the local disk under `basePath` (default storage: `<DATA_DIR>/files`). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly config: LocalStorageConfig) {}

  private resolve(filePath: string): string {
    return path.join(this.config.basePath, safeRelative(filePath));
  }

  async put(filePath: string, content: Buffer): Promise<void> {
    const target = this.resolve(filePath);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // unique per call: two uploads of the same content at once share `target` and must not share the temp file
    const tmp = `${target}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, content);
    await fs.rename(tmp, target);
  }

  async get(filePath: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(filePath));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(filePath: string): Promise<void> {
    await fs.rm(this.resolve(filePath), { force: true });
  }
}

/** Any S3-compatible object store, over plain HTTP with SigV4-signed requests. */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly config: S3StorageConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private objectUrl(filePath: string): URL {
    const key = safeRelative(filePath).split('/').map(encodeURIComponent).join('/');
    const endpoint = new URL(this.config.endpoint);
    if (this.config.pathStyle ?? true) return new URL(`${endpoint.origin}/${this.config.bucket}/${key}`);
    return new URL(`${endpoint.protocol}//${this.config.bucket}.${endpoint.host}/${key}`);
  }

  private async send(method: string, filePath: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.objectUrl(filePath);
    const headers = signS3Request(
      { method, url, headers: contentType ? { 'content-type': contentType } : {}, payloadHash: sha256Hex(body ?? '') },
      { accessKey: this.config.accessKey, secretKey: this.config.accessSecret, region: this.config.region || 'us-east-1' },
    );
    delete headers.host;
    return this.fetchImpl(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(filePath: string, content: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', filePath, content, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${filePath} failed: HTTP ${res.status} ${await res.text()}`);
  }

  async get(filePath: string): Promise<Buffer | null> {
    const res = await this.send('GET', filePath);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${filePath} failed: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(filePath: string): Promise<void> {
    const res = await this.send('DELETE', filePath);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${filePath} failed: HTTP ${res.status}`);
  }
}

/**
 * Files in the database (infra_file_content), yudao's 数据库 storage: the bytes are written in the caller's
 * transaction, so a file and its infra_file row commit or roll back together.
 */
export class DbFileStorage implements FileStorage {
  constructor(
    private readonly db: Db,
    private readonly configId: number,
  ) {}

  private where(filePath: string) {
    return and(eq(infraFileContent.configId, this.configId), eq(infraFileContent.path, safeRelative(filePath)));
  }

  async put(filePath: string, content: Buffer): Promise<void> {
    await this.db
      .insert(infraFileContent)
      .values({ configId: this.configId, path: safeRelative(filePath), content })
      .onConflictDoUpdate({ target: [infraFileContent.configId, infraFileContent.path], set: { content, updateTime: new Date() } });
  }

  async get(filePath: string): Promise<Buffer | null> {
    const [row] = await this.db.select({ content: infraFileContent.content }).from(infraFileContent).where(this.where(filePath));
    return row ? row.content : null;
  }

  async delete(filePath: string): Promise<void> {
    await this.db.delete(infraFileContent).where(this.where(filePath));
  }
}

export function createStorage(storage: number, config: Record<string, unknown>): FileStorage {
  if (storage === StorageType.LOCAL) return new LocalFileStorage(config as unknown as LocalStorageConfig);
  if (storage === StorageType.S3) return new S3FileStorage(config as unknown as S3StorageConfig);
  throw new Error(`unsupported storage type ${storage}`);
}
