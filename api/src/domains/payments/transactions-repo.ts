import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { ProviderCharge } from '../gateway';
import {
  transactionKeys,
  transactions,
  type NewTransaction,
  type TransactionRow,
  type TxMethod,
  type TxStatus,
} from './tables';
import { rulesOf } from './methods/rules';
import { PROVIDER_UNAVAILABLE_REASON, type TxEvent } from './tx-machine';
import { FAILED_STATUSES, REPLACED_REASON, sqlList } from './tx-status';
import { fromEndedUnpaid, fromOutcomeUnknown, moveTransaction } from './tx-writer';

/**
 * Plain reads and writes of transactions. The status moves only through tx-writer.ts, by the
 * events of tx-machine.ts: a provider's answer (`applyCharge`), our own ending of an open row
 * (`markFailed`) and a refund completing its amount (`addRefunded`).
 */

export async function insertTransaction(db: Db, row: NewTransaction): Promise<TransactionRow> {
  const [inserted] = await db.insert(transactions).values(row).returning();
  if (!inserted) throw new Error('transaction insert returned nothing');
  return inserted;
}

export type TransactionState = Pick<
  TransactionRow,
  'id' | 'method' | 'status' | 'providerId' | 'failureReason'
>;

/**
 * The few columns the payer's socket and the sandbox button ask about: the whole row carries the
 * provider's raw answer (a wide jsonb) that neither reads, on the path from a payment to the socket.
 */
export async function findTransactionState(db: Db, id: string): Promise<TransactionState | null> {
  const [row] = await db
    .select({
      id: transactions.id,
      method: transactions.method,
      status: transactions.status,
      providerId: transactions.providerId,
      failureReason: transactions.failureReason,
    })
    .from(transactions)
    .where(eq(transactions.id, id))
    .limit(1);
  return row ?? null;
}

export type StatusChange = {
  id: string;
  status: TxStatus;
  previous: TxStatus;
  latePayment: boolean;
  failureReason: string | null;
};

const FAILED = sqlList(FAILED_STATUSES);

/** What the charge's method says a charge the provider cancelled unpaid is (methods/<id>/rules.ts). */
const cancelledUnpaid = (charge: ProviderCharge) =>
  charge.status === 'falha' && charge.providerStatus === 'canceled'
    ? rulesOf(charge.method)?.cancelledUnpaid
    : undefined;

/**
 * The status we record: the provider's, except where the method says otherwise of a charge
 * cancelled unpaid (a PIX voided at its deadline is 'expirada', an abandoned code, not a decline).
 */
export function recordedStatusOf(charge: ProviderCharge): TxStatus {
  return cancelledUnpaid(charge)?.status ?? charge.status;
}

/** The machine's events a provider's answer is (tx-machine.ts): the row's state picks the one. */
export function eventsOf(charge: ProviderCharge): TxEvent[] {
  switch (charge.status) {
    case 'pendente':
      return ['pending'];
    case 'pendente_pix':
      return ['pending_pix'];
    case 'pago':
      return ['paid', 'paid_late', 'dispute_won'];
    case 'falha':
      if (charge.providerStatus === 'reversed') return ['reversed'];
      return recordedStatusOf(charge) === 'expirada' ? ['expired'] : ['failed'];
    case 'em_disputa':
      return ['disputed'];
    case 'chargeback':
      return ['charged_back'];
    case 'estornada':
      return ['voided'];
  }
}

/**
 * Why a charge failed, in our words; one cancelled unpaid, as its method says (a voided PIX has
 * expired, a boleto was past its payment limit date).
 */
export function failureReasonOf(charge: ProviderCharge): string | null {
  if (charge.status !== 'falha') return null;
  return cancelledUnpaid(charge)?.reason ?? charge.declineReason ?? charge.providerStatus;
}

/**
 * Records what the provider says about our transaction `id`, if the machine allows it from the
 * row's state. Returns the change (also when the status stayed the same) or null when refused.
 * `db` may be a transaction: the messages a payment causes are queued in the same one.
 */
