import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { guardedMove } from '../../platform/state-machine/machine';
import type { ProviderPrepayment } from '../gateway';
import { runAnticipationChangeHooks, type AnticipationChange } from './hooks';
import { anticipationMachine, isAnnounced, type AnticipationEvent } from './machine';
import { anticipationNotice } from './notices';
import { anticipations, type AnticipationRow, type StoredReceivable } from './tables';

/** What may change with the status: the provider's antecipação (id and figures), a refusal's reason. */
export type AnticipationMoveChange = {
  prepayment?: ProviderPrepayment | undefined;
  refusalReason?: string | undefined;
};

/** The provider's receivables as stored (nothing else of its answer). */
export const receivablesOf = (list: readonly StoredReceivable[]): StoredReceivable[] =>
  list.map(({ receivableId, transactionId, installment, amountCents, expectedOn, feeCents }) => ({
    receivableId,
    transactionId,
    installment,
    amountCents,
    expectedOn,
    feeCents,
  }));

const DEFAULT_REFUSAL = 'Recusada pelo provedor';

/**
 * The one writer of `anticipations.status` (machine.ts). Moves the row by `event` in one guarded
 * UPDATE under the row's lock; an event its status does not allow writes nothing (answers null).
 * A row tied to one provider antecipação never takes another's, and one whose antecipação is known
 * is never 'outcome unknown'. A change of status the seller sees e-mails it and runs the
 * `onAnticipationChange` hooks on `db`: give it the recording transaction (`moveAnticipation` opens one).
 */
export async function moveAnticipationIn(
  db: Db,
  id: string,
  event: AnticipationEvent,
  change: AnticipationMoveChange = {},
): Promise<AnticipationRow | null> {
  const move = guardedMove(anticipationMachine, anticipations.status, event);
  if (!move) return null;
  const [before] = await db
    .select({ status: anticipations.status })
    .from(anticipations)
    .where(eq(anticipations.id, id))
    .for('update');
  if (!before) return null;
  const p = change.prepayment;
  const [moved] = await db
    .update(anticipations)
    .set({
      ...(p
        ? {
            providerPrepaymentId: p.prepaymentId,
            grossCents: p.grossCents,
            feeCents: p.feeCents,
            netCents: p.netCents,
            prepaymentDate: p.prepaymentDate,
            receivables: receivablesOf(p.receivables),
          }
        : {}),
      status: move.status,
      refusalReason: sql`CASE WHEN ${move.status} = 'recusada' THEN ${change.refusalReason ?? p?.refusalReason ?? DEFAULT_REFUSAL}::text END`,
      paidAt: sql`CASE WHEN ${move.status} = 'paga' THEN coalesce(${anticipations.paidAt}, now()) END`,
      // The database's clock, as the sync's due test reads it.
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(anticipations.id, id),
        move.allowed,
        p
          ? or(
              isNull(anticipations.providerPrepaymentId),
              eq(anticipations.providerPrepaymentId, p.prepaymentId),
            )
          : undefined,
        event === 'outcome_unknown' ? isNull(anticipations.providerPrepaymentId) : undefined,
      ),
    )
    .returning();
  if (!moved) return null;
  if (moved.status !== before.status && isAnnounced(moved.status) && moved.status !== 'solicitada')
    await announce(db, moved, before.status === 'aprovada' ? 'aprovada' : 'solicitada');
  return moved;
}

/** `moveAnticipationIn` in a transaction of its own. */
export const moveAnticipation = (
  ctx: AppContext,
  id: string,
  event: AnticipationEvent,
  change?: AnticipationMoveChange,
) => ctx.db.transaction((tx) => moveAnticipationIn(tx, id, event, change));

/** The change as other domains hear it (`previous`: the last status the seller was told). */
export function changeOf(row: AnticipationRow, previous: AnticipationChange['previous']): AnticipationChange {
  return {
    id: row.id,
    sellerId: row.sellerId,
    marketplaceId: row.marketplaceId,
    status: isAnnounced(row.status) ? row.status : 'solicitada',
    previous,
    grossCents: row.grossCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    prepaymentDate: row.prepaymentDate,
    refusalReason: row.refusalReason,
    at: row.updatedAt,
  };
}

async function announce(db: Db, row: AnticipationRow, previous: 'solicitada' | 'aprovada'): Promise<void> {
  await anticipationNotice(db, row);
  await runAnticipationChangeHooks(db, changeOf(row, previous));
}
