import { defineMachine } from '../../platform/state-machine/machine';
import { TX_STATUSES, type TxStatus } from './tables';

/**
 * 'We could not reach the provider' (Kill Bill's ERRORED): the charge may or may not exist there.
 * Stored as `status = 'falha'` with `failure_reason = 'provider_unavailable'` rather than as a
 * status of its own, because every reader outside payments (/v1, outgoing webhooks' `failed`
 * event, the monthly totals, billing) already treats it as failed, as the payer's page does: a new
 * stored value would change what clients see. Only this machine tells it apart (`txStateSql`).
 */
export const OUTCOME_UNKNOWN = 'indisponivel';
export const PROVIDER_UNAVAILABLE_REASON = 'provider_unavailable';
export type TxState = TxStatus | typeof OUTCOME_UNKNOWN;

const EVENTS = {
  pending: 'the provider says the card or boleto charge is pending',
  pending_pix: 'the provider says the PIX code awaits payment',
  paid: 'the provider says paid',
  paid_late: 'the provider says paid after we recorded it ended unpaid: recorded, flagged `late_payment`',
  dispute_won: 'the provider says paid again: the seller won the dispute',
  failed: 'the provider says failed (declined, or a boleto cancelled unpaid); an earlier reason is kept',
  expired: 'the provider cancelled an unpaid PIX (our void at its deadline, or its own expiry)',
  reversed: "the provider reversed the charge (Zoop's `reversed`: it failed mid-way, the money never came)",
  disputed: "the provider says the payer's bank disputes the charge",
  charged_back: 'the provider says the dispute was lost: the bank took the money back',
  voided: 'the provider says the charge was voided (a refund, possibly its webhook before our record)',
  refunded: 'our refund completed the paid amount (a partial refund moves no status)',
  declined:
    'we end it unpaid without a charge to read (card declined at the call, provider error, boleto past its limit date)',
  deadline_passed: 'its PIX deadline passed and the provider shows it unpaid or unknown',
  replaced:
    'we end it unpaid because its payer paid by card instead or another payment filled its link (a PIX code is `expirada`, a boleto `falha`)',
  provider_unavailable: 'the provider could not be reached for the charge: its outcome is unknown',
} as const;
export type TxEvent = keyof typeof EVENTS;

/** What a provider's answer may move from a state (the same set for every open or unknown row). */
const fromOpen = {
  pending: 'pendente',
  pending_pix: 'pendente_pix',
  paid: 'pago',
  failed: 'falha',
  expired: 'expirada',
  reversed: 'falha',
  disputed: 'em_disputa',
  charged_back: 'chargeback',
  voided: 'estornada',
} as const satisfies Partial<Record<TxEvent, TxState>>;
/** An open row also ends by our own decision (no charge to read). */
const openOnly = {
  declined: 'falha',
  deadline_passed: 'expirada',
  provider_unavailable: OUTCOME_UNKNOWN,
} as const satisfies Partial<Record<TxEvent, TxState>>;
/** Ended unpaid: a late payment is still recorded, never refused; a later failure keeps it failed. */
const endedUnpaid = {
  paid_late: 'pago',
  failed: 'falha',
  expired: 'expirada',
  reversed: 'falha',
  disputed: 'em_disputa',
  charged_back: 'chargeback',
  voided: 'estornada',
} as const satisfies Partial<Record<TxEvent, TxState>>;

/**
 * `transactions.status` as a machine (issue 37): tx-writer.ts is the one writer of the column and
 * moves rows only by these events. A paid sale never goes back to open or failed except by the
 * provider's reversal (the money never came); 'estornada' and 'chargeback' only move between each
 * other, as the provider's fresh read of the charge says. docs/payments.md, "Transaction
 * transitions", is generated from it (tx-machine.test.ts).
 */
export const txMachine = defineMachine<TxState, TxEvent>({
  key: 'transactions',
  source: 'api/src/domains/payments/tx-machine.ts',
  statuses: [...TX_STATUSES, OUTCOME_UNKNOWN],
  events: EVENTS,
  initial: [
    // The attempt row, written before the provider is called (card, boleto, PIX charge files).
    { status: 'pendente', event: 'card or boleto attempt' },
    { status: 'pendente_pix', event: 'PIX attempt' },
    // The old engine's anti-fraud refusal: only the demo history still writes it.
    { status: 'rejeitada', event: 'demo history' },
  ],
  table: {
    pendente: { ...fromOpen, ...openOnly, replaced: 'falha' },
    pendente_pix: { ...fromOpen, ...openOnly, replaced: 'expirada' },
    [OUTCOME_UNKNOWN]: fromOpen,
    falha: endedUnpaid,
    rejeitada: endedUnpaid,
    expirada: endedUnpaid,
    pago: {
      paid: 'pago',
      reversed: 'falha',
      disputed: 'em_disputa',
      charged_back: 'chargeback',
      voided: 'estornada',
      refunded: 'estornada',
    },
    em_disputa: {
      dispute_won: 'pago',
      reversed: 'falha',
      disputed: 'em_disputa',
      charged_back: 'chargeback',
      voided: 'estornada',
    },
    estornada: { charged_back: 'chargeback', voided: 'estornada', refunded: 'estornada' },
    chargeback: { charged_back: 'chargeback', voided: 'estornada' },
  },
});

/** The states a row ends unpaid in (a late payment may still follow). */
export const ENDED_UNPAID: readonly TxState[] = txMachine.allowing('paid_late');
