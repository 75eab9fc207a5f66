import ipaddr from 'ipaddr.js';

export type TargetMode = 'live' | 'test';

/** 2000::/3, the only IPv6 block assigned for public unicast. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a webhook may connect to this address. Every spelling is brought to the address the
 * packets would reach before the check: `ipaddr.js` reads decimal, octal and hex IPv4
 * (`2852039166`, `0xa9.0xfe.0xa9.0xfe`) and turns IPv4-mapped IPv6 (`::ffff:a9fe:a9fe`) into the
 * IPv4 it carries. Then only public unicast passes: IPv4 outside every special range, and IPv6
 * inside 2000::/3 outside every special range. That whitelist refuses, whatever they embed, the
 * forms a router may forward to an IPv4 address: IPv4-compatible `::a.b.c.d` (ipaddr.js calls it
 * unicast), NAT64 `64:ff9b::/96`, 6to4 `2002::/16`, Teredo `2001::/32`. With the sandbox
 * provider loopback is allowed too, so the demo and the tests can receive on this machine.
 */
export function addressAllowed(address: string, mode: TargetMode): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (mode === 'test' && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST);
}

/** The URL's host as a resolver would take it: no IPv6 brackets, lower case, no trailing dot. */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
}

/** Names that never leave the local network; one label (`metadata`) goes through search domains. */
export function localName(host: string): boolean {
  return !host.includes('.') || /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/.test(host);
}
