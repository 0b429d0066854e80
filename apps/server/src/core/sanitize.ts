import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';

// jsdom ships no type declarations; only its JSDOM constructor is needed here. Loaded with the first HTML to sanitise,
// not at start: it is a large part of the server's start-up time.
const loadJsdom = () => createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * Sanitises user or imported HTML before it is stored (news, essays, members' records): scripts, event handlers,
 * javascript: URLs and other active content are removed; ordinary formatting, links and images are kept.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  purifier ??= createDOMPurify(new (loadJsdom().JSDOM)('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
}
