import { PAYOUT_STATUSES, type PayoutStatus } from '@pagora/shared/contracts';
import { defineMachine } from '../../platform/state-machine/machine';

const EVENTS = {
  transfer_pending:
    "the provider names the transfer, not paid yet (the create call's answer, even after the sweep held it; a read; its webhook)",
  transfer_paid: 'the provider says the transfer is paid',
  transfer_failed: 'the provider says the transfer failed (the bank refused it; the money comes back)',
  refused: 'the provider refuses the create call (not enough available there, or any 4xx): nothing was sent',
  outcome_unknown:
    "the create call's answer was lost, or the sweep finds it still without a transfer after 30 s: never sent again",
  matched:
    "the seller's transfer list (or a webhook's transfer) has exactly one transfer it can be, and it is that transfer's one payout: it takes that transfer, whose status then applies",
  decided_sent:
    "an admin names the provider's transfer it was (same seller, account and amount, no other payout's); that transfer's status then applies",
  decided_not_sent: 'an admin decides it was not sent: the amount is available again',
} as const;
export type PayoutEvent = keyof typeof EVENTS;

/**
 * The payout's status (issue 37) as a machine: `payout-status.ts` is the one writer of the
 * column and moves rows only by these events. `em_verificacao` is the outcome-unknown state: Zoop
 * keeps no reference of ours and does not deduplicate transfers, so a payout whose answer was lost
 * leaves it only by its transfer (the create call's late answer, a match) or an admin's decision.
 * docs/payouts.md, "Payout transitions", is generated from it (payout-machine.test.ts).
 */
export const payoutMachine = defineMachine<PayoutStatus, PayoutEvent>({
  key: 'payouts',
  source: 'api/src/domains/payouts/payout-machine.ts',
  statuses: PAYOUT_STATUSES,
  events: EVENTS,
  initial: [
    // 'Sacar' writes the row (sent_at set) before the provider is asked (payouts.ts; demo.ts too).
    { status: 'pendente', event: 'sacar' },
    // A transfer the provider made by itself (an automatic policy), booked by its webhook.
    { status: 'pendente', event: 'automatic_transfer' },
  ],
  table: {
    pendente: {
      transfer_pending: 'pendente',
      transfer_paid: 'pago',
      transfer_failed: 'falhou',
      refused: 'falhou',
      outcome_unknown: 'em_verificacao',
      matched: 'pendente',
    },
    em_verificacao: {
      transfer_pending: 'pendente',
      transfer_paid: 'pago',
      transfer_failed: 'falhou',
      refused: 'falhou',
      matched: 'pendente',
      decided_sent: 'pendente',
      decided_not_sent: 'falhou',
    },
    pago: {},
    falhou: {},
  },
});

/** Where a payout ends: the e-mail and the `onPayoutSettled` hooks run with the move there. */
export const PAYOUT_END_STATES = ['pago', 'falhou'] as const satisfies readonly PayoutStatus[];
export type PayoutEndState = (typeof PAYOUT_END_STATES)[number];

/** A payout still open: its transfer may yet be recognized (`em_verificacao` is never sent again). */
export const OPEN_STATUSES = PAYOUT_STATUSES.filter(
  (s): s is Exclude<PayoutStatus, PayoutEndState> => !(PAYOUT_END_STATES as readonly string[]).includes(s),
);
