import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The policy of every page and answer: the shell, the remotes it loads at run time and the
 * standalone checkout. Production bundles run no `eval` (zod's JIT probe is switched off in the
 * browser: webpack/zod-jitless.js) and no inline script, so `script-src` has
 * neither 'unsafe-inline' nor 'unsafe-eval'. Styles need 'unsafe-inline': style-loader and
 * react-hot-toast add `<style>` elements at run time, and the checkout page's boot message is an
 * inline `<style>` so it shows when no script can load. `connect-src 'self'` covers the same-origin
 * WebSocket (`/api/ws`, CSP Level 3). A remote registered on another origin (`REMOTES_REGISTRY`)
 * is allowed to serve scripts, manifests and images, nothing more.
 */
export function appPolicy(remoteOrigins: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...remoteOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remoteOrigins],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * An uploaded file (a logo) opened on its own: no script, no subresource, and a sandbox (a unique
 * origin) even if a browser were to render it as a document. Set by the route; it replaces the
 * page policy.
 */
export const UPLOAD_POLICY = "default-src 'none'; sandbox";

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser security headers on every answer: helmet's set, with the policy above
 * (`X-Frame-Options: DENY` for browsers without `frame-ancestors`). HSTS only on a request that
 * came over HTTPS: Fastify's `request.protocol`, which reads `X-Forwarded-Proto` only from a proxy
 * `TRUST_PROXY` trusts, so a plain-HTTP demo never pins itself to HTTPS.
 *
 * The headers do not depend on the request (no nonce), so helmet is run once, at start, and what
 * it sets is copied onto every reply: helmet's middleware chain per request cost about 2 % of an
 * authenticated read's CPU (GET /api/me profile), and @fastify/helmet builds that chain again on
 * every request.
 *
 * A JSON answer of the API (`/api/…` but its HTML docs, `/v1/…`) is no document: it gets the
 * short set OWASP's REST cheat sheet names for APIs (nothing may load, frame or sniff it) instead
 * of the pages' dozen, which were a twentieth of an authenticated read's CPU (Reply.header in the
 * GET /api/me profile) and most of its bytes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { remoteOrigins?: readonly string[] } = {},
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy(opts.remoteOrigins) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_HEADERS : headers);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}

/** The headers of an API answer (JSON, PDF): a document policy that lets nothing run or load. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const isApiAnswer = (url: string): boolean =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/v1/');

/** What helmet's middleware sets on a response, captured once (it reads nothing from the request). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let ran = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    ran = true;
  });
  // helmet's middleware is synchronous; if a version ever is not, fail at start, not silently.
  if (!ran || Object.keys(headers).length === 0)
    throw new Error('helmet did not set its headers synchronously');
  return headers;
}
