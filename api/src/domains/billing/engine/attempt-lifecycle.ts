import { defineMachine } from '../../../platform/state-machine/machine';
import { ATTEMPT_OUTCOMES, type AttemptOutcome } from '../tables';

/**
 * The state machine of an attempt's outcome (`subscription_charge_attempts.outcome`), as
 * charge-lifecycle.ts is its charge's: docs/billing.md, "Attempt outcomes", is generated from it
 * and checked by attempt-lifecycle.test.ts. Outcomes change only through `moveAttempt`
 * (attempt-outcome.ts), which writes what this table allows and nothing else.
 */
export const ATTEMPT_EVENTS = {
  boleto_issued:
    "a boleto subscription's boleto is issued at the provider: the attempt waits for the payer (boleto-attempt.ts)",
  paid: 'the provider took the money (card answer, boleto paid, or a lost attempt found paid): money taken is always recorded',
  refused:
    'the provider refused the card, did not issue the boleto, or the boleto expired unpaid: a refused attempt, retried if a retry day is left',
  hard_declined: 'the card itself is wrong, expired or blocked (decline-reasons.ts): never retried',
  no_card: 'the charge is due and the customer has no principal card: counted as a refused attempt',
  never_sent:
    'a lost attempt the provider does not know and whose call can no longer land: nothing was or can be charged under its reference, so the charge gets a new attempt',
  outcome_unknown:
    "a lost attempt that our record and the provider disagree on (Kill Bill's ERRORED): it may have taken the money, so its charge is never attempted again; a person settles it (recover.ts)",
  payment_reversed:
    "the provider reverses the payment (Zoop's `reversed`): the money never came, a refused attempt (settle-reversals.ts)",
} as const;
export type AttemptEvent = keyof typeof ATTEMPT_EVENTS;

/** Where nothing has been answered yet: a lost attempt is looked up by its reference from here. */
const inFlight = {
  boleto_issued: 'boleto_emitido',
  paid: 'pago',
  refused: 'recusado',
  hard_declined: 'recusado_definitivo',
  no_card: 'sem_cartao',
  never_sent: 'indisponivel',
  outcome_unknown: 'desconhecido',
} as const satisfies Partial<Record<AttemptEvent, AttemptOutcome>>;

export const ATTEMPT_MACHINE = defineMachine<AttemptOutcome, AttemptEvent>({
  key: 'attempts',
  source: 'api/src/domains/billing/engine/attempt-lifecycle.ts',
  statuses: ATTEMPT_OUTCOMES,
  events: ATTEMPT_EVENTS,
  // Both rows are written, with their lease, before the provider is called.
  initial: [
    { status: 'em_andamento', event: 'engine_claims' },
    { status: 'em_andamento', event: 'customer_pays' },
  ],
  table: {
    em_andamento: inFlight,
    // Waiting for the payer: settled when its transaction is paid or ends unpaid (settle-boletos.ts).
    boleto_emitido: { paid: 'pago', refused: 'recusado' },
    // Paid once: only the provider undoing the payment takes it back.
    pago: { payment_reversed: 'recusado' },
    recusado: {},
    recusado_definitivo: {},
    sem_cartao: {},
    // Given up or unknown, yet money the provider took is never dropped.
    indisponivel: { paid: 'pago' },
    desconhecido: { paid: 'pago' },
  },
});

/** The outcomes that end an attempt as refused: what dunning counts (apply-outcome.ts). */
export const REFUSED_OUTCOMES = [
  'recusado',
  'recusado_definitivo',
  'sem_cartao',
] as const satisfies AttemptOutcome[];

/**
 * The outcomes that keep a charge from a new engine attempt (collect.ts): one in flight, a boleto
 * waiting for its payer, or one that may have taken the money.
 */
export const BLOCKING_OUTCOMES = [
  'em_andamento',
  'boleto_emitido',
  'desconhecido',
] as const satisfies AttemptOutcome[];
