import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/sql-helpers';
import type { ProviderCharge } from '../gateway';
import {
  transactions,
  type NewTransaction,
  type TransactionRow,
  type TxMethod,
  type TxStatus,
} from './tables';
import { BOLETO_EXPIRED, FAILED_STATUSES, OPEN_STATUSES, RANK_SQL, sqlList, writeRankOf } from './tx-status';

/**
 * Plain reads and writes of transactions. Status changes go through `applyCharge` and `markFailed`
 * only, in the order tx-status.ts gives.
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

/**
 * The status we record: the provider's, except that a PIX it cancelled unpaid (our void at the
 * deadline, or its own expiry) is 'expirada', an abandoned code, not a declined payment.
 */
export function recordedStatusOf(charge: ProviderCharge): TxStatus {
  return charge.method === 'pix' && charge.status === 'falha' && charge.providerStatus === 'canceled'
    ? 'expirada'
    : charge.status;
}

/**
 * Why a charge failed, in our words; a voided PIX that was never paid has expired, a boleto
 * cancelled unpaid was past its payment limit date.
 */
export function failureReasonOf(charge: ProviderCharge): string | null {
  if (charge.status !== 'falha') return null;
  if (charge.method === 'pix' && charge.providerStatus === 'canceled') return 'expired';
  if (charge.method === 'bank_slip' && charge.providerStatus === 'canceled') return BOLETO_EXPIRED;
  return charge.declineReason ?? charge.providerStatus;
}

/**
 * Records what the provider says about our transaction `id`, if it does not move the status
 * backwards. Returns the change (also when the status stayed the same) or null when refused.
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
  // `unchangedOnly`: details of a row already at this status, nothing else (status-updates.ts).
  const from = extra.unchangedOnly ? sql` AND old.status = ${status}` : sql``;
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
  const result = await db.execute(sql`
    WITH old AS (SELECT id, status FROM transactions WHERE id = ${id} FOR UPDATE)
     UPDATE transactions t SET
       status = ${status},
       provider_id = COALESCE(t.provider_id, ${charge.providerId}),
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
         WHEN ${failed} AND t.status IN (${sql.raw(FAILED)}) AND t.failure_reason IS DISTINCT FROM 'provider_unavailable' THEN t.failure_reason
         WHEN ${failed} THEN ${extra.failureReason ?? failureReasonOf(charge)}
         WHEN t.failure_reason = 'provider_unavailable' THEN NULL
         ELSE t.failure_reason END,
       late_payment = t.late_payment OR (${status} = 'pago' AND t.status IN (${sql.raw(FAILED)}) AND t.failure_reason IS DISTINCT FROM 'provider_unavailable'),
       paid_at = CASE WHEN ${status} IN ('pago', 'em_disputa', 'chargeback') THEN COALESCE(t.paid_at, now())
         WHEN ${failed} THEN NULL ELSE t.paid_at END,
       failed_at = CASE WHEN ${failed} THEN COALESCE(t.failed_at, now()) ELSE t.failed_at END,
       updated_at = now()
     FROM old
     WHERE t.id = old.id AND (${sql.raw(RANK_SQL)}) <= ${writeRankOf(status, charge.providerStatus)}${from}
     RETURNING t.id, t.status, old.status AS previous, t.late_payment, t.failure_reason,
       ${extra.announce ?? sql`NULL`} AS announced`);
  const [row] = rowsOf<ChangedRow>(result);
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

type ChangedRow = {
  id: string;
  status: TxStatus;
  previous: TxStatus;
  late_payment: boolean;
  failure_reason: string | null;
};

/**
 * Failures we learn of without a charge to read (decline, expiry, provider unreachable): only from
 * an open status. An expiry is recorded as 'expirada'. Answers the status written, or null.
 */
export async function markFailed(
  database: Pick<Database, 'query'>,
  id: string,
  reason: string,
  providerId: string | null = null,
): Promise<{ status: TxStatus; previous: TxStatus; method: TxMethod } | null> {
  const rows = await database.query<{ status: TxStatus; previous: TxStatus; method: TxMethod }>(
    `WITH old AS (SELECT id, status FROM transactions WHERE id = $1 FOR UPDATE)
     UPDATE transactions t SET status = CASE WHEN $2 = 'expired' THEN 'expirada' ELSE 'falha' END,
       failure_reason = $2, failed_at = now(),
       provider_id = COALESCE(t.provider_id, $3),
       expired_at = CASE WHEN $2 = 'expired' THEN now() ELSE t.expired_at END, updated_at = now()
     FROM old
     WHERE t.id = old.id AND t.status IN (${sqlList(OPEN_STATUSES)})
     RETURNING t.status, old.status AS previous, t.method`,
    [id, reason, providerId],
  );
  return rows[0] ?? null;
}

/**
 * The transaction row of a charge attempt, written before the provider is called (a resumed attempt
 * finds it there; the same id twice inserts nothing).
 */
export async function insertAttemptTransaction(db: Db, row: NewTransaction & { id: string }): Promise<void> {
  await db.insert(transactions).values(row).onConflictDoNothing({ target: transactions.id });
}
