import { and, eq } from 'drizzle-orm';
import { formatBRL } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import type { AnticipationChange } from '../anticipation';
import type { PayoutSent, PayoutSettled } from '../payouts';
import { brasiliaDay } from './day';
import { withLedger, type Ledger } from './ledger';
import { statementLines } from './tables';

/**
 * Money out and antecipação on the statement. A payout leaves the balance when its transfer is
 * created at the provider (the provider debits it then) and comes back only if it fails; an
 * antecipação moves nothing but its fee, since the balance already counts the receivables it
 * brings forward.
 */

export const postPayoutSent = (db: Db, p: PayoutSent): Promise<void> =>
  withLedger(db, [p.sellerId], async (ledger) => {
    await ledger.post({
      sellerId: p.sellerId,
      marketplaceId: p.marketplaceId,
      kind: 'saque',
      amountCents: -p.amountCents,
      day: brasiliaDay(p.at),
      occurredAt: p.at,
      payoutId: p.id,
      providerRef: p.transferId,
      description: 'Saque para a conta bancária',
      postingKey: `payout:${p.id}:saque`,
    });
    // A transfer first seen already failed: its end was announced before it was booked.
    if (p.status === 'falhou') await postReturned(ledger, p, p.failureReason, p.transferId);
  });

/** A failed payout: the money comes back, only if it had left (a refused one never posted). */
export const postPayoutSettled = (db: Db, p: PayoutSettled): Promise<void> =>
  p.status !== 'falhou'
    ? Promise.resolve()
    : withLedger(db, [p.sellerId], async (ledger) => {
        const [sent] = await db
          .select({ ref: statementLines.providerRef })
          .from(statementLines)
          .where(and(eq(statementLines.payoutId, p.id), eq(statementLines.kind, 'saque')));
        if (sent) await postReturned(ledger, p, p.failureReason, sent.ref);
      });

function postReturned(
  ledger: Ledger,
  p: { id: string; sellerId: string; marketplaceId: string; amountCents: number },
  reason: string | null,
  providerRef: string | null,
) {
  const at = new Date();
  return ledger.post({
    sellerId: p.sellerId,
    marketplaceId: p.marketplaceId,
    kind: 'saque_devolvido',
    amountCents: p.amountCents,
    day: brasiliaDay(at),
    occurredAt: at,
    payoutId: p.id,
    providerRef,
    description: `Saque devolvido: ${reason ?? 'recusado pelo banco'}`,
    postingKey: `payout:${p.id}:devolvido`,
  });
}

const dayLabel = (day: string) => day.split('-').reverse().join('/');

export async function postAnticipation(db: Db, a: AnticipationChange): Promise<void> {
  if (a.status !== 'aprovada') return;
  await withLedger(db, [a.sellerId], async (ledger) => {
    const common = {
      sellerId: a.sellerId,
      marketplaceId: a.marketplaceId,
      day: brasiliaDay(a.at),
      occurredAt: a.at,
      anticipationId: a.id,
    };
    await ledger.post({
      ...common,
      kind: 'antecipacao',
      amountCents: 0,
      description: `Antecipação de ${formatBRL(a.grossCents)} em recebíveis, disponível em ${dayLabel(a.prepaymentDate)}`,
      postingKey: `anticipation:${a.id}:antecipacao`,
    });
    if (a.feeCents !== 0)
      await ledger.post({
        ...common,
        kind: 'taxa_antecipacao',
        amountCents: -a.feeCents,
        description: `Taxa de antecipação sobre ${formatBRL(a.grossCents)}`,
        postingKey: `anticipation:${a.id}:taxa`,
      });
  });
}
