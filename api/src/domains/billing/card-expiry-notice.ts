import { and, eq, isNull, or } from 'drizzle-orm';
import { saoPauloWallClock } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { buyersView } from '../accounts';
import { enqueueMail, isMailable } from '../mail';
import { savedCards } from './tables';

export const CARD_EXPIRY_JOB = 'card-expiry-notices';

/** The São Paulo calendar month of `now` and the one after it. */
function thisAndNextMonth(now: Date) {
  const { year, month } = saoPauloWallClock(now);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return [{ year, month }, next];
}

/**
 * Tells each customer whose saved card runs out this month or next (São Paulo calendar) to add
 * another, before a renewal on it is refused. Keyed by card and expiry month
 * (`card-expiring:<card id>:<YYYY-MM>`), so however often the sweep runs (every instance, every
 * hour, across the month) a card is announced once. Answers how many messages were queued.
 */
export async function enqueueCardExpiryNotices(ctx: AppContext, now = new Date()): Promise<number> {
  const months = thisAndNextMonth(now);
  const cards = await ctx.db
    .select({
      card: savedCards,
      nome: buyersView.nome,
      email: buyersView.email,
      sellerId: buyersView.sellerId,
      marketplaceId: buyersView.marketplaceId,
    })
    .from(savedCards)
    .innerJoin(buyersView, eq(buyersView.id, savedCards.buyerId))
    .where(
      and(
        isNull(savedCards.deletedAt),
        isNull(buyersView.deletedAt),
        or(...months.map((m) => and(eq(savedCards.expYear, m.year), eq(savedCards.expMonth, m.month)))),
      ),
    );
  let queued = 0;
  for (const { card, nome, email, sellerId, marketplaceId } of cards) {
    // An address the mail path refuses, or a card without clean last digits, is skipped, not fatal.
    if (!isMailable(email) || !/^\d{4}$/.test(card.last4)) continue;
    const sent = await enqueueMail(ctx.db, {
      kind: 'card_expiring',
      to: email,
      eventKey: `card-expiring:${card.id}:${card.expYear}-${String(card.expMonth).padStart(2, '0')}`,
      marketplaceId,
      sellerId,
      data: {
        nome,
        cardBrand: card.brand,
        cardLast4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
    });
    if (sent) queued += 1;
  }
  return queued;
}
