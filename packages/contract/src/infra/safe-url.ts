import { z } from 'zod';

/**
 * Whether a picture or link address may be stored: an absolute http(s) URL, a path of this site (our uploaded files
 * are `/admin-api/infra/file/{configId}/get/...`), or an inline picture (`data:image/png|jpeg|gif|webp|svg+xml`, which
 * the demo seed uses for its badges; a browser never runs an <img>'s picture as a page and refuses to navigate a tab to
 * a data: URL). Everything else — `javascript:`, `vbscript:`, `data:text/html`, `file:`, protocol-relative `//host` —
 * is refused, so no stored address can run script when the console or the site renders it as a link or an image.
 * Control characters and whitespace inside the address are refused too (browsers strip them: `java\tscript:`).
 */
export function isSafeLinkUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (isInlinePicture(value)) return true;
  if (/\s/.test(value)) return false;
  if (/^https?:\/\/[^/\\]/i.test(value)) return true;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function isInlinePicture(value: string): boolean {
  return /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value);
}

/** A picture or link address field (trimmed, at most `max` characters) that {@link isSafeLinkUrl} accepts. */
export function safeUrl(label: string, max = 500) {
  return z
    .string()
    .trim()
    .max(max, `${label}地址过长`)
    .refine((v) => v === '' || isSafeLinkUrl(v), `${label}必须是 http(s) 地址或本站文件地址`);
}
