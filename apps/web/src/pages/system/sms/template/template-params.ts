/** A `{name}` placeholder of an SMS / mail template (the server's rule: no braces or white space inside). */
const PLACEHOLDER = /\{([^{}\s]+)\}/g;

/** The distinct placeholder names of a template, in the order they first appear: '{a}…{b}…{a}' → ['a', 'b']. */
export function templateParamNames(content: string | null | undefined): string[] {
  if (!content) return [];
  return [...new Set(Array.from(content.matchAll(PLACEHOLDER), (m) => m[1]))];
}

/** The names a send needs: the server's list when it gave one, else those found in the given texts. */
export function sendParamNames(serverParams: readonly string[] | null | undefined, ...texts: (string | null | undefined)[]): string[] {
  if (serverParams && serverParams.length > 0) return [...serverParams];
  return templateParamNames(texts.filter(Boolean).join('\n'));
}

/** The template with every filled-in placeholder replaced (as the server renders it); empty or missing ones stay as `{name}`. */
export function renderTemplatePreview(content: string, values: Record<string, unknown> | null | undefined): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => {
    const v = values && Object.hasOwn(values, name) ? values[name] : undefined;
    return v === undefined || v === null || v === '' ? whole : String(v);
  });
}

/** The templateParams of a send request: every needed name, values trimmed (missing ones as ''). */
export function buildTemplateParams(names: readonly string[], values: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = values?.[name];
    out[name] = v === undefined || v === null ? '' : String(v).trim();
  }
  return out;
}
