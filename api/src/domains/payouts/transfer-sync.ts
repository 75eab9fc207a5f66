import { and, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { payoutOutcomeNotice } from './notices';
import { runPayoutSettledHooks } from './payout-hooks';
import { bankAccounts, payouts, type PayoutRow } from './tables';
import { sellersView } from '../accounts';

/** The port's transfer, as the payments runtime's provider answers it. */
type ProviderTransfer = Awaited<ReturnType<AppContext['payments']['provider']['getTransfer']>>;

/**
 * A provider's transfer applied to its payout, forward only (`pendente` → `pago` | `falhou`), with
 * the owner's e-mail in the same transaction. Webhooks, the create call and the sweep all end here.
 */
export async function applyTransfer(
  ctx: AppContext,
  payoutId: string,
  t: ProviderTransfer,
): Promise<PayoutRow> {
  return ctx.db.transaction(async (tx) => {
    const settled = t.status !== 'pendente';
    const [changed] = await tx
      .update(payouts)
      .set({
        ...(t.transferId ? { providerTransferId: t.transferId } : {}),
        updatedAt: new Date(),
        ...(settled
          ? {
              status: t.status,
              failureReason: t.status === 'falhou' ? (t.failureReason ?? 'Recusado pelo banco') : null,
              paidAt: t.status === 'pago' ? new Date() : null,
            }
          : {}),
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pendente')))
      .returning();
    if (!changed) {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
      return row!;
    }
    if (settled) {
      const [seller] = await tx
        .select({
          id: sellersView.id,
          marketplaceId: sellersView.marketplaceId,
          nome: sellersView.nome,
          email: sellersView.email,
        })
        .from(sellersView)
        .where(eq(sellersView.id, changed.sellerId));
      const [account] = await tx
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.id, changed.bankAccountId));
      if (seller && account) await payoutOutcomeNotice(tx, seller, changed, account);
      if (changed.status !== 'pendente')
        await runPayoutSettledHooks(tx, { ...changed, status: changed.status });
    }
    return changed;
  });
}

/**
 * A transfer webhook: the transfer is read again (the event is a hint). One made for our payout
 * is found by its reference; one the provider made by itself (the automatic daily policy) is
 * recorded as a payout of the account it went to, so the history shows every transfer.
 */
export async function transferChanged(ctx: AppContext, transferId: string): Promise<string> {
  const t = await ctx.payments.provider.getTransfer(transferId);
  const byReference = t.referenceId && UUID_PATTERN.test(t.referenceId) ? t.referenceId : null;
  const [ours] = await ctx.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(byReference ? eq(payouts.id, byReference) : eq(payouts.providerTransferId, t.transferId))
    .limit(1);
  let payoutId = ours?.id;
  if (!payoutId) {
    const [account] = await ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.providerAccountId, t.bankAccountId))
      .limit(1);
    if (!account) return 'unknown transfer';
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
    payoutId =
      inserted?.id ??
      (
        await ctx.db
          .select({ id: payouts.id })
          .from(payouts)
          .where(eq(payouts.providerTransferId, t.transferId))
      )[0]?.id;
    if (!payoutId) return 'unknown transfer';
  }
  const row = await applyTransfer(ctx, payoutId, t);
  return `payout ${row.status}`;
}

/** Sweep lanes: an unanswered create is looked up after this long; then sent again, by reference. */
export const LOOKUP_AFTER_MS = 30_000;

/**
 * The job's share: payouts still `pendente`. A transfer already known is read again; one whose
 * answer was lost is found by our id (its reference) or, when the provider never got it, sent
 * again under the same reference (never twice: the provider answers the first one).
 */
export async function reconcilePendingPayouts(ctx: AppContext, olderThanMs = LOOKUP_AFTER_MS, limit = 20) {
  const due = await ctx.db
    .select({
      payout: payouts,
      providerAccountId: bankAccounts.providerAccountId,
      idSeller: sellersView.idSeller,
    })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .innerJoin(sellersView, eq(sellersView.id, payouts.sellerId))
    .where(
      and(
        eq(payouts.status, 'pendente'),
        sql`${payouts.updatedAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .orderBy(payouts.updatedAt)
    .limit(limit);
  for (const { payout, providerAccountId, idSeller } of due) {
    // Leased by its timestamp: a second instance skips it until the next lane.
    await ctx.db.update(payouts).set({ updatedAt: new Date() }).where(eq(payouts.id, payout.id));
    try {
      const t = payout.providerTransferId
        ? await ctx.payments.provider.getTransfer(payout.providerTransferId)
        : ((await ctx.payments.provider.findTransferByReference(idSeller, payout.id)) ??
          (await ctx.payments.provider.createTransfer({
            sellerId: idSeller,
            bankAccountId: providerAccountId,
            amountCents: payout.amountCents,
            referenceId: payout.id,
            description: 'Saque',
          })));
      await applyTransfer(ctx, payout.id, t);
    } catch (err) {
      if (isTransferRefused(err)) await refuse(ctx, payout.id);
      else ctx.payments.logger.warn({ err, payoutId: payout.id }, 'payout reconcile failed; will retry');
    }
  }
  return due.length;
}

export const isTransferRefused = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'transfer_refused';

/** The provider refused the transfer (not enough available there): the payout failed. */
export async function refuse(ctx: AppContext, payoutId: string): Promise<PayoutRow> {
  return applyTransfer(ctx, payoutId, {
    transferId: '',
    sellerId: '',
    bankAccountId: '',
    amountCents: 0,
    status: 'falhou',
    failureReason: 'Saldo disponível insuficiente no provedor',
    referenceId: payoutId,
    createdAt: new Date().toISOString(),
    raw: null,
  });
}
