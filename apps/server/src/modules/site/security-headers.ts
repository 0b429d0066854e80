import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of every response (docs/decisions/0014). Scripts only from our own origin (Vite's
 * hashed bundles; index.html has no inline script and the server writes none into the head). Styles may be inline:
 * antd's CSS-in-JS injects style tags and bpmn-js sets style attributes.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // avatars and previews are data: / blob: URLs; article images may be remote https pictures
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // menus whose component is a URL open that page in a frame (seeded: 上交所信息披露); file previews are blob:
  'frame-src': ["'self'", 'https:', 'blob:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** One year, sub-domains included: sent only on responses served over HTTPS (directly or behind a trusted proxy). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every HTML and API response (@fastify/helmet): the CSP above, X-Content-Type-Options: nosniff,
 * X-Frame-Options, a Referrer-Policy, and Strict-Transport-Security only when the request came over HTTPS.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // helmet would send it on plain HTTP too; see the hook below
    strictTransportSecurity: false,
    // blob: previews and the embedded frame pages load cross-origin content without CORP headers
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    // req.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUSTED_PROXIES)
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
