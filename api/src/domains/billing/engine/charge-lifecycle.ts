import { inArray, type SQLWrapper } from 'drizzle-orm';
import { defineMachine } from '../../../platform/state-machine/machine';
import { CHARGE_STATUSES, type ChargeStatus } from '../tables';

/**
 * The state machine of a cycle's charge (cobrança), as lifecycle.ts is the subscription's:
 * docs/billing.md, "Charge transitions", is generated from it and checked by
 * lifecycle.test.ts. Statuses change only through `moveCharge`/`moveCharges`
 * (charge-status.ts), which write what this table allows and nothing else; the lists of charges
 * the engine attempts or the customer may pay are its self-loops, never SQL strings by hand.
 */
export const CHARGE_EVENTS = [
  'engine_attempts',
  'boleto_issued',
  'rescheduled',
  'retry_scheduled',
  'given_up',
  'outcome_unknown',
  'customer_pays',
  'paid',
  'payment_reversed',
  'subscription_cancelled',
] as const;
export type ChargeEvent = (typeof CHARGE_EVENTS)[number];

/** What each event means, as the docs' table shows it. */
export const CHARGE_EVENT_MEANING: Record<ChargeEvent, string> = {
  engine_attempts: 'the engine attempts it on its date (first try or a retry)',
  boleto_issued:
    "a boleto subscription's boleto is issued and e-mailed: it waits for the payer, no further attempt until it is paid or expires",
  rescheduled:
    'its next engine attempt moves (a new principal card brings it to today; the demo takes the date away)',
  retry_scheduled:
    'an engine attempt is refused (or there is no card, or its boleto expired unpaid) and a retry day is left',
  given_up: 'the last retry is refused, or a hard decline: the engine stops, the customer may still pay',
  outcome_unknown:
    "a lost attempt's outcome cannot be known (our record and the provider disagree): the engine never attempts it again, a person settles it (recover.ts)",
  customer_pays: "the customer starts paying it ('Realizar Pagamento'): a given-up charge is open again",
  paid: 'an attempt is paid (money taken after a cancel is still recorded)',
  payment_reversed:
    "the provider reverses the payment that paid it (Zoop's `reversed`: the money never came): unpaid again, counted as a refused attempt",
  subscription_cancelled: 'its subscription is cancelled (`DELETE /api/assinaturas/:id`)',
};

/** How a charge starts: a cycle billed (bill-cycles.ts). */
export const CHARGE_INITIAL = { status: 'aberta', event: 'billed' } as const satisfies {
  status: ChargeStatus;
  event: string;
};

export const CHARGE_LIFECYCLE: Record<ChargeStatus, Partial<Record<ChargeEvent, ChargeStatus>>> = {
  aberta: {
    engine_attempts: 'aberta',
    boleto_issued: 'aberta',
    rescheduled: 'aberta',
    retry_scheduled: 'aberta',
    given_up: 'falhou',
    outcome_unknown: 'aberta',
    customer_pays: 'aberta',
    paid: 'paga',
    subscription_cancelled: 'cancelada',
  },
  // The engine gave up: only the customer (or a lost attempt found paid) settles it.
  falhou: { customer_pays: 'aberta', paid: 'paga', subscription_cancelled: 'cancelada' },
  // Nothing reopens it; a payment the provider took meanwhile is still recorded.
  cancelada: { paid: 'paga' },
  // Paid once: a second payment is logged for a person to refund (apply-outcome.ts). Only the
  // provider reversing the payment that paid it reopens it, and dunning takes it from there
  // (settle-reversals.ts); a refund never does (the money did come).
  paga: { payment_reversed: 'aberta' },
};

export const CHARGE_MACHINE = defineMachine<ChargeStatus, ChargeEvent>({
  key: 'charges',
  source: 'api/src/domains/billing/engine/charge-lifecycle.ts',
  statuses: CHARGE_STATUSES,
  events: CHARGE_EVENT_MEANING,
  initial: [CHARGE_INITIAL],
  table: CHARGE_LIFECYCLE,
});

/** The status `event` leads a charge to from `from`, or null when the table does not allow it. */
export const nextChargeStatus = CHARGE_MACHINE.next;

/** The statuses from which `event` is allowed. */
export const chargeStatusesAllowing = CHARGE_MACHINE.allowing;

/** `column IN (...)`: the charge statuses from which `event` is allowed, for a query. */
export function chargeStatusAllows(column: SQLWrapper, event: ChargeEvent) {
  return inArray(column, chargeStatusesAllowing(event));
}