export async function applyCharge(
  db: Db,
  id: string,
  charge: ProviderCharge,
  extra: {
    expiresAt?: Date;
    failureReason?: string;
    unchangedOnly?: boolean;
    /** A RETURNING expression run with the write: the status event's NOTIFY (tx-events.ts). */
    announce?: SQL;
  } = {},
): Promise<StatusChange | null> {
  const status = recordedStatusOf(charge);
  const failed = sql`${status} IN (${sql.raw(FAILED)})`;
  // A boleto's codes join the facts its first row holds (due date, fee, interest, address).
  const codes = charge.boleto
    ? JSON.stringify({
        barcode: charge.boleto.barcode,
        digitableLine: charge.boleto.digitableLine,
        providerUrl: charge.boleto.url,
        documentNumber: charge.boleto.documentNumber,
      })
    : null;
  const row = await moveTransaction(db, id, eventsOf(charge), {
    set: sql`provider_id = COALESCE(t.provider_id, ${charge.providerId}),
       provider_status = ${charge.providerStatus},
       provider_raw = ${JSON.stringify(charge.raw ?? null)}::jsonb,
       fees_cents = ${charge.feesCents},
       net_cents = ${charge.netCents ?? charge.amountCents - charge.feesCents},
       card_brand = COALESCE(t.card_brand, ${charge.card?.brand ?? null}),
       card_first4 = COALESCE(t.card_first4, ${charge.card?.first4 || null}),
       card_last4 = COALESCE(t.card_last4, ${charge.card?.last4 || null}),
       card_holder = COALESCE(t.card_holder, ${charge.card?.holderName || null}),
       pix_emv = COALESCE(${charge.pix?.emv ?? null}, t.pix_emv),
       boleto = CASE WHEN ${codes}::jsonb IS NULL THEN t.boleto
         ELSE COALESCE(t.boleto, '{}'::jsonb) || ${codes}::jsonb END,
       expires_at = COALESCE(${extra.expiresAt?.toISOString() ?? null}::timestamptz, t.expires_at),
       failure_reason = CASE
         WHEN ${failed} AND ${fromEndedUnpaid} THEN t.failure_reason
         WHEN ${failed} THEN ${extra.failureReason ?? failureReasonOf(charge)}
         WHEN ${fromOutcomeUnknown} THEN NULL
         ELSE t.failure_reason END,
       late_payment = t.late_payment OR (${status} = 'pago' AND ${fromEndedUnpaid}),
       paid_at = CASE WHEN ${status} IN ('pago', 'em_disputa', 'chargeback') THEN COALESCE(t.paid_at, now())
         WHEN ${failed} THEN NULL ELSE t.paid_at END,
       failed_at = CASE WHEN ${failed} THEN COALESCE(t.failed_at, now()) ELSE t.failed_at END`,
    // `unchangedOnly`: details of a row already at this status, nothing else (status-updates.ts).
    where: extra.unchangedOnly ? sql` AND old.status = ${status}` : undefined,
    returning: extra.announce,
  });
  return row
    ? {
        id: row.id,
        status: row.status,
        previous: row.previous,
        latePayment: row.late_payment,
        failureReason: row.failure_reason,
      }
    : null;
}

/** Our own reasons for ending an open row unpaid, as the machine's events. */
const failEventOf = (reason: string): TxEvent =>
  reason === 'expired'
    ? 'deadline_passed'
    : reason === REPLACED_REASON
      ? 'replaced'
      : reason === PROVIDER_UNAVAILABLE_REASON
        ? 'provider_unavailable'
        : 'declined';

/**
 * Failures we learn of without a charge to read (decline, expiry, provider unreachable): only from
 * an open status. An expiry is recorded as 'expirada'. Answers the status written, or null.
 */
export async function markFailed(
  db: Db,
  id: string,
  reason: string,
  providerId: string | null = null,
): Promise<{ status: TxStatus; previous: TxStatus; method: TxMethod } | null> {
  const row = await moveTransaction(db, id, [failEventOf(reason)], {
    set: sql`failure_reason = ${reason}, failed_at = now(),
       provider_id = COALESCE(t.provider_id, ${providerId}),
       expired_at = CASE WHEN ${reason} = 'expired' THEN now() ELSE t.expired_at END`,
  });
  return row ? { status: row.status, previous: row.previous, method: row.method } : null;
}

/**
 * The transaction row of a charge attempt, written before the provider is called (a resumed attempt
 * finds it there; the same id twice inserts nothing). The id is unique in `transaction_keys`, not
 * in an index of the partitioned table that ON CONFLICT could name (ADR 038), so it is looked up
 * first; its idempotency key's lease keeps two requests from inserting the same id at once.
 */
export async function insertAttemptTransaction(db: Db, row: NewTransaction & { id: string }): Promise<void> {
  const [taken] = await db
    .select({ id: transactionKeys.id })
    .from(transactionKeys)
    .where(eq(transactionKeys.id, row.id));
  if (!taken) await db.insert(transactions).values(row);
}
