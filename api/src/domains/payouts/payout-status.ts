import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { guardedMove } from '../../platform/state-machine/machine';
import { sellersView } from '../accounts';
import { payoutOutcomeNotice } from './notices';
import { PAYOUT_END_STATES, payoutMachine, type PayoutEndState, type PayoutEvent } from './payout-machine';
import { runPayoutSettledHooks } from './payout-hooks';
import { bankAccounts, payouts, type PayoutRow } from './tables';

/** What may change with a payout's status. */
export type PayoutChange = {
  /** The provider's transfer the move is about: recorded, and never another's over it. */
  transferId?: string | undefined;
  /** Kept when the move ends in `falhou`. */
  failureReason?: string | undefined;
};

/**
 * The one writer of `payouts.status` (payout-machine.ts). Moves the payout by `event` in one
 * guarded UPDATE, to the status the table gives from the row's own as it is when written; a
 * status that does not allow the event is refused and nothing is written (answers null). A payout
 * tied to one transfer never takes another's, and one whose transfer is known is never 'outcome
 * unknown'. A move to an end state e-mails the owner and runs the `onPayoutSettled` hooks on `db`,
 * so give it the recording transaction (`movePayout` opens one).
 */
export async function movePayoutIn(
  db: Db,
  payoutId: string,
  event: PayoutEvent,
  change: PayoutChange = {},
): Promise<PayoutRow | null> {
  const move = guardedMove(payoutMachine, payouts.status, event);
  if (!move) return null;
  const transferId = change.transferId || undefined;
  const [moved] = await db
    .update(payouts)
    .set({
      ...(transferId ? { providerTransferId: transferId } : {}),
      status: move.status,
      failureReason: sql`CASE WHEN ${move.status} = 'falhou' THEN ${change.failureReason ?? 'Recusado pelo banco'}::text END`,
      paidAt: sql`CASE WHEN ${move.status} = 'pago' THEN now() END`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payouts.id, payoutId),
        move.allowed,
        transferId
          ? or(isNull(payouts.providerTransferId), eq(payouts.providerTransferId, transferId))
          : undefined,
        event === 'outcome_unknown' ? isNull(payouts.providerTransferId) : undefined,
      ),
    )
    .returning();
  if (!moved) return null;
  if (isEnd(moved.status)) await announce(db, { ...moved, status: moved.status });
  return moved;
}

/** `movePayoutIn` in a transaction of its own. */
export const movePayout = (ctx: AppContext, payoutId: string, event: PayoutEvent, change?: PayoutChange) =>
  ctx.db.transaction((tx) => movePayoutIn(tx, payoutId, event, change));

const isEnd = (s: PayoutRow['status']): s is PayoutEndState =>
  (PAYOUT_END_STATES as readonly string[]).includes(s);

async function announce(db: Db, changed: PayoutRow & { status: PayoutEndState }): Promise<void> {
  const [seller] = await db
    .select({
      id: sellersView.id,
      marketplaceId: sellersView.marketplaceId,
      nome: sellersView.nome,
      email: sellersView.email,
    })
    .from(sellersView)
    .where(eq(sellersView.id, changed.sellerId));
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, changed.bankAccountId));
  if (seller && account) await payoutOutcomeNotice(db, seller, changed, account);
  if (account)
    await runPayoutSettledHooks(db, {
      ...changed,
      bankAccount: { bankName: account.bankName, accountNumberLast4: account.accountLast4 },
    });
}
