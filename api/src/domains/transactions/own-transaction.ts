import { and, eq } from 'drizzle-orm';
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
  await refundPayment(ctx, {
    transactionId: own.tx.id,
    amountCents,
    idempotencyKey,
    requestedBy: who.userId,
  });
  return { message: REFUND_MESSAGES.done, transaction: (await loadOwnTransaction(ctx, who, id)).view };
}
