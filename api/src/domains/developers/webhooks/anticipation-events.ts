import type { Db } from '../../../platform/db/client';
import type { AnticipationChange } from '../../anticipation';
import { emitWebhookEvent } from './events';

const TYPE = {
  aprovada: 'anticipation.approved',
  paga: 'anticipation.paid',
  recusada: 'anticipation.refused',
} as const;

/**
 * The anticipation hook (registered in register.ts): `anticipation.approved`, `.paid` or
 * `.refused`, in the transaction that records the change, once per change of status (the domain
 * runs its hooks only then). Money as `/v1` names it (`amount`, `fee`, `net`, `currency`).
 */
export async function anticipationEvents(db: Db, a: AnticipationChange): Promise<void> {
  if (a.status === 'solicitada') return;
  await emitWebhookEvent(db, {
    type: TYPE[a.status],
    marketplaceId: a.marketplaceId,
    sellerId: a.sellerId,
    objectId: a.id,
    object: {
      id: a.id,
      object: 'anticipation',
      sellerId: a.sellerId,
      status: a.status,
      amount: a.grossCents,
      fee: a.feeCents,
      net: a.netCents,
      currency: 'BRL',
      prepaymentDate: a.prepaymentDate,
      refusalReason: a.refusalReason,
    },
  });
}
