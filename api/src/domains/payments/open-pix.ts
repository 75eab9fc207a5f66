import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { PayableLink } from '../links';
import { transactions } from './tables';

/** What the checkout keeps in the browser and sends as `X-Payer-Token` (random, base64url). */
export const payerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/**
 * The token itself is never stored: a keyed hash of it is, so a database reader cannot replay it.
 * A malformed token counts as none (the payer just gets a new code).
 */
export function payerKeyOf(tokenSecret: string, token: string | undefined): string | null {
  if (!payerTokenSchema.safeParse(token).success) return null;
  return createHmac('sha256', tokenSecret).update(`payer:${token}`).digest('hex');
}

/** A code needs this long left to be worth showing again; a shorter one is left to expire. */
const MIN_SECONDS_LEFT = 15;

/**
 * The payer's still-open PIX code on this link, for the link's current amount: a reload, a
 * back/forward or a switch of method shows the same code with the time it has left. Only the same
 * payer (same token) finds it: another payer of a many-payment link never sees someone else's code.
 */
export async function findOpenPix(ctx: AppContext, link: PayableLink, payerKey: string | null) {
  if (!payerKey) return null;
  const [row] = await ctx.db
    .select({
      id: transactions.id,
      emv: transactions.pixEmv,
      expiresAt: transactions.expiresAt,
      amountCents: transactions.amountCents,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.linkId, link.id),
        eq(transactions.payerKey, payerKey),
        eq(transactions.status, 'pendente_pix'),
        eq(transactions.amountCents, link.amountCents),
        gt(transactions.expiresAt, sql`now() + make_interval(secs => ${MIN_SECONDS_LEFT})`),
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  if (!row?.emv || !row.expiresAt) return null;
  return { id: row.id, emv: row.emv, expiresAt: row.expiresAt, amountCents: row.amountCents };
}

/** The payer's open codes on a link (any age), which their card payment replaces. */
export async function openPixIdsOf(ctx: AppContext, linkId: string, payerKey: string) {
  const rows = await ctx.db
    .select({ id: transactions.id, providerId: transactions.providerId })
    .from(transactions)
    .where(
      and(
        eq(transactions.linkId, linkId),
        eq(transactions.payerKey, payerKey),
        eq(transactions.status, 'pendente_pix'),
      ),
    );
  return rows;
}
