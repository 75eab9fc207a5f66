import { and, asc, eq } from 'drizzle-orm';
import {
  contractedProviderFeeCents,
  isPaymentMethodId,
  type FeeRates,
  type PaymentMethodId,
} from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { sellersView, usersView } from '../accounts';
import { enqueueMail } from '../mail';
import { runFeeDivergenceHooks } from './divergence-hooks';
import { brasiliaDayOf, sellerFeesOn } from './rates';
import { feeDivergences } from './tables';
import { describeRatesApplied } from './rates-text';

/** A sale the provider has just reported paid, with the fee it says it took. */
export type PaidSale = {
  transactionId: string;
  sellerId: string;
  method: string;
  installments: number;
  amountCents: number;
  /** The provider's answer (`fees_cents`): what it really took. */
  feesCents: number;
  paidAt: Date;
};

/**
 * Compares the provider's fee with the table in force on the paid day. A difference of a cent or
 * more is recorded once per sale (a replayed webhook finds the row and writes nothing), with the
 * marketplace's e-mail and the shops' webhook event, inside the caller's transaction.
 */
export async function checkSaleFee(db: Db, sale: PaidSale): Promise<void> {
  if (!isPaymentMethodId(sale.method)) return;
  const day = brasiliaDayOf(sale.paidAt);
  const fees = await sellerFeesOn(db, sale.sellerId, day);
  if (!fees) return;
  const expected = contractedProviderFeeCents(fees.rates, sale.method, sale.installments, sale.amountCents);
  if (expected === sale.feesCents) return;
  const [row] = await db
    .insert(feeDivergences)
    .values({
      transactionId: sale.transactionId,
      sellerId: sale.sellerId,
      marketplaceId: fees.marketplaceId,
      day,
      method: sale.method,
      installments: sale.installments,
      grossCents: sale.amountCents,
      expectedFeeCents: expected,
      chargedFeeCents: sale.feesCents,
    })
    .onConflictDoNothing({ target: feeDivergences.transactionId })
    .returning();
  if (!row) return;
  await tellMarketplace(db, { ...row, method: sale.method }, fees.rates);
  await runFeeDivergenceHooks(db, { ...row, method: sale.method });
}

type Recorded = typeof feeDivergences.$inferSelect & { method: PaymentMethodId };

async function tellMarketplace(db: Db, d: Recorded, rates: FeeRates): Promise<void> {
  const [owner] = await db
    .select({ nome: usersView.nome, email: usersView.email })
    .from(usersView)
    .where(and(eq(usersView.marketplaceId, d.marketplaceId), eq(usersView.cargo, 'marketplace')))
    .orderBy(asc(usersView.createdAt))
    .limit(1);
  if (!owner) return;
  const [seller] = await db
    .select({ nome: sellersView.nome })
    .from(sellersView)
    .where(eq(sellersView.id, d.sellerId))
    .limit(1);
  await enqueueMail(db, {
    kind: 'fee_divergence',
    to: owner.email,
    eventKey: `fee-divergence:${d.transactionId}`,
    marketplaceId: d.marketplaceId,
    data: {
      nome: owner.nome,
      transactionId: d.transactionId,
      sellerName: seller?.nome ?? '',
      day: d.day,
      method: d.method,
      installments: d.installments,
      amountCents: d.grossCents,
      expectedFeeCents: d.expectedFeeCents,
      chargedFeeCents: d.chargedFeeCents,
      ratesApplied: describeRatesApplied(rates, d.method, d.installments),
    },
  });
}
