import type { ChargeFailureReason, SocketServerMessage } from '@pagora/shared/contracts';
import type { TxStatus } from './tables';

/**
 * What each transaction status means to the engine and what the payer's socket is told about it
 * (every push, tx-events.ts, asks here). Which status may follow which is tx-machine.ts.
 */

/** Still waiting for the payer or the provider. */
export const OPEN_STATUSES = ['pendente', 'pendente_pix'] as const satisfies readonly TxStatus[];
/** Ended unpaid. A late payment may still follow (recorded as late, never refused). */
export const FAILED_STATUSES = ['falha', 'rejeitada', 'expirada'] as const satisfies readonly TxStatus[];

/**
 * A sale that happened, whatever a bank did with it later (issue 36): the payer's page heard it
 * paid, and moving among these tells it nothing new.
 */
export const SOLD_STATUSES = [
  'pago',
  'em_disputa',
  'chargeback',
  'estornada',
] as const satisfies readonly TxStatus[];
export const isSold = (status: string | null | undefined): boolean =>
  (SOLD_STATUSES as readonly (string | null | undefined)[]).includes(status);

/** `'a', 'b'` for a SQL `IN (...)` of statuses from this module (constants, never user input). */
export const sqlList = (statuses: readonly TxStatus[]): string => statuses.map((s) => `'${s}'`).join(', ');

/**
 * An open code or boleto we ended because its payer paid by card instead (replace-open-pix.ts) or
 * another payment filled its link (link-closing.ts): the payer reads 'cancelada'.
 */
export const REPLACED_REASON = 'replaced';
/** A boleto nobody paid by its payment limit date: 'falha', with this reason (issue 24). */
export const BOLETO_EXPIRED = 'Boleto vencido';

/** Why the payer's charge ended unpaid, in the socket's words; null while it is not ended unpaid. */
export function failureReasonFor(status: TxStatus, failureReason: string | null): ChargeFailureReason | null {
  if (status === 'estornada') return 'estornada';
  // Voided because the payer paid otherwise, or another payer filled the link (a boleto too).
  if (failureReason === REPLACED_REASON && (status === 'expirada' || status === 'falha')) return 'cancelada';
  if (status === 'expirada') return 'expirada';
  // Nobody refused an unpaid boleto: it ran out, like a PIX code.
  if (status === 'falha' && failureReason === BOLETO_EXPIRED) return 'expirada';
  if (status === 'falha' || status === 'rejeitada') return 'recusada';
  return null;
}

/** What the socket says about a transaction in `status`: the answer to a subscription or a poll. */
export function socketMessageFor(
  transactionId: string,
  status: TxStatus,
  failureReason: string | null,
): SocketServerMessage {
  // The payer paid; what their bank does with the sale afterwards is between it and the seller.
  if (heardPaid(status)) return { type: 'transaction_success', transactionId };
  const reason = failureReasonFor(status, failureReason);
  if (reason) return { type: 'transaction_failed', transactionId, reason };
  return { type: 'transaction_pending', transactionId };
}

/**
 * What a change pushes to the payer's socket: nothing when the status stayed (a partial refund
 * keeps 'pago': the payer must not hear 'transaction_success' a second time), else its message.
 */
export function pushFor(change: {
  transactionId: string;
  previous: TxStatus | undefined;
  status: TxStatus;
  failureReason: string | null;
}): SocketServerMessage | null {
  if (change.previous === change.status) return null;
  // A dispute opened, won or lost: the payer's page heard 'transaction_success' once already.
  if (heardPaid(change.previous) && heardPaid(change.status)) return null;
  return socketMessageFor(change.transactionId, change.status, change.failureReason);
}

/** What the payer's socket calls paid: a sale, not given back by the seller (that is 'estornada'). */
const heardPaid = (status: TxStatus | undefined): boolean =>
  status === 'pago' || status === 'em_disputa' || status === 'chargeback';
