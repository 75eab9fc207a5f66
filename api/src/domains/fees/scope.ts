import { eq } from 'drizzle-orm';
import { FEE_TABLE_ANSWERS as A } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { marketplacesView } from '../accounts';

/**
 * Whose table a call is about: a marketplace's own (another id is 404, never confirmed to exist),
 * a seller's marketplace (read-only, the routes say so), any marketplace an admin names.
 */
export async function marketplaceInScope(db: Db, who: Principal, named: string | undefined): Promise<string> {
  if (who.cargo === 'admin') {
    if (!named) throw AppError.badRequest(A.marketplaceRequired, 'marketplaceId');
    const [row] = await db
      .select({ id: marketplacesView.id })
      .from(marketplacesView)
      .where(eq(marketplacesView.id, named))
      .limit(1);
    if (!row) throw AppError.notFound(A.notFound);
    return row.id;
  }
  if ((who.cargo !== 'marketplace' && who.cargo !== 'seller') || !who.marketplaceId)
    throw AppError.forbidden();
  if (named !== undefined && named !== who.marketplaceId) throw AppError.notFound(A.notFound);
  return who.marketplaceId;
}
