import { SocketHub } from './socket-hub';

declare module '../../platform/context' {
  interface AppContext {
    payments: { hub: SocketHub };
  }
}

/** The payments domain's per-app state: the payers' live sockets. */
export const createPaymentsState = () => ({ payments: { hub: new SocketHub() } });
