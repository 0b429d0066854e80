import type { FastifyRequest } from 'fastify';
import { InfraError } from '@gprs/contract';
import { BizError, badRequest, fail } from './errors';

export interface UploadedFile {
  fileName: string;
  mimetype: string;
  fieldname: string;
  content: Buffer;
  /** the other (text) fields of the form */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart/form-data request. Past `limitBytes` it answers FILE_TOO_LARGE naming the limit in
 * MB (never a bare 413); without a file, or with another content type, a 400 with the given wording.
 */
export async function readSingleUpload(
  req: FastifyRequest,
  options: { limitBytes?: number; what: string; field?: string },
): Promise<UploadedFile> {
  if (!req.isMultipart()) throw badRequest(`请使用 multipart/form-data 上传${options.what}`);
  const limits = options.limitBytes ? { fileSize: options.limitBytes, files: 1 } : { files: 1 };
  const part = await req.file({ limits }).catch(malformed);
  if (!part || (options.field && part.fieldname !== options.field)) {
    throw badRequest(`缺少${options.what}${options.field ? `（字段 ${options.field}）` : ''}`);
  }
  const content = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      fail(InfraError.FILE_TOO_LARGE, Math.round((options.limitBytes ?? part.file.bytesRead) / 1024 / 1024));
    }
    return malformed(err);
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields as Record<string, { value?: unknown } | undefined>)) {
    if (typeof value?.value === 'string') fields[name] = value.value;
  }
  return { fileName: part.filename, mimetype: part.mimetype, fieldname: part.fieldname, content, fields };
}

/**
 * A multipart body the parser could not read (no closing boundary, a broken header, a part cut short) is the client's
 * fault: 400 with a clear reason instead of the parser's error surfacing as a 500.
 */
function malformed(err: unknown): never {
  if (err instanceof BizError) throw err;
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
    throw badRequest('上传的表单字段或文件过多');
  }
  throw badRequest(`上传内容格式不正确（${/boundary|end of form|unexpected end/i.test(e.message ?? '') ? '缺少结束边界' : '无法解析 multipart/form-data'}）`);
}
