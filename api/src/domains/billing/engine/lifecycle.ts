import { inArray, type SQLWrapper } from 'drizzle-orm';
import {
  SUBSCRIPTION_MESSAGES as M,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import { defineMachine } from '../../../platform/state-machine/machine';

/**
 * The subscription state machine, on the platform's kit (docs/billing.md, "Transitions", is
 * generated from it and checked by lifecycle.test.ts). Every status change in billing asks this
 * table first; what it does not list is refused. A self-loop (`ativo` → `ativo` on
 * `cycle_opened`) says the event is allowed and keeps the status: the lists of statuses the engine
 * bills or a customer may pay come from those loops, never from SQL strings written by hand.
 */
export const SUBSCRIPTION_EVENTS = [
  'cycle_opened',
  'engine_attempts',
  'charge_paid',
  'charge_paid_overdue',
  'charge_refused',
  'charging_stopped',
  'customer_pays',
  'edited',
  'cancelled',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** What each event means, as the docs' table shows it. */
export const EVENT_MEANING: Record<SubscriptionEvent, string> = {
  cycle_opened: 'a cycle falls due: the engine bills it (opens its charge)',
  engine_attempts: 'the engine attempts an open charge that is due (first try or a retry)',
  charge_paid: 'a charge is paid (engine or customer) and no other is unpaid',
  charge_paid_overdue: 'a charge is paid while an older one is still unpaid',
  charge_refused: 'an engine attempt is refused and a retry day is left (or there is no card)',
  charging_stopped: 'the last retry is refused, or a hard decline',
  customer_pays: "the customer starts paying an unpaid charge ('Realizar Pagamento')",
  edited: 'the seller or marketplace edits amount, plan or next date',
  cancelled: 'the seller or marketplace deletes it (`DELETE /api/assinaturas/:id`)',
};

type Table = Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>>;

/** While charged by the engine: billed every cycle, retried when refused. */
const charging = (self: SubscriptionStatus) =>
  ({
    cycle_opened: self,
    engine_attempts: self,
    charge_paid: 'ativo',
    charge_paid_overdue: 'vencida',
    charge_refused: 'vencida',
    charging_stopped: 'inativa',
    customer_pays: self,
    edited: self,
    cancelled: 'cancelada',
  }) as const;

export const LIFECYCLE: Table = {
  pendente: charging('pendente'),
  ativo: charging('ativo'),
  vencida: charging('vencida'),
  // The engine stopped: no cycles, no retries; the customer may still pay what is open.
  inativa: {
    charge_paid: 'ativo',
    charge_paid_overdue: 'vencida',
    customer_pays: 'inativa',
    edited: 'inativa',
    cancelled: 'cancelada',
  },
  // Final: nothing moves it, no charge is attempted, no edit applies.
  cancelada: {},
};

export const SUBSCRIPTION_MACHINE = defineMachine<SubscriptionStatus, SubscriptionEvent>({
  key: 'lifecycle',
  source: 'api/src/domains/billing/engine/lifecycle.ts',
  statuses: SUBSCRIPTION_STATUSES,
  events: EVENT_MEANING,
  initial: [{ status: 'pendente', event: 'created' }],
  table: LIFECYCLE,
});

/** The status `event` leads to from `from`, or null when the table does not allow it. */
export const nextStatus = SUBSCRIPTION_MACHINE.next;

const REFUSAL: Partial<Record<SubscriptionEvent, string>> = {
  edited: M.cancelledLocked,
  customer_pays: M.cancelledUnpayable,
  cancelled: M.alreadyCancelled,
};

/** Like `nextStatus`, for a request: a transition the table refuses is a 409 in pt-BR. */
export function transition(from: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus {
  const to = nextStatus(from, event);
  if (to === null)
    throw AppError.conflict(
      REFUSAL[event] ?? 'Esta assinatura não permite esta operação no status atual.',
      from === 'cancelada' ? 'subscription_cancelled' : 'subscription_transition_refused',
    );
  return to;
}

/** The statuses from which `event` is allowed. */
export const statusesAllowing = SUBSCRIPTION_MACHINE.allowing;

/** `column IN (...)`: the statuses from which `event` is allowed, for a query or a guarded update. */
export function statusAllows(column: SQLWrapper, event: SubscriptionEvent) {
  return inArray(column, statusesAllowing(event));
}
