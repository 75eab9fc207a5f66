import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { recurrencePlansView } from '../recurrence-plans';
import { savedCards, subscriptions } from './tables';

// LGPD (issue 39): the subscriptions and saved cards of the buyers the privacy domain found. A
// saved card is only brand, last 4, holder and the provider's card id: no number ever existed here.

export async function subscriptionsOfBuyers(db: Db, buyerIds: string[]) {
  if (buyerIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      planName: recurrencePlansView.nome,
      status: subscriptions.status,
      amountCents: subscriptions.amountCents,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .where(inArray(subscriptions.buyerId, buyerIds))
    .orderBy(subscriptions.createdAt);
}

export async function savedCardsOfBuyers(db: Db, buyerIds: string[]) {
  if (buyerIds.length === 0) return [];
  return db
    .select({
      id: savedCards.id,
      brand: savedCards.brand,
      last4: savedCards.last4,
      holderName: savedCards.holderName,
      expMonth: savedCards.expMonth,
      expYear: savedCards.expYear,
      deletedAt: savedCards.deletedAt,
    })
    .from(savedCards)
    .where(inArray(savedCards.buyerId, buyerIds))
    .orderBy(savedCards.createdAt);
}

/** The holder's name on the buyers' saved cards replaced; brand, last 4 and expiry stay. */
export async function anonymizeCardHolders(db: Db, buyerIds: string[], name: string): Promise<number> {
  if (buyerIds.length === 0) return 0;
  const changed = await db
    .update(savedCards)
    .set({ holderName: name })
    .where(and(inArray(savedCards.buyerId, buyerIds), ne(savedCards.holderName, name)))
    .returning({ id: savedCards.id });
  return changed.length;
}
