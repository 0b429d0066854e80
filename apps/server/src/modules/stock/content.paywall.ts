/**
 * What a reader without the 付费专栏 entitlement gets of a column essay's (sanitised) body: its opening up to and with
 * the first paragraph — a heading before it included —, never more. A body without a closing </p> gives nothing of
 * its own (the summary stands for it), so no unparagraphed text can slip through whole.
 */
export function essayPreview(html: string): string {
  const end = html.search(/<\/p\s*>/i);
  if (end < 0) return '';
  const close = html.indexOf('>', end) + 1;
  return html.slice(0, close);
}
