import type { FastifyServerOptions } from 'fastify';

/**
 * The configured TRUST_PROXY as Fastify's `trustProxy` option. Fastify 5.12 no longer accepts a
 * hop count (a number now trusts nothing, so every client would share the balancer's address and
 * its login limit); a count `n` becomes the function proxy-addr calls per hop, trusting the `n`
 * nearest hops. Like any hop count it is only safe when the instances cannot be reached except
 * through the balancer (docs/deploy.md): a listed address/CIDR validates the peer instead.
 */
export function trustProxyOption(trust: boolean | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
