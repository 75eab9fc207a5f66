// The provider gateway: the port every domain charges, pays out and onboards through, its types,
// and the Zoop adapter behind it (zoop/). Other domains reach it only through this index:
// `gateway(ctx)` for the per-app port, never `ctx.gateway` (lint: pagora/no-foreign-runtime). The
// sandbox that stands in for Zoop in development and tests is not part of it: it is a separate
// service (src/zoop-sandbox/), mounted by the composition root and reached only over HTTP.

export { createGatewayState, gateway } from './context';
export type { GatewayRuntime, GatewayEvents } from './runtime';
export type * from './port';
export { cardOutcomeOf, declineMessage, DEFAULT_DECLINE_MESSAGE } from './types';
export { boletoPaymentLimitDate } from './boleto-types';
export { sandboxControl } from './sandbox-control';
export { ENGINE_HOOK_PREFIX, ensureEngineWebhook, isEngineHook } from './webhook-registration';
