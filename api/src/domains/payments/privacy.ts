import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import { transactions } from './tables';

// LGPD (issue 39): the payer fields of the transactions the privacy domain reads and anonymizes,
// inside its transaction. Amounts, dates, statuses, card brand/last 4 and the payer's CPF/CNPJ
// are fiscal records and stay; this file never touches a status column.

type Scope = { sellerId?: string; marketplaceId?: string };
type Match = { document?: string; email?: string };

/** The transactions the person paid, in the caller's reach, newest first. */
export async function payerTransactions(db: Db, scope: Scope, who: Match) {
  if (!who.document && !who.email) return [];
  return db
    .select({
      id: transactions.id,
      sellerId: transactions.sellerId,
      sellerName: sellersView.nome,
      status: transactions.status,
      method: transactions.method,
      amountCents: transactions.amountCents,
      refundedCents: transactions.refundedCents,
      payerName: transactions.payerName,
      payerEmail: transactions.payerEmail,
      payerCpf: transactions.payerCpf,
      payerPhone: transactions.payerPhone,
      cardBrand: transactions.cardBrand,
      cardLast4: transactions.cardLast4,
      /** What the payer typed in the link's fields (issue 40): theirs to see. */
      customFields: transactions.customFields,
      createdAt: transactions.createdAt,
      paidAt: transactions.paidAt,
    })
    .from(transactions)
    .innerJoin(sellersView, eq(sellersView.id, transactions.sellerId))
    .where(
      and(
        scope.sellerId ? eq(transactions.sellerId, scope.sellerId) : undefined,
        scope.marketplaceId ? eq(transactions.marketplaceId, scope.marketplaceId) : undefined,
        who.document
          ? sql`regexp_replace(${transactions.payerCpf}, '\\D', '', 'g') = ${who.document}`
          : undefined,
        who.email ? sql`lower(${transactions.payerEmail}) = ${who.email}` : undefined,
      ),
    )
    .orderBy(sql`${transactions.createdAt} DESC`);
}

/**
 * Payer name, card holder and e-mail replaced; phone, the boleto's payer address and the answers to
 * the link's fields blanked.
 * Only rows with something left to change are counted (a second run: 0).
 */
export async function anonymizePayers(
  db: Db,
  ids: string[],
  anon: { name: string; email: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const blankAddress = sql`jsonb_set(${transactions.boleto}, '{payerAddress}',
    coalesce((SELECT jsonb_object_agg(key, '') FROM jsonb_each(${transactions.boleto} -> 'payerAddress')), '{}'::jsonb))`;
  const changed = await db
    .update(transactions)
    .set({
      payerName: sql`CASE WHEN ${transactions.payerName} IS NULL THEN NULL ELSE ${anon.name} END`,
      cardHolder: sql`CASE WHEN ${transactions.cardHolder} IS NULL THEN NULL ELSE ${anon.name} END`,
      payerEmail: sql`CASE WHEN ${transactions.payerEmail} IS NULL THEN NULL ELSE ${anon.email} END`,
      payerPhone: sql`CASE WHEN ${transactions.payerPhone} IS NULL THEN NULL ELSE '' END`,
      boleto: sql`CASE WHEN (${transactions.boleto} -> 'payerAddress') IS NOT NULL THEN ${blankAddress} ELSE ${transactions.boleto} END`,
      // The answers to a link's fields may name the payer (issue 40): blanked, the labels kept.
      customFields: sql`(SELECT coalesce(jsonb_agg(jsonb_set(f, '{value}', '""')), '[]'::jsonb)
        FROM jsonb_array_elements(${transactions.customFields}) f)`,
    })
    .where(
      and(
        inArray(transactions.id, ids),
        sql`(${transactions.payerName} <> ${anon.name} OR ${transactions.cardHolder} <> ${anon.name}
             OR ${transactions.payerEmail} <> ${anon.email} OR ${transactions.payerPhone} <> ''
             OR EXISTS (SELECT 1 FROM jsonb_array_elements(${transactions.customFields}) f
                        WHERE f ->> 'value' <> '')
             OR EXISTS (SELECT 1 FROM jsonb_each_text(${transactions.boleto} -> 'payerAddress') a
                        WHERE a.value <> ''))`,
      ),
    )
    .returning({ id: transactions.id });
  return changed.length;
}

/** The seller a receipt belongs to and its payer, for a request filed from that receipt. */
export async function receiptPayer(db: Db, transactionId: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      sellerId: transactions.sellerId,
      marketplaceId: transactions.marketplaceId,
      payerName: transactions.payerName,
      payerEmail: transactions.payerEmail,
      payerCpf: transactions.payerCpf,
    })
    .from(transactions)
    .where(eq(transactions.id, transactionId))
    .limit(1);
  return row;
}
