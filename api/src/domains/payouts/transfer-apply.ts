import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { payoutOutcomeNotice } from './notices';
import { runPayoutSettledHooks } from './payout-hooks';
import { bankAccounts, payouts, type PayoutRow } from './tables';
import { sellersView } from '../accounts';

import type { ProviderTransfer } from '../gateway';
export type { ProviderTransfer };

/** A payout still open: its transfer may yet be recognized (`em_verificacao` is never sent again). */
export const OPEN_STATUSES = ['pendente', 'em_verificacao'] as const;

/**
 * A provider's transfer applied to its payout, forward only (`pendente` | `em_verificacao` →
 * `pendente` | `pago` | `falhou`), with the owner's e-mail in the same transaction. Webhooks, the
 * create call, the sweep and an operator's decision all end here. A payout already tied to one
 * transfer never takes another's.
 */
export async function applyTransferIn(db: Db, payoutId: string, t: ProviderTransfer): Promise<PayoutRow> {
  const settled = t.status !== 'pendente';
  const [changed] = await db
    .update(payouts)
    .set({
      ...(t.transferId ? { providerTransferId: t.transferId } : {}),
      updatedAt: new Date(),
      status: t.status,
      failureReason: t.status === 'falhou' ? (t.failureReason ?? 'Recusado pelo banco') : null,
      paidAt: t.status === 'pago' ? new Date() : null,
    })
    .where(
      and(
        eq(payouts.id, payoutId),
        inArray(payouts.status, [...OPEN_STATUSES]),
        t.transferId
          ? or(isNull(payouts.providerTransferId), eq(payouts.providerTransferId, t.transferId))
          : undefined,
      ),
    )
    .returning();
  if (!changed) {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    return row!;
  }
  if (settled) await announce(db, changed);
  return changed;
}

export const applyTransfer = (ctx: AppContext, payoutId: string, t: ProviderTransfer) =>
  ctx.db.transaction((tx) => applyTransferIn(tx, payoutId, t));

async function announce(db: Db, changed: PayoutRow): Promise<void> {
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
  if (account && (changed.status === 'pago' || changed.status === 'falhou'))
    await runPayoutSettledHooks(db, {
      ...changed,
      status: changed.status,
      bankAccount: { bankName: account.bankName, accountNumberLast4: account.accountLast4 },
    });
}

/** The provider answered no (a refusal, or any 4xx: it made nothing): the payout failed. */
export function notMade(payoutId: string, failureReason: string): ProviderTransfer {
  return {
    transferId: '',
    sellerId: '',
    bankAccountId: '',
    amountCents: 0,
    status: 'falhou',
    failureReason,
    referenceId: payoutId,
    createdAt: new Date().toISOString(),
    raw: null,
  };
}

export const isTransferRefused = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'transfer_refused';

/** The provider refused the transfer (not enough available there): the payout failed. */
export const refuse = (ctx: AppContext, payoutId: string) =>
  applyTransfer(ctx, payoutId, notMade(payoutId, 'Saldo disponível insuficiente no provedor'));

/** A payout sent whose answer was lost: held for verification, never sent again. */
export async function holdForVerification(db: Db, payoutId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'em_verificacao', updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pendente'), isNull(payouts.providerTransferId)))
    .returning();
  return row;
}
