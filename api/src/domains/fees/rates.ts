import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { STANDARD_FEE_RATES, brasiliaToday, type FeeRates } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { marketplacesView, sellersView } from '../accounts';
import { feeTableVersions, type FeeTableVersionRow } from './tables';

/** The rates a stored version names. */
export const ratesOfVersion = (v: FeeTableVersionRow): FeeRates => ({
  pixHundredths: v.pixHundredths,
  boletoCents: v.boletoCents,
  card: {
    '1x': v.card1xHundredths,
    '2-6x': v.card2To6xHundredths,
    '7-12x': v.card7To12xHundredths,
    '13-21x': v.card13To21xHundredths,
  },
  anticipationMonthHundredths: v.anticipationMonthHundredths,
  ownHundredths: v.ownHundredths,
});

/** The calendar day in Brasília an instant falls on: versions start on Brasília days. */
export const brasiliaDayOf = (at: Date): string => brasiliaToday(at);

/** The version in force on `day` (the latest that started on or before it), if any. */
export async function versionOn(db: Db, marketplaceId: string, day: string) {
  const [row] = await db
    .select()
    .from(feeTableVersions)
    .where(and(eq(feeTableVersions.marketplaceId, marketplaceId), lte(feeTableVersions.validFrom, day)))
    .orderBy(desc(feeTableVersions.validFrom))
    .limit(1);
  return row;
}

/** The versions that start after `day`, soonest first. */
export async function versionsAfter(db: Db, marketplaceId: string, day: string) {
  const rows = await db
    .select()
    .from(feeTableVersions)
    .where(eq(feeTableVersions.marketplaceId, marketplaceId))
    .orderBy(asc(feeTableVersions.validFrom));
  return rows.filter((r) => r.validFrom > day);
}

/**
 * Before any version is entered a marketplace pays the standard rates, and its own fee is its
 * 'taxa padrão' (which nobody can receive until a version names the recipient).
 */
export async function standardRatesOf(db: Db, marketplaceId: string): Promise<FeeRates> {
  const [m] = await db
    .select({ taxaPadrao: marketplacesView.taxaPadrao })
    .from(marketplacesView)
    .where(eq(marketplacesView.id, marketplaceId))
    .limit(1);
  return { ...STANDARD_FEE_RATES, ownHundredths: m?.taxaPadrao ?? 0 };
}

/** What a seller's sale pays on `day`: the table's, and the seller's 'taxa padrão' when set. */
export type SellerFees = { rates: FeeRates; feeRecipientSellerId: string | null; marketplaceId: string };

export async function sellerFeesOn(db: Db, sellerId: string, day: string): Promise<SellerFees | undefined> {
  const [seller] = await db
    .select({ marketplaceId: sellersView.marketplaceId, taxaPadrao: sellersView.taxaPadrao })
    .from(sellersView)
    .where(eq(sellersView.id, sellerId))
    .limit(1);
  if (!seller) return undefined;
  const version = await versionOn(db, seller.marketplaceId, day);
  const table = version ? ratesOfVersion(version) : await standardRatesOf(db, seller.marketplaceId);
  const rates = seller.taxaPadrao > 0 ? { ...table, ownHundredths: seller.taxaPadrao } : table;
  return {
    rates,
    feeRecipientSellerId: version?.feeRecipientSellerId ?? null,
    marketplaceId: seller.marketplaceId,
  };
}

/** The seller's rates in force at `at` (contract for the statement and the net preview). */
export async function feeRatesForSeller(db: Db, sellerId: string, at: Date): Promise<FeeRates> {
  return (await sellerFeesOn(db, sellerId, brasiliaDayOf(at)))?.rates ?? STANDARD_FEE_RATES;
}
