import { ANTICIPATION_STATUSES, type AnticipationStatus } from '@pagora/shared/contracts';
import { defineMachine } from '../../platform/state-machine/machine';

const EVENTS = {
  provider_requested:
    "the provider names the antecipação, not yet approved (the request's answer, or a read): its id and figures are recorded",
  provider_approved: "the provider says it approved the antecipação (the request's answer, a read)",
  provider_paid: 'the provider says the money reached the balance (on the prepayment date)',
  provider_refused:
    'the provider refuses it (a 4xx to the request, or a read that says refused): nothing is anticipated',
  outcome_unknown: "the request's answer was lost: it is never asked again",
  matched:
    "the seller's antecipações at the provider show exactly one it can be (same gross, made after it was sent, no other's): it takes that one, whose status then applies",
  not_made:
    "the seller's antecipações at the provider, read after the request had time to arrive, show none it can be: nothing was anticipated",
} as const;
export type AnticipationEvent = keyof typeof EVENTS;

/**
 * An antecipação's status (issue 38) as a machine: `status.ts` is the one writer of the column and
 * moves rows only by these events. Zoop approves each request itself; `em_verificacao` is the
 * outcome-unknown state (Zoop keeps no reference of ours), left only through the seller's list.
 * docs/anticipation.md, "Transitions", is generated from it (machine.test.ts).
 */
export const anticipationMachine = defineMachine<AnticipationStatus, AnticipationEvent>({
  key: 'anticipations',
  source: 'api/src/domains/anticipation/machine.ts',
  statuses: ANTICIPATION_STATUSES,
  events: EVENTS,
  // 'Confirmar antecipação' writes the row (sent_at set) before the provider is asked (confirm.ts).
  initial: [{ status: 'solicitada', event: 'confirmar' }],
  table: {
    solicitada: {
      provider_requested: 'solicitada',
      provider_approved: 'aprovada',
      provider_paid: 'paga',
      provider_refused: 'recusada',
      outcome_unknown: 'em_verificacao',
    },
    em_verificacao: {
      matched: 'solicitada',
      not_made: 'recusada',
    },
    aprovada: {
      provider_approved: 'aprovada',
      provider_paid: 'paga',
      provider_refused: 'recusada',
    },
    paga: {},
    recusada: {},
  },
});

/** Statuses told to the seller and to other domains (`em_verificacao` is ours alone). */
export const ANNOUNCED = ['solicitada', 'aprovada', 'paga', 'recusada'] as const;
export type AnnouncedStatus = (typeof ANNOUNCED)[number];
export const isAnnounced = (s: AnticipationStatus): s is AnnouncedStatus =>
  (ANNOUNCED as readonly string[]).includes(s);

/** Still moving at the provider: the sync job reads these again. */
export const OPEN_STATUSES = ['solicitada', 'em_verificacao', 'aprovada'] as const;
