import { centsToDecimalString } from '@pagora/shared';
import type { AnswerOf, TransactionView, transactionsContract } from '@pagora/shared/contracts';

type ListAnswer = AnswerOf<typeof transactionsContract.list>;
type ChangeAnswer = AnswerOf<typeof transactionsContract.refund>;

/** Transaction ids are uuids (the refund and review routes refuse anything else). */
export const txId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const MARKETPLACE_A = '10000000-0000-4000-8000-00000000000a';
export const MARKETPLACE_B = '10000000-0000-4000-8000-00000000000b';
export const SELLER_A1 = '20000000-0000-4000-8000-0000000000a1';
export const SELLER_B1 = '20000000-0000-4000-8000-0000000000b1';

const reais = centsToDecimalString;

/** A paid PIX of R$ n,50 as GET /transactions/:userId lists it (view.ts), newest first. */
export function demoTx(n: number, patch: Partial<TransactionView> = {}): TransactionView {
  const amountCents = n * 100 + 50;
  const tx: TransactionView = {
    id: txId(n),
    status: 'pago',
    valor: reais(amountCents),
    valor_liquido: reais(amountCents - 10),
    amountCents,
    netCents: amountCents - 10,
    feesCents: 10,
    refundedCents: 0,
    valor_estornado: '0.00',
    parcela_selecionada: 1,
    data_criacao: '2026-03-05T15:00:00.000Z',
    paidAt: '2026-03-05T15:01:00.000Z',
    paymentMethod: ['pix'],
    cliente: { nome: `Cliente ${n}`, email: `cliente${n}@exemplo.com.br`, telefone: null, endereco: null },
    card: null,
    transacao_id_zoop: `zoop-${n}`,
    pagamento: {
      id: `link-${n}`,
      valor: reais(amountCents),
      description: `Pedido ${n}`,
      data_criacao_pagamento: '2026-03-01T12:00:00.000Z',
    },
    sellerId: SELLER_A1,
    customerName: `Cliente ${n}`,
    customerEmail: `cliente${n}@exemplo.com.br`,
    late: null,
    pedido: { quantity: 1, unitAmountCents: amountCents, coupon: null, fields: [] },
    ...patch,
  };
  // Keep the exact strings in step with the cents a test patched.
  return {
    ...tx,
    valor: reais(tx.amountCents),
    ...(tx.netCents === undefined ? {} : { valor_liquido: reais(tx.netCents) }),
    valor_estornado: reais(tx.refundedCents),
  };
}

export function listAnswer(
  rows: TransactionView[],
  {
    total = rows.length,
    page = 1,
    receitaCents = 0,
    countCapped = false,
  }: { total?: number; page?: number; receitaCents?: number; countCapped?: boolean } = {},
): ListAnswer {
  return {
    transactions: { transacoes: rows },
    total,
    page,
    pageSize: 25,
    summary: countCapped
      ? { count: total, receitaCents: null, receita: null, countCapped }
      : { count: total, receitaCents, receita: receitaCents / 100, countCapped },
  };
}

export function changeAnswer(message: string, transaction: TransactionView): ChangeAnswer {
  return { message, transaction };
}
