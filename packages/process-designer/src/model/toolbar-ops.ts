/** Pure helpers behind the designer toolbar. */

export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;

/**
 * The zoom after one step in `direction`. A step that would pass a limit stops at it (0.25 → 0.2); a step from the
 * limit itself raises a RangeError (the toolbar shows it).
 */
export function nextZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM_STEP) * 100) / 100;
  if (next < ZOOM_MIN) {
    if (current > ZOOM_MIN) return ZOOM_MIN;
    throw new RangeError(`缩放比例不能小于 ${ZOOM_MIN}`);
  }
  if (next > ZOOM_MAX) {
    if (current < ZOOM_MAX) return ZOOM_MAX;
    throw new RangeError(`缩放比例不能大于 ${ZOOM_MAX}`);
  }
  return next;
}

export const ACCEPTED_FILE_EXTENSIONS = ['.xml', '.bpmn'] as const;

export function isAcceptedDiagramFile(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export type AlignType = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle';

export const ALIGN_WARNING = '请按住 Ctrl 键选择多个元素对齐';
export const ALIGN_CONFIRM = '自动对齐可能造成图形变形，是否继续？';
export const SAVE_FAILED_MESSAGE = '保存模型失败，请重试！';

/** Aligning needs more than one element; connections and labels do not count. */
export function canAlign(selected: { waypoints?: unknown; labelTarget?: unknown }[]): boolean {
  return selected.filter((element) => !element.waypoints && !element.labelTarget).length > 1;
}

export type DownloadKind = 'xml' | 'bpmn' | 'svg';

/** File name and MIME type of a download. */
export function downloadTarget(name: string, kind: DownloadKind): { fileName: string; mimeType: string } {
  const safe = (name || 'diagram').replace(/[\\/:*?"<>|]/g, '_');
  if (kind === 'svg') return { fileName: `${safe}.svg`, mimeType: 'image/svg+xml' };
  return { fileName: `${safe}.${kind}`, mimeType: 'application/xml' };
}

type JsonValue = string | { [key: string]: JsonValue | JsonValue[] };

/** XML → JSON for the preview: attributes as `_name`, text as `__text`, repeated children as arrays. */
export function xmlToJson(xml: string): Record<string, JsonValue> {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'XML 解析失败');
  const convert = (el: Element): JsonValue => {
    const out: { [key: string]: JsonValue | JsonValue[] } = {};
    for (const attribute of Array.from(el.attributes)) out[`_${attribute.name}`] = attribute.value;
    for (const child of Array.from(el.children)) {
      const value = convert(child);
      const existing = out[child.tagName];
      if (existing === undefined) out[child.tagName] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else out[child.tagName] = [existing as JsonValue, value];
    }
    const text = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE || n.nodeType === Node.CDATA_SECTION_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (text) {
      if (Object.keys(out).length === 0) return text;
      out.__text = text;
    }
    return out;
  };
  return { [doc.documentElement.tagName]: convert(doc.documentElement) };
}
