import { PLAN_BOLETO_ISSUE_DAYS_DEFAULT } from '@pagora/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { buyersView, type Address } from '../../accounts';
import { recurrencePlansView } from '../../recurrence-plans';
import { savedCards, subscriptionCharges, subscriptions, type SubscriptionChargeRow } from '../tables';

/** What an attempt needs to charge a cycle: the charge, whose it is, and the payer. */
export type ChargeContext = {
  charge: SubscriptionChargeRow;
  subscriptionId: string;
  sellerId: string;
  marketplaceId: string;
  buyerId: string;
  /** The buyer at the provider: Zoop charges a saved card only with its buyer as `customer`. */
  buyerProviderId: string;
  planName: string;
  payer: { name: string; email: string; cpf: string };
  /** A boleto subscription's plan settings and the payer's address (issue 24); null: by card. */
  boleto: {
    issueDaysBefore: number;
    lateFeeHundredths: number | null;
    monthlyInterestHundredths: number | null;
    address: Partial<Address>;
  } | null;
};

export async function loadChargeContext(ctx: AppContext, chargeId: string): Promise<ChargeContext | null> {
  const [row] = await ctx.db
    .select({
      charge: subscriptionCharges,
      sellerId: subscriptions.sellerId,
      marketplaceId: subscriptions.marketplaceId,
      buyerId: subscriptions.buyerId,
      planName: recurrencePlansView.nome,
      buyerName: buyersView.nome,
      buyerEmail: buyersView.email,
      buyerCpf: buyersView.cpfCnpj,
      buyerProviderId: buyersView.idComprador,
      buyerAddress: buyersView.address,
      paymentMethods: subscriptions.paymentMethods,
      issueDays: recurrencePlansView.boletoIssueDays,
      lateFee: recurrencePlansView.boletoLateFeeHundredths,
      interest: recurrencePlansView.boletoMonthlyInterestHundredths,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId))
    .where(eq(subscriptionCharges.id, chargeId))
    .limit(1);
  if (!row) return null;
  return {
    charge: row.charge,
    subscriptionId: row.charge.subscriptionId,
    sellerId: row.sellerId,
    marketplaceId: row.marketplaceId,
    buyerId: row.buyerId,
    buyerProviderId: row.buyerProviderId,
    planName: row.planName,
    payer: { name: row.buyerName, email: row.buyerEmail, cpf: row.buyerCpf },
    boleto: row.paymentMethods.includes('bank_slip')
      ? {
          // A plan edited away from boletos is refused while such subscriptions live; the default is a guard.
          issueDaysBefore: row.issueDays ?? PLAN_BOLETO_ISSUE_DAYS_DEFAULT,
          lateFeeHundredths: row.lateFee,
          monthlyInterestHundredths: row.interest,
          address: row.buyerAddress ?? {},
        }
      : null,
  };
}

/** The buyer's principal saved card, or a chosen one of theirs. */
export async function cardFor(ctx: AppContext, buyerId: string, cardId?: string) {
  const [card] = await ctx.db
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.buyerId, buyerId),
        sql`${savedCards.deletedAt} IS NULL`,
        cardId ? eq(savedCards.id, cardId) : eq(savedCards.principal, true),
      ),
    )
    .limit(1);
  return card ?? null;
}
