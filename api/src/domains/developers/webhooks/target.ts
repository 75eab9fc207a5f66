import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DEVELOPER_MESSAGES as M } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';

export type TargetMode = 'live' | 'test';

/**
 * Only public unicast addresses receive webhooks: no loopback, private, link-local (the cloud
 * metadata service at 169.254.169.254), carrier NAT, multicast or reserved ranges. With the
 * sandbox provider loopback is allowed too, so the demo and the tests can receive on this machine.
 */
export function addressAllowed(address: string, mode: TargetMode): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (mode === 'test' && range === 'loopback');
}

const literalHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** At creation: https with a real provider, and no refused address written as a literal. */
export function assertTargetUrl(raw: string, mode: TargetMode): URL {
  const url = new URL(raw);
  const https = url.protocol === 'https:';
  const loopbackHttp = mode === 'test' && url.protocol === 'http:';
  if (!https && !loopbackHttp) throw AppError.badRequest(M.urlInvalid, 'url', 'webhook_url_invalid');
  if (url.username || url.password) throw AppError.badRequest(M.urlInvalid, 'url', 'webhook_url_invalid');
  const host = literalHost(url);
  if (ipaddr.isValid(host) && !addressAllowed(host, mode))
    throw AppError.badRequest(M.urlUnsafe, 'url', 'webhook_url_unsafe');
  if (mode === 'live' && /^(localhost|.*\.localhost|.*\.internal|.*\.local)$/i.test(host))
    throw AppError.badRequest(M.urlUnsafe, 'url', 'webhook_url_unsafe');
  return url;
}

/** Refuses a literal address before connecting (a literal host skips the lookup below). */
export function literalRefused(url: URL, mode: TargetMode): string | null {
  const host = literalHost(url);
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
