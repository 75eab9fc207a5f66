import type { Db } from '../../platform/db/client';
import { enqueueMail } from '../mail';
import { paymentOf } from './payment-mail';
import { onTxChange, type TxChange } from './status-hooks';

/**
 * The seller's messages about a dispute (issue 36): opened ('Em disputa'), won (back to 'pago'),
 * lost ('Chargeback'). Queued in the transaction that records the status, once per dispute event
 * (event keys), like every payment message.
 */

/**
 * Where the seller sends its documents and how long it has. Zoop asks the marketplace for them by
 * e-mail and names the deadline in its notice; no public source gives a fixed one, so ours comes
 * from the deployment (DISPUTE_EVIDENCE_EMAIL, DISPUTE_RESPONSE_DAYS: docs/deploy.md), set shorter
 * than Zoop's so the operator can forward the documents in time.
 */
export type DisputeMailSettings = { evidenceEmail: string; responseDays: number };
let settings: DisputeMailSettings = { evidenceEmail: 'contestacoes@pagora.local', responseDays: 5 };

export function configureDisputeMail(next: DisputeMailSettings): void {
  settings = next;
}

const DAY_MS = 86_400_000;
/** A calendar day in Brasília (UTC-3, no DST since 2019), `days` after `at`. */
const brasiliaDayAfter = (at: Date, days: number) =>
  new Date(at.getTime() - 3 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

async function disputeMail(db: Db, change: TxChange): Promise<void> {
  const opened = change.status === 'em_disputa' && change.previous !== 'em_disputa';
  const won = change.status === 'pago' && change.previous === 'em_disputa';
  const lost = change.status === 'chargeback' && change.previous !== 'chargeback';
  if (!opened && !won && !lost) return;
  const sale = await paymentOf(db, change.transactionId);
  if (!sale) return;
  const now = new Date();
  const tenant = { marketplaceId: sale.marketplaceId, sellerId: sale.sellerId, to: sale.seller };
  const id = change.transactionId;
  if (opened) {
    await enqueueMail(db, {
      kind: 'sale_disputed',
      // Once per sale: a replayed or re-read event finds the message queued (ON CONFLICT).
      eventKey: `disputed:${id}`,
      data: {
        ...sale.data,
        disputedAt: now.toISOString(),
        respondBy: brasiliaDayAfter(now, settings.responseDays),
        evidenceEmail: settings.evidenceEmail,
      },
      ...tenant,
    });
  } else {
    await enqueueMail(db, {
      kind: won ? 'sale_dispute_won' : 'sale_charged_back',
      eventKey: `${won ? 'dispute-won' : 'charged-back'}:${id}`,
      data: { ...sale.data, decidedAt: now.toISOString() },
      ...tenant,
    });
  }
}

onTxChange(disputeMail);
