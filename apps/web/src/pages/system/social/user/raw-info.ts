/** JSON text indented for reading; text that is not JSON comes back as it was ('' for nothing). */
export function prettyJson(text: string | null | undefined): string {
  if (text == null || text.trim() === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
