import { inArray } from 'drizzle-orm';
import {
  centsToDecimalString,
  netPreview,
  type CreatePaymentLink,
  type InstallmentRate,
  type NetPreviewLine,
} from '@pagora/shared';
import type { NetLineView } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { interestPlansView, planForNewLink } from '../interest-plans';
import { feeRatesBySeller } from './fee-rates';
import { previewOwner } from './preview-owner';
import type { LinkWithNames } from './repository';
import { resolveSplitRules } from './split-rules';

/**
 * 'Você recebe' (issue 38): the link's terms and the seller's contracted rates through the shared
 * `netPreview`, so the form, the list, the detail and /v1 show the figures the statement will.
 */

/** One line as the back office reads it: reais and exact cents, like the transaction view. */
export const netLineView = (l: NetPreviewLine): NetLineView => ({
  metodo: l.method,
  parcelas: l.installments,
  total_pagador: centsToDecimalString(l.payerTotalCents),
  totalPagadorCents: l.payerTotalCents,
  taxa_provedor: centsToDecimalString(l.providerFeeCents),
  taxaProvedorCents: l.providerFeeCents,
  taxa_paga_pelo_split: l.feeCarriedBySplit,
  taxa_marketplace: centsToDecimalString(l.marketplaceFeeCents),
  taxaMarketplaceCents: l.marketplaceFeeCents,
  repasses: centsToDecimalString(l.splitCents),
  repassesCents: l.splitCents,
  voce_recebe: centsToDecimalString(l.netCents),
  voceRecebeCents: l.netCents,
});

/** POST /links/net-preview: the form's link, priced as creating it would, saved nowhere. */
export async function previewNewLink(
  ctx: AppContext,
  who: Principal,
  input: CreatePaymentLink,
  sellerId: string | undefined,
): Promise<NetPreviewLine[]> {
  const owner = await previewOwner(ctx, who, sellerId);
  const [splitRules, plan, rates] = await Promise.all([
    resolveSplitRules(ctx.db, owner, input.splitPayments),
    planForNewLink(ctx, { userId: owner.userId, cargo: 'seller', marketplaceId: owner.marketplaceId }),
    feeRatesBySeller(ctx.db, [owner.sellerId], new Date()),
  ]);
  const sellerRates = rates.get(owner.sellerId);
  if (!sellerRates) throw new Error('no fee rates for the seller');
  return netPreview({ ...input, planRates: plan?.parcelas ?? null, splitRules }, sellerRates);
}

/** Saved links' previews (a page of the list, one link), by link id: one read per plan and seller. */
export async function previewSavedLinks(
  ctx: AppContext,
  rows: readonly LinkWithNames[],
): Promise<Map<string, NetPreviewLine[]>> {
  const planIds = [...new Set(rows.flatMap((r) => (r.link.interestPlanId ? [r.link.interestPlanId] : [])))];
  const [plans, rates] = await Promise.all([
    planIds.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ id: interestPlansView.id, parcelas: interestPlansView.parcelas })
          .from(interestPlansView)
          .where(inArray(interestPlansView.id, planIds)),
    feeRatesBySeller(
      ctx.db,
      rows.map((r) => r.link.sellerId),
      new Date(),
    ),
  ]);
  const ratesOfPlan = new Map<string, InstallmentRate[]>(plans.map((p) => [p.id, p.parcelas]));
  const previews = new Map<string, NetPreviewLine[]>();
  for (const { link } of rows) {
    const sellerRates = rates.get(link.sellerId);
    if (!sellerRates) throw new Error('no fee rates for the seller');
    const planRates = link.interestPlanId ? (ratesOfPlan.get(link.interestPlanId) ?? null) : null;
    previews.set(link.id, netPreview({ ...link, planRates }, sellerRates));
  }
  return previews;
}

/** One saved link's preview. */
export async function previewSavedLink(ctx: AppContext, row: LinkWithNames): Promise<NetPreviewLine[]> {
  return (await previewSavedLinks(ctx, [row])).get(row.link.id) ?? [];
}
