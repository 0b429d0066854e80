/** Upload allow-list: extension → MIME type. Anything else is refused. */
export const ALLOWED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  bpmn: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

const MAGIC: Record<string, number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  webp: [[0x52, 0x49, 0x46, 0x46]],
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  zip: [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]],
};

/**
 * The MIME type to store for an upload, or null when the extension is not allowed or the bytes do not look like it
 * (a renamed executable is refused; text formats are not sniffed).
 */
export function detectFileType(fileName: string, head: Buffer): string | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const mime = ALLOWED_TYPES[ext];
  if (!mime || !fileName.includes('.')) return null;
  const signatures = MAGIC[ext];
  if (signatures && !signatures.some((sig) => sig.every((b, i) => head[i] === b))) return null;
  return mime;
}

/** A file name safe to keep in a path: no folders, no control characters, at most 100 characters. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? 'file';
  // oxlint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f<>:"|?*]/g, '_').trim();
  return (cleaned || 'file').slice(-100);
}
