import { inArray } from 'drizzle-orm';
import type { FeeTableVersionView, FeeTableView } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { sellersView } from '../accounts';
import {
  brasiliaDayOf,
  ratesOfVersion,
  sellerFeesOn,
  standardRatesOf,
  versionOn,
  versionsAfter,
} from './rates';
import type { FeeTableVersionRow } from './tables';

async function recipientNames(db: Db, rows: FeeTableVersionRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.feeRecipientSellerId ? [r.feeRecipientSellerId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: sellersView.id, nome: sellersView.nome })
    .from(sellersView)
    .where(inArray(sellersView.id, ids));
  return new Map(found.map((s) => [s.id, s.nome]));
}

const viewOf = (v: FeeTableVersionRow, names: Map<string, string>): FeeTableVersionView => ({
  id: v.id,
  validFrom: v.validFrom,
  rates: ratesOfVersion(v),
  feeRecipient: v.feeRecipientSellerId
    ? { sellerId: v.feeRecipientSellerId, nome: names.get(v.feeRecipientSellerId) ?? '' }
    : null,
  createdAt: v.createdAt.toISOString(),
});

/**
 * The table as its reader sees it: a marketplace or an admin the version in force and those ahead;
 * a seller only what it pays today (its own 'taxa padrão' included), not who receives the fee.
 */
export async function feeTableView(db: Db, who: Principal, marketplaceId: string): Promise<FeeTableView> {
  const today = brasiliaDayOf(new Date());
  if (who.cargo === 'seller' && who.sellerId) {
    const fees = await sellerFeesOn(db, who.sellerId, today);
    const version = await versionOn(db, marketplaceId, today);
    const rates = fees?.rates ?? (await standardRatesOf(db, marketplaceId));
    const current = { id: version?.id ?? null, validFrom: version?.validFrom ?? null, rates };
    return { marketplaceId, current: { ...current, feeRecipient: null, createdAt: null }, scheduled: [] };
  }
  const [version, ahead] = await Promise.all([
    versionOn(db, marketplaceId, today),
    versionsAfter(db, marketplaceId, today),
  ]);
  const names = await recipientNames(db, version ? [version, ...ahead] : ahead);
  const current: FeeTableVersionView = version
    ? viewOf(version, names)
    : {
        id: null,
        validFrom: null,
        rates: await standardRatesOf(db, marketplaceId),
        feeRecipient: null,
        createdAt: null,
      };
  return { marketplaceId, current, scheduled: ahead.map((v) => viewOf(v, names)) };
}
