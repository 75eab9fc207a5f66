import type { Config } from '../../config';
import { PaymentsRuntime } from './runtime';

declare module '../../platform/context' {
  interface AppContext {
    payments: PaymentsRuntime;
  }
}

/** The payments domain's per-app state: the provider, live sockets and background work. */
export const createPaymentsState = (config: Config) => ({ payments: new PaymentsRuntime(config.payments) });
