import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { OPEN_STATUSES } from './payout-machine';
import { adoptTransferIn, type ProviderTransfer } from './transfer-apply';
import { bankAccounts, payouts } from './tables';
import { sellersView } from '../accounts';
import { gateway } from '../gateway';

/**
 * How far from our send time a transfer may have been created and still be ours: the provider's
 * clock may differ from ours and the POST may have waited for its timeout before the answer was
 * lost. Ten minutes either way; a wider window only makes a second candidate (and so no match) likelier.
 */
export const MATCH_WINDOW_MS = 10 * 60_000;

/** A payout sent whose transfer we do not know yet (in flight or 'Em verificação'). */
export type OpenPayout = {
  id: string;
  amountCents: number;
  providerAccountId: string;
  sentAt: Date;
};

const fits = (p: OpenPayout, t: ProviderTransfer) =>
  t.amountCents === p.amountCents &&
  t.bankAccountId === p.providerAccountId &&
  Math.abs(new Date(t.createdAt).getTime() - p.sentAt.getTime()) <= MATCH_WINDOW_MS;

/**
 * Transfers no payout claims, paired with payouts only where each is the other's one candidate:
 * two transfers that could be one payout's (or two payouts one transfer could be) stay unmatched,
 * for an operator to decide. Zoop keeps no reference of ours, so amount, account and time are all
 * there is.
 */
export function uniqueMatches(
  open: OpenPayout[],
  unclaimed: ProviderTransfer[],
): { matches: Map<string, ProviderTransfer>; contested: (t: ProviderTransfer) => boolean } {
  const matches = new Map<string, ProviderTransfer>();
  for (const p of open) {
    const candidates = unclaimed.filter((t) => fits(p, t));
    if (candidates.length !== 1) continue;
    const [only] = candidates as [ProviderTransfer];
    if (open.filter((q) => fits(q, only)).length === 1) matches.set(p.id, only);
  }
  return { matches, contested: (t) => open.some((p) => fits(p, t)) };
}

/** A seller's payouts sent without a known transfer, with where they went. */
async function openPayoutsOf(ctx: AppContext, sellerId: string): Promise<OpenPayout[]> {
  const rows = await ctx.db
    .select({
      id: payouts.id,
      amountCents: payouts.amountCents,
      providerAccountId: bankAccounts.providerAccountId,
      sentAt: payouts.sentAt,
    })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(
      and(
        eq(payouts.sellerId, sellerId),
        inArray(payouts.status, [...OPEN_STATUSES]),
        isNull(payouts.providerTransferId),
        isNotNull(payouts.sentAt),
      ),
    );
  return rows.flatMap((r) => (r.sentAt ? [{ ...r, sentAt: r.sentAt }] : []));
}

/**
 * Reads the seller's transfers around its open payouts (one call, every page), matches what is
 * unique and applies it. `known` is a transfer a webhook just named (the list may lag behind it).
 * Answers whether `known`, when given and left unmatched, could still be an open payout's.
 */
export async function matchOpenPayouts(
  ctx: AppContext,
  seller: { id: string; idSeller: string },
  known?: ProviderTransfer,
): Promise<{ matched: number; contested: boolean }> {
  const open = await openPayoutsOf(ctx, seller.id);
  if (open.length === 0) return { matched: 0, contested: false };
  const times = open.map((p) => p.sentAt.getTime());
  const range = {
    from: new Date(Math.min(...times) - MATCH_WINDOW_MS).toISOString(),
    to: new Date(Math.max(...times) + MATCH_WINDOW_MS).toISOString(),
  };
  const listed = await gateway(ctx).provider.listTransfers(seller.idSeller, range);
  const all = known && !listed.some((t) => t.transferId === known.transferId) ? [...listed, known] : listed;
  const claimed = new Set(
    all.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: payouts.providerTransferId })
            .from(payouts)
            .where(
              inArray(
                payouts.providerTransferId,
                all.map((t) => t.transferId),
              ),
            )
        ).map((r) => r.id),
  );
  const { matches, contested } = uniqueMatches(
    open,
    all.filter((t) => !claimed.has(t.transferId)),
  );
  for (const [payoutId, t] of matches) {
    ctx.log.warn({ payoutId, transferId: t.transferId }, 'payout matched to a lost transfer');
    await ctx.db.transaction((tx) => adoptTransferIn(tx, payoutId, 'matched', t));
  }
  const left = known && ![...matches.values()].some((t) => t.transferId === known.transferId);
  return { matched: matches.size, contested: Boolean(left && contested(known)) };
}

/** Sellers with a payout 'Em verificação' not looked at for `olderThanMs`, a few per lane. */
export async function sellersInVerification(ctx: AppContext, olderThanMs: number, limit: number) {
  const before = new Date(Date.now() - olderThanMs);
  const rows = await ctx.db
    .selectDistinct({ id: payouts.sellerId, idSeller: sellersView.idSeller })
    .from(payouts)
    .innerJoin(sellersView, eq(sellersView.id, payouts.sellerId))
    .where(and(eq(payouts.status, 'em_verificacao'), lt(payouts.updatedAt, before)))
    .limit(limit);
  // Leased by its timestamp: a second instance skips these sellers until the next lane. Not
  // leaseDue: what is claimed is a seller (all its payouts in verification, one transfer list
  // read for them), not a row, so the lease is the conditional UPDATE of that seller's rows.
  const due: { id: string; idSeller: string }[] = [];
  for (const r of rows) {
    const leased = await ctx.db
      .update(payouts)
      .set({ updatedAt: new Date() })
      .where(
        and(eq(payouts.sellerId, r.id), eq(payouts.status, 'em_verificacao'), lt(payouts.updatedAt, before)),
      )
      .returning({ id: payouts.id });
    if (leased.length > 0) due.push(r);
  }
  return due;
}
