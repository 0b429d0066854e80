import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BizError, fail } from '../../../core/errors';
import { InfraError } from '@gprs/contract';
import { getConfigValue } from '../config/config.service';
import { createStorage, DbFileStorage, StorageType, type FileStorage } from './file-storage';
import { detectFileType, safeFileName } from './file-type';
import { infraFile, infraFileConfig, type FileConfigRow } from './file.schema';

export const DEFAULT_MAX_SIZE_MB = 10;

/**
 * The storage of a config row; a relative local base path is resolved against the data folder, and a 数据库 config
 * reads and writes through `db` (the request's transaction).
 */
export function storageOf(row: FileConfigRow, dataDir: string, db: Db): FileStorage {
  if (row.storage === StorageType.DB) return new DbFileStorage(db, row.id);
  if (row.storage === StorageType.LOCAL) {
    const basePath = String(row.config.basePath ?? 'files');
    return createStorage(row.storage, { basePath: path.isAbsolute(basePath) ? basePath : path.join(dataDir, basePath) });
  }
  return createStorage(row.storage, row.config);
}

export async function getFileConfig(db: Db, id: number): Promise<FileConfigRow> {
  const [row] = await db.select().from(infraFileConfig).where(eq(infraFileConfig.id, id));
  if (!row) fail(InfraError.FILE_CONFIG_NOT_EXISTS);
  return row;
}

export async function getMasterConfig(db: Db): Promise<FileConfigRow> {
  const [row] = await db.select().from(infraFileConfig).where(eq(infraFileConfig.master, true));
  if (!row) fail(InfraError.FILE_CONFIG_NOT_EXISTS);
  return row;
}

/** Upload size limit in bytes, from the config `infra.file.max-size-mb`. */
export async function maxUploadBytes(db: Db): Promise<number> {
  const mb = Number(await getConfigValue(db, 'infra.file.max-size-mb'));
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_SIZE_MB) * 1024 * 1024;
}

export const fileUrl = (configId: number, filePath: string) => `/admin-api/infra/file/${configId}/get/${filePath}`;

/** Stores an upload through the master config and records it; refuses disallowed or disguised types. */
export async function saveUpload(
  db: Db,
  dataDir: string,
  upload: { fileName: string; content: Buffer; directory?: string },
): Promise<{ id: number; url: string; path: string; type: string }> {
  const type = detectFileType(upload.fileName, upload.content.subarray(0, 16));
  if (!type) fail(InfraError.FILE_TYPE_NOT_ALLOWED, upload.fileName.split('.').pop() ?? '');
  if (upload.content.length === 0) throw new BizError(400, '请求参数不正确:文件内容为空');
  const config = await getMasterConfig(db);
  const name = safeFileName(upload.fileName);
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const directory = (upload.directory ?? '').replace(/[^\w-]/g, '').slice(0, 32);
  const digest = crypto.createHash('sha256').update(upload.content).digest('hex').slice(0, 16);
  const filePath = [directory, day, `${digest}_${name}`].filter(Boolean).join('/');
  return storeFile(db, dataDir, config, { path: filePath, name, type, content: upload.content });
}

/** Writes a file through a storage config and records it in infra_file (文件列表); its URL is served by the API. */
export async function storeFile(
  db: Db,
  dataDir: string,
  config: FileConfigRow,
  file: { path: string; name: string; type: string; content: Buffer },
): Promise<{ id: number; url: string; path: string; type: string }> {
  await storageOf(config, dataDir, db).put(file.path, file.content, file.type);
  const url = fileUrl(config.id, file.path);
  const [row] = await db
    .insert(infraFile)
    .values({ configId: config.id, name: file.name, path: file.path, url, type: file.type, size: file.content.length })
    .returning({ id: infraFile.id });
  return { id: row.id, url, path: file.path, type: file.type };
}
