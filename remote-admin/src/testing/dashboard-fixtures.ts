import { centsToDecimalString, type TransactionStatus } from '@pagora/shared';
import type { AnswerOf, TransactionView, transactionsContract } from '@pagora/shared/contracts';

// Answers as the API sends them, typed by the contracts (the client parses them with the same schemas).

export function demoTx(
  n: number,
  status: TransactionStatus,
  overrides: Partial<TransactionView> = {},
): TransactionView {
  const amountCents = n * 1000 + 50;
  const reais = centsToDecimalString(amountCents);
  return {
    id: `tx-${String(n).padStart(3, '0')}`,
    status,
    valor: reais,
    valor_liquido: reais,
    amountCents,
    netCents: amountCents,
    feesCents: 0,
    refundedCents: 0,
    valor_estornado: '0.00',
    parcela_selecionada: 1,
    data_criacao: `2026-03-${String(n).padStart(2, '0')}T15:30:00.000Z`,
    paidAt: null,
    paymentMethod: ['pix'],
    cliente: { nome: `Comprador ${n}`, email: null, telefone: null, endereco: null },
    card: null,
    transacao_id_zoop: null,
    pagamento: null,
    sellerId: 'seller-1',
    customerName: `Comprador ${n}`,
    customerEmail: null,
    late: null,
    pedido: { quantity: 1, unitAmountCents: amountCents, coupon: null, fields: [] },
    ...overrides,
  };
}

export type SellerDashAnswer = AnswerOf<typeof transactionsContract.sellerDash>;

export function sellerDashAnswer(overrides: Partial<SellerDashAnswer['dados']> = {}): SellerDashAnswer {
  return {
    dados: {
      transacoes: [
        demoTx(4, 'pago'),
        demoTx(3, 'pendente_pix', { cliente: { nome: null, email: null, telefone: null, endereco: null } }),
        demoTx(2, 'falha', { paymentMethod: ['credit_card'] }),
        demoTx(1, 'pago'),
      ],
      cliente: {
        account_balance: 2500.75,
        current_balance: 100.5,
        current_blocked_balance: 0,
        account_balance_cents: 250_075,
        current_balance_cents: 10_050,
        current_blocked_balance_cents: 0,
        available_balance_cents: 4_025,
        future_balance_cents: 6_025,
      },
      stats: {
        totalTransactions: 12,
        completed: 6,
        pending: 3,
        declined: 1,
        refunded: 2,
        disputed: 0,
        chargeback: 0,
        disputedCents: 0,
        chargebackCents: 0,
        totalAmount: 1234.56,
        totalAmountCents: 123456,
      },
      ...overrides,
    },
  };
}
