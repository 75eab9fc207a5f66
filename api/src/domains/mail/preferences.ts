import { eq, sql } from 'drizzle-orm';
import type { MailPreferences } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import type { MailKind } from './kinds';
import { mailPreferences } from './tables';

/**
 * The messages a seller may turn off (and that carry an unsubscribe link). Everything else is owed:
 * receipts, security notices, billing.
 */
export const OPTIONAL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['new_sale']);

const DEFAULTS: MailPreferences = { newSale: true };

export async function preferencesOf(db: Db, sellerId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({ newSale: mailPreferences.newSale })
    .from(mailPreferences)
    .where(eq(mailPreferences.sellerId, sellerId))
    .limit(1);
  return row ?? DEFAULTS;
}

export async function savePreferences(db: Db, sellerId: string, prefs: MailPreferences): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ sellerId, newSale: prefs.newSale })
    .onConflictDoUpdate({
      target: mailPreferences.sellerId,
      set: { newSale: prefs.newSale, updatedAt: sql`now()` },
    });
}

/** The preferences are the seller's own: other roles have none to change. */
export function preferenceOwner(who: Principal): string {
  if (who.cargo !== 'seller' || !who.sellerId) throw AppError.forbidden();
  return who.sellerId;
}
