import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { PrepaymentStatus, ProviderPrepayment } from '../gateway';
import type { AnticipationEvent } from './machine';
import { moveAnticipationIn } from './status';
import { anticipations, type AnticipationRow } from './tables';
import { eq } from 'drizzle-orm';

/** The provider's status → the event that says it (the one mapping). */
const EVENT_OF: Record<PrepaymentStatus, AnticipationEvent> = {
  solicitada: 'provider_requested',
  aprovada: 'provider_approved',
  paga: 'provider_paid',
  recusada: 'provider_refused',
};

/**
 * Records what the provider says of an antecipação, in one transaction: a row 'em verificação'
 * first takes it (`matched`), then its status applies. A status the row's does not allow (an old
 * answer read after a newer one) changes nothing.
 */
export async function applyPrepaymentIn(db: Db, id: string, p: ProviderPrepayment): Promise<AnticipationRow> {
  await moveAnticipationIn(db, id, 'matched', { prepayment: p });
  await moveAnticipationIn(db, id, EVENT_OF[p.status], { prepayment: p });
  const [row] = await db.select().from(anticipations).where(eq(anticipations.id, id));
  return row!;
}

export const applyPrepayment = (ctx: AppContext, id: string, p: ProviderPrepayment) =>
  ctx.db.transaction((tx) => applyPrepaymentIn(tx, id, p));
