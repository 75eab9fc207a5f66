import type { Config } from '../../config';
import type { AppContext } from '../../platform/context';
import type { Logger } from '../../platform/logger';
import { GatewayRuntime } from './runtime';

declare module '../../platform/context' {
  interface AppContext {
    /** Reached only through `gateway(ctx)`: other domains' use of it is an import the lint sees. */
    gateway: GatewayRuntime;
  }
}

/** The gateway's per-app state: the provider adapter and its readiness. */
export const createGatewayState = (config: Config, log: () => Logger) => ({
  gateway: new GatewayRuntime(config.payments, log),
});

/** The provider gateway of this app: the port, its readiness and its events. */
export const gateway = (ctx: AppContext): GatewayRuntime => ctx.gateway;
