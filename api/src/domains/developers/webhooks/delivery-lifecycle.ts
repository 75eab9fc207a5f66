import { defineMachine } from '../../../platform/state-machine/machine';
import { WEBHOOK_DELIVERY_STATUSES } from '../tables';

/**
 * The state machine of an outgoing webhook delivery (issue 37): docs/developers.md, "Delivery
 * states", is generated from it and checked by delivery-status.test.ts. Only `moveDeliveries`
 * (delivery-status.ts) writes the status. There is no 'outcome unknown' state: a send whose
 * instance died is sent again when its lease runs out, and the receiver drops the duplicate by its
 * `webhook-id` (at-least-once, as documented).
 */
export const deliveryMachine = defineMachine({
  key: 'webhook-deliveries',
  source: 'api/src/domains/developers/webhooks/delivery-lifecycle.ts',
  statuses: WEBHOOK_DELIVERY_STATUSES,
  events: {
    delivered: 'the receiver answered 2xx',
    retry_scheduled:
      'the receiver failed (non-2xx, timeout, refused address) and a delay of the schedule is left: sent again after it',
    given_up: 'the last attempt of the schedule failed',
    endpoint_disabled: 'its endpoint was disabled or removed before the send: nothing is sent',
    send_cut_short: 'the instance shut down mid-send: its lease is given back, nothing is recorded',
    resent: "a person clicks 'Reenviar' (the receiver lost it, or it failed): the same event again now",
    failures_resent:
      "a person clicks 'Reenviar falhas desde…': the endpoint's failed deliveries since an instant",
  },
  initial: [{ status: 'pendente', event: 'event_emitted' }],
  table: {
    pendente: {
      delivered: 'entregue',
      retry_scheduled: 'pendente',
      given_up: 'falhou',
      endpoint_disabled: 'falhou',
      send_cut_short: 'pendente',
    },
    // A delivery waiting or in flight is not resent: 'Reenviar' on it answers 409.
    entregue: { resent: 'pendente' },
    falhou: { resent: 'pendente', failures_resent: 'pendente' },
  },
});

export type DeliveryEvent = (typeof deliveryMachine.eventNames)[number];
