import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import { sellersView } from '../accounts';
import { gateway, type ProviderPrepayment } from '../gateway';
import { applyPrepayment } from './apply';
import { moveAnticipation } from './status';
import { anticipations } from './tables';

/** A request unanswered this long is looked for at the provider (its answer is taken as lost). */
export const LOOKUP_AFTER_MS = 30_000;
/** A lost request made after this much before it was sent is not it (the provider's clock). */
const MATCH_SLACK_MS = 60_000;
export const NOT_MADE = 'A solicitação não chegou ao provedor; nada foi antecipado.';

type Due = {
  id: string;
  seller_id: string;
  status: string;
  provider_prepayment_id: string | null;
  gross_cents: string | number;
  sent_at: Date | string;
};

/**
 * The sync job's share: every open antecipação not moved for `olderThanMs` is leased once (across
 * instances) and read again at the provider. One with the provider's id takes its status; one
 * still without it is 'em verificação' (never asked again); one in verification is looked for in
 * the seller's antecipações there.
 */
export async function syncOpenAnticipations(
  ctx: AppContext,
  { olderThanMs = LOOKUP_AFTER_MS, leaseSeconds = 20, limit = 20 } = {},
): Promise<number> {
  const due = await leaseDue<Due>(ctx.db, {
    table: sql`anticipations`,
    leaseColumn: sql`lease_until`,
    leaseSeconds,
    due: sql`status IN ('solicitada', 'em_verificacao', 'aprovada')
      AND updated_at <= now() - make_interval(secs => ${olderThanMs / 1000})`,
    orderBy: sql`updated_at`,
    limit,
    returning: sql`id, seller_id, status, provider_prepayment_id, gross_cents, sent_at`,
  });
  for (const row of due) {
    try {
      if (row.provider_prepayment_id)
        await applyPrepayment(
          ctx,
          row.id,
          await gateway(ctx).provider.getPrepayment(row.provider_prepayment_id),
        );
      else if (row.status === 'solicitada') await moveAnticipation(ctx, row.id, 'outcome_unknown');
      else await lookFor(ctx, row);
    } catch (err) {
      ctx.log.warn({ err, anticipationId: row.id }, 'anticipation sync failed; will retry');
    }
  }
  return due.length;
}

/**
 * A request whose answer was lost: the seller's antecipações at the provider that no row of ours
 * holds, made after it was sent, for the same gross. Exactly one: it is that one. None: it never
 * arrived. More than one: left for the next pass (never guessed).
 */
async function lookFor(ctx: AppContext, row: Due): Promise<void> {
  const [seller] = await ctx.db
    .select({ idSeller: sellersView.idSeller })
    .from(sellersView)
    .where(eq(sellersView.id, row.seller_id));
  if (!seller?.idSeller) return;
  const theirs = await gateway(ctx).provider.listPrepayments(seller.idSeller);
  const ids = theirs.map((p) => p.prepaymentId);
  const known = new Set(
    ids.length
      ? (
          await ctx.db
            .select({ id: anticipations.providerPrepaymentId })
            .from(anticipations)
            .where(inArray(anticipations.providerPrepaymentId, ids))
        ).map((r) => r.id)
      : [],
  );
  const sentAt = new Date(row.sent_at).getTime();
  const candidates = theirs.filter(
    (p: ProviderPrepayment) =>
      !known.has(p.prepaymentId) &&
      p.grossCents === Number(row.gross_cents) &&
      Date.parse(p.createdAt) >= sentAt - MATCH_SLACK_MS,
  );
  if (candidates.length === 1) await applyPrepayment(ctx, row.id, candidates[0]!);
  else if (candidates.length === 0)
    await moveAnticipation(ctx, row.id, 'not_made', { refusalReason: NOT_MADE });
}
