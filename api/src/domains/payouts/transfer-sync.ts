import { eq, sql } from 'drizzle-orm';
import { leaseDue } from '../../platform/db/lease-due';
import type { AppContext } from '../../platform/context';
import { bankAccounts, payouts } from './tables';
import type { ProviderTransfer } from '../gateway';
import { applyTransfer, holdForVerification, isTransferRefused, refuse } from './transfer-apply';
import { matchOpenPayouts, sellersInVerification } from './verification-match';
import { sellersView } from '../accounts';
import { gateway } from '../gateway';

export { applyTransfer, isTransferRefused, refuse } from './transfer-apply';

/**
 * A transfer webhook: the transfer is read again (the event is a hint). One we know is applied.
 * One we do not know is first matched to a payout whose answer was lost (amount, account, time):
 * only a transfer no open payout could be is booked as one the provider made by itself (an
 * automatic policy), so one transfer never shows as two payouts.
 */
export async function transferChanged(ctx: AppContext, transferId: string): Promise<string> {
  const t = await gateway(ctx).provider.getTransfer(transferId);
  const ours = async () =>
    (
      await ctx.db
        .select({ id: payouts.id })
        .from(payouts)
        .where(eq(payouts.providerTransferId, t.transferId))
        .limit(1)
    )[0]?.id;
  let payoutId = await ours();
  if (!payoutId) {
    const [account] = await ctx.db
      .select({ account: bankAccounts, idSeller: sellersView.idSeller })
      .from(bankAccounts)
      .innerJoin(sellersView, eq(sellersView.id, bankAccounts.sellerId))
      .where(eq(bankAccounts.providerAccountId, t.bankAccountId))
      .limit(1);
    if (!account) return 'unknown transfer';
    const seller = { id: account.account.sellerId, idSeller: account.idSeller };
    const { contested } = await matchOpenPayouts(ctx, seller, t);
    if (contested) return 'transfer left to verification';
    payoutId = (await ours()) ?? (await bookAutomatic(ctx, account.account, t));
    if (!payoutId) return 'unknown transfer';
  }
  const row = await applyTransfer(ctx, payoutId, t);
  return `payout ${row.status}`;
}

async function bookAutomatic(
  ctx: AppContext,
  account: typeof bankAccounts.$inferSelect,
  t: ProviderTransfer,
): Promise<string | undefined> {
  const [inserted] = await ctx.db
    .insert(payouts)
    .values({
      sellerId: account.sellerId,
      marketplaceId: account.marketplaceId,
      bankAccountId: account.id,
      amountCents: t.amountCents,
      idempotencyKey: `transfer:${t.transferId}`,
      providerTransferId: t.transferId,
      createdAt: new Date(t.createdAt),
    })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  if (inserted) return inserted.id;
  const [row] = await ctx.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.providerTransferId, t.transferId));
  return row?.id;
}

/** Sweep lane: a payout whose create call has not answered by now is held for verification. */
export const LOOKUP_AFTER_MS = 30_000;

/**
 * The job's share. A payout with a known transfer is read again. One sent whose transfer is still
 * unknown after `olderThanMs` is held 'em_verificacao': never sent again (Zoop does not
 * deduplicate transfers), it waits to be matched in the seller's transfer list, which this sweep
 * reads for every seller with a payout in verification, or to be decided by an operator.
 */
export async function reconcilePendingPayouts(ctx: AppContext, olderThanMs = LOOKUP_AFTER_MS, limit = 20) {
  // Leased by its timestamp: the claim moves `updated_at` to now, so a second instance skips the
  // row until it is due again (the writer moves it too, on any change of status).
  const due = await leaseDue<{ id: string; provider_transfer_id: string | null }>(ctx.db, {
    table: sql`payouts`,
    leaseColumn: sql`updated_at`,
    leaseSeconds: 0,
    due: sql`status = 'pendente' AND updated_at < now() - make_interval(secs => ${olderThanMs / 1000})`,
    orderBy: sql`updated_at`,
    limit,
    returning: sql`id, provider_transfer_id`,
  });
  for (const { id, provider_transfer_id: transferId } of due) {
    if (!transferId) {
      await holdForVerification(ctx, id);
      continue;
    }
    try {
      await applyTransfer(ctx, id, await gateway(ctx).provider.getTransfer(transferId));
    } catch (err) {
      if (isTransferRefused(err)) await refuse(ctx, id);
      else ctx.log.warn({ err, payoutId: id }, 'payout reconcile failed; will retry');
    }
  }
  for (const seller of await sellersInVerification(ctx, olderThanMs, limit)) {
    try {
      await matchOpenPayouts(ctx, seller);
    } catch (err) {
      ctx.log.warn({ err, sellerId: seller.id }, 'payout verification failed; will retry');
    }
  }
  return due.length;
}
