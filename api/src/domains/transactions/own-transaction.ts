import { and, eq } from 'drizzle-orm';
import { formatBRL, TEAM_MESSAGES } from '@pagora/shared';
import { REFUND_MESSAGES, type TransactionView } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { refundPayment, transactionsView } from '../payments';
import { findOne } from './repository';
import { scopeWhere, type TxScope } from './scope';
import { transactionView, type TxWithNames } from './view';

export const TRANSACTION_NOT_FOUND = 'Transação não encontrada.';

/** Who may act on a transaction: its seller, its marketplace, or an admin; anyone else gets 404. */
function managerScope(who: Principal): TxScope {
  if (who.cargo === 'admin') return {};
  if (who.cargo === 'marketplace' && who.marketplaceId) return { marketplaceId: who.marketplaceId };
  if (who.cargo === 'seller' && who.sellerId) return { sellerId: who.sellerId };
  throw AppError.notFound(TRANSACTION_NOT_FOUND);
}

export async function loadOwnTransaction(
  ctx: AppContext,
  who: Principal,
  id: string,
): Promise<TxWithNames & { view: TransactionView }> {
  const row = await findOne(ctx.db, and(eq(transactionsView.id, id), scopeWhere(managerScope(who))));
  if (!row) throw AppError.notFound(TRANSACTION_NOT_FOUND);
  return { ...row, view: transactionView(row, who) };
}

/** 'Estornar' by the transaction's seller, its marketplace or an admin; the refund is payments'. */
export async function refundOwnTransaction(
  ctx: AppContext,
  who: Principal,
  id: string,
  amountCents: number | undefined,
  idempotencyKey: string | undefined,
): Promise<{ message: string; transaction: TransactionView }> {
  const own = await loadOwnTransaction(ctx, who, id);
  refuseOverTeamLimit(who, amountCents ?? own.tx.amountCents - own.tx.refundedCents);
  await refundPayment(ctx, {
    transactionId: own.tx.id,
    amountCents,
    idempotencyKey,
    // Who asked: the person (a team member acts for the account), for the refund's record.
    requestedBy: who.actor.userId,
  });
  return { message: REFUND_MESSAGES.done, transaction: (await loadOwnTransaction(ctx, who, id)).view };
}

/**
 * A 'Financeiro' member refunds up to the limit its owner set (per refund; none set: none at all,
 * issue 39). Owners and administrators are not limited; the other roles never reach the route.
 */
function refuseOverTeamLimit(who: Principal, cents: number): void {
  if (who.teamRole !== 'finance') return;
  const limit = who.refundLimitCents ?? 0;
  if (cents > limit)
    throw new AppError(403, 'refund_over_limit', TEAM_MESSAGES.refundOverLimit(formatBRL(limit)));
}
