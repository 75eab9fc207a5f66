import { isIP } from 'node:net';

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
 * Where an address is, approximately. No offline address database ships with the API yet (see
 * docs/activity.md), so a public address is 'Localização desconhecida'; a lookup added later
 * plugs in here. Never throws: a login must not fail because of its place.
 */
export function placeOf(ip: string): string {
  try {
    return isLocalAddress(ip) ? LOCAL_NETWORK : UNKNOWN_PLACE;
  } catch {
    return UNKNOWN_PLACE;
  }
}
