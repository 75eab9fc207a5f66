import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import { enqueueMail, isMailable } from '../mail';
import type { AnticipationRow } from './tables';

/**
 * The seller's e-mail for an antecipação approved, paid or refused, written to the outbox in the
 * move's own transaction, once per change (its event key). An address that cannot be mailed skips
 * the notice, never the change.
 */
export async function anticipationNotice(db: Db, row: AnticipationRow): Promise<void> {
  const [seller] = await db
    .select({ nome: sellersView.nome, email: sellersView.email })
    .from(sellersView)
    .where(eq(sellersView.id, row.sellerId));
  if (!seller || !isMailable(seller.email)) return;
  const data = {
    nome: seller.nome,
    grossCents: row.grossCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    prepaymentDate: row.prepaymentDate,
  };
  const target = {
    to: seller.email,
    marketplaceId: row.marketplaceId,
    sellerId: row.sellerId,
    eventKey: `anticipation:${row.id}:${row.status}`,
  };
  if (row.status === 'aprovada') await enqueueMail(db, { kind: 'anticipation_approved', data, ...target });
  else if (row.status === 'paga') await enqueueMail(db, { kind: 'anticipation_paid', data, ...target });
  else if (row.status === 'recusada')
    await enqueueMail(db, {
      kind: 'anticipation_refused',
      data: { ...data, reason: row.refusalReason ?? 'recusada pelo provedor' },
      ...target,
    });
}
