import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { placeFromHeaders } from './place-headers';

export const LOCAL_NETWORK = 'Rede local';
export const UNKNOWN_PLACE = 'Localização desconhecida';

/**
 * Loopback, private (RFC 1918, CGNAT, IPv6 ULA) and link-local addresses: they say nothing about
 * where the person is, only that it came from inside a network.
 */
const LOCAL_V4 = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^0\./,
];
const LOCAL_V6 = [/^::1$/, /^::$/, /^f[cd][0-9a-f]{2}:/i, /^fe[89ab][0-9a-f]:/i];

export function isLocalAddress(ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (isIP(v4) === 4) return LOCAL_V4.some((re) => re.test(v4));
  return isIP(ip) === 6 && LOCAL_V6.some((re) => re.test(ip));
}

/**
 * Where an address is, approximately, when no trusted proxy told it (placeOfRequest): no offline
 * address database ships with the API (docs/activity.md), so a public address is 'Localização
 * desconhecida'. Never throws: a login must not fail because of its place.
 */
export function placeOf(ip: string): string {
  try {
    return isLocalAddress(ip) ? LOCAL_NETWORK : UNKNOWN_PLACE;
  } catch {
    return UNKNOWN_PLACE;
  }
}

/** proxy-addr's range names, which TRUST_PROXY accepts beside addresses and CIDRs (config/env.ts). */
const RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function trustedList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const named = RANGES[entry];
    if (named) {
      for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type);
  }
  return list;
}

const lists = new WeakMap<string[], BlockList>();

/**
 * Whether the connection itself comes from a proxy TRUST_PROXY trusts, as Fastify asks of its
 * nearest hop (platform/http/trust-proxy.ts): `true` and a hop count trust it, a list only when
 * the peer is in it. Only then are the proxy's headers its words and not the client's.
 */
export function peerIsTrusted(peer: string | undefined, trust: Config['trustProxy']): boolean {
  if (trust === false || !peer) return false;
  if (trust === true || typeof trust === 'number') return true;
  let list = lists.get(trust);
  if (!list) lists.set(trust, (list = trustedList(trust)));
  const type = isIP(peer) === 6 ? 'ipv6' : 'ipv4';
  return list.check(peer, type);
}

/**
 * The place of a request's client as a trusted CDN or balancer tells it in headers
 * (CloudFront, Cloudflare, or generic x-geo-*: place-headers.ts), stored with the session it
 * opens; null when the request did not come through one, or it told nothing. Never throws.
 */
export function placeOfRequest(request: FastifyRequest, config: Pick<Config, 'trustProxy'>): string | null {
  try {
    return peerIsTrusted(request.raw.socket?.remoteAddress, config.trustProxy)
      ? placeFromHeaders(request.headers)
      : null;
  } catch {
    return null;
  }
}

/** What a route hands to the functions that open a session: address, browser, place. */
export function sessionMetaOf(request: FastifyRequest, config: Pick<Config, 'trustProxy'>) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    place: placeOfRequest(request, config),
  };
}

/** A session's place: the one stored when it opened, else what its address tells. */
export const placeShown = (stored: string | null | undefined, ip: string): string => stored || placeOf(ip);
