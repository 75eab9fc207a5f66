import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';

/**
 * The seller's id at the provider, or null before onboarding: a charge the billing engine makes
 * (saved card, subscription boleto) names the seller the provider knows.
 */
export async function providerSellerIdOf(db: Db, sellerId: string): Promise<string | null> {
  const [seller] = await db
    .select({ idSeller: sellersView.idSeller })
    .from(sellersView)
    .where(eq(sellersView.id, sellerId))
    .limit(1);
  return seller?.idSeller || null;
}
