import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DEVELOPER_MESSAGES as M } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import { addressAllowed, hostOf, localName, type TargetMode } from './address';

export { addressAllowed, type TargetMode } from './address';

/** A resolver that does not answer in this time does not block the creation (the send checks again). */
const REGISTRATION_LOOKUP_MS = 3_000;

const unsafe = () => AppError.badRequest(M.urlUnsafe, 'url', 'webhook_url_unsafe');

/** Every address the name resolves to now; none when it does not resolve (yet) or too slowly. */
async function resolvedNow(host: string): Promise<string[]> {
  const lookup = dns.promises.lookup(host, { all: true, verbatim: true }).then(
    (found) => found.map((a) => a.address),
    () => [],
  );
  const timeout = new Promise<string[]>((resolve) =>
    setTimeout(() => resolve([]), REGISTRATION_LOOKUP_MS).unref(),
  );
  return Promise.race([lookup, timeout]);
}

/**
 * At creation: https with a real provider, no refused address in any spelling, no local name, and
 * no name that resolves to a refused address today (one that changes later is caught at send).
 */
export async function assertTargetUrl(raw: string, mode: TargetMode): Promise<URL> {
  const url = new URL(raw);
  const https = url.protocol === 'https:';
  const loopbackHttp = mode === 'test' && url.protocol === 'http:';
  if (!https && !loopbackHttp) throw AppError.badRequest(M.urlInvalid, 'url', 'webhook_url_invalid');
  if (url.username || url.password) throw AppError.badRequest(M.urlInvalid, 'url', 'webhook_url_invalid');
  const host = hostOf(url);
  if (ipaddr.isValid(host)) {
    if (!addressAllowed(host, mode)) throw unsafe();
    return url;
  }
  if (mode === 'live' && localName(host)) throw unsafe();
  if ((await resolvedNow(host)).some((a) => !addressAllowed(a, mode))) throw unsafe();
  return url;
}

/** Refuses a literal address before connecting (a literal host skips the lookup below). */
export function literalRefused(url: URL, mode: TargetMode): string | null {
  const host = hostOf(url);
  return ipaddr.isValid(host) && !addressAllowed(host, mode) ? host : null;
}

/**
 * The resolver the sender connects with: every address a name resolves to is checked at send
 * time, and the connection goes to the checked address, so a name that changes to an internal
 * address after creation (DNS rebinding) is refused too.
 */
export function guardedLookup(mode: TargetMode): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, mode));
      if (refused || addresses.length === 0) {
        const why = new Error(`endereço não permitido: ${refused?.address ?? hostname}`);
        return callback(why as NodeJS.ErrnoException, '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
