import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { sellersView } from '../accounts';
import { paymentLinksView } from '../links';
import type { BoletoDocument } from './boleto/boleto-pdf';
import { sameDocumentToken } from './document-token';
import { transactions, type BoletoFacts } from './tables';

export const BOLETO_NOT_FOUND = 'Boleto não encontrado.';

/** One line, as the slip prints the payer's address. */
export function addressLine(a: BoletoFacts['payerAddress']): string {
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  return `${street} — ${a.neighborhood}, ${a.city}/${a.state} — CEP ${a.zipCode}`;
}

/**
 * The printable boleto of a transaction (the payer's full CPF and address), by its id and its
 * document token, like the receipt: only a boleto the provider issued codes for; a wrong or
 * missing token, like anything else, answers 404 alike.
 */
export async function loadBoletoDocument(
  ctx: AppContext,
  id: string,
  token: string | undefined,
): Promise<BoletoDocument> {
  const [row] = await ctx.db
    .select({
      tx: transactions,
      sellerNome: sellersView.nome,
      sellerDocumento: sellersView.cpfCnpj,
      description: paymentLinksView.description,
    })
    .from(transactions)
    .innerJoin(sellersView, eq(sellersView.id, transactions.sellerId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(and(eq(transactions.id, id), eq(transactions.method, 'bank_slip')))
    .limit(1);
  const facts = row?.tx.boleto;
  const closed = !row || !sameDocumentToken(row.tx.documentToken, token);
  if (closed || !facts?.barcode || !facts.digitableLine) throw AppError.notFound(BOLETO_NOT_FOUND);
  const { tx } = row;
  return {
    id: tx.id,
    beneficiario: { nome: row.sellerNome, documento: row.sellerDocumento },
    pagador: {
      nome: tx.payerName ?? '',
      documento: tx.payerCpf ?? '',
      endereco: addressLine(facts.payerAddress),
    },
    amountCents: tx.amountCents,
    issuedOn: tx.createdAt.toISOString(),
    dueDate: facts.dueDate,
    paymentLimitDate: facts.paymentLimitDate,
    // The bank's own number when the provider names it; else the free field's, which carries it.
    nossoNumero: facts.documentNumber ?? facts.barcode.slice(19, 44),
    description: row.description ?? '',
    lateFeeHundredths: facts.lateFeeHundredths,
    monthlyInterestHundredths: facts.monthlyInterestHundredths,
    barcode: facts.barcode,
    digitableLine: facts.digitableLine,
  };
}
