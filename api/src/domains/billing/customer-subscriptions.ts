import { and, desc, eq, sql } from 'drizzle-orm';
import { centsToReais, planWireList } from '@pagora/shared';
import {
  SUBSCRIPTION_MESSAGES as M,
  type CustomerSubscription,
  type SubscriptionBoleto,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { buyersView, sellersView } from '../accounts';
import { boletoPdfUrl, transactionsView } from '../payments';
import { recurrencePlansView } from '../recurrence-plans';
import { chargeStatusAllows, statusAllows } from './engine';
import { subscriptions } from './tables';

type IssuedBoleto = {
  transactionId: string;
  documentToken: string;
  barcode: string | null;
  digitableLine: string | null;
  dueDate: string | null;
  amountCents: number;
};
type OpenCharge = { id: string; amount_cents: number; vencimento: string; boleto: IssuedBoleto | null };

/**
 * The boleto waiting for the payer on the open charge `c` (issue 24): its engine attempt's newest
 * issued one, still pending; read through the payments' view of its transaction.
 */
const t = transactionsView;
const issuedBoletoSql = sql`(
  SELECT json_build_object('transactionId', ${t.id}, 'documentToken', ${t.documentToken}, 'barcode', ${t.boleto}->>'barcode',
                           'digitableLine', ${t.boleto}->>'digitableLine', 'dueDate', ${t.boleto}->>'dueDate',
                           'amountCents', ${t.amountCents})
    FROM subscription_charge_attempts a JOIN ${t} ON ${t.id} = a.transaction_id
   WHERE a.charge_id = c.id AND a.outcome = 'boleto_emitido' AND ${t.status} = 'pendente'
   ORDER BY a.attempt_no DESC LIMIT 1)`;

function boletoOf(publicUrl: string, b: IssuedBoleto | null): SubscriptionBoleto | null {
  if (!b?.barcode || !b.digitableLine || !b.dueDate) return null;
  return {
    transactionId: b.transactionId,
    digitableLine: b.digitableLine,
    barcode: b.barcode,
    dueDate: b.dueDate,
    amountCents: Number(b.amountCents),
    pdfUrl: boletoPdfUrl(publicUrl, b.transactionId, b.documentToken),
  };
}

/** GET /assinaturas-customer/:userId: the customer's own, with the charge 'Pagar' settles. */
export async function customerSubscriptions(
  ctx: AppContext,
  who: Principal,
  userId: string,
): Promise<CustomerSubscription[]> {
  if (who.cargo !== 'customer') throw AppError.forbidden('Acesso restrito');
  if (userId !== who.userId) throw AppError.notFound(M.notFound);
  const rows = await ctx.db
    .select({
      s: subscriptions,
      planDescription: recurrencePlansView.description,
      planName: recurrencePlansView.nome,
      planStatus: recurrencePlansView.status,
      boletoIssueDays: recurrencePlansView.boletoIssueDays,
      sellerName: sellersView.nome,
      open: sql<OpenCharge | null>`(
        SELECT json_build_object('id', c.id, 'amount_cents', c.amount_cents, 'vencimento', to_char(c.cycle_date, 'YYYY-MM-DD'),
                                 'boleto', ${issuedBoletoSql})
          FROM subscription_charges c WHERE c.subscription_id = ${subscriptions.id} AND ${chargeStatusAllows(sql`c.status`, 'customer_pays')}
         ORDER BY c.cycle_date LIMIT 1)`,
    })
    .from(subscriptions)
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId))
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .innerJoin(sellersView, eq(sellersView.id, subscriptions.sellerId))
    // Those the customer may still pay (lifecycle.ts): every one but a cancelled one.
    .where(and(eq(buyersView.userId, who.userId), statusAllows(subscriptions.status, 'customer_pays')))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map(({ s, planDescription, planName, planStatus, boletoIssueDays, sellerName, open }) => ({
    id: s.id,
    plano_id: s.planoId,
    seller_id: s.sellerId,
    // The same derived due date as the seller's list (cancelled ones are not listed here).
    data_vencimento: open?.vencimento ?? s.dataCobranca,
    amount: centsToReais(s.amountCents),
    amount_cents: s.amountCents,
    descricao: planDescription || planName,
    status: s.status,
    plano: { nome: planName, description: planDescription, status: planStatus },
    vendedor: { nome: sellerName },
    em_aberto: open
      ? {
          id: open.id,
          amount_cents: Number(open.amount_cents),
          vencimento: open.vencimento,
          boleto: boletoOf(ctx.mail.publicUrl, open.boleto),
        }
      : null,
    payment_methods: planWireList(s.paymentMethods),
    boleto_dias_antes: s.paymentMethods.includes('bank_slip') ? boletoIssueDays : null,
  }));
}
